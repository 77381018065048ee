import Foundation
import Testing

@testable import TouchKit

/// Reference §3, "Delivery order per event", with gesture recognizers.
@Suite("§3 Delivery with recognizers")
struct RecognizerDeliveryTests {
  @Test("Recognizers of the hit view and every ancestor up to and including the window get the touch first")
  func ancestorsAndWindowSeeTouches() {
    let stage = Stage()
    let outer = stage.add(RecordingView(id: "outer", frame: rect(0, 0, 200, 200)))
    let inner = stage.add(RecordingView(id: "inner", frame: rect(10, 10, 50, 50)), to: outer)
    let sibling = stage.add(RecordingView(id: "sibling", frame: rect(100, 100, 50, 50)), to: outer)
    stage.tap(on: inner, id: "innerTap").cancelsTouchesInView = false
    stage.tap(on: outer, id: "outerTap").cancelsTouchesInView = false
    stage.tap(on: stage.window, id: "windowTap").cancelsTouchesInView = false
    stage.tap(on: sibling, id: "siblingTap")
    stage.down(20, 20)
    let order = stage.steps.compactMap { step -> String? in
      switch step {
      case .recognizerTouches(let recognizer, .touchesBegan, _): recognizer
      case .deliver(let view, .touchesBegan, _): view
      default: nil
      }
    }
    #expect(order == ["innerTap", "outerTap", "windowTap", "inner"])
  }

  @Test("cancelsTouchesInView true (default): on recognition the view gets touchesCancelled (§3, §8 #19)")
  func cancelsTouchesInView() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: view, id: "tap")
    stage.tap(10, 10)
    #expect(view.methods == [.touchesBegan, .touchesCancelled])
    #expect(stage.transitions == ["tap:ended"])
    #expect(stage.steps.contains(.cancelTouches(recognizer: "tap", view: "v", touches: [1])))
    #expect(stage.steps.last == .reset(recognizer: "tap") || stage.steps.contains(.reset(recognizer: "tap")))
  }

  @Test("cancelsTouchesInView false: the view sees touchesEnded as well as the recognizer (§3, §8 #19)")
  func cancelsTouchesInViewFalse() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: view, id: "tap").cancelsTouchesInView = false
    stage.tap(10, 10)
    #expect(view.methods == [.touchesBegan, .touchesEnded])
    #expect(stage.transitions == ["tap:ended"])
  }

  @Test("delaysTouchesBegan true: the view never sees a touch the recognizer recognizes (§3)")
  func delaysTouchesBeganRecognized() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: view, id: "tap").delaysTouchesBegan = true
    stage.tap(10, 10)
    #expect(view.methods.isEmpty)
    #expect(
      stage.steps.contains(.discardDelayed(recognizer: "tap", view: "v", method: .touchesBegan, touches: [1]))
    )
  }

  @Test("delaysTouchesBegan true: if the recognizer fails the view gets touchesBegan late (§3)")
  func delaysTouchesBeganFailed() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 200, 200)))
    stage.tap(on: view, id: "tap").delaysTouchesBegan = true
    stage.down(10, 10)
    #expect(view.methods.isEmpty)
    stage.move(40, 10)
    stage.up(40, 10)
    #expect(view.methods == [.touchesBegan, .touchesMoved, .touchesEnded])
    #expect(
      stage.steps.contains(
        .sendDelayed(view: "v", method: .touchesBegan, touches: [1], reason: .failed(recognizer: "tap"))))
  }

  @Test("delaysTouchesEnded false, double tap: began, ended, began, cancelled (§3, Apple's example)")
  func doubleTapWithoutDelayedEnd() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: view, id: "double", taps: 2).delaysTouchesEnded = false
    stage.tap(10, 10)
    stage.tap(10, 10, after: 0.1)
    stage.settle()
    #expect(view.methods == [.touchesBegan, .touchesEnded, .touchesBegan, .touchesCancelled])
    #expect(stage.transitions == ["double:ended"])
  }

  @Test(
    "delaysTouchesEnded true (default), double tap: began, began, cancelled, cancelled (§3, Apple's example)")
  func doubleTapWithDelayedEnd() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: view, id: "double", taps: 2)
    stage.tap(10, 10)
    stage.tap(10, 10, after: 0.1)
    stage.settle()
    #expect(view.methods == [.touchesBegan, .touchesBegan, .touchesCancelled, .touchesCancelled])
  }

  @Test("delaysTouchesEnded: if the recognizer fails, the withheld touchesEnded arrives late (§3)")
  func delayedEndDeliveredOnFailure() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: view, id: "double", taps: 2)
    stage.tap(10, 10)
    #expect(view.methods == [.touchesBegan])
    stage.settle()
    #expect(view.methods == [.touchesBegan, .touchesEnded])
    let failed = stage.trace.records.first {
      if case .stateChange("double", _, .failed, .tapIntervalExpired) = $0.step { true } else { false }
    }
    #expect(abs((failed?.time ?? 0) - 0.45) < 1e-9)
  }

  @Test("ignore(_:for:): an ignored touch is never cancelled in the view (§3)")
  func ignoredTouchNotCancelled() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    let recognizer = ManualRecognizer(id: "manual")
    recognizer.onBegan = { recognizer in
      for touch in recognizer.trackedTouches { recognizer.ignore(touch, for: Event(trace: nil)) }
      recognizer.state = .recognized
    }
    view.addGestureRecognizer(recognizer)
    stage.tap(10, 10)
    #expect(view.methods == [.touchesBegan, .touchesEnded])
    #expect(stage.steps.contains(.ignoreTouch(recognizer: "manual", touch: 1)))
  }

  @Test("isEnabled false: the recognizer receives no touches (§3)")
  func disabledRecognizer() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: view, id: "tap").isEnabled = false
    stage.tap(10, 10)
    #expect(view.methods == [.touchesBegan, .touchesEnded])
    #expect(stage.steps.contains(.recognizerSkipped(recognizer: "tap", touch: 1, reason: .disabled)))
  }

  @Test("shouldReceive false: the delegate keeps the touch from the recognizer (§3, §8 #6 fix)")
  func delegateShouldReceive() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    let delegate = ScriptedDelegate()
    delegate.shouldReceive = false
    stage.tap(on: view, id: "tap").delegate = delegate
    stage.tap(10, 10)
    #expect(view.methods == [.touchesBegan, .touchesEnded])
    #expect(stage.transitions.isEmpty)
  }

  @Test("A recognizer added to a second view leaves the first: only the last view works (§8 #18)")
  func oneRecognizerSeveralViews() {
    let stage = Stage()
    let first = stage.add(RecordingView(id: "first", frame: rect(0, 0, 100, 100)))
    let second = stage.add(RecordingView(id: "second", frame: rect(100, 0, 100, 100)))
    let tap = stage.tap(on: first, id: "tap")
    second.addGestureRecognizer(tap)
    stage.tap(10, 10)
    stage.tap(110, 10, after: 1)
    #expect(first.gestureRecognizers?.isEmpty == true)
    #expect(first.methods == [.touchesBegan, .touchesEnded])
    #expect(second.methods == [.touchesBegan, .touchesCancelled])
  }
}
