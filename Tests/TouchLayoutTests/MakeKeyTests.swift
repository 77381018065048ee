import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// A view's `make:` key (docs/layout-format.md, "Views"): the view its expression makes,
/// compiled with the layout's code (TouchCode registers it), at the entry's frame.
@Suite("A view's make: key")
struct MakeKeyTests {
  static func layout(_ view: String) -> String {
    """
    screen: {width: 200, height: 100}
    windows:
      - id: main
        views:
          - \(view)
    """
  }

  @Test("The registered expression makes the view, at the entry's frame")
  func madeByTheExpression() throws {
    var registry = ViewClassRegistry.standard
    registry.registerExpression("Badge(style: .wide)") { Label(frame: .zero) }
    let layout = try LayoutLoader.load(
      yaml: Self.layout("{id: badge, make: \"Badge(style: .wide)\", frame: [10, 20, 30, 40]}"),
      source: "l.yaml",
      registry: registry)
    let badge = try #require(layout.view("badge"))
    #expect(badge is Label)
    #expect(badge.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test("make: with class:, or an expression nobody compiled, is an error at the key")
  func errors() {
    var registry = ViewClassRegistry.standard
    registry.registerExpression("Badge()") { View(frame: .zero) }
    func problems(_ view: String) -> [String] {
      do {
        _ = try LayoutLoader.load(yaml: Self.layout(view), source: "l.yaml", registry: registry)
        return []
      } catch {
        return error.diagnostics.map(\.description)
      }
    }
    #expect(
      problems("{id: a, class: Label, make: \"Badge()\", frame: [0, 0, 1, 1]}").contains {
        $0.contains("not both")
      })
    #expect(
      problems("{id: a, make: \"Other()\", frame: [0, 0, 1, 1]}").contains {
        $0.hasPrefix("l.yaml:5:") && $0.contains("was not compiled")
      })
  }
}
