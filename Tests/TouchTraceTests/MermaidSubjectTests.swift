import Foundation
import Testing
import TouchKit
import TouchTrace

/// A diagram's note stands over whom its record is about, as the record table declares it (a
/// recognizer record's recognizer, else the first view it names): one answer, not a second
/// list of kinds that can miss one (a forced recognizer's note once stood over the application).
@Suite struct MermaidSubjectTests {
  @Test("Each sample kind's note stands over the table's subject")
  func notesFollowTheTable() {
    for step in TraceStepSamples.all {
      let entry = step.entry
      guard let subject = entry.recognizer ?? entry.views.first else { continue }
      let diagram = Trace(records: [TraceRecord(id: 1, time: 0, depth: 0, step: step)]).mermaid()
      let lines = diagram.split(separator: "\n").map(String.init)
      // A participant whose id Mermaid cannot take as it is (`loop`) is declared under an alias.
      let alias =
        lines.compactMap { $0.firstMatch(of: /participant (\S+) as "?([^"]+)"?/) }
        .first { $0.2 == subject }.map { String($0.1) } ?? subject
      let notes = lines.filter { $0.contains("Note over") }
      #expect(notes.allSatisfy { $0.contains("Note over \(alias)") }, "\(entry.kind): \(notes)")
    }
  }

  @Test("A forced recognizer's note is over the recognizer")
  func forced() {
    let step = TraceStep.forced(recognizer: "cardTap", outcome: .recognize, applied: true)
    let diagram = Trace(records: [TraceRecord(id: 1, time: 0, depth: 0, step: step)]).mermaid()
    #expect(diagram.contains("Note over cardTap"), "\(diagram)")
  }
}
