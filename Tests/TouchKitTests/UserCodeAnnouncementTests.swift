import Foundation
import Testing

@testable import TouchKit

/// The engine announces each method of the user's it calls (issue 13, item 5;
/// docs/reliability.md, "A crash in your code"), so a crash in one can name it: overrides of a
/// view's and a recognizer's methods, a delegate's answers and actions; never TouchKit's own
/// classes, and `hitTest`/`point(inside:)` only where a class overrides them.
@Suite("User code announcements", .serialized)
struct UserCodeAnnouncementTests {
  /// Collects announcements, from whichever thread: other suites' engines run at the same time
  /// while the observer is set, so only this suite's classes are looked for.
  final class Collector: UserCodeObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [String] = []

    func willRun(_ method: UserMethod, of object: AnyObject) {
      lock.withLock { calls.append("\(type(of: object)).\(method.signature)") }
    }
    func willRun(_ method: UserMethod, ofClassNamed name: String) {
      lock.withLock { calls.append(method.frame(ofClassNamed: name)) }
    }
    func didReturn() {}

    var announced: [String] { lock.withLock { calls } }
  }

  final class AnnouncedView: View {
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
      super.touchesBegan(touches, with: event)
    }
  }
  final class AnnouncedRecognizer: TapGestureRecognizer {
    override func canBePrevented(by preventing: GestureRecognizer) -> Bool { true }
  }
  final class AnnouncedDelegate: GestureRecognizerDelegate {}
  final class AnnouncedTarget: Responder {
    override func perform(_ action: String, sender: AnyObject?) {}
  }

  static func announcements(_ body: () -> Void) -> [String] {
    let collector = Collector()
    UserCode.observer = collector
    defer { UserCode.observer = nil }
    body()
    return collector.announced
  }

  @Test(
    "A tap on a user's view with a user's recognizer, delegate and target: each of their methods is announced"
  )
  func userMethodsAreAnnounced() {
    let stage = Stage()
    let view = stage.add(AnnouncedView(id: "mine", frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    let recognizer = AnnouncedRecognizer(id: "tap")
    let delegate = AnnouncedDelegate()
    let target = AnnouncedTarget()
    target.handledActions = ["tapped"]
    recognizer.delegate = delegate
    recognizer.addTarget(target, action: "tapped")
    view.addGestureRecognizer(recognizer)
    let calls = Self.announcements { stage.tap(10, 10) }
    let mine = Set(calls.filter { $0.hasPrefix("Announced") })
    #expect(mine.contains("AnnouncedView.hitTest(_:with:)"))
    #expect(mine.contains("AnnouncedView.touchesBegan(_:with:)"))
    #expect(mine.contains("AnnouncedRecognizer.touchesBegan(_:with:)"))
    #expect(mine.contains("AnnouncedDelegate.gestureRecognizer(_:shouldReceive:)"))
    #expect(mine.contains("AnnouncedDelegate.gestureRecognizerShouldBegin(_:)"))
    #expect(mine.contains("AnnouncedTarget.perform(_:sender:)"))
    // point(inside:) is TouchKit's own in AnnouncedView: not announced as the user's.
    #expect(!mine.contains("AnnouncedView.point(inside:with:)"))
  }

  final class AnnouncedLayoutView: View {
    override func layoutSubviews() {}
  }
  final class AnnouncedController: ViewController {
    override func viewDidLoad() {}
  }

  @Test("A user's layoutSubviews and a controller's loadView, viewDidLoad and callbacks are announced")
  func lifecycleMethodsAreAnnounced() {
    let stage = Stage()
    let calls = Self.announcements {
      let controller = AnnouncedController()
      stage.add(controller.view)
      stage.add(AnnouncedLayoutView(id: "laidOut", frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
      stage.application.layoutIfNeeded()
    }
    let mine = calls.filter { $0.hasPrefix("Announced") }
    #expect(mine.contains("AnnouncedLayoutView.layoutSubviews()"))
    #expect(
      mine.starts(with: [
        "AnnouncedController.loadView()", "AnnouncedController.viewDidLoad()",
        "AnnouncedController.viewWillAppear(_:)", "AnnouncedController.viewDidAppear(_:)",
      ]))
    #expect(mine.contains("AnnouncedController.viewDidLayoutSubviews()"))
  }

  @Test("TouchKit's own classes are never announced, traced or not")
  func ownClassesAreNot() {
    let stage = Stage()
    let button = stage.add(Button(id: "plain", frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    button.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
    let calls = Self.announcements {
      stage.tap(10, 10)
      _ = stage.application.hitTest(CGPoint(x: 10, y: 10), with: nil)
    }
    let own = calls.filter { call in
      ["Button.", "View.", "Window.", "TapGestureRecognizer.", "Application."].contains { call.hasPrefix($0) }
    }
    #expect(own.isEmpty, "announced as user code: \(own)")
  }

  @Test("No observer: nothing is asked of anyone (the nil check is the whole cost)")
  func noObserver() {
    #expect(UserCode.observer == nil)
    #expect(OwnClasses().contains(View.self))
    #expect(!OwnClasses().contains(AnnouncedView.self))
  }
}
