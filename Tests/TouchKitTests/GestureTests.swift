import Foundation
import Testing

@testable import TouchKit

@Suite("Gesture streams")
struct GestureTests {
  @Test("A tap is a press and a release tapDuration later")
  func tap() {
    let events = Gesture.tap(CGPoint(x: 3, y: 4)).pointerEvents(startingAt: 2)
    #expect(events.map(\.kind) == [.down, .up])
    #expect(events.map(\.timestamp) == [2, 2 + Gesture.tapDuration])
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

  @Test("Consecutive gestures are separated by more than the tap interval, so taps stay single")
  func separateGestures() {
    let events = Gesture.pointerEvents(for: [.tap(.zero), .tap(.zero)])
    #expect(events[2].timestamp - events[1].timestamp > Tunables.maximumTapInterval)
  }
}
