import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// Controllers, the app delegate and windows end up where UIKit's responder chain needs them.
struct ResponderChainTests {
  private let yaml = """
    appDelegate: {id: app, handles: [touchesEnded]}
    windows:
      - id: main
        views:
          - id: home
            frame: [0, 0, 390, 844]
            controller: {id: homeVC, handles: [touchesEnded]}
            subviews:
              - id: sheet
                frame: [0, 400, 390, 444]
                controller: {id: sheetVC, presentedBy: homeVC}
                subviews:
                  - {id: button, frame: [10, 10, 100, 44]}

    """

  // Reference §6: UIView.next is its view controller when it is the controller's root view;
  // a controller whose view is in a window answers the window; UIWindow.next is the
  // application, whose next is the app delegate.
  @Test func chainRunsThroughControllersWindowApplicationAndDelegate() throws {
    let layout = try loadLayout(yaml)
    let home = try #require(layout.view("home"))
    #expect(home.responderChain.map(\.traceID) == ["home", "homeVC", "main", "application", "app"])
    #expect(layout.controllers.map(\.id) == ["homeVC", "sheetVC"])
    #expect(layout.controllers.first?.handledTouchMethods == [.touchesEnded])
    #expect(layout.application.delegate?.handledTouchMethods == [.touchesEnded])
  }

  // Reference §6: a presented controller's next responder is its presenting controller.
  @Test func presentedByLinksThePresentingController() throws {
    let layout = try loadLayout(yaml)
    let sheetVC = try #require(layout.controllers.last)
    #expect(sheetVC.presentingViewController?.id == "homeVC")
    let button = try #require(layout.view("button"))
    #expect(
      button.responderChain.map(\.traceID) == [
        "button", "sheet", "sheetVC", "homeVC", "main", "application", "app",
      ])
  }

  @Test func controllersOutliveTheLoaderBecauseTheLayoutHoldsThem() throws {
    let layout = try loadLayout(yaml)
    #expect(try #require(layout.view("home")).next?.id == "homeVC")
  }

  // Reference §1: windows are asked front to back by windowLevel.
  @Test func windowsSortFrontToBackByLevel() throws {
    let layout = try loadLayout(
      """
      screen: {width: 360, height: 640}
      windows:
        - {id: alert, level: alert}
        - {id: main}
        - {id: status, level: statusBar, frame: [0, 0, 360, 20]}
        - {id: custom, level: 1500.5}

      """)
    let windows = layout.application.windowsFrontToBack
    #expect(windows.map(\.id) == ["alert", "custom", "status", "main"])
    #expect(windows.map(\.windowLevel) == [2000, 1500.5, 1000, 0])
    #expect(windows.last?.frame == CGRect(x: 0, y: 0, width: 360, height: 640))
    #expect(windows[2].frame == CGRect(x: 0, y: 0, width: 360, height: 20))
  }

  @Test func titleAndScreenHaveDefaults() throws {
    let plain = try loadLayout("windows: [{id: main}]")
    #expect(plain.title == nil)
    #expect(plain.screenSize == CGSize(width: 390, height: 844))
    let named = try loadLayout("title: Checkout\nscreen: {width: 360, height: 640}\nwindows: [{id: main}]")
    #expect(named.title == "Checkout")
    #expect(named.screenSize == CGSize(width: 360, height: 640))
  }
}
