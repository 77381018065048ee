import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// How the side pane shows recognizer records: readable, and not mistaken for errors.
@Suite struct TracePaneTests {
  @Test func recognizerRecordsAreMagentaAndStateChangesBold() {
    let change = TraceStep.stateChange(recognizer: "hold", from: .possible, to: .began, reason: nil)
    #expect(TracePane.look(for: change) == (.traceRecognizer, .bold))
    #expect(
      TracePane.look(for: .timerFired(owner: "hold", purpose: "minimumPressDuration")) == (
        .traceRecognizer, []
      ))
    #expect(TracePane.look(for: .reset(recognizer: "hold")) == (.traceRecognizer, []))
    #expect(
      TracePane.look(for: .invalidTransition(recognizer: "hold", from: .ended, to: .began)) == (.warning, []))
    #expect(TracePane.look(for: .sequenceEnd(touches: [1])) == (.traceSequence, .bold))
  }

  /// The line as drawn: a timed-out tap's state change, bold, in the recognizer role.
  @Test func theCanvasCarriesTheLook() throws {
    let (session, clock) = TimerTests.session()
    session.handle(.pointer(.down, TimerTests.save))
    clock.advance(by: 1)
    session.tick()
    let canvas = session.canvas
    let row = try #require(canvas.plainText.firstIndex { $0.contains("tap2: possible → failed") })
    let column = try #require(
      canvas.plainText[row].range(of: "tap2: possible").map {
        canvas.plainText[row].distance(from: canvas.plainText[row].startIndex, to: $0.lowerBound)
      })
    #expect(canvas[column, row].role == .traceRecognizer)
    #expect(canvas[column, row].style == .bold)
  }
}
