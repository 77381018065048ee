import Foundation
import TouchFoundation

/// Reads the text `recursiveDescription` prints (and Chisel's `pviews`, cycript's
/// `recursiveDescription().toString()`, Xcode's console) into ``DumpView``s.
///
/// A pure function of the text: it never throws, never traps and takes time linear in the
/// text, whatever the text is (the fuzz target's contract). A line that is not a view is
/// passed over: on purpose for `(layer)` lines, blank lines and LLDB prompts, with a warning
/// at `file:line:column` for anything else. Only a text with no view at all is an error.
public enum DumpParser {
  /// Longest description read (a label's text can run over several lines).
  public static let maximumEntryBytes = 64 * 1024
  /// Most lines one description may span.
  public static let maximumEntryLines = 200

  public static func parse(_ text: String, source: String) -> DumpParseResult {
    var reader = Reader(source: source)
    var lineNumber = 0
    for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      lineNumber += 1
      var bytes = Array(line)
      if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
      let cuts = reader.pending == nil ? FlattenedDumpLine.splits(bytes) : []
      guard !cuts.isEmpty else {
        reader.read(bytes, line: lineNumber)
        continue
      }
      reader.noteFlattened(line: lineNumber, views: cuts.count + 1)
      for (start, end) in zip([0] + cuts, cuts + [bytes.count]) {
        reader.read(Array(bytes[start..<end]), line: lineNumber, columnOffset: start)
      }
    }
    return reader.finish()
  }

  /// A description that began on an earlier line and has not ended yet.
  private struct Pending {
    var bytes: [UInt8]
    var scanner = DescriptionScanner()
    var line: Int
    var column: Int
    var depth: Int
    var lines = 1
  }

  private struct Reader {
    let source: String
    var tree: DumpTree
    var pending: Pending?
    var skipped = 0
    var diagnostics: [Diagnostic] = []
    var flattenedNoted = false
    /// What the unreadable lines were, if they were another hierarchy a debugger prints.
    var transcript: DebuggerTranscript?

    init(source: String) {
      self.source = source
      tree = DumpTree(source: source)
    }

    /// Says once that a line held several views (``FlattenedDumpLine``).
    mutating func noteFlattened(line: Int, views: Int) {
      guard !flattenedNoted else { return }
      flattenedNoted = true
      warn(
        line, 1,
        "\(views) views on one line (its line breaks lost, or printed as a string's \\n escapes by `po`): "
          + "read as one view per line, "
          + "each at the depth its '|'s give")
    }

    /// `columnOffset`: where `bytes` begins in its line (a flattened line's later views).
    mutating func read(_ bytes: [UInt8], line: Int, columnOffset: Int = 0) {
      if var entry = pending {
        pending = nil
        // A new view line ends a description left open (a quote that never closed).
        if case .view = DumpLine.classify(bytes, allowsPrefix: false) {
          warn(
            entry.line, entry.column,
            "this view's description does not end ('>' missing); read up to its line's end")
          finishUnclosed(entry)
        } else {
          entry.bytes.append(UInt8(ascii: "\n"))
          entry.bytes += bytes
          entry.lines += 1
          scan(entry)
          return
        }
      }
      switch DumpLine.classify(bytes) {
      case .skipped:
        skipped += 1
      case .unreadable(let column, let message):
        transcript = transcript ?? DebuggerTranscript.kind(of: bytes)
        warn(line, columnOffset + column, message)
      case .view(let depth, let start):
        scan(
          Pending(bytes: Array(bytes[start...]), line: line, column: columnOffset + start + 1, depth: depth))
      }
    }

    /// Scans what `entry` has so far; finishes it, keeps it pending, or gives it up.
    private mutating func scan(_ entry: Pending) {
      var entry = entry
      guard entry.bytes.count <= maximumEntryBytes, entry.lines <= maximumEntryLines else {
        warn(
          entry.line, entry.column,
          "this description runs over \(maximumEntryLines) lines or \(maximumEntryBytes) bytes without ending; passed over"
        )
        return
      }
      guard entry.scanner.advance(over: entry.bytes) else {
        pending = entry
        return
      }
      if let failure = entry.scanner.failure {
        warn(entry.line, entry.column, "cannot read this view: \(failure)")
        return
      }
      add(entry)
    }

    /// A description whose `>` never came: read as far as its first line goes.
    private mutating func finishUnclosed(_ entry: Pending) {
      var entry = entry
      if let newline = entry.bytes.firstIndex(of: UInt8(ascii: "\n")) {
        entry.bytes = Array(entry.bytes[..<newline])
      }
      // One `>` for each `<` still open (`layer = <CALayer: 0x6000` cut off), at most as many
      // as brackets may nest.
      entry.scanner = DescriptionScanner()
      for _ in 0..<DescriptionScanner.maximumNesting where entry.scanner.end == nil {
        entry.bytes.append(UInt8(ascii: ">"))
        _ = entry.scanner.advance(over: entry.bytes)
      }
      if entry.scanner.end != nil { add(entry) }
    }

    private mutating func add(_ entry: Pending) {
      let read = DumpEntryReader(
        bytes: entry.bytes, separators: entry.scanner.separators, end: entry.scanner.end ?? entry.bytes.count,
        line: entry.line, column: entry.column)
      var messages: [(Int, Int, String)] = []
      guard let view = read.view(warnings: &messages) else {
        warn(entry.line, entry.column, "cannot read this view's class and address")
        return
      }
      for (line, column, message) in messages { warn(line, column, message) }
      for (line, column, message) in tree.add(view, depth: entry.depth) { warn(line, column, message) }
    }

    private mutating func warn(_ line: Int, _ column: Int, _ message: String) {
      diagnostics.append(
        Diagnostic(file: source, line: line, column: column, message: message, isWarning: true))
    }

    mutating func finish() -> DumpParseResult {
      if let entry = pending {
        pending = nil
        warn(entry.line, entry.column, "the dump ends inside this view's description ('>' missing)")
        finishUnclosed(entry)
      }
      let roots = tree.finish()
      var all = diagnostics
      if roots.isEmpty {
        // Every line of a text that is no dump at all would be a warning: one message says it.
        all = [
          Diagnostic(
            file: source, line: 0, column: 0,
            message: transcript?.message
              ?? "not a view dump: no line reads '<ClassName: 0xADDRESS; frame = (x y; width height); …>' "
              + "(the output of `po view.recursiveDescription()` or Chisel's `pviews`)")
        ]
      }
      return DumpParseResult(
        roots: roots, diagnostics: Self.capped(all, source: source), skippedLines: skipped)
    }

    /// At most ``LayoutLimits/maximumDiagnostics`` problems, and a line saying how many more.
    private static func capped(_ diagnostics: [Diagnostic], source: String) -> [Diagnostic] {
      let limit = LayoutLimits.maximumDiagnostics
      guard diagnostics.count > limit else { return diagnostics }
      return Array(diagnostics.prefix(limit)) + [
        Diagnostic(
          file: source, line: 0, column: 0,
          message: "\(diagnostics.count - limit) more warning(s) not shown (at most \(limit) are listed)",
          isWarning: true)
      ]
    }
  }
}
