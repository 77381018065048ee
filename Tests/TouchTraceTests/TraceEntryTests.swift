import Foundation
import Testing
import TouchKit

@testable import TouchTrace

/// The record table (`TraceStep.entry`): every kind is some step's, and each kind's declared
/// fields and sentence reach every rendering derived from it.
@Suite("Record table")
struct TraceEntryTests {
  static func record(_ step: TraceStep) -> TraceRecord {
    TraceRecord(id: 7, time: 0.125, depth: 2, step: step)
  }

  @Test("Every TraceStep.Kind is the kind of some step, and the samples cover them all")
  func everyKindHasAStep() {
    let kinds = Set(TraceStepSamples.all.map(\.entry.kind))
    #expect(kinds == Set(TraceStep.Kind.allCases))
    #expect(TraceStepSamples.all.allSatisfy { $0.kind == $0.entry.kind.rawValue })
  }

  @Test("Each kind's fields are the keys of its JSON record, besides id, time, depth and kind")
  func jsonHasTheFields() throws {
    for step in TraceStepSamples.all {
      let data = try JSONEncoder().encode(Self.record(step))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let names = Set(step.entry.fields.map(\.name))
      #expect(Set(object.keys) == names.union(["id", "time", "depth", "kind"]), "\(step)")
      #expect(object["kind"] as? String == step.kind)
    }
  }

  @Test("Each kind's JSON line, written by hand or from the table, is JSONEncoder's")
  func jsonLinesAreJSONEncoders() throws {
    for step in TraceStepSamples.all {
      let record = Self.record(step)
      #expect(try TraceLineEncoderTests.written(record) == TraceLineEncoderTests.reference(record))
    }
  }

  @Test("Each kind's sentence is its text line's message, its Markdown step's and its category's colour")
  func textAndMarkdownHaveTheSentence() {
    for step in TraceStepSamples.all {
      let record = Self.record(step)
      #expect(record.textLine.hasSuffix("    " + step.entry.sentence))
      #expect(!step.entry.sentence.isEmpty)
      #expect(step.category == step.entry.category)
      let markdown = Trace(records: [record]).markdown()
      #expect(markdown.contains(MarkdownText.escaped(step.entry.sentence)), "\(step)")
    }
  }

  @Test("Every kind renders in Mermaid without a crash, and the diagram names its kind's participants")
  func mermaid() {
    let trace = Trace(
      records: TraceStepSamples.all.enumerated().map { TraceRecord(id: $0 + 1, time: 0, depth: 0, step: $1) })
    let text = trace.mermaid()
    #expect(text.hasPrefix("sequenceDiagram\n"))
    #expect(text.contains("tap"))
  }
}
