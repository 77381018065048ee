import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// What the canvas draws differs from what hit testing uses in two places: animations in flight
/// and zPosition (§1, §8 #15–16).
@Suite struct PresentationSceneTests {
  private func stage() -> (Application, Window) {
    let application = Application()
    let window = Window(id: "w", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    application.addWindow(window)
    return (application, window)
  }

  @Test("§8 #15 A view in flight is drawn where its animation has it, and at its model frame once it ends")
  func animationIsDrawnInFlight() throws {
    let (application, window) = stage()
    let toast = View(id: "toast", frame: CGRect(x: 200, y: 0, width: 100, height: 50))
    toast.animation = ViewAnimation(fromFrame: CGRect(x: 0, y: 0, width: 100, height: 50), duration: 2)
    window.addSubview(toast)
    let size = CGSize(width: 400, height: 400)
    let start = try #require(
      Scene(application: application, screenSize: size, time: 0).windows.first?.children.first)
    #expect(start.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    let middle = try #require(
      Scene(application: application, screenSize: size, time: 1).windows.first?.children.first)
    #expect(middle.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
    let end = try #require(
      Scene(application: application, screenSize: size, time: 2).windows.first?.children.first)
    #expect(end.frame == CGRect(x: 200, y: 0, width: 100, height: 50))
  }

  @Test("§8 #16 zPosition draws a view above later siblings; the subview order is unchanged")
  func zPositionOrdersDrawing() {
    let (application, window) = stage()
    let raised = View(id: "raised", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    raised.zPosition = 1
    window.addSubview(raised)
    window.addSubview(View(id: "front", frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    let scene = Scene(application: application, screenSize: CGSize(width: 400, height: 400))
    #expect(scene.windows.first?.children.map(\.id) == ["front", "raised"])
    #expect(window.subviews.map(\.traceID) == ["raised", "front"])
  }
}
