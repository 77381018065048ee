import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// Reference §5, "UIControl": tracking, highlight, event emission and the expanded tracking area.
@Suite("§5 UIControl")
struct ControlTests {
  /// A plain control `c` at (100, 100, 100, 40) in the window, over a recording `backdrop`: its
  /// bounds are (0, 0, 100, 40), its tracking area (-70, -70, 240, 180).
  final class Scene<C: Control> {
    let stage = Stage()
    let backdrop: RecordingView
    let control: C

    init(_ control: C) {
      backdrop = stage.add(RecordingView(id: "backdrop", frame: rect(0, 0, 400, 300)))
      self.control = stage.add(control, to: backdrop)
    }

    var controlSteps: [TraceStep] { stage.steps.filter { $0.category == .control } }
  }

  static func plain() -> Scene<Control> {
    Scene(Control(id: "c", frame: rect(100, 100, 100, 40)))
  }

  @Test("Tap: beginTracking → highlight → touchDown; endTracking → touchUpInside → highlight cleared (§5)")
  func tap() {
    let scene = Self.plain()
    scene.stage.down(150, 120)
    #expect(scene.control.isTracking && scene.control.isHighlighted && scene.control.isTouchInside)
    scene.stage.up(150, 120)
    #expect(
      scene.controlSteps == [
        .controlTracking(control: "c", step: .begin, inside: true, result: true),
        .controlHighlight(control: "c", isHighlighted: true),
        .controlEvents(control: "c", events: ["touchDown"]),
        .controlTracking(control: "c", step: .end, inside: true, result: nil),
        .controlEvents(control: "c", events: ["touchUpInside"]),
        .controlHighlight(control: "c", isHighlighted: false),
      ])
    #expect(!scene.control.isTracking && !scene.control.isHighlighted && !scene.control.isTouchInside)
  }

  @Test("A control handles its touches: traced as handled, never forwarded up the chain (§5, §6)")
  func touchesAreNotForwarded() throws {
    let scene = Self.plain()
    scene.stage.tap(150, 120)
    #expect(scene.backdrop.received.isEmpty)
    #expect(!scene.stage.steps.contains { if case .forward = $0 { true } else { false } })
    #expect(scene.stage.steps.contains(.handle(responder: "c", method: .touchesBegan, touches: [1])))
    let deliveries = try #require(scene.stage.summary.touches.first).deliveries
    #expect(deliveries.map(\.responder) == ["c", "c"])
    #expect(deliveries.map(\.outcome) == [.handled, .handled])
  }

  @Test("A second quick tap sends touchDownRepeat with touchDown: tapCount > 1 (§5 event bits)")
  func touchDownRepeat() {
    let scene = Self.plain()
    scene.stage.tap(150, 120)
    scene.stage.tap(152, 121)
    let events = scene.controlSteps.compactMap { step -> [String]? in
      if case .controlEvents(_, let events) = step { events } else { nil }
    }
    #expect(
      events == [["touchDown"], ["touchUpInside"], ["touchDown", "touchDownRepeat"], ["touchUpInside"]])
  }

  @Test("Drags: inside, exit past the tracking area, outside, enter again; highlight follows (§5 emission)")
  func dragEnterAndExit() {
    let scene = Self.plain()
    scene.stage.down(150, 120)
    scene.stage.move(150, 130)
    scene.stage.move(150, 230)  // 90 pt below the bounds: past the 70 pt slop
    scene.stage.move(150, 240)
    scene.stage.move(150, 120)
    scene.stage.up(150, 120)
    #expect(
      scene.controlSteps == [
        .controlTracking(control: "c", step: .begin, inside: true, result: true),
        .controlHighlight(control: "c", isHighlighted: true),
        .controlEvents(control: "c", events: ["touchDown"]),
        .controlTracking(control: "c", step: .continue, inside: true, result: true),
        .controlEvents(control: "c", events: ["touchDragInside"]),
        .controlTracking(control: "c", step: .continue, inside: false, result: true),
        .controlHighlight(control: "c", isHighlighted: false),
        .controlEvents(control: "c", events: ["touchDragOutside", "touchDragExit"]),
        .controlTracking(control: "c", step: .continue, inside: false, result: true),
        .controlEvents(control: "c", events: ["touchDragOutside"]),
        .controlTracking(control: "c", step: .continue, inside: true, result: true),
        .controlHighlight(control: "c", isHighlighted: true),
        .controlEvents(control: "c", events: ["touchDragInside", "touchDragEnter"]),
        .controlTracking(control: "c", step: .end, inside: true, result: nil),
        .controlEvents(control: "c", events: ["touchUpInside"]),
        .controlHighlight(control: "c", isHighlighted: false),
      ])
  }

  @Test("touchUpInside fires after dragging 60 pt outside: expanded tracking area (§5, §8 #13)")
  func slopArea() {
    let scene = Self.plain()
    scene.stage.down(150, 120)
    scene.stage.move(150, 200)  // 60 pt below the bounds
    scene.stage.up(150, 200)
    let events = scene.controlSteps.compactMap { step -> [String]? in
      if case .controlEvents(_, let events) = step { events } else { nil }
    }
    #expect(events == [["touchDown"], ["touchDragInside"], ["touchUpInside"]])
    #expect(Control.trackingAreaExpansion == 70)
    #expect(scene.control.isInTrackingArea(CGPoint(x: -69, y: 109)))
    #expect(!scene.control.isInTrackingArea(CGPoint(x: -71, y: 20)))
  }

  @Test("Released 80 pt outside, past the 70 pt tracking area: touchUpOutside (§5)")
  func touchUpOutside() {
    let scene = Self.plain()
    scene.stage.down(150, 120)
    scene.stage.move(150, 220)
    scene.stage.up(150, 220)
    #expect(
      Array(scene.controlSteps.dropFirst(3)) == [
        .controlTracking(control: "c", step: .continue, inside: false, result: true),
        .controlHighlight(control: "c", isHighlighted: false),
        .controlEvents(control: "c", events: ["touchDragOutside", "touchDragExit"]),
        .controlTracking(control: "c", step: .end, inside: false, result: nil),
        .controlEvents(control: "c", events: ["touchUpOutside"]),
      ])
  }

  @Test(
    "The touch stays with the control after the finger leaves it; the view under the finger gets nothing (§1, §8 #14)"
  )
  func touchStaysWithControl() {
    let scene = Self.plain()
    let elsewhere = scene.stage.add(RecordingView(id: "elsewhere", frame: rect(300, 200, 100, 100)))
    scene.stage.down(150, 120)
    scene.stage.move(350, 250)
    scene.stage.up(350, 250)
    #expect(elsewhere.received.isEmpty)
    let delivered = scene.stage.steps.compactMap { step -> String? in
      if case .deliver(let responder, let method, _) = step { "\(responder).\(method.rawValue)" } else { nil }
    }
    #expect(delivered == ["c.touchesBegan", "c.touchesMoved", "c.touchesEnded"])
    #expect(scene.controlSteps.contains(.controlEvents(control: "c", events: ["touchUpOutside"])))
  }

  @Test("continueTracking returning false stops tracking: highlight cleared, no more events (§5 A-ctl-track)")
  func continueTrackingFalse() {
    let scene = Scene(StopsOnMove(id: "c", frame: rect(100, 100, 100, 40)))
    scene.stage.down(150, 120)
    scene.stage.move(150, 125)
    scene.stage.move(150, 130)
    scene.stage.up(150, 130)
    #expect(
      scene.controlSteps == [
        .controlTracking(control: "c", step: .begin, inside: true, result: true),
        .controlHighlight(control: "c", isHighlighted: true),
        .controlEvents(control: "c", events: ["touchDown"]),
        .controlTracking(control: "c", step: .continue, inside: true, result: false),
        .controlHighlight(control: "c", isHighlighted: false),
      ])
    #expect(scene.control.endTrackingCalls == 0)
    #expect(scene.backdrop.received.isEmpty)
  }

  @Test(
    "beginTracking returning false: no tracking, no highlight, no events; the touch is still the control's (§5)"
  )
  func beginTrackingFalse() {
    let scene = Scene(RefusesTracking(id: "c", frame: rect(100, 100, 100, 40)))
    scene.stage.down(150, 120)
    #expect(!scene.control.isTracking && !scene.control.isHighlighted)
    scene.stage.move(150, 130)
    scene.stage.up(150, 130)
    #expect(scene.controlSteps == [.controlTracking(control: "c", step: .begin, inside: true, result: false)])
    #expect(scene.backdrop.received.isEmpty)
  }

  @Test("touchesCancelled → cancelTracking → touchCancel → highlight cleared (§5)")
  func cancel() {
    let scene = Self.plain()
    scene.stage.down(150, 120)
    scene.stage.cancel()
    #expect(
      Array(scene.controlSteps.suffix(3)) == [
        .controlTracking(control: "c", step: .cancel, inside: nil, result: nil),
        .controlEvents(control: "c", events: ["touchCancel"]),
        .controlHighlight(control: "c", isHighlighted: false),
      ])
    #expect(!scene.control.isTracking)
  }

  @Test(
    "A disabled control stays the hit view and ignores its touches, forwarding nothing (§5; UNSOURCED choice)"
  )
  func disabled() {
    let scene = Self.plain()
    scene.control.isEnabled = false
    scene.control.addTarget(nil, action: "save", for: .allEvents)
    scene.backdrop.handledActions = ["save"]
    scene.stage.down(150, 120)
    scene.stage.move(150, 130)
    scene.stage.up(150, 130)
    #expect(Tunables.disabledControlKeepsTouches)
    #expect(scene.stage.hitView() == "c")
    #expect(
      scene.controlSteps == [
        .controlIgnored(control: "c", method: .touchesBegan, reason: .disabled),
        .controlIgnored(control: "c", method: .touchesMoved, reason: .disabled),
        .controlIgnored(control: "c", method: .touchesEnded, reason: .disabled),
      ])
    #expect(!scene.stage.steps.contains { $0.category == .action })
    #expect(scene.backdrop.received.isEmpty)
    #expect(!scene.control.isHighlighted && !scene.control.isTracking)
  }

  @Test("Controls take touches by default: enabled, user interaction enabled (§5)")
  func defaults() {
    let controls: [Control] = [
      Control(frame: .zero), Button(frame: .zero), Switch(frame: .zero), Slider(frame: .zero),
      SegmentedControl(frame: .zero),
    ]
    #expect(controls.allSatisfy { $0.isEnabled && $0.isUserInteractionEnabled })
    #expect(controls.allSatisfy { !$0.isSelected && !$0.isHighlighted && !$0.isTracking })
  }

  @Test("Control.Event raw values are UIKit's, and traces name a mask's events in bit order (§5 event bits)")
  func eventBits() {
    let bits: [(Control.Event, UInt)] = [
      (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2),
      (.touchDragOutside, 1 << 3), (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5),
      (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7), (.touchCancel, 1 << 8),
      (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13), (.allTouchEvents, 0x0FFF),
    ]
    #expect(bits.allSatisfy { $0.0.rawValue == $0.1 })
    #expect(Control.Event.allEvents.rawValue == 0xFFFF_FFFF)
    #expect(
      Control.Event([.primaryActionTriggered, .touchDown, .valueChanged]).names == [
        "touchDown", "valueChanged", "primaryActionTriggered",
      ])
    #expect(Control.Event.allTouchEvents.names.count == 9)
  }

  @Test("addTarget merges a repeated target-action pair; removeTarget takes events away (UIControl API)")
  func registration() {
    let control = Control(id: "c", frame: .zero)
    let target = Responder(id: "t")
    control.addTarget(target, action: "tap", for: .touchUpInside)
    control.addTarget(target, action: "tap", for: .touchDown)
    control.addTarget(nil, action: "save", for: .valueChanged)
    #expect(control.allTargets.map { ($0 as? Responder)?.traceID } == ["t", nil])
    #expect(control.allControlEvents == [.touchDown, .touchUpInside, .valueChanged])
    #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == ["tap"])
    #expect(control.actions(forTarget: nil, forControlEvent: .valueChanged) == ["save"])
    #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
    control.removeTarget(target, action: "tap", for: .touchDown)
    #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == nil)
    #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tap"])
    control.removeTarget(nil, action: nil, for: .allEvents)
    #expect(control.allTargets.isEmpty)
  }

  @Test("sendActions(for:) sends each registration whose events meet the mask, once, in registration order")
  func sendActionsOrder() {
    let scene = Self.plain()
    _ = scene.stage.synthesizer
    let target = Responder(id: "t")
    target.handledActions = ["first", "second", "third"]
    scene.control.addTarget(target, action: "first", for: [.touchDown, .touchDownRepeat])
    scene.control.addTarget(target, action: "second", for: .touchUpInside)
    scene.control.addTarget(target, action: "third", for: .touchDownRepeat)
    scene.control.sendActions(for: [.touchDown, .touchDownRepeat])
    #expect(
      scene.stage.steps == [
        .controlEvents(control: "c", events: ["touchDown", "touchDownRepeat"]),
        .actionSent(action: "first", sender: "c", target: "t"),
        .actionSent(action: "third", sender: "c", target: "t"),
      ])
  }

  @Test("A control taken out of its window mid-touch has no application left to send its actions")
  func noApplication() {
    let scene = Scene(RemovedByItsAction(id: "c", frame: rect(100, 100, 100, 40)))
    scene.backdrop.handledActions = ["first", "second"]
    scene.control.addTarget(nil, action: "first", for: .touchUpInside)
    scene.control.addTarget(nil, action: "second", for: .touchUpInside)
    scene.stage.tap(150, 120)
    #expect(
      scene.stage.steps.filter { if case .actionSent = $0 { true } else { false } } == [
        .actionSent(action: "first", sender: "c", target: "backdrop")
      ])
    #expect(
      scene.stage.steps.contains(.actionUnhandled(action: "second", sender: "c", reason: .noApplication)))
  }

  @Test("Control and action records have stable JSON fields and readable text (docs/trace-format.md)")
  func rendering() throws {
    let scene = Scene(Button(id: "b", frame: rect(100, 100, 100, 40)))
    scene.backdrop.handledActions = ["save"]
    scene.control.addTarget(nil, action: "save", for: .primaryActionTriggered)
    scene.stage.tap(150, 120)
    let text = scene.stage.trace.text
    #expect(text.contains("b.beginTracking (touch inside bounds + 70 pt) → true"))
    #expect(text.contains("b sends touchUpInside, primaryActionTriggered"))
    #expect(text.contains("backdrop.canPerformAction(save) → true"))
    #expect(text.contains("action save from b → backdrop"))
    let data = try TraceDocument(scene.stage.trace).encoded()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let records = try #require(object["records"] as? [[String: Any]])
    let tracking = try #require(records.first { $0["kind"] as? String == "controlTracking" })
    #expect(tracking["step"] as? String == "begin")
    #expect(tracking["inside"] as? Bool == true)
    let end = try #require(records.last { $0["kind"] as? String == "controlTracking" })
    #expect(end["result"] is NSNull)
    let events = try #require(records.last { $0["kind"] as? String == "controlEvents" })
    #expect(events["events"] as? [String] == ["touchUpInside", "primaryActionTriggered"])
    let sent = try #require(records.first { $0["kind"] as? String == "actionSent" })
    #expect(sent["action"] as? String == "save" && sent["target"] as? String == "backdrop")
    #expect(sent["sender"] as? String == "b")
  }
}

/// Reference §5 for TouchLab's concrete controls.
@Suite("§5 UIControl subclasses")
struct ControlSubclassTests {
  static func events(_ scene: ControlTests.Scene<some Control>) -> [[String]] {
    scene.controlSteps.compactMap { step -> [String]? in
      if case .controlEvents(_, let events) = step { events } else { nil }
    }
  }

  @Test("UIButton: touchUpInside also sends primaryActionTriggered (iOS 14+); up outside does not")
  func buttonPrimaryAction() {
    let scene = ControlTests.Scene(Button(id: "b", frame: rect(100, 100, 100, 40)))
    let target = Responder(id: "t")
    target.handledActions = ["tapped"]
    scene.control.addTarget(target, action: "tapped", for: .primaryActionTriggered)
    scene.stage.tap(150, 120)
    scene.stage.down(150, 120, after: 1)
    scene.stage.move(150, 250)
    scene.stage.up(150, 250)
    #expect(
      Self.events(scene) == [
        ["touchDown"], ["touchUpInside", "primaryActionTriggered"],
        ["touchDown"], ["touchDragOutside", "touchDragExit"], ["touchUpOutside"],
      ])
    let sent = scene.stage.steps.filter { if case .actionSent = $0 { true } else { false } }
    #expect(sent == [.actionSent(action: "tapped", sender: "b", target: "t")])
  }

  @Test("UISwitch: a touch up inside toggles it, then sends valueChanged + primaryActionTriggered")
  func switchToggles() {
    let scene = ControlTests.Scene(Switch(id: "s", frame: rect(100, 100, 100, 40)))
    scene.stage.tap(150, 120)
    #expect(scene.control.isOn)
    #expect(
      Array(scene.controlSteps.suffix(5)) == [
        .controlTracking(control: "s", step: .end, inside: true, result: nil),
        .controlEvents(control: "s", events: ["touchUpInside"]),
        .controlValue(control: "s", value: "on"),
        .controlEvents(control: "s", events: ["valueChanged", "primaryActionTriggered"]),
        .controlHighlight(control: "s", isHighlighted: false),
      ])
    scene.stage.tap(150, 120, after: 1)
    #expect(!scene.control.isOn)
    #expect(scene.controlSteps.contains(.controlValue(control: "s", value: "off")))
  }

  @Test("UISwitch: released outside the tracking area, it does not toggle")
  func switchUpOutside() {
    let scene = ControlTests.Scene(Switch(id: "s", frame: rect(100, 100, 100, 40)))
    scene.stage.down(150, 120)
    scene.stage.move(150, 250)
    scene.stage.up(150, 250)
    #expect(!scene.control.isOn)
    #expect(!scene.controlSteps.contains { if case .controlValue = $0 { true } else { false } })
  }

  @Test(
    "UISlider (continuous, §5 tracking): touchDown first, then the thumb follows the finger, clamped; valueChanged on each change"
  )
  func sliderContinuous() {
    let scene = ControlTests.Scene(Slider(id: "slider", frame: rect(100, 100, 200, 40)))
    // The thumb (28 pt) starts at the left end: its centre is at x 14 of the slider, and it
    // travels 172 pt to the right end.
    scene.stage.down(114, 120)
    scene.stage.move(157, 120)  // centre 57: a quarter of the travel
    scene.stage.move(243, 120)  // centre 143: three quarters
    scene.stage.move(390, 120)  // beyond the right edge
    scene.stage.move(395, 120)  // still 1: no change, no event
    scene.stage.up(395, 120)
    #expect(scene.control.value == 1)
    let values = scene.controlSteps.compactMap { step -> String? in
      if case .controlValue(_, let value) = step { value } else { nil }
    }
    #expect(values == ["0.25", "0.75", "1"])
    #expect(
      Self.events(scene) == [
        ["touchDown"],
        ["valueChanged"], ["touchDragInside"],
        ["valueChanged"], ["touchDragInside"],
        ["valueChanged"], ["touchDragOutside", "touchDragExit"],
        ["touchDragOutside"], ["touchUpOutside"],
      ])
  }

  @Test("UISlider (§5): the thumb keeps the offset it was grabbed at; a press on it sends no valueChanged")
  func sliderGrabOffset() {
    let scene = ControlTests.Scene(Slider(id: "slider", frame: rect(100, 100, 200, 40)))
    scene.stage.down(120, 120)  // 6 pt right of the thumb's centre
    #expect(Self.events(scene) == [["touchDown"]])
    scene.stage.move(163, 120)  // the centre follows to 57: a quarter
    #expect(scene.control.value == 0.25)
  }

  @Test("UISlider (§5): a touch on the bare track is not tracked: no events, the value does not jump")
  func sliderTrackIsNotThumb() {
    let scene = ControlTests.Scene(Slider(id: "slider", frame: rect(100, 100, 200, 40)))
    scene.stage.down(250, 120)
    scene.stage.move(260, 120)
    scene.stage.up(260, 120)
    #expect(scene.control.value == 0)
    #expect(Self.events(scene).isEmpty)
    #expect(
      scene.controlSteps.contains(
        .controlTracking(control: "slider", step: .begin, inside: true, result: false)))
  }

  @Test("UISlider (not continuous): valueChanged once, when tracking ends")
  func sliderNotContinuous() {
    let scene = ControlTests.Scene(Slider(id: "slider", frame: rect(100, 100, 200, 40)))
    scene.control.isContinuous = false
    scene.control.minimumValue = -1
    scene.control.maximumValue = 1
    scene.stage.down(200, 120)  // value 0 is the middle: the thumb's centre is at x 100
    scene.stage.move(250, 120)
    scene.stage.move(300, 120)
    scene.stage.up(300, 120)
    #expect(scene.control.value == 1)
    #expect(Self.events(scene).filter { $0.contains("valueChanged") } == [["valueChanged"]])
    #expect(Self.events(scene).suffix(2) == [["valueChanged"], ["touchUpInside"]])
  }

  @Test(
    "UISegmentedControl: a touch up inside selects the segment under it; the same segment again sends nothing"
  )
  func segmentedControl() {
    let scene = ControlTests.Scene(SegmentedControl(id: "seg", frame: rect(100, 100, 300, 40)))
    scene.control.segmentTitles = ["Day", "Week", "Month"]
    #expect(scene.control.selectedSegmentIndex == SegmentedControl.noSegment)
    scene.stage.tap(350, 120)
    #expect(scene.control.selectedSegmentIndex == 2)
    scene.stage.tap(360, 120, after: 1)
    #expect(
      Self.events(scene) == [
        ["touchDown"], ["touchUpInside"], ["valueChanged", "primaryActionTriggered"],
        ["touchDown"], ["touchUpInside"],
      ])
    #expect(scene.controlSteps.contains(.controlValue(control: "seg", value: "segment 2")))
    #expect(scene.control.segmentIndex(at: CGPoint(x: -50, y: 0)) == 0)
    #expect(scene.control.segmentIndex(at: CGPoint(x: 100, y: 0)) == 1)
  }
}

/// Stops tracking at the first move, and counts endTracking calls.
final class StopsOnMove: Control {
  var endTrackingCalls = 0
  override func continueTracking(_ touch: Touch, with event: TouchKit.Event?) -> Bool { false }
  override func endTracking(_ touch: Touch?, with event: TouchKit.Event?) { endTrackingCalls += 1 }
}

/// Refuses to track any touch.
final class RefusesTracking: Control {
  override func beginTracking(_ touch: Touch, with event: TouchKit.Event?) -> Bool { false }
}

/// Leaves its window as soon as it has sent an action (as a button whose action closes its screen).
final class RemovedByItsAction: Control {
  override func sendAction(_ action: String, to target: AnyObject?, for event: TouchKit.Event?) {
    super.sendAction(action, to: target, for: event)
    removeFromSuperview()
  }
}
