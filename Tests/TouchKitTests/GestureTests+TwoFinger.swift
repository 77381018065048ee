import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// Pinch and rotation: two pointers, 0 and 1, that press, move and lift together.
extension GestureTests {
  static let center = CGPoint(x: 200, y: 150)

  @Test("A pinch presses both fingers at once, moves them together every frame and lifts them at once")
  func pinchStream() throws {
    let events = Gesture.pinch(center: Self.center, fromDistance: 40, toDistance: 160, duration: 0.5)
      .pointerEvents(startingAt: 1)
    #expect(events.count == 2 + 2 * 30 + 2)
    #expect(events.map(\.pointer) == Array(repeating: [0, 1], count: events.count / 2).flatMap { $0 })
    for pair in stride(from: 0, to: events.count, by: 2) {
      #expect(events[pair].timestamp == events[pair + 1].timestamp)
      #expect(events[pair].kind == events[pair + 1].kind)
    }
    #expect(events.prefix(2).map(\.kind) == [.down, .down])
    #expect(events.suffix(2).map(\.kind) == [.up, .up])
    #expect(events.first?.timestamp == 1)
    #expect(events.last?.timestamp == 1.5)
    #expect(events.dropFirst(2).dropLast(2).allSatisfy { $0.kind == .move })
  }

  @Test("A pinch's fingers sit on a horizontal line through the centre, fromDistance then toDistance apart")
  func pinchDistance() throws {
    let events = Gesture.pinch(center: Self.center, fromDistance: 40, toDistance: 160)
      .pointerEvents(startingAt: 0)
    #expect(events[0].location == CGPoint(x: 180, y: 150))
    #expect(events[1].location == CGPoint(x: 220, y: 150))
    #expect(distance(events[0].location, events[1].location) == 40)
    let end = events.suffix(2).map(\.location)
    #expect(end == [CGPoint(x: 120, y: 150), CGPoint(x: 280, y: 150)])
    #expect(distance(end[0], end[1]) == 160)
    let middle = events.filter { $0.kind == .move }.suffix(32).prefix(2).map(\.location)
    #expect(abs(distance(middle[0], middle[1]) - 100) < 1e-9)
    #expect(middle.allSatisfy { $0.y == 150 })
  }

  @Test("Pinching in brings the fingers together")
  func pinchIn() throws {
    let events = Gesture.pinch(center: Self.center, fromDistance: 200, toDistance: 20, duration: 1)
      .pointerEvents(startingAt: 0)
    #expect(events.filter { $0.kind == .move }.count == 2 * 60)
    let end = events.suffix(2).map(\.location)
    #expect(distance(end[0], end[1]) == 20)
  }

  @Test("A rotation starts on the horizontal diameter and turns clockwise (y down) by a positive angle")
  func rotateClockwise() throws {
    let events = Gesture.rotate(center: Self.center, radius: 50, degrees: 90, duration: 0.5)
      .pointerEvents(startingAt: 0)
    #expect(events.count == 2 + 2 * 30 + 2)
    #expect(events.prefix(2).map(\.kind) == [.down, .down])
    #expect(events.prefix(2).map(\.location) == [CGPoint(x: 150, y: 150), CGPoint(x: 250, y: 150)])
    #expect(events.suffix(2).map(\.kind) == [.up, .up])
    let end = events.suffix(2).map(\.location)
    // Pointer 1 went from the right of the centre to below it: clockwise on a y-down screen.
    #expect(abs(end[1].x - 200) < 1e-9 && abs(end[1].y - 200) < 1e-9)
    #expect(abs(end[0].x - 200) < 1e-9 && abs(end[0].y - 100) < 1e-9)
    #expect(abs(Self.angle(end) - 90) < 1e-9)
    #expect(events.allSatisfy { abs(distance($0.location, Self.center) - 50) < 1e-9 })
  }

  @Test("A negative rotation turns anticlockwise; the angle between the fingers ends at it")
  func rotateAnticlockwise() throws {
    let events = Gesture.rotate(center: Self.center, radius: 30, degrees: -45, duration: 0.25)
      .pointerEvents(startingAt: 2)
    #expect(events.filter { $0.kind == .move }.count == 2 * 15)
    #expect(events.last?.timestamp == 2.25)
    #expect(abs(Self.angle(events.suffix(2).map(\.location)) - -45) < 1e-9)
    #expect(events.map(\.pointer) == Array(repeating: [0, 1], count: events.count / 2).flatMap { $0 })
  }

  @Test("Two-finger gestures give two touches of one sequence in the engine")
  func twoTouches() throws {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 400, 300)))
    view.isMultipleTouchEnabled = true
    let pinch = Gesture.pinch(center: Self.center, fromDistance: 40, toDistance: 80)
    for event in pinch.pointerEvents(startingAt: 0) { stage.synthesizer.send(event) }
    #expect(stage.summary.touches.map(\.touch) == [1, 2])
    #expect(view.methods.first == .touchesBegan && view.methods.last == .touchesEnded)
  }

  /// The direction from pointer 0 to pointer 1, in degrees (clockwise positive, y down).
  static func angle(_ fingers: [CGPoint]) -> Double {
    atan2(fingers[1].y - fingers[0].y, fingers[1].x - fingers[0].x) * 180 / .pi
  }
}
