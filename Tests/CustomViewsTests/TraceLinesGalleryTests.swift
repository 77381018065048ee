import CustomViews
import Foundation
import Testing
import TouchKit
import TouchTrace

@testable import TouchLayout

/// The JSON Lines writer's hand-written records and sequence summaries against `JSONEncoder` (the reference) on every
/// record the gallery's layouts produce: taps, double taps, drags and holds on every view.
@Suite("JSON Lines on the gallery")
struct TraceLinesGalleryTests {
  /// Every record of every gesture on every view of `fileName`, each gesture on a fresh copy.
  static func records(_ fileName: String) throws -> [TraceRecord] {
    let views = try GalleryLayoutTests.load(fileName).application.windows.flatMap(\.allViews)
    var records: [TraceRecord] = []
    for index in views.indices {
      guard let center = views[index].centerOnScreen else { continue }
      let gestures: [Gesture] = [
        .tap(center), .multiTap(center, count: 2), .hold(center),
        .drag(from: center, to: CGPoint(x: center.x + 60, y: center.y - 40)),
        .interrupted(center),
      ]
      for gesture in gestures {
        // A fresh copy each time, so every gesture meets the layout as written.
        let layout = try GalleryLayoutTests.load(fileName)
        let recorder = TraceRecorder()
        let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
        for event in gesture.pointerEvents(startingAt: 0) { synthesizer.send(event) }
        synthesizer.runUntilIdle()
        records += recorder.records
      }
    }
    return records
  }

  /// Each layout's records, made once for both tests.
  static let recordsByFile: [String: [TraceRecord]] = Dictionary(
    uniqueKeysWithValues: GalleryLayoutTests.fileNames.map { ($0, (try? records($0)) ?? []) })

  @Test(
    "Every record and sequence summary line equals JSONEncoder's, on every gallery layout",
    arguments: GalleryLayoutTests.fileNames
  )
  func sameBytes(_ fileName: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let records = Self.recordsByFile[fileName] ?? []
    #expect(!records.isEmpty)
    var written = ""
    var writer = TraceLinesWriter { written += $0 }
    try writer.write(records)
    try writer.finish()
    // Each record's line, and after each `sequenceEnd` the builder's summary of the sequence,
    // as JSONEncoder writes it; then what followed the last one, and the totals.
    var expected: [String] = []
    var builder = TraceSummaryBuilder()
    func summaryLine() throws -> String {
      "{\"sequenceSummary\":"
        + String(decoding: TerminalSafeJSON.escaped(try encoder.encode(builder.takeSummary())), as: UTF8.self)
        + "}"
    }
    for record in records {
      expected.append(String(decoding: TerminalSafeJSON.escaped(try encoder.encode(record)), as: UTF8.self))
      builder.add(record)
      if case .sequenceEnd = record.step { expected.append(try summaryLine()) }
    }
    let sequences = records.count { if case .sequenceEnd = $0.step { true } else { false } }
    if !builder.isEmpty { expected.append(try summaryLine()) }
    expected.append("{\"end\":{\"records\":\(records.count),\"sequences\":\(sequences)}}")
    let lines = written.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast()
    #expect(lines.count == expected.count)
    #expect(sequences > 0)
    for (line, reference) in zip(lines, expected) {
      #expect(String(line) == reference)
    }
  }

  @Test("Together the gallery's gestures produce the record kinds hit testing and delivery write by hand")
  func kindsCovered() {
    var kinds: Set<String> = []
    for records in Self.recordsByFile.values { kinds.formUnion(records.map(\.step.kind)) }
    let handWritten: Set = [
      "pointer", "touch", "tapSeries", "hitTestWindow", "hitTestVisit", "pointInside", "hitTestSkip",
      "hitTestReturn", "hitView", "sendEvent", "deliver", "forward", "drop", "sequenceEnd",
    ]
    #expect(
      handWritten.subtracting(kinds).isEmpty, "not produced: \(handWritten.subtracting(kinds).sorted())")
    #expect(kinds.count >= 30, "\(kinds.sorted())")
  }
}
