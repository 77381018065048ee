import ArgumentParser
import Foundation
import TouchKit
import TouchTrace

/// The renderings a command can write a trace in (docs/trace-format.md). Every command that
/// writes traces (`trace`, `run`) goes through ``write(_:title:participants:to:)``, so a
/// format means the same bytes everywhere.
enum TraceFormat: String, ExpressibleByArgument, CaseIterable {
  /// Indented lines, one per record.
  case text
  /// One pretty-printed JSON document.
  case json
  /// JSON Lines: a header, one line per record, a summary per touch sequence, the totals;
  /// written as it goes.
  case jsonl
  /// A title, the outcome in brief, the steps as a nested list: for notes and lessons.
  case markdown
  /// A Mermaid sequence diagram of the dispatch.
  case mermaid

  /// The file name extension of a file in this format.
  var fileExtension: String {
    switch self {
    case .text: "txt"
    case .json: "json"
    case .jsonl: "jsonl"
    case .markdown: "md"
    case .mermaid: "mmd"
    }
  }

  /// For `--format`'s help.
  static let help = ArgumentHelp(
    "Output format: text (indented lines), json (one document), jsonl (JSON Lines, one record per line, streamed), markdown (for notes and lessons), mermaid (a sequence diagram).",
    valueName: "format")

  /// Writes `trace` to `sink` in this format. Text, Markdown and Mermaid go through the one
  /// sanitizer line by line, so an id or a label from a downloaded layout cannot carry escape
  /// sequences, an OSC 52 clipboard write or a bidi override out; JSON escapes its strings. `title` heads the Markdown; `participants` tell
  /// the diagram which ids are controllers or the app delegate (see ``TraceParticipants``).
  func write(
    _ trace: Trace, title: String, participants: TraceParticipants?, to sink: @escaping (String) -> Void
  ) throws {
    switch self {
    case .text: sink(TerminalSafety.sanitizedLines(trace.text))
    case .json: sink(String(decoding: try TraceDocument(trace).encoded(), as: UTF8.self) + "\n")
    case .jsonl: try trace.writeJSONLines(to: sink)
    case .markdown: sink(TerminalSafety.sanitizedLines(trace.markdown(title: title)))
    case .mermaid: sink(TerminalSafety.sanitizedLines(trace.mermaid(participants: participants)))
    }
  }
}

/// Standard output through a buffer: a long trace written line by line costs a system call
/// per 64 KiB, not per line, and memory stays flat however long it is.
final class BufferedOutput {
  private let handle: FileHandle
  private var buffer = Data()
  private let capacity = 1 << 16

  init(_ handle: FileHandle = .standardOutput) {
    self.handle = handle
    buffer.reserveCapacity(capacity)
  }

  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= capacity { flush() }
  }

  func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  deinit { flush() }
}
