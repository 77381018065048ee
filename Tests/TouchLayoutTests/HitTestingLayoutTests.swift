import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// The layout keys of issue 4's declarative overrides, and of what hit testing ignores.
@Suite("Layout: declarative hit-testing overrides")
struct HitTestingLayoutTests {
  @Test("hitSlop (uniform and per edge), shape and cornerRadius become the view's hit area")
  func hitAreas() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - {id: a, frame: [0, 0, 10, 10], hitSlop: 8}
              - {id: b, frame: [0, 0, 10, 10], hitSlop: {left: 20, bottom: -2}}
              - {id: c, frame: [0, 0, 10, 10], shape: ellipse}
              - {id: d, frame: [0, 0, 10, 10], shape: roundedRectangle, cornerRadius: 3, hitSlop: 1}
              - {id: e, frame: [0, 0, 10, 10]}
        """))
    #expect(layout.view("a")?.hitArea == HitArea(hitSlop: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)))
    #expect(layout.view("b")?.hitArea == HitArea(hitSlop: EdgeInsets(top: 0, left: 20, bottom: -2, right: 0)))
    #expect(layout.view("c")?.hitArea == HitArea(shape: .ellipse))
    #expect(
      layout.view("d")?.hitArea
        == HitArea(
          hitSlop: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), shape: .roundedRectangle(cornerRadius: 3)
        ))
    #expect(layout.view("e")?.hitArea == nil)
  }

  @Test("hitTest names an override, or redirects to a view by id (which may come later in the file)")
  func hitTestOverrides() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - {id: a, frame: [0, 0, 10, 10], hitTest: passThrough}
              - {id: b, frame: [0, 0, 10, 10], hitTest: outsideBounds}
              - {id: c, frame: [0, 0, 10, 10], hitTest: buggyAlwaysSelf}
              - {id: d, frame: [0, 0, 10, 10], hitTest: {redirect: later}}
              - {id: later, frame: [0, 0, 10, 10]}
        """))
    #expect(layout.view("a")?.hitTestOverride == .passThrough)
    #expect(layout.view("b")?.hitTestOverride == .outsideBounds)
    #expect(layout.view("c")?.hitTestOverride == .buggyAlwaysSelf)
    #expect(layout.view("d")?.hitTestOverride == .redirect(to: "later"))
  }

  @Test(
    "A window takes the overrides too: a pass-through window lets touches reach the one behind (§1, passwin)")
  func passThroughWindow() throws {
    let layout = try loadLayout(
      """
      windows:
        - id: main
          views: [{id: page, frame: [0, 0, 390, 844]}]
        - id: banner
          level: alert
          hitTest: passThrough
          views: [{id: close, frame: [10, 10, 40, 40]}]
      """)
    #expect(layout.application.hitTest(CGPoint(x: 200, y: 400), with: nil)?.id == "page")
    #expect(layout.application.hitTest(CGPoint(x: 20, y: 20), with: nil)?.id == "close")
  }

  @Test("animation, zPosition and callsHitTestTwice reach the engine")
  func animationAndFriends() throws {
    let layout = try loadLayout(
      "callsHitTestTwice: true\n"
        + oneWindow(
          """
                - id: card
                  frame: [200, 0, 100, 100]
                  zPosition: 5
                  animation: {from: [0, 0, 100, 100], duration: 2, delay: 0.5, allowUserInteraction: true}
          """))
    #expect(layout.application.callsHitTestTwice)
    #expect(layout.view("card")?.zPosition == 5)
    #expect(
      layout.view("card")?.animation
        == ViewAnimation(
          fromFrame: CGRect(x: 0, y: 0, width: 100, height: 100), beginTime: 0.5, duration: 2,
          allowsUserInteraction: true))
  }
}
