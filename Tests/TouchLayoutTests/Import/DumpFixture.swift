import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchOpening

/// The dumps in Layouts/Dumps, loaded as every command loads them (``LayoutLoader``).
enum DumpFixture {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Layouts/Dumps")

  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  static func load(_ name: String) throws -> Layout {
    try LayoutLoader.load(contentsOf: path(name))
  }

  /// What a view must be once imported: its id, class, frame (in its superview), flags.
  struct Expected {
    var id: String
    var className: String
    /// "" for a view the import made (the window around a windowless dump).
    var dumpClass: String
    var frame: CGRect
    var hidden = false
    var alpha: CGFloat = 1
    var interaction = true
    var clips = false
  }

  /// Checks every view of `layout` in document order against `expected`, one by one.
  static func check(
    _ layout: Layout, _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let views = layout.application.windows.flatMap { window in [window as View] + descendants(of: window) }
    #expect(views.count == expected.count, sourceLocation: sourceLocation)
    for (view, want) in zip(views, expected) {
      let found = "\(view.id) \(String(describing: type(of: view)))"
      #expect(found == "\(want.id) \(want.className)", sourceLocation: sourceLocation)
      // Frames go through a centre and a size, as in UIKit: equal to within rounding.
      let edges = [
        (view.frame.minX, want.frame.minX), (view.frame.minY, want.frame.minY),
        (view.frame.width, want.frame.width), (view.frame.height, want.frame.height),
      ]
      #expect(
        edges.allSatisfy { abs($0 - $1) < 1e-9 }, "\(want.id) frame \(view.frame)",
        sourceLocation: sourceLocation)
      #expect(
        (view.importedOrigin?.className ?? "") == want.dumpClass, "\(want.id)", sourceLocation: sourceLocation
      )
      #expect(view.isHidden == want.hidden, "\(want.id) hidden", sourceLocation: sourceLocation)
      #expect(abs(view.alpha - want.alpha) < 1e-9, "\(want.id) alpha", sourceLocation: sourceLocation)
      #expect(
        view.isUserInteractionEnabled == want.interaction, "\(want.id) interaction",
        sourceLocation: sourceLocation)
      #expect(view.clipsToBounds == want.clips, "\(want.id) clips", sourceLocation: sourceLocation)
    }
  }

  static func descendants(of view: View) -> [View] {
    view.subviews.flatMap { [$0] + descendants(of: $0) }
  }

  /// The id of the view UIKit's hit test returns at `point` (screen points), or nil.
  static func hit(_ layout: Layout, _ x: CGFloat, _ y: CGFloat) -> String? {
    layout.application.hitTest(CGPoint(x: x, y: y), with: nil)?.id
  }
}
