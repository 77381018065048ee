import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// The scene is what the canvas draws: its frames must be where the engine says views are.
@Suite struct SceneTests {
  @Test("Screen frames match the engine's conversion, through transforms, bounds origins and windows")
  func framesMatchTheEngine() throws {
    let application = Application()
    let window = Window(id: "w", frame: CGRect(x: 30, y: 20, width: 300, height: 300))
    application.addWindow(window)
    let outer = View(id: "outer", frame: CGRect(x: 40, y: 50, width: 150, height: 100))
    outer.bounds.origin = CGPoint(x: 10, y: -5)
    outer.transform = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 1.2, y: 0.8)
    let inner = View(id: "inner", frame: CGRect(x: 20, y: 10, width: 60, height: 30))
    inner.transform = CGAffineTransform(rotationAngle: -1.1)
    window.addSubview(outer)
    outer.addSubview(inner)
    let scene = Scene(application: application, screenSize: CGSize(width: 400, height: 400))
    let node = try #require(scene.windows.first?.children.first?.children.first)
    #expect(node.id == "inner")
    let expected = inner.convert(inner.bounds, to: nil).offsetBy(dx: 30, dy: 20)
    #expect(abs(node.frame.minX - expected.minX) < 1e-9 && abs(node.frame.minY - expected.minY) < 1e-9)
    #expect(abs(node.frame.width - expected.width) < 1e-9 && abs(node.frame.height - expected.height) < 1e-9)
    #expect(scene.windows.first?.frame == CGRect(x: 30, y: 20, width: 300, height: 300))
  }
}
