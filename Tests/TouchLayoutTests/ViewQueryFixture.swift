import Foundation
import TouchKit

@testable import TouchLayout
@testable import TouchOpening
@testable import TouchQuery

/// A small layout for query tests: two windows, nested views, controls, a recognizer.
enum ViewQueryFixture {
  static let yaml = """
    title: Queries
    windows:
      - id: main
        views:
          - id: home
            frame: [0, 0, 390, 844]
            gestures:
              - {id: homeTap, type: tap, action: tapped}
            subviews:
              - id: card
                frame: [20, 100, 300, 200]
                subviews:
                  - {id: heading, class: Label, frame: [10, 10, 200, 30], text: "It's \\"quoted\\""}
                  - {id: save, class: Button, frame: [20, 100, 120, 44], text: Save}
                  - {id: cancel, class: Button, frame: [150, 100, 120, 44], text: Cancel, isEnabled: false}
              - id: toggle
                class: Switch
                frame: [20, 320, 51, 31]
                isOn: true
              - id: plain
                class: Control
                frame: [100, 320, 100, 44]
              - id: banner
                frame: [0, 700, 390, 100]
                userInteraction: false
                subviews:
                  - {id: promo, class: Button, frame: [10, 10, 100, 44], text: Save}
      - id: status
        level: statusBar
        frame: [0, 0, 390, 44]
    """

  static func layout() throws -> Layout {
    try LayoutLoader.load(yaml: yaml, source: "queries.yaml")
  }

  /// The ids `expression` selects, in document order.
  static func ids(_ expression: String, in layout: Layout) throws -> [String] {
    try ViewQuery(expression).views(in: layout).map(\.traceID)
  }

  /// Every gallery layout that loads with the standard classes (the ones using
  /// `FlipFlopView` and friends need the CustomViews module, which this target does not see).
  static func galleryLayouts() throws -> [(name: String, layout: Layout)] {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Layouts")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    return names.compactMap { name in
      (try? LayoutLoader.load(contentsOf: folder.appendingPathComponent(name).path)).map { (name, $0) }
    }
  }
}
