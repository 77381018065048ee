import Foundation
import Testing

@testable import TouchKit

/// Reference §5 (controls vs ancestor recognizers, target-action) and §4 (when actions are sent).
@Suite("§5 Controls and recognizers")
struct ControlRecognizerTests {
  /// A `cell` in the window with a parent tap recognizer `cellTap` on the window, and a control
  /// `c` at (10, 10, 80, 30) in the cell.
  final class Setup<C: Control> {
    let stage = Stage()
    let cell: RecordingView
    let control: C
    let parentTap: TapGestureRecognizer

    init(_ control: C) {
      cell = stage.add(RecordingView(id: "cell", frame: rect(0, 0, 300, 200)))
      self.control = stage.add(control, to: cell)
      parentTap = stage.tap(on: cell, id: "cellTap")
      parentTap.addTarget(nil, action: "cellTapped")
      cell.handledActions = ["cellTapped"]
      control.addTarget(nil, action: "controlFired", for: .touchUpInside)
      stage.window.handledActions = ["controlFired"]
    }

    var events: [String] {
      stage.steps.flatMap { step -> [String] in
        if case .controlEvents(_, let events) = step { events } else { [] }
      }
    }
    var sent: [String] {
      stage.steps.compactMap { step in
        if case .actionSent(let action, _, let target) = step { "\(action)→\(target)" } else { nil }
      }
    }
  }

  @Test("iOS 6 rule: a button's default action beats a single tap recognizer on an ancestor (§5, §8 #7)")
  func buttonBeatsParentTap() {
    let setup = Setup(Button(id: "c", frame: rect(10, 10, 80, 30)))
    setup.stage.tap(20, 20)
    #expect(setup.stage.transitions == ["cellTap:failed"])
    #expect(
      setup.stage.steps.contains(
        .ask(recognizer: "cellTap", asked: "c", question: .shouldBegin, answer: false)))
    #expect(setup.events.contains("touchUpInside"))
    #expect(setup.sent == ["controlFired→window"])
  }

  @Test("A plain Control subclass is not protected: the parent tap fires and cancels the control (§5, §8 #7)")
  func plainControlLosesToParentTap() {
    let setup = Setup(Control(id: "c", frame: rect(10, 10, 80, 30)))
    setup.stage.tap(20, 20)
    #expect(setup.stage.transitions == ["cellTap:ended"])
    #expect(setup.events == ["touchDown", "touchCancel"])
    #expect(setup.sent == ["cellTapped→cell"])
  }

  @Test("Switch and segmented control are protected too; a double-tap recognizer is not refused (§5)")
  func protectedKinds() {
    let setup = Setup(Switch(id: "c", frame: rect(10, 10, 80, 30)))
    setup.stage.tap(20, 20)
    #expect(setup.stage.transitions == ["cellTap:failed"])
    let segmented = Setup(SegmentedControl(id: "c", frame: rect(10, 10, 80, 30)))
    segmented.stage.tap(20, 20)
    #expect(segmented.stage.transitions == ["cellTap:failed"])
    let double = Setup(Button(id: "c", frame: rect(10, 10, 80, 30)))
    double.parentTap.numberOfTapsRequired = 2
    double.stage.tap(20, 20)
    double.stage.tap(20, 20, after: 0.1)
    #expect(double.stage.transitions.contains("cellTap:ended"))
  }

  @Test(
    "iOS 6 rule: a slider's thumb beats a swipe recognizer on an ancestor; its value follows the drag (§5)")
  func sliderBeatsParentSwipe() {
    let stage = Stage()
    let cell = stage.add(RecordingView(id: "cell", frame: rect(0, 0, 300, 200)))
    let slider = stage.add(Slider(id: "s", frame: rect(0, 0, 200, 30)), to: cell)
    let swipe = SwipeGestureRecognizer(id: "swipe")
    cell.addGestureRecognizer(swipe)
    stage.down(10, 10)
    stage.move(40, 10)
    stage.move(80, 10)
    stage.up(80, 10)
    #expect(stage.transitions == ["swipe:failed"])
    #expect(
      stage.steps.contains(.ask(recognizer: "swipe", asked: "s", question: .shouldBegin, answer: false)))
    #expect(abs(slider.value - 0.4) < 0.01)
  }

  @Test("iOS 6 rule, limited to the thumb (§5): a swipe that starts on a slider's bare track begins")
  func swipeFromSliderTrack() {
    let stage = Stage()
    let cell = stage.add(RecordingView(id: "cell", frame: rect(0, 0, 300, 200)))
    let slider = stage.add(Slider(id: "s", frame: rect(0, 0, 200, 30)), to: cell)
    cell.addGestureRecognizer(SwipeGestureRecognizer(id: "swipe"))
    stage.down(120, 10)
    stage.move(150, 10)
    stage.move(190, 10)
    stage.up(190, 10)
    #expect(stage.transitions.contains("swipe:ended"))
    #expect(slider.value == 0)
  }

  @Test("A recognizer attached to the button itself wins and blocks its action (§5, §8 #8)")
  func recognizerOnButtonBlocksAction() {
    let setup = Setup(Button(id: "c", frame: rect(10, 10, 80, 30)))
    setup.cell.removeGestureRecognizer(setup.parentTap)
    let own = setup.stage.tap(on: setup.control, id: "buttonTap")
    own.addTarget(nil, action: "cellTapped")
    setup.stage.tap(20, 20)
    #expect(setup.stage.transitions == ["buttonTap:ended"])
    #expect(!setup.events.contains("touchUpInside"))
    #expect(setup.events.contains("touchCancel"))
    #expect(setup.sent == ["cellTapped→cell"])
  }

  @Test("A recognizer's action goes to its explicit target; nil target walks up from its view (§5, §6)")
  func recognizerTargets() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    let controller = Responder(id: "controller")
    controller.handledActions = ["explicit"]
    stage.window.handledActions = ["chained"]
    let tap = stage.tap(on: view, id: "tap")
    tap.addTarget(controller, action: "explicit")
    tap.addTarget(nil, action: "chained")
    stage.tap(10, 10)
    let actions = stage.steps.filter { $0.category == .action }
    #expect(
      actions == [
        .actionSent(action: "explicit", sender: "tap", target: "controller"),
        .actionAsk(responder: "v", action: "chained", canPerform: false),
        .actionAsk(responder: "window", action: "chained", canPerform: true),
        .actionSent(action: "chained", sender: "tap", target: "window"),
      ])
  }

  @Test("Actions are sent on began, each changed, ended; never on failed (§4)")
  func actionsPerState() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 300, 300)))
    let pan = PanGestureRecognizer(id: "pan")
    pan.addTarget(nil, action: "panned")
    view.addGestureRecognizer(pan)
    let tap = stage.tap(on: view, id: "tap")
    tap.addTarget(nil, action: "tapped")
    view.handledActions = ["panned", "tapped"]
    stage.down(10, 10)
    stage.move(25, 10)
    stage.move(40, 10)
    stage.up(40, 10)
    #expect(stage.transitions == ["pan:began", "tap:failed", "pan:changed", "pan:ended"])
    let sent = stage.steps.compactMap { step in
      if case .actionSent(let action, _, _) = step { action } else { nil }
    }
    #expect(sent == ["panned", "panned", "panned"])
  }

  /// A view `v` with a pan `pan` whose action `v` handles; `drag` moves to each x in turn along
  /// y = 10 from (10, 10), then lifts. Returns the view's deliveries and the actions, in order.
  static func panOrder(cancelsTouchesInView: Bool, drag xs: [CGFloat]) -> [String] {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 300, 300)))
    let pan = PanGestureRecognizer(id: "pan")
    pan.cancelsTouchesInView = cancelsTouchesInView
    pan.addTarget(nil, action: "panned")
    view.handledActions = ["panned"]
    view.addGestureRecognizer(pan)
    stage.down(10, 10)
    for x in xs { stage.move(x, 10) }
    stage.up(xs.last ?? 10, 10)
    return stage.steps.compactMap { step -> String? in
      switch step {
      case .deliver("v", let method, _): method.rawValue
      case .actionSent: "action"
      default: nil
      }
    }
  }

  @Test("Logged order with a pan, cancelsTouchesInView true: began, moved…, cancelled, then actions (§3)")
  func panCancelOrder() {
    #expect(
      Self.panOrder(cancelsTouchesInView: true, drag: [15, 25, 35]) == [
        "touchesBegan", "touchesMoved", "touchesCancelled", "action", "action", "action",
      ])
  }

  @Test(
    "Logged order with a pan, cancelsTouchesInView false: moved, action, moved, action …, action, ended (§3)")
  func panNoCancelOrder() {
    #expect(
      Self.panOrder(cancelsTouchesInView: false, drag: [15, 25]) == [
        "touchesBegan", "touchesMoved", "action", "touchesMoved", "action", "touchesEnded",
      ])
  }
}
