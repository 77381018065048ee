import Foundation
import TestSupport
import Testing
import TouchKit

@testable import TouchTrace

/// JSON Lines' `sequenceSummary` lines, written by hand, against `JSONEncoder` (the reference):
/// same keys in the same order, absent optional ids, `null` receivers, same numbers and escapes.
@Suite("JSON Lines sequence summaries")
struct TraceSummaryLineTests {
  static func reference(_ summary: TraceSummary) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: TerminalSafeJSON.escaped(try encoder.encode(summary)), as: UTF8.self)
  }

  static func written(_ summary: TraceSummary) -> String {
    let buffer = ByteBuffer()
    var json = JSONBytes(into: buffer)
    summary.write(to: &json)
    return buffer.text
  }

  @Test("Random summaries give JSONEncoder's bytes")
  func fuzz() throws {
    typealias Random = TraceLineEncoderTests
    var rng = SplitMix64(seed: 7)
    func text() -> String { Random.text(&rng) }
    func optionalText() -> String? { Bool.random(using: &rng) ? nil : text() }
    func method() -> TouchMethod { TouchMethod.allCases.randomElement(using: &rng) ?? .touchesBegan }
    func state() -> GestureRecognizer.State {
      GestureRecognizer.State.allCases.randomElement(using: &rng) ?? .possible
    }
    func count() -> Int { Int.random(in: 0...3, using: &rng) }
    for _ in 0..<1_000 {
      let touches = (0..<count()).map { _ in
        TraceSummary.TouchSummary(
          touch: Int.random(in: Int.min...Int.max, using: &rng), hitView: optionalText(),
          window: optionalText(),
          tapCount: Int.random(in: 0...5, using: &rng),
          deliveries: (0..<count()).map { _ in
            TraceSummary.Delivery(
              responder: text(), method: method(), via: Bool.random(using: &rng) ? .window : .forward,
              outcome: [.forwarded, .handled, .dropped, .returned].randomElement(using: &rng) ?? .handled)
          },
          withheld: (0..<count()).map { _ in TraceSummary.Withholding(view: text(), method: method()) })
      }
      let transitions = (0..<count()).map { _ in
        TraceSummary.Transition(recognizer: text(), from: state(), to: state(), time: Random.number(&rng))
      }
      let actions = (0..<count()).map { _ in
        TraceSummary.Action(
          action: text(), sender: text(), receiver: optionalText(), time: Random.number(&rng))
      }
      let summary = TraceSummary(touches: touches, transitions: transitions, actions: actions)
      #expect(Self.written(summary) == (try Self.reference(summary)), "\(summary)")
    }
  }

  @Test("Taking a summary starts the next one afresh")
  func takeSummary() {
    var builder = TraceSummaryBuilder()
    for record in TraceExportRecords.tap(touch: 1) { builder.add(record) }
    let first = builder.takeSummary()
    #expect(first.touches.map(\.touch) == [1])
    #expect(builder.isEmpty)
    for record in TraceExportRecords.tap(touch: 2) { builder.add(record) }
    #expect(builder.takeSummary().touches.map(\.touch) == [2])
  }

  @Test(
    "A delivery to a touch after its sequence's summary (a delayed touch cancelled later) gets a new entry")
  func lateDelivery() {
    var builder = TraceSummaryBuilder()
    for record in TraceExportRecords.tap(touch: 1) { builder.add(record) }
    _ = builder.takeSummary()
    builder.add(
      .init(
        id: 4, time: 0.3, depth: 0, step: .deliver(responder: "save", method: .touchesCancelled, touches: [1])
      ))
    let later = builder.takeSummary()
    #expect(later.touches.map(\.touch) == [1])
    #expect(later.touches.first?.hitView == "save")
    #expect(later.touches.first?.deliveries.map(\.method) == [.touchesCancelled])
  }
}

/// A minimal touch sequence's records, for the summary tests.
enum TraceExportRecords {
  static func tap(touch: Int) -> [TraceRecord] {
    [
      .init(id: 1, time: 0, depth: 0, step: .hitView(touch: touch, view: "save", window: "main")),
      .init(
        id: 2, time: 0, depth: 0, step: .deliver(responder: "save", method: .touchesBegan, touches: [touch])),
      .init(id: 3, time: 0.1, depth: 0, step: .sequenceEnd(touches: [touch])),
    ]
  }
}
