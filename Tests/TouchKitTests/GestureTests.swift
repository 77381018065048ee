import Foundation
import Testing

@testable import TouchKit

@Suite("Gesture streams")
struct GestureTests {
  let point = CGPoint(x: 3, y: 4)

  @Test("A tap is a press and a release tapDuration later")
  func tap() {
    let events = Gesture.tap(point).pointerEvents(startingAt: 2)
    #expect(events.map(\.kind) == [.down, .up])
    #expect(events.map(\.timestamp) == [2, 2 + Gesture.tapDuration])
  }

  @Test("A double tap is two taps multiTapGap apart, well inside the tap interval")
  func doubleTap() {
    let events = Gesture.multiTap(point, count: 2).pointerEvents(startingAt: 2)
    let tap = Gesture.tapDuration
    let period = tap + Gesture.multiTapGap
    #expect(events.map(\.kind) == [.down, .up, .down, .up])
    #expect(events.map(\.timestamp) == [2, 2 + tap, 2 + period, 2 + period + tap])
    #expect(events.allSatisfy { $0.location == point && $0.pointer == 0 })
    #expect(Gesture.multiTapGap < Tunables.maximumTapInterval / 2)
  }

  @Test("A multi-tap counts up tapCount: a triple tap's touches have tapCount 1, 2, 3")
  func tripleTapCountsUp() throws {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 200, 200)))
    let events = Gesture.multiTap(CGPoint(x: 50, y: 50), count: 3).pointerEvents(startingAt: 0)
    #expect(events.map(\.kind) == [.down, .up, .down, .up, .down, .up])
    for event in events { stage.synthesizer.send(event) }
    let began = view.received.filter { $0.0 == .touchesBegan }.compactMap(\.1.first)
    #expect(began.map(\.tapCount) == [1, 2, 3])
  }

  @Test("A hold is a still press released after its duration, 1 s by default")
  func hold() {
    let events = Gesture.hold(point, duration: 2.5).pointerEvents(startingAt: 1)
    #expect(events.map(\.kind) == [.down, .up])
    #expect(events.map(\.timestamp) == [1, 3.5])
    #expect(events.allSatisfy { $0.location == point })
    #expect(Gesture.hold(point) == .hold(point, duration: 1))
  }

  @Test("A drag moves in 60 Hz steps along a straight line and ends where it was asked to")
  func drag() throws {
    let events = Gesture.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 300, y: 30)).pointerEvents(
      startingAt: 0)
    #expect(events.first?.kind == .down)
    #expect(events.last?.kind == .up)
    #expect(events.last?.location == CGPoint(x: 300, y: 30))
    let moves = events.filter { $0.kind == .move }
    #expect(moves.count == 30)
    let second = try #require(moves.dropFirst().first)
    #expect(abs(second.timestamp - 2 * Gesture.moveInterval) < 1e-12)
    #expect(abs(second.location.x - 20) < 1e-9)
  }

  @Test("A drag with a duration takes exactly that long, one move per frame and one at the end")
  func dragWithDuration() throws {
    let to = CGPoint(x: 100, y: 50)
    let events = Gesture.drag(from: .zero, to: to, duration: 2).pointerEvents(startingAt: 1)
    let moves = events.filter { $0.kind == .move }
    #expect(moves.count == 120)
    #expect(events.first == PointerEvent(.down, at: .zero, time: 1))
    #expect(moves.last == PointerEvent(.move, at: to, time: 3))
    #expect(events.last == PointerEvent(.up, at: to, time: 3))
  }

  @Test(
    "A movement between whole frames gets a last, shorter frame at its end",
    arguments: [(0.11, 7), (0.1, 6), (0.005, 1)])
  func partialFrame(duration: TimeInterval, expectedMoves: Int) throws {
    let events = Gesture.drag(from: .zero, to: CGPoint(x: 10, y: 0), duration: duration).pointerEvents(
      startingAt: 0)
    let moves = events.filter { $0.kind == .move }
    #expect(moves.count == expectedMoves)
    #expect(moves.last?.timestamp == duration)
    #expect(moves.last?.location == CGPoint(x: 10, y: 0))
    let gaps = zip(moves.dropFirst(), moves).map { $0.timestamp - $1.timestamp }
    #expect(gaps.allSatisfy { $0 <= Gesture.moveInterval + 1e-12 })
  }

  @Test("An interrupted press is a press and a system cancel `after` seconds later, 0.2 s by default")
  func interrupted() {
    let events = Gesture.interrupted(point, after: 0.5).pointerEvents(startingAt: 1)
    #expect(
      events == [PointerEvent(.down, at: point, time: 1), PointerEvent(.cancel, at: point, time: 1.5)])
    #expect(Gesture.interrupted(point) == .interrupted(point, after: 0.2))
  }

  @Test("An interrupted press ends its touch cancelled")
  func interruptedCancelsTouch() throws {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 200, 200)))
    for event in Gesture.interrupted(CGPoint(x: 50, y: 50)).pointerEvents(startingAt: 0) {
      stage.synthesizer.send(event)
    }
    #expect(view.methods == [.touchesBegan, .touchesCancelled])
  }

  @Test("Consecutive gestures are separated by more than the tap interval, so taps stay single")
  func separateGestures() {
    let events = Gesture.pointerEvents(for: [.tap(.zero), .tap(.zero)])
    #expect(events[2].timestamp - events[1].timestamp > Tunables.maximumTapInterval)
  }

  @Test("Gestures run in the order given, each starting pauseBetweenGestures after the last ends")
  func sequenceOrder() {
    let events = Gesture.pointerEvents(for: [
      .interrupted(point, after: 0.3), .pinch(center: point, fromDistance: 10, toDistance: 20), .tap(point),
    ])
    let downs = events.filter { $0.kind == .down }
    #expect(downs.map(\.timestamp) == [0, 1.3, 1.3, 2.8])
    #expect(downs.map(\.pointer) == [0, 0, 1, 0])
  }

  @Test(
    "Durations are valid when positive, finite and at most maximumDuration (60 s)",
    arguments: [
      (0.001, true), (60, true), (0, false), (-1, false), (60.001, false), (.nan, false), (.infinity, false),
    ])
  func durationValidity(duration: TimeInterval, valid: Bool) {
    #expect(Gesture.isValidDuration(duration) == valid)
    #expect(Gesture.maximumDuration == 60)
  }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
  hypot(b.x - a.x, b.y - a.y)
}
