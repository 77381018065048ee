import Foundation
import Testing

@testable import TouchKit

/// Reference §2, "Touch and event objects".
@Suite("§2 Touch and event objects")
struct TouchAndEventTests {
  @Test("One Touch object per finger, the same instance mutated across its phases")
  func sameTouchAcrossPhases() throws {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 200, 200)))
    stage.down(10, 10)
    stage.move(20, 20)
    stage.up(20, 20)
    let touches = view.received.map(\.1)
    let first = try #require(touches.first?.first)
    #expect(touches.allSatisfy { $0.count == 1 && $0[0] === first })
    #expect(first.phase == .ended)
  }

  @Test("touch.view is the hit view, fixed at began; touch.window is the window it began in")
  func viewAndWindowFixedAtBegan() throws {
    let stage = Stage()
    let a = stage.add(RecordingView(id: "a", frame: rect(0, 0, 100, 100)))
    stage.add(View(id: "b", frame: rect(100, 0, 100, 100)))
    stage.down(10, 10)
    stage.move(150, 10)
    let touch = try #require(a.received.last?.1.first)
    #expect(touch.view === a)
    #expect(touch.window === stage.window)
  }

  @Test("location(in:) and previousLocation(in:) convert; nil means window coordinates")
  func locations() throws {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(50, 40, 200, 200)))
    stage.down(60, 50)
    stage.move(70, 65)
    let touch = try #require(view.received.last?.1.first)
    #expect(touch.location(in: nil) == CGPoint(x: 70, y: 65))
    #expect(touch.location(in: view) == CGPoint(x: 20, y: 25))
    #expect(touch.previousLocation(in: view) == CGPoint(x: 10, y: 10))
    #expect(touch.previousLocation(in: nil) == CGPoint(x: 60, y: 50))
  }

  @Test("Timestamps come from the injected clock (the pointer events' times)")
  func timestampsFromClock() throws {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.down(5, 5, after: 12.5)
    let touch = try #require(view.received.first?.1.first)
    #expect(touch.timestamp == 12.5)
    #expect(view.receivedEvents.first??.timestamp == 12.5)
    #expect(stage.trace.records.first?.time == 12.5)
  }

  @Test(
    "tapCount: successive taps within maximumTapInterval (0.35 s) and maximumTapDistance (10 pt) count up",
    arguments: [
      // (pause between taps, offset of the second tap, expected tapCount of the second tap)
      (0.2, 0.0, 2), (0.35, 0.0, 2), (0.36, 0.0, 1), (0.2, 10.0, 2), (0.2, 10.5, 1),
    ])
  func tapCount(pause: TimeInterval, offset: CGFloat, expected: Int) throws {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 200, 200)))
    stage.tap(50, 50)
    stage.tap(50 + offset, 50, after: pause)
    let touch = try #require(view.received.last?.1.first)
    #expect(touch.tapCount == expected)
    #expect(stage.steps.contains { if case .tapSeries(2, _, _, expected == 2) = $0 { true } else { false } })
  }

  @Test("tapCount reaches 3 on a triple tap, and a drag does not start a series")
  func tripleTapAndDrag() throws {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 200, 200)))
    stage.tap(50, 50)
    stage.tap(50, 50, after: 0.1)
    stage.tap(50, 50, after: 0.1)
    #expect(view.received.last?.1.first?.tapCount == 3)
    stage.down(50, 50, after: 1)
    stage.move(90, 50)
    stage.up(90, 50)
    stage.tap(90, 50, after: 0.1)
    #expect(view.received.last?.1.first?.tapCount == 1)
  }

  @Test("One Event object serves the whole multi-touch sequence")
  func eventReusedForSequence() throws {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 200, 200)))
    view.isMultipleTouchEnabled = true
    stage.down(10, 10, finger: 0)
    stage.down(50, 50, finger: 1)
    stage.up(10, 10, finger: 0)
    stage.up(50, 50, finger: 1)
    let events = view.receivedEvents.compactMap { $0 }
    #expect(events.count == 4)
    let first = try #require(events.first)
    #expect(events.allSatisfy { $0 === first })
    stage.tap(10, 10, after: 1)
    let next = try #require(view.receivedEvents.last ?? nil)
    #expect(next !== first)
  }

  @Test("touches(for:) gives the touches whose view is that view; allTouches has every touch")
  func touchesForView() throws {
    let stage = Stage()
    let a = stage.add(RecordingView(id: "a", frame: rect(0, 0, 100, 100)))
    let b = stage.add(RecordingView(id: "b", frame: rect(100, 0, 100, 100)))
    stage.down(10, 10, finger: 0)
    stage.down(110, 10, finger: 1)
    let event = try #require(b.receivedEvents.last ?? nil)
    #expect(event.allTouches?.count == 2)
    #expect(event.touches(for: a)?.map(\.id) == [1])
    #expect(event.touches(for: b)?.map(\.id) == [2])
    #expect(event.touches(for: stage.window)?.count == 2)
  }

  @Test("The touches argument holds only the touches that changed in that phase")
  func onlyChangedTouches() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 200, 200)))
    view.isMultipleTouchEnabled = true
    stage.down(10, 10, finger: 0)
    stage.down(50, 50, finger: 1)
    stage.move(60, 60, finger: 1)
    let moved = view.received.last
    #expect(moved?.0 == .touchesMoved)
    #expect(moved?.1.map(\.id) == [2])
    #expect(moved?.1.first?.phase == .moved)
  }

  @Test("A cancelled sequence delivers touchesCancelled and ends the sequence")
  func cancel() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 200, 200)))
    stage.down(10, 10)
    stage.cancel()
    #expect(view.methods == [.touchesBegan, .touchesCancelled])
    #expect(stage.steps.last == .sequenceEnd(touches: [1]))
  }

  @Test("Input that makes no touch (move or release with nothing down) is ignored, not a crash")
  func strayInput() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 200, 200)))
    stage.move(10, 10)
    stage.up(10, 10)
    stage.cancel()
    #expect(view.received.isEmpty)
    stage.down(10, 10)
    stage.down(20, 20)  // a second press without a release: the finger moved
    #expect(view.methods == [.touchesBegan, .touchesMoved])
  }
}
