import Foundation
import Testing
import TouchKit
import UIKit

/// UIKit's overridable shape (issue 36, item 2): Tests/UIKitShape/overridable-members.txt lists
/// the members UIKit lets a subclass override, from Apple's documentation pages (the file names
/// each page). OverridingSubclasses.swift overrides every one TouchLab has, so a member that is
/// not `open` stops the build; these tests check the list against those overrides: each member
/// marked `called` is called by TouchLab where UIKit calls it (a tap, a drag, a layout pass), each
/// marked `open` answers through UIKit's type with the override's answer.
@Suite("UIKit's overridable shape")
struct OverridableShapeTests {
  /// One line of the list.
  struct Member: CustomStringConvertible {
    let uikitClass: String
    let name: String
    let here: String

    var key: String { "\(uikitClass).\(name)" }
    var description: String { key }
  }

  static let listURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("UIKitShape/overridable-members.txt")

  static func members() throws -> [Member] {
    try String(contentsOf: listURL, encoding: .utf8).split(separator: "\n")
      .filter { !$0.hasPrefix("#") && !$0.isEmpty }
      .map { line in
        let parts = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        try #require(parts.count == 3, "\(line)")
        return Member(uikitClass: parts[0], name: parts[1], here: parts[2])
      }
  }

  @Test("The list is well formed: each line's status is called, open, differs or absent, no member twice")
  func wellFormed() throws {
    let members = try Self.members()
    #expect(members.count > 80)
    #expect(members.allSatisfy { ["called", "open", "differs", "absent"].contains($0.here) })
    #expect(Set(members.map(\.key)).count == members.count)
  }

  /// A hierarchy of the subclasses: a scroll view (top half) holding a view holding a control,
  /// and below it a pad with a recognizer and a view Auto Layout sizes.
  private struct Scene {
    let application = UIApplication()
    let window = ShapeWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scroll = ShapeScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    let control = ShapeControl(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    let pad = ShapeView(frame: CGRect(x: 0, y: 450, width: 390, height: 200))
    let sized = ShapeView()
    let recognizer: ShapeRecognizer

    init() {
      window.id = "window"
      application.addWindow(window)
      scroll.contentSize = CGSize(width: 390, height: 2000)
      window.addSubview(scroll)
      scroll.addSubview(view)
      view.addSubview(control)
      window.addSubview(pad)
      recognizer = ShapeRecognizer(target: pad.log, action: Selector("noted"))
      pad.addGestureRecognizer(recognizer)
      sized.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(sized)
      NSLayoutConstraint.activate([
        sized.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        sized.topAnchor.constraint(equalTo: window.topAnchor, constant: 700),
      ])
    }

    var calls: Set<String> {
      Set(
        [window.log, scroll.log, view.log, control.log, pad.log, sized.log, recognizer.log].flatMap(\.calls))
    }

    func run(_ gestures: [Gesture]) {
      let synthesizer = TouchSynthesizer(application: application)
      for pointer in Gesture.pointerEvents(for: gestures) { synthesizer.send(pointer) }
      synthesizer.runUntilIdle()
    }
  }

  @Test("Each member marked called is called where UIKit calls it: taps, drags and a layout pass")
  func calledWhereUIKitCallsThem() throws {
    let scene = Scene()
    // A view's layer, once made, is laid out after the view (layoutSublayers(of:)).
    _ = scene.view.layer
    scene.view.setNeedsLayout()
    scene.view.setNeedsUpdateConstraints()
    scene.view.updateConstraintsIfNeeded()
    scene.application.layoutIfNeeded()
    let inControl = CGPoint(x: 70, y: 42)
    scene.run([
      // §5, §7: a slow drag inside the control, its touch held by the scroll view first
      // (touchesShouldBegin): tracking begins, continues and ends; highlighted.
      .drag(from: inControl, to: CGPoint(x: 74, y: 42), duration: 0.5)
    ])
    // §7: with content touches not delayed, the control tracks at once; a drag that scrolls
    // then cancels its touch (touchesShouldCancel(in:), cancelTracking(with:)).
    scene.scroll.delaysContentTouches = false
    scene.run([
      .drag(from: inControl, to: CGPoint(x: 70, y: 300), duration: 0.3),
      // §2, §6: a tap on the view beside the control: its touch methods, forwarded to next.
      .tap(CGPoint(x: 300, y: 150)),
      // §3, §4: a drag on the pad: the recognizer's touch methods, then it recognizes
      // (gestureRecognizerShouldBegin) and cancels the pad's touches.
      .drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 140, y: 520)),
    ])
    // The appearance switched (the toggle a script's `appearance:` step uses): the traits changed.
    scene.application.setUserInterfaceStyle(.dark)
    // A subview added to the view and removed again: the superview's pair.
    let child = UIView(frame: .zero)
    scene.view.addSubview(child)
    child.removeFromSuperview()
    #expect(scene.sized.frame.size == CGSize(width: 80, height: 30), "Auto Layout used the intrinsic size")
    var calls = scene.calls
    // A class member: the layer UIKit makes for the view is of the class it names.
    if scene.view.layer is CAShapeLayer { calls.insert("UIView.layerClass") }
    // The controller's are called in controllerCalls().
    let missing = try Self.members().filter {
      $0.here == "called" && $0.uikitClass != "UIViewController" && !calls.contains($0.key)
    }
    #expect(missing.isEmpty, "not called: \(missing)")
  }

  @Test("Each member marked open, overridden, answers through UIKit's type with the override")
  func openThroughUIKitsType() throws {
    let scene = Scene()
    scene.run([.tap(CGPoint(x: 100, y: 500))])
    let view: UIView = scene.view
    view.draw(.zero)
    view.draw(view.layer, in: CGContext())
    view.display(view.layer)
    view.layerWillDraw(view.layer)
    #expect(view.sizeThatFits(.zero) == CGSize(width: 10, height: 10))
    view.tintColorDidChange()
    view.awakeFromNib()
    #expect(view.frame(forAlignmentRect: view.alignmentRect(forFrame: .zero)) == .zero)
    // The first responder's three: a view in a window that can become first responder does,
    // then lets go (UIResponder; text-input.md).
    _ = view.becomeFirstResponder()
    _ = view.resignFirstResponder()
    // UIKit's shape (a Selector): the engine's walk asks it through its String form.
    _ = (view as UIResponder).target(forAction: "copy:", withSender: nil)
    let button = ShapeButton(frame: .zero)
    let configured: UIButton = button
    configured.updateConfiguration()
    let content = configured.contentRect(forBounds: configured.backgroundRect(forBounds: .zero))
    _ = configured.imageRect(forContentRect: content)
    #expect(configured.titleRect(forContentRect: content).minX == -10, "the override's answer")
    let control: UIControl = scene.control
    control.isEnabled = false
    control.isSelected = true
    // UIKit's tracking sends its events without it (each target's sendAction(_:to:for:)); code calls it.
    control.sendActions(for: .valueChanged)
    let recognizer: UIGestureRecognizer = scene.recognizer
    recognizer.state = .failed
    _ = recognizer.canPrevent(recognizer)
    _ = recognizer.canBePrevented(by: recognizer)
    _ = recognizer.shouldRequireFailure(of: recognizer)
    _ = recognizer.shouldBeRequiredToFail(by: recognizer)
    _ = recognizer.location(in: nil)
    _ = recognizer.location(ofTouch: 0, in: nil)
    _ = recognizer.numberOfTouches
    let event = try #require(scene.recognizer.lastEvent)
    let touch = try #require(scene.recognizer.lastTouches.first)
    recognizer.touchesCancelled([touch], with: event)
    recognizer.ignore(touch, for: event)
    let pan = ShapePan(target: nil, action: nil)
    let panned: UIPanGestureRecognizer = pan
    panned.setTranslation(CGPoint(x: 3, y: 4), in: nil)
    _ = panned.translation(in: nil)
    _ = panned.velocity(in: nil)
    let pinch = ShapePinch(target: nil, action: nil)
    let pinched: UIPinchGestureRecognizer = pinch
    _ = pinched.scale
    _ = pinched.velocity
    let rotation = ShapeRotation(target: nil, action: nil)
    let rotated: UIRotationGestureRecognizer = rotation
    _ = rotated.rotation
    _ = rotated.velocity
    let controller = ShapeController()
    let base: UIViewController = controller
    base.title = "Shape"
    base.viewWillAppear(false)
    base.viewDidAppear(false)
    base.viewWillDisappear(false)
    base.viewDidDisappear(false)
    base.viewWillLayoutSubviews()
    base.viewDidLayoutSubviews()
    #expect(base.supportedInterfaceOrientations == .portrait, "the override's answer")
    _ = (base.shouldAutorotate, base.prefersStatusBarHidden, base.prefersHomeIndicatorAutoHidden)
    #expect(base.preferredStatusBarStyle == .lightContent)
    // Initializers: the subclass's own, each one UIKit allows a subclass to declare.
    var calls = scene.calls.union(
      [pan.log, pinch.log, rotation.log, controller.log, button.log].flatMap(\.calls)
        + Self.viewSubclassCalls())
    if ShapeView(frame: .zero).madeBy == "init(frame:)" { calls.insert("UIView.init(frame:)") }
    if ShapeView(coder: NSCoder())?.madeBy == "init?(coder:)" { calls.insert("UIView.init?(coder:)") }
    if ShapeView().madeBy == "init()" { calls.insert("UIView.init()") }
    if scene.recognizer.madeWithTarget { calls.insert("UIGestureRecognizer.init(target:action:)") }
    if ShapeController(nibName: nil, bundle: nil).madeBy == "init(nibName:bundle:)" {
      calls.insert("UIViewController.init(nibName:bundle:)")
    }
    if ShapeController(coder: NSCoder())?.madeBy == "init?(coder:)" {
      calls.insert("UIViewController.init?(coder:)")
    }
    if controller.madeBy == "init()" { calls.insert("UIViewController.init()") }
    let missing = try Self.members().filter { $0.here == "open" && !calls.contains($0.key) }
    #expect(missing.isEmpty, "not reached through UIKit's type: \(missing)")
    #expect(panned.translation(in: nil) == CGPoint(x: 100, y: 0), "the override's answer")
  }

  @Test("A controller's overrides: loadView and viewDidLoad on first use, the containment calls")
  func controllerCalls() throws {
    let controller = ShapeController()
    _ = controller.view
    let parent = UIViewController()
    parent.addChild(controller)
    controller.removeFromParent()
    let calls = Set(controller.log.calls)
    let missing = try Self.members().filter {
      $0.uikitClass == "UIViewController" && $0.here == "called" && !calls.contains($0.key)
    }
    #expect(missing.isEmpty, "not called: \(missing)")
  }

  @Test("Each member marked absent or differs is listed in docs/uikit-api.md's Overriding section")
  func absentOnesAreDocumented() throws {
    let docs = Self.listURL.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/uikit-api.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "\n## Overriding\n").dropFirst().first)
    let body = section.components(separatedBy: "\n## ").first ?? section
    let undocumented = try Self.members().filter { member in
      (member.here == "absent" || member.here == "differs") && !body.contains("`\(member.name)`")
    }
    #expect(undocumented.isEmpty, "not in docs/uikit-api.md's Overriding section: \(undocumented)")
  }
}
