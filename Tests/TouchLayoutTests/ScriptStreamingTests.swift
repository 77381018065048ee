import Foundation
import Testing
import TouchKit
import TouchTrace

@testable import TouchLayout
@testable import TouchScript

/// `ScriptRunner.run(_:on:streamingTraceTo:)`: the trace handed out as the script runs is the
/// trace, and the runner keeps only the current step's records.
@Suite("Script trace streaming")
struct ScriptStreamingTests {
  /// The ScriptFixtures layout's steps of every kind, some expectations failing, `rounds` times.
  static func script(rounds: Int) throws -> Script {
    let steps = """
        - tap: [60, 165]
          expect: {hits: save, misses: [overlay]}
        - doubleTap: card
          expect: {sends: [zoom], recognizes: [selectTap]}
        - longPress: {on: photo, duration: 0.8}
          expect: {states: {press: [began, ended]}}
        - drag: {from: [30, 325], to: [320, 325]}
          expect: {value: {volume: 0.5}}
        - wait: 0.5
        - cancel: {on: [120, 460], after: 0.2}
          expect: {receives: {row: [touchesBegan, touchesCancelled]}}
        - swipe: {from: [300, 600], to: [300, 450]}
      """
    return try ScriptFixture.read(Array(repeating: steps, count: rounds).joined(separator: "\n"))
  }

  /// Runs the script streaming into a JSON Lines writer; returns the result, the text, and the
  /// largest batch the runner handed out (the most records it held at once).
  static func streamed(_ script: Script) throws -> (ScriptResult, String, Int) {
    var text = ""
    var writer = TraceLinesWriter { text += $0 }
    var largest = 0
    let result = try ScriptRunner.run(script, on: try ScriptFixture.layout()) { records in
      largest = max(largest, records.count)
      try writer.write(records)
    }
    try writer.finish()
    return (result, text, largest)
  }

  @Test(
    "The sequenceSummary lines, put together (a touch's later entries merged into its first), are the whole trace's summary"
  )
  func summariesTogether() throws {
    let whole = ScriptRunner.run(try Self.script(rounds: 2), on: try ScriptFixture.layout())
    let lines = try whole.trace.jsonLines().split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let summaries = lines.compactMap { $0["sequenceSummary"] as? [String: Any] }
    let sequences = whole.trace.records.count { if case .sequenceEnd = $0.step { true } else { false } }
    #expect(summaries.count >= sequences)
    #expect(sequences >= 10)
    func together(_ key: String) -> [[String: Any]] {
      summaries.flatMap { $0[key] as? [[String: Any]] ?? [] }
    }
    // A touch cancelled in the next sequence (the double tap's first tap) appears there again.
    var touches: [[String: Any]] = []
    var repeated = 0
    for touch in together("touches") {
      guard let index = touches.firstIndex(where: { $0["touch"] as? Int == touch["touch"] as? Int }) else {
        touches.append(touch)
        continue
      }
      repeated += 1
      for key in ["deliveries", "withheld"] {
        touches[index][key] = (touches[index][key] as? [Any] ?? []) + (touch[key] as? [Any] ?? [])
      }
    }
    #expect(repeated > 0)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let document = try #require(
      try JSONSerialization.jsonObject(with: encoder.encode(whole.trace.summary)) as? [String: Any])
    #expect(NSArray(array: touches).isEqual(to: try #require(document["touches"] as? [Any])))
    for key in ["transitions", "actions"] {
      #expect(NSArray(array: together(key)).isEqual(to: try #require(document[key] as? [Any])), "\(key)")
    }
    #expect(together("actions").count > 0)
    let end = try #require(lines.last?["end"] as? [String: Any])
    #expect(end["records"] as? Int == whole.trace.records.count)
    #expect(end["sequences"] as? Int == sequences)
  }

  @Test("Streamed JSON Lines are byte for byte the whole trace written after the run, with the same results")
  func sameBytes() throws {
    let script = try Self.script(rounds: 3)
    let whole = ScriptRunner.run(script, on: try ScriptFixture.layout())
    let (result, text, _) = try Self.streamed(script)
    #expect(text == (try whole.trace.jsonLines()))
    #expect(result.failures == whole.failures)
    #expect(!result.failures.isEmpty)
    #expect(result.steps.map(\.records) == whole.steps.map(\.records))
    #expect(result.steps.map(\.description) == whole.steps.map(\.description))
    #expect(result.trace.records.isEmpty)
    let ids = text.split(separator: "\n").dropFirst().compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }.compactMap { $0["id"] as? Int }
    #expect(ids == Array(1...whole.trace.records.count))
  }

  @Test("A long script holds no more records at once than its largest step makes")
  func boundedMemory() throws {
    let short = try Self.streamed(try Self.script(rounds: 2))
    let long = try Self.streamed(try Self.script(rounds: 60))
    let largestStep = long.0.steps.map(\.records.count).max() ?? 0
    #expect(long.0.steps.last?.records.upperBound ?? 0 > 20 * largestStep)
    #expect(long.2 == largestStep)
    #expect(long.2 == short.2)
  }

  @Test("The recorder numbers records on across drains")
  func recorderDrains() {
    let recorder = TraceRecorder()
    recorder.record(.sequenceEnd(touches: [1]))
    recorder.record(.sequenceEnd(touches: [2]))
    var drained: [TraceRecord] = []
    recorder.drain { drained += $0 }
    #expect(recorder.records.isEmpty)
    #expect(recorder.drainedCount == 2)
    recorder.record(.sequenceEnd(touches: [3]))
    #expect(drained.map(\.id) == [1, 2])
    #expect(recorder.records.map(\.id) == [3])
    #expect(recorder.count == 3)
  }
}
