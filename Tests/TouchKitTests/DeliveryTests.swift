import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// Reference §3, "Delivery order per event" (the rules that apply without gesture recognizers).
@Suite("§3 Delivery")
struct DeliveryTests {
  @Test("UIApplication.sendEvent → UIWindow.sendEvent (of touch.window) → the view")
  func sendEventOrder() {
    let stage = Stage()
    stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.down(10, 10)
    let delivery = stage.steps.filter { $0.category == .delivery }
    #expect(
      delivery == [
        .sendEvent(responder: "application", touches: [1]),
        .sendEvent(responder: "window", touches: [1]),
        .deliver(responder: "v", method: .touchesBegan, touches: [1]),
      ])
  }

  @Test("isMultipleTouchEnabled false (default): the view gets only the first touch of a sequence")
  func multipleTouchDisabled() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 200, 200)))
    stage.down(10, 10, finger: 0)
    stage.down(50, 50, finger: 1)
    stage.move(60, 60, finger: 1)
    stage.up(60, 60, finger: 1)
    stage.up(10, 10, finger: 0)
    #expect(view.received.map { $0.1.map(\.id) }.allSatisfy { $0 == [1] })
    #expect(view.methods == [.touchesBegan, .touchesEnded])
    #expect(
      stage.steps.contains(
        .withhold(view: "v", method: .touchesBegan, touch: 2, reason: .multipleTouchDisabled(firstTouch: 1))))
    #expect(stage.summary.touches[1].withheld.map(\.method) == [.touchesBegan, .touchesMoved, .touchesEnded])
  }

  @Test("isMultipleTouchEnabled true: the view gets every touch")
  func multipleTouchEnabled() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 200, 200)))
    view.isMultipleTouchEnabled = true
    stage.down(10, 10, finger: 0)
    stage.down(50, 50, finger: 1)
    #expect(view.received.map { $0.1.map(\.id) } == [[1], [2]])
  }

  @Test("isExclusiveTouch: while an exclusive view tracks a touch, no other view in the window gets one")
  func exclusiveViewBlocksOthers() {
    let stage = Stage()
    let exclusive = stage.add(RecordingView(id: "exclusive", frame: rect(0, 0, 100, 100)))
    exclusive.isExclusiveTouch = true
    let other = stage.add(RecordingView(id: "other", frame: rect(200, 0, 100, 100)))
    stage.down(10, 10, finger: 0)
    stage.down(210, 10, finger: 1)
    #expect(other.received.isEmpty)
    #expect(
      stage.steps.contains(
        .withhold(
          view: "other", method: .touchesBegan, touch: 2,
          reason: .exclusiveTouch(exclusiveView: "exclusive", trackingView: "exclusive"))))
  }

  @Test("isExclusiveTouch: an exclusive view gets no touch while another view is tracking one")
  func exclusiveViewWaitsForOthers() {
    let stage = Stage()
    let other = stage.add(RecordingView(id: "other", frame: rect(200, 0, 100, 100)))
    let exclusive = stage.add(RecordingView(id: "exclusive", frame: rect(0, 0, 100, 100)))
    exclusive.isExclusiveTouch = true
    stage.down(210, 10, finger: 0)
    stage.down(10, 10, finger: 1)
    #expect(exclusive.received.isEmpty)
    #expect(other.methods == [.touchesBegan])
    stage.up(210, 10, finger: 0)
    stage.up(10, 10, finger: 1)
    stage.tap(10, 10, after: 1)
    #expect(exclusive.methods == [.touchesBegan, .touchesEnded])
  }

  @Test("Touches of two views in one event: each view gets its own touches")
  func twoViews() {
    let stage = Stage()
    let a = stage.add(RecordingView(id: "a", frame: rect(0, 0, 100, 100)))
    let b = stage.add(RecordingView(id: "b", frame: rect(100, 0, 100, 100)))
    stage.down(10, 10, finger: 0)
    stage.down(110, 10, finger: 1)
    stage.cancel()
    #expect(a.methods == [.touchesBegan, .touchesCancelled])
    #expect(b.methods == [.touchesBegan, .touchesCancelled])
  }

  @Test("A touch that hits no view is recorded and delivered nowhere")
  func touchOutsideEveryWindow() {
    let stage = Stage()
    stage.tap(1000, 1000)
    #expect(stage.hitView() == nil)
    #expect(!stage.steps.contains { if case .deliver = $0 { true } else { false } })
    #expect(stage.steps.last == .sequenceEnd(touches: [1]))
  }
}
