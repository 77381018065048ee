import Foundation
import Testing
import UIKit

@testable import CustomViews

/// PassThroughView: its empty area lets touches through; its subviews stay touchable (§8 #5).
@Suite("PassThroughView")
struct PassThroughViewTests {
  /// `map` at the back, and over it a container (made by `makeContainer`) with a `pin` button.
  private func screen(container makeContainer: (CGRect) -> UIView) -> Screen {
    let screen = Screen()
    screen.add(UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444)), id: "map")
    let container = screen.add(makeContainer(CGRect(x: 0, y: 400, width: 390, height: 444)), id: "overlay")
    add(UIButton(frame: CGRect(x: 160, y: 180, width: 70, height: 44)), id: "pin", to: container)
    return screen
  }

  @Test("§8 #5 a tap on the container's empty area reaches the view behind it")
  func emptyAreaPassesThrough() {
    #expect(screen(container: PassThroughView.init(frame:)).hit(50, 500)?.id == "map")
  }

  @Test("§8 #5 the container's subview stays touchable")
  func subviewStaysTouchable() {
    #expect(screen(container: PassThroughView.init(frame:)).hit(190, 600)?.id == "pin")
  }

  @Test("§8 #5 the bug it fixes: a plain UIView in the same place eats the tap")
  func plainContainerEatsTheTap() {
    #expect(screen(container: UIView.init(frame:)).hit(50, 500)?.id == "overlay")
  }

  @Test("§8 #5 with nothing behind it, the tap goes to the window")
  func nothingBehind() {
    let screen = Screen()
    screen.add(PassThroughView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "overlay")
    #expect(screen.hit(50, 50)?.id == "window")
  }

  @Test("§8 #5 class: PassThroughView in a layout: map behind it gets the tap, pin stays touchable")
  func fromALayout() throws {
    let layout = try loadCustomLayout(
      oneWindow(
        """
              - {id: map, frame: [0, 400, 390, 444]}
              - id: overlay
                class: PassThroughView
                frame: [0, 400, 390, 444]
                subviews:
                  - {id: pin, class: Button, frame: [160, 180, 70, 44], text: Pin}

        """))
    #expect(layout.view("overlay") is PassThroughView)
    #expect(layout.hitID(50, 500) == "map")
    #expect(layout.hitID(190, 600) == "pin")
  }
}
