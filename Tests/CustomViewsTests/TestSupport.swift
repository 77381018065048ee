import Foundation
import Testing
import TouchLayout
import UIKit

@testable import CustomViews

/// An application with one full-screen window, for hierarchies built in Swift.
struct Screen {
  let application = UIApplication()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  init() {
    window.id = "window"
    application.addWindow(window)
  }

  /// Adds `view` to the window, in front of the views added before it.
  @discardableResult
  func add<V: UIView>(_ view: V, id: String) -> V {
    view.id = id
    window.addSubview(view)
    return view
  }

  /// The hit view for a touch beginning at (x, y), in screen points.
  func hit(_ x: CGFloat, _ y: CGFloat) -> UIView? {
    application.hitTest(CGPoint(x: x, y: y), with: nil)
  }
}

/// Adds `view` with `id` to `superview` and returns it.
@discardableResult
func add<V: UIView>(_ view: V, id: String, to superview: UIView) -> V {
  view.id = id
  superview.addSubview(view)
  return view
}

extension ViewClassRegistry {
  /// The standard classes plus the examples of Layouts/Code, compiled into this test target
  /// (module CustomViews), for tests that call them in Swift. The `touchlab` command loads the
  /// same files at run time instead (`code:`, ``ExampleCodeTests``).
  static let custom: ViewClassRegistry = {
    var registry = ViewClassRegistry.standard
    registry.register(ExtendedTapAreaButton.init(frame:))
    registry.register(PassThroughView.init(frame:))
    registry.register(OutsideBoundsView.init(frame:))
    registry.register(FlipFlopView.init(frame:))
    registry.register(EndlessHitTestView.init(frame:))
    registry.register(CrashingHitTestView.init(frame:))
    registry.register(RunawayRecursionView.init(frame:))
    registry.register(ArchiveListView.init(frame:))
    registry.register(FixedArchiveListView.init(frame:))
    registry.register(LikeListView.init(frame:))
    registry.register(FixedLikeListView.init(frame:))
    registry.register(NoteListView.init(frame:))
    registry.register(PinnedNoteListView.init(frame:))
    registry.register(PinnedHeaderGridView.init(frame:))
    registry.register(PassThroughHeaderGridView.init(frame:))
    registry.register(BannerListView.init(frame:))
    registry.register(SelfSizingBannerListView.init(frame:))
    return registry
  }()
}

/// Loads `yaml` with the standard classes and the examples, failing the test (with every
/// diagnostic) if it does not load.
func loadCustomLayout(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Layout {
  do {
    return try LayoutLoader.load(yaml: yaml, source: "test.yaml", registry: .custom)
  } catch {
    Issue.record("layout did not load:\n\(error)", sourceLocation: sourceLocation)
    throw error
  }
}

extension Layout {
  /// The id of the hit view for a touch beginning at (x, y), in screen points.
  func hitID(_ x: CGFloat, _ y: CGFloat) -> String? {
    application.hitTest(CGPoint(x: x, y: y), with: nil)?.id
  }

  /// The view with `id` in any window.
  func view(_ id: String) -> UIView? {
    application.windows.lazy.compactMap { $0.view(withID: id) }.first
  }
}

/// The views each synthesized touch was delivered to, in order ("nil" for none), after running
/// `gestures` through `layout`.
func hitViews(of layout: Layout, running gestures: [Gesture]) -> [String] {
  let synthesizer = TouchSynthesizer(application: layout.application)
  for pointer in Gesture.pointerEvents(for: gestures) { synthesizer.send(pointer) }
  synthesizer.runUntilIdle()
  let steps = synthesizer.trace?.records.map(\.step) ?? []
  return steps.compactMap { step in
    if case .hitView(_, let view, _) = step { view ?? "nil" } else { nil }
  }
}

/// A window of 390 × 844 pt with the given views (YAML list items, indented for `views:`).
func oneWindow(_ views: String) -> String {
  "windows:\n  - id: main\n    views:\n" + views
}
