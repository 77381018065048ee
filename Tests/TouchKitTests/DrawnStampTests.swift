import Foundation
import Testing

@testable import TouchKit

/// ``Application/drawnStamp`` moves with every setter of what a picture of a view shows, and
/// only then: the explorer keeps its snapshot of the views while the stamp stays, so a setter
/// that forgot to note its change would leave the screen showing the old state.
@Suite struct DrawnStampTests {
  /// A window with one view of each built-in class, and the application.
  static func fixture() -> (Application, Window, [String: View]) {
    let application = Application()
    let window = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    application.addWindow(window)
    let views: [String: View] = [
      "view": View(id: "view", frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
      "label": Label(id: "label", frame: CGRect(x: 0, y: 60, width: 50, height: 20)),
      "image": ImageView(id: "image", frame: CGRect(x: 0, y: 90, width: 20, height: 20)),
      "button": Button(id: "button", frame: CGRect(x: 0, y: 120, width: 80, height: 30)),
      "switch": Switch(id: "switch", frame: CGRect(x: 0, y: 160, width: 50, height: 30)),
      "slider": Slider(id: "slider", frame: CGRect(x: 0, y: 200, width: 200, height: 30)),
      "segments": SegmentedControl(id: "segments", frame: CGRect(x: 0, y: 240, width: 200, height: 30)),
      "scroll": ScrollView(id: "scroll", frame: CGRect(x: 0, y: 280, width: 200, height: 100)),
    ]
    for id in views.keys.sorted() { views[id].map(window.addSubview) }
    return (application, window, views)
  }

  /// Every change the explorer's scene can show, by name.
  static let changes: [(String, @Sendable (Window, [String: View]) -> Void)] = [
    ("bounds size", { $1["view"]?.bounds.size.width = 60 }),
    ("bounds origin (a scroll offset)", { $1["scroll"]?.bounds.origin.y = 30 }),
    ("center", { $1["view"]?.center.x += 5 }),
    ("frame", { $1["view"]?.frame.origin.y = 7 }),
    ("alpha", { $1["view"]?.alpha = 0.5 }),
    ("isHidden", { $1["view"]?.isHidden = true }),
    ("isUserInteractionEnabled", { $1["view"]?.isUserInteractionEnabled = false }),
    ("clipsToBounds", { $1["view"]?.clipsToBounds = true }),
    ("zPosition", { $1["view"]?.zPosition = 2 }),
    ("transform", { $1["view"]?.transform = CGAffineTransform(scaleX: 2, y: 2) }),
    ("anchorPoint", { $1["view"]?.anchorPoint = .zero }),
    ("a gesture recognizer added", { $1["view"]?.addGestureRecognizer(TapGestureRecognizer()) }),
    ("a gesture recognizer renamed", { $1["scroll"]?.gestureRecognizers?.first?.id = "renamed" }),
    ("imported origin", { $1["view"]?.importedOrigin = ImportedOrigin(className: "UIView", address: "0x1") }),
    ("a label's text", { ($1["label"] as? Label)?.text = "changed" }),
    ("an image view's image", { ($1["image"] as? ImageView)?.imageName = "star" }),
    ("a button's title", { ($1["button"] as? Button)?.setTitle("Go", for: .normal) }),
    ("a control's isEnabled", { ($1["button"] as? Control)?.isEnabled = false }),
    ("a control's isHighlighted", { ($1["button"] as? Control)?.isHighlighted = true }),
    ("a control's isSelected", { ($1["button"] as? Control)?.isSelected = true }),
    ("a switch's isOn", { ($1["switch"] as? Switch)?.isOn = true }),
    ("a slider's value", { ($1["slider"] as? Slider)?.value = 0.5 }),
    ("a slider's maximum", { ($1["slider"] as? Slider)?.maximumValue = 10 }),
    ("a slider's isContinuous", { ($1["slider"] as? Slider)?.isContinuous = false }),
    ("a segmented control's titles", { ($1["segments"] as? SegmentedControl)?.segmentTitles = ["A", "B"] }),
    ("a segmented control's selection", { ($1["segments"] as? SegmentedControl)?.selectedSegmentIndex = 1 }),
    ("a window's level", { window, _ in window.windowLevel = 10 }),
    ("a subview brought to front", { window, views in views["view"].map(window.bringSubviewToFront) }),
    ("a subview removed", { $1["label"]?.removeFromSuperview() }),
    ("an id", { $1["view"]?.id = "renamed" }),
  ]

  @Test(arguments: changes.indices)
  func everyDrawnChangeMovesTheStamp(index: Int) throws {
    let (application, window, views) = Self.fixture()
    let before = try #require(application.drawnStamp)
    let (name, change) = Self.changes[index]
    change(window, views)
    #expect(application.drawnStamp != before, "\(name) did not move the stamp")
  }

  /// Reading the views and hit testing them change nothing a picture shows.
  @Test func readingAndHitTestingLeaveTheStamp() throws {
    let (application, window, views) = Self.fixture()
    let before = try #require(application.drawnStamp)
    _ = application.hitTest(CGPoint(x: 10, y: 10), with: nil)
    _ = views["view"].map { ($0.frame, $0.alpha, $0.subviews, $0.transform) }
    _ = window.allViews
    #expect(application.drawnStamp == before)
  }

  /// The hierarchy count is each application's own (HierarchyChanges.swift), not the
  /// process's: another application's views added, removed and renamed, and views in no window,
  /// leave this one's stamp, so its picture is kept.
  @Test func anotherApplicationsChangesLeaveTheStamp() throws {
    let (application, _, _) = Self.fixture()
    let before = try #require(application.drawnStamp)
    let (_, otherWindow, otherViews) = Self.fixture()
    let added = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    otherWindow.addSubview(added)
    otherViews["view"]?.id = "renamed"
    added.removeFromSuperview()
    let loose = View(frame: .zero)
    loose.addSubview(View(frame: .zero))
    #expect(application.drawnStamp == before)
  }

  /// A subclass may compute what it shows in an override, which no setter reports.
  @Test func aClassOfItsOwnOrAnAnimationVouchesForNothing() {
    final class Custom: View {}
    let (application, window, views) = Self.fixture()
    #expect(application.drawnStamp != nil)
    views["view"]?.animation = ViewAnimation(fromFrame: CGRect(x: 0, y: 0, width: 1, height: 1), duration: 1)
    #expect(application.drawnStamp == nil, "an animation is drawn where the clock has it")
    views["view"]?.animation = nil
    window.addSubview(Custom(frame: .zero))
    #expect(application.drawnStamp == nil, "a class of its own")
  }
}
