import Foundation
import Testing
import TouchKit

@testable import touchlab

/// How `trace` recovers the command-line order of its gesture options, in process.
@Suite("Gesture option order")
struct GestureOptionTests {
  @Test("Option names are read in order, with or without '=', and values are never taken for names")
  func order() {
    let arguments = [
      "touchlab", "trace", "a.yaml", "--pinch", "1,1:2:3", "--tap=1,1", "--format", "json", "--hold", "1,1",
      "--double-tap", "1,1", "--tap", "2,2",
    ]
    #expect(GestureOption.order(in: arguments) == [.pinch, .tap, .hold, .doubleTap, .tap])
  }

  @Test("Nothing after '--' is an option")
  func terminator() {
    #expect(GestureOption.order(in: ["trace", "--tap", "1,1", "--", "--drag"]) == [.tap])
  }

  @Test("Values are dealt out in the order of the names; a mismatch is nil, not a guess")
  func interleave() {
    let values: [GestureOption: [String]] = [.tap: ["t1", "t2"], .drag: ["d1"]]
    #expect(GestureOption.interleave(values, orderedBy: [.tap, .drag, .tap]) == ["t1", "d1", "t2"])
    #expect(GestureOption.interleave(values, orderedBy: [.tap, .drag]) == nil)
    #expect(GestureOption.interleave(values, orderedBy: [.tap, .drag, .tap, .drag]) == nil)
  }

  @Test("A parsed trace command gives its gestures in command-line order")
  func parsedCommand() throws {
    let arguments = [
      "a.yaml", "--rotate", "5,5:10:-30@2", "--tap", "1,2", "--cancel", "3,4", "--triple-tap", "6,7",
    ]
    let command = try TraceCommand.parse(arguments)
    #expect(
      try command.gestures(orderedBy: arguments) == [
        .rotate(center: CGPoint(x: 5, y: 5), radius: 10, degrees: -30, duration: 2),
        .tap(CGPoint(x: 1, y: 2)),
        .interrupted(CGPoint(x: 3, y: 4), after: 0.2), .multiTap(CGPoint(x: 6, y: 7), count: 3),
      ])
  }
}
