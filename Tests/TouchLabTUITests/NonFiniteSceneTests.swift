import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// Issue 34, item 6: `transform: {scale: 1e307}` gave a view an infinite frame, and any press
/// in the explorer trapped (SIGILL) when the scene's probe called `CGRect.contains` on it. A
/// person's code can still set such a transform (a layout no longer can): the scene's frames
/// are clamped finite, so every press, drawing and probe computes with finite rectangles.
@Suite("The scene of a view with an infinite or NaN frame: drawn, probed and pressed without a trap")
struct NonFiniteSceneTests {
  @Test(
    "A press on every cell of a scene holding a view scaled by 1e307, or by infinity, or at NaN",
    arguments: ["scale 1e307", "scale inf", "center nan"])
  func pressEverywhere(_ kind: String) {
    let app = Application()
    let window = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    app.addWindow(window)
    let card = View(id: "card", frame: CGRect(x: 50, y: 25, width: 100, height: 50))
    window.addSubview(card)
    card.addSubview(View(id: "inner", frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    switch kind {
    case "scale 1e307": card.transform = CGAffineTransform(scaleX: 1e307, y: 1e307)
    case "scale inf": card.transform = CGAffineTransform(scaleX: .infinity, y: 1)
    default: card.center = CGPoint(x: CGFloat.nan, y: 50)
    }
    let scene = Scene(application: app, screenSize: CGSize(width: 200, height: 100))
    let scaling = Scaling(
      screenSize: scene.screenSize, area: CellRect(column: 0, row: 0, columns: 40, rows: 12))
    var canvas = Canvas(columns: 40, rows: 12)
    LayoutRenderer(scaling: scaling, hitView: nil, hitPath: [], hoverView: nil).draw(scene, into: &canvas)
    for node in scene.windows.flatMap(\.children) { #expect(node.frame.isFinite, "\(kind): \(node.frame)") }
    #expect(scene.windows.first?.children.first?.skipReason == .nonFiniteGeometry, "\(kind)")
    for row in 0..<12 {
      for column in 0..<40 {
        let point = scene.touchPoint(at: CellPosition(column: column, row: row), scaling: scaling)
        #expect(point.x.isFinite && point.y.isFinite, "\(kind) at \(column), \(row)")
      }
    }
  }
}
