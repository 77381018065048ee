import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// Controls, target-action, `handlesActions` and `firstResponder` set what they claim, and an
/// action sent by a loaded layout reaches the responder the file names.
struct ControlLayoutTests {
  private let screen = """
    firstResponder: editor
    appDelegate: {id: app, handlesActions: [showHelp]}
    windows:
      - id: main
        handlesActions: [close]
        views:
          - id: home
            frame: [0, 0, 390, 844]
            controller: {id: homeVC, handlesActions: [pay, volumeChanged]}
            subviews:
              - id: payButton
                class: Button
                frame: [20, 20, 100, 44]
                text: Pay
                actions:
                  touchUpInside: pay
                  touchDown: {action: pressed}
                  primaryActionTriggered: {action: pay, target: homeVC}
              - {id: later, class: Button, frame: [20, 80, 100, 44], isEnabled: false}
              - {id: wrap, class: Switch, frame: [20, 140, 51, 31], isOn: true}
              - id: volume
                class: Slider
                frame: [20, 200, 300, 31]
                minimumValue: -10
                maximumValue: 10
                value: 2.5
                actions: {valueChanged: {action: volumeChanged, target: homeVC}}
              - {id: range, class: SegmentedControl, frame: [20, 260, 300, 31], segments: [Day, Week], selectedSegmentIndex: 1}
              - {id: plain, class: Control, frame: [20, 320, 100, 44]}
              - {id: editor, frame: [20, 400, 300, 200], handlesActions: [copy, paste]}

    """

  @Test func controlClassesTakeTheirState() throws {
    let layout = try loadLayout(screen)
    #expect((layout.view("payButton") as? Button)?.title == "Pay")
    #expect((layout.view("payButton") as? Button)?.isEnabled == true)
    #expect((layout.view("later") as? Button)?.isEnabled == false)
    #expect((layout.view("wrap") as? Switch)?.isOn == true)
    let volume = try #require(layout.view("volume") as? Slider)
    #expect(volume.minimumValue == -10 && volume.maximumValue == 10 && volume.value == 2.5)
    let range = try #require(layout.view("range") as? SegmentedControl)
    #expect(range.segmentTitles == ["Day", "Week"] && range.selectedSegmentIndex == 1)
    #expect(type(of: try #require(layout.view("plain"))) == Control.self)
  }

  @Test func actionsRegisterPerEventWithTheirTargets() throws {
    let layout = try loadLayout(screen)
    let pay = try #require(layout.view("payButton") as? Control)
    let homeVC = try #require(layout.controllers.first)
    #expect(pay.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["pay"])
    #expect(pay.actions(forTarget: nil, forControlEvent: .touchDown) == ["pressed"])
    #expect(pay.actions(forTarget: homeVC, forControlEvent: .primaryActionTriggered) == ["pay"])
    #expect(pay.allControlEvents == [.touchUpInside, .touchDown, .primaryActionTriggered])
    // Registration order is file order, whatever the targets: nil, then homeVC.
    #expect(pay.allTargets.map { ($0 as? Responder)?.id } == [nil, "homeVC"])
    let volume = try #require(layout.view("volume") as? Control)
    #expect(volume.actions(forTarget: homeVC, forControlEvent: .valueChanged) == ["volumeChanged"])
  }

  @Test func handlesActionsAndFirstResponderSetTheResponders() throws {
    let layout = try loadLayout(screen)
    #expect(layout.application.firstResponder?.id == "editor")
    #expect(try #require(layout.view("editor")).handledActions == ["copy", "paste"])
    #expect(layout.controllers.first?.handledActions == ["pay", "volumeChanged"])
    #expect(layout.application.delegate?.handledActions == ["showHelp"])
    #expect(layout.application.windows.first?.handledActions == ["close"])
  }

  @Test func targetsMayNameTheApplication() throws {
    let layout = try loadLayout(
      oneWindow(
        "      - {id: b, class: Button, frame: [0, 0, 10, 10], actions: {touchUpInside: {action: quit, target: application}}}\n"
      ))
    let button = try #require(layout.view("b") as? Control)
    #expect(button.actions(forTarget: layout.application, forControlEvent: .touchUpInside) == ["quit"])
  }

  // Reference §5, §6: a tap on the button sends touchUpInside's action up the chain from the
  // button (no first responder here) to homeVC, which implements it; the explicit target of
  // primaryActionTriggered gets it directly.
  @Test func aTapOnALoadedButtonReachesTheResponderThatHandlesTheAction() throws {
    let yaml = """
      windows:
        - id: main
          views:
            - id: home
              frame: [0, 0, 390, 844]
              controller: {id: homeVC, handlesActions: [pay]}
              subviews:
                - {id: payButton, class: Button, frame: [20, 20, 100, 44], actions: {touchUpInside: pay}}
                - id: card
                  frame: [20, 100, 100, 100]
                  gestures: [{id: cardTap, type: tap, action: pay, target: homeVC}]

      """
    let buttonTap = traceSteps(of: try loadLayout(yaml), running: [.tap(CGPoint(x: 40, y: 40))])
    #expect(buttonTap.contains(.actionSent(action: "pay", sender: "payButton", target: "homeVC")))
    let cardTap = traceSteps(of: try loadLayout(yaml), running: [.tap(CGPoint(x: 40, y: 140))])
    #expect(cardTap.contains(.actionSent(action: "pay", sender: "cardTap", target: "homeVC")))
  }
}
