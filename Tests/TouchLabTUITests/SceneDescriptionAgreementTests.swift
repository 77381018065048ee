import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchLabTUI

/// ``SceneNode`` is what the canvas draws (presentation frames, drawing order), captured after
/// every event and kept in the history, so it is made cheaply and kept small; ``ViewDescription``
/// is the engine's one description of a view, what `touchlab describe` and the inspector show.
/// Every property the two share must be the description's value: checked on every layout the
/// repository ships that loads without extra view classes.
@Suite("The scene agrees with the engine's view descriptions")
struct SceneDescriptionAgreementTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Layouts").path

  /// The scene's nodes in document order (windows front to back, subviews back to front), the
  /// description's order.
  static func documentOrder(_ nodes: [SceneNode]) -> [SceneNode] {
    Scene.documentOrder(nodes).flatMap { [$0] + documentOrder($0.children) }
  }

  @Test("summary (id, class, caption, flags), recognizers and (when not animated) the screen frame")
  func sharedPropertiesAgree() throws {
    let gallery = Gallery(folder: Self.folder)
    var checked = 0
    for entry in gallery.entries {
      // Layouts with custom view classes need CustomViews' registry: not this module's.
      guard let layout = try? LayoutLoader.load(contentsOf: entry.path) else { continue }
      let scene = Scene(application: layout.application, screenSize: layout.screenSize)
      let described = HierarchyDescription(application: layout.application, screenSize: layout.screenSize)
      let nodes = Self.documentOrder(scene.windows)
      let views = described.views
      try #require(nodes.count == views.count, "\(entry.fileName)")
      for (node, view) in zip(nodes, views) {
        let place = "\(entry.fileName): \(view.id)"
        // One value, made by one initializer: the shared properties cannot disagree in kind,
        // only if the scene were made from another view or at another time.
        #expect(node.summary == view.summary, "\(place)")
        #expect(node.recognizers == view.gestureRecognizers.map(\.id), "\(place)")
        #expect((node.control == nil) == (view.control == nil), "\(place)")
        if let control = node.control, let description = view.control {
          #expect(control.isEnabled == description.isEnabled, "\(place)")
          #expect(control.isHighlighted == description.isHighlighted, "\(place)")
        }
        if view.animation == nil {
          #expect(node.frame == view.screenFrame, "\(place): \(node.frame) vs \(view.screenFrame)")
        }
        checked += 1
      }
    }
    #expect(checked > 100, "too few views checked: \(checked)")
  }
}
