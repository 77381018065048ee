import Foundation
import Testing
import TouchKit
import TouchTrace

/// The exports as functions of a trace: JSON Lines, Markdown and the Mermaid diagram, on
/// traces built by hand so that odd ids and characters are covered.
@Suite("Trace exports")
struct TraceExportTests {
  /// A tap on `save` in `main`, forwarded to a controller, with an odd-named recognizer.
  static let trace = Trace(
    records: [
      .init(
        id: 1, time: 0, depth: 0, step: .pointer(PointerEvent(.down, at: CGPoint(x: 10, y: 20), time: 0))),
      .init(
        id: 2, time: 0, depth: 0, step: .hitTestWindow(window: "main", level: 0, point: CGPoint(x: 10, y: 20))
      ),
      .init(
        id: 3, time: 0, depth: 1,
        step: .hitTestVisit(view: "main", point: CGPoint(x: 10, y: 20), implementation: .uikit, caller: nil)),
      .init(id: 4, time: 0, depth: 2, step: .hitTestSkip(view: "end", reason: .hidden)),
      .init(id: 5, time: 0, depth: 2, step: .hitTestReturn(view: "save", result: "save")),
      .init(id: 6, time: 0, depth: 1, step: .hitTestReturn(view: "main", result: "save")),
      .init(id: 7, time: 0, depth: 0, step: .hitView(touch: 1, view: "save", window: "main")),
      .init(id: 8, time: 0, depth: 0, step: .sendEvent(responder: "application", touches: [1])),
      .init(id: 9, time: 0, depth: 1, step: .sendEvent(responder: "main", touches: [1])),
      .init(
        id: 10, time: 0, depth: 2,
        step: .recognizerTouches(recognizer: "tap #1; a|b", method: .touchesBegan, touches: [1])
      ),
      .init(
        id: 11, time: 0, depth: 3,
        step: .stateChange(
          recognizer: "tap #1; a|b", from: .possible, to: .ended, reason: .tapsCompleted(count: 1))),
      .init(
        id: 12, time: 0, depth: 2, step: .deliver(responder: "save", method: .touchesBegan, touches: [1])),
      .init(
        id: 13, time: 0, depth: 2,
        step: .forward(from: "save", to: "my *view*", method: .touchesBegan, touches: [1])),
      .init(
        id: 14, time: 0, depth: 3, step: .handle(responder: "my *view*", method: .touchesBegan, touches: [1])),
      .init(
        id: 15, time: 0.1, depth: 2, step: .actionSent(action: "save:", sender: "tap #1; a|b", target: "vc")),
      .init(id: 16, time: 0.1, depth: 0, step: .sequenceEnd(touches: [1])),
    ])

  @Test("JSON Lines: a header, one line per record, a summary after the sequence's end, the totals")
  func jsonLinesShape() throws {
    let lines = try Self.trace.jsonLines().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")
    let objects = try lines.dropLast().map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(objects.count == Self.trace.records.count + 3)
    #expect(lines.first == #"{"format":"touchlab-trace-lines","schemaVersion":1}"#)
    #expect(objects.dropLast().last?.keys.sorted() == ["sequenceSummary"])
    #expect(lines.dropLast().last == #"{"end":{"records":16,"sequences":1}}"#)
    #expect(objects.dropFirst().dropLast(2).map { $0["id"] as? Int } == Array(1...16))
  }

  @Test("JSON Lines: the records and the sequence's summary are the JSON document's, field for field")
  func jsonLinesMatchDocument() throws {
    let document = try #require(
      try JSONSerialization.jsonObject(with: TraceDocument(Self.trace).encoded()) as? [String: Any])
    let lines = try Self.trace.jsonLines().split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let records = try #require(document["records"] as? [[String: Any]])
    #expect(lines.count == records.count + 3)
    for (line, record) in zip(lines.dropFirst(), records) {
      #expect(NSDictionary(dictionary: line).isEqual(to: record))
    }
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(
      NSDictionary(dictionary: try #require(lines.dropLast().last?["sequenceSummary"] as? [String: Any]))
        .isEqual(to: summary))
  }

  @Test("JSON Lines streams: the sink gets each line as its record is written")
  func jsonLinesStream() throws {
    var received: [String] = []
    var writer = TraceLinesWriter { received.append($0) }
    try writer.write(Self.trace.records[0])
    #expect(received.count == 2)
    try writer.write(Self.trace.records[1])
    #expect(received.count == 3)
    #expect(received.allSatisfy { $0.hasSuffix("\n") && $0.dropLast().contains("\n") == false })
    try writer.finish()
    // No touch yet, so nothing to summarise: only the totals.
    #expect(received.count == 4)
    #expect(received.last == "{\"end\":{\"records\":2,\"sequences\":0}}\n")
  }

  @Test("The summary built record by record is the summary of the whole trace")
  func incrementalSummary() {
    var builder = TraceSummaryBuilder()
    for record in Self.trace.records { builder.add(record) }
    #expect(builder.summary == Self.trace.summary)
    #expect(builder.summary.actions.first?.receiver == "vc")
  }

  @Test("Markdown: summary and steps, with ids and messages escaped")
  func markdown() {
    let text = Self.trace.markdown(title: "A *tap* | on save")
    #expect(text.hasPrefix("# A \\*tap\\* \\| on save\n\n16 records, from 0.000 s to 0.100 s.\n"))
    #expect(text.contains("- Touch 1 (tapCount 1) hit `save` in `main`.\n"))
    #expect(text.contains("  - touchesBegan: `save` → `my *view*`, handled\n"))
    #expect(text.contains("- `tap #1; a|b`: possible → ended\n"))
    #expect(text.contains("- `save:` from `tap #1; a|b`, handled by `vc` (0.100 s)\n"))
    #expect(text.contains("\n      - 14 · 0.000 s · my \\*view\\* handles touchesBegan\n"))
    #expect(text.contains("\n    - 10 · 0.000 s · tap \\#1; a\\|b.touchesBegan(touch 1), before the view\n"))
    #expect(text.contains("save → my \\*view\\*: touchesBegan forwarded"))
  }

  @Test("Markdown: a step deeper by two levels nests by one, so the list stays a list")
  func markdownNesting() {
    let step = TraceStep.sequenceEnd(touches: [1])
    let trace = Trace(
      records: [0, 3, 1].enumerated().map { .init(id: $0 + 1, time: 0, depth: $1, step: step) })
    let steps = trace.markdown().components(separatedBy: "## Steps\n\n").last
    #expect(
      steps
        == """
        - 1 · 0.000 s · sequence ends (touch 1)
          - 2 · 0.000 s · sequence ends (touch 1)
          - 3 · 0.000 s · sequence ends (touch 1)

        """)
  }

  @Test("Mermaid: well formed, odd ids aliased, text escaped")
  func mermaid() {
    let diagram = Self.trace.mermaid()
    #expect(MermaidValidator.problems(in: diagram) == [])
    #expect(diagram.contains("participant p1 as tap #35;1#59; a|b\n"))
    #expect(diagram.contains("participant p2 as my *view*\n"))
    #expect(diagram.contains("  main->>p1: touchesBegan(touch 1)\n"))
    #expect(diagram.contains("  p1->>vc: action save:\n"))
    #expect(
      diagram.contains("Note over main: hit-test path: main → save<br/>end skipped: isHidden is true\n"))
    #expect(diagram.contains("  main-->>application: save\n"))
  }

  @Test("Mermaid: participants in role order (application, windows, recognizers, views, controllers)")
  func mermaidOrder() {
    let roles = TraceParticipants(roles: [
      "application": .application, "main": .window, "tap #1; a|b": .recognizer, "save": .view,
      "my *view*": .view, "vc": .controller,
    ])
    let declarations = Self.trace.mermaid(participants: roles).split(separator: "\n")
      .filter { $0.hasPrefix("  participant") }
    #expect(
      declarations == [
        "  participant application", "  participant main", "  participant p1 as tap #35;1#59; a|b",
        "  participant save", "  participant p2 as my *view*", "  participant vc",
      ])
  }

  @Test("Mermaid: ids that are keywords or look like aliases do not clash")
  func mermaidNames() {
    let trace = Trace(records: [
      .init(
        id: 1, time: 0, depth: 0, step: .forward(from: "end", to: "p1", method: .touchesEnded, touches: [1])),
      .init(
        id: 2, time: 0, depth: 0, step: .forward(from: "p1", to: "a\nb", method: .touchesEnded, touches: [1])),
    ])
    let diagram = trace.mermaid()
    #expect(MermaidValidator.problems(in: diagram) == [])
    #expect(diagram.contains("participant p2 as end\n"))
    #expect(diagram.contains("participant p3 as a b\n"))
  }

  @Test("The validator rejects what would break a diagram")
  func validatorRejects() {
    #expect(!MermaidValidator.problems(in: "sequenceDiagram\n  a->>b: hi\n").isEmpty)
    #expect(!MermaidValidator.problems(in: "sequenceDiagram\n  participant a\n  Note over a: x; y\n").isEmpty)
    #expect(!MermaidValidator.problems(in: "sequenceDiagram\n  participant end\n").isEmpty)
    #expect(MermaidValidator.problems(in: "sequenceDiagram\n  participant a\n  a->>a: #35;<br/>ok\n") == [])
  }
}
