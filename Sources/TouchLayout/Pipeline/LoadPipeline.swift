import Foundation
import TouchFoundation
import TouchYAML

/// The one way a person's YAML file becomes a typed value, shared by layouts, scripts (and so
/// recordings, which are scripts) and the gallery's titles.
///
/// Read (``SourceFileReader``) → checks on the raw text (size) → the tree of ``YAMLNode``s
/// ``YAMLComposer`` makes of libyaml's events, which keeps each node's line and column, its
/// aliases refused (``AliasCheck``) → the typed value, built by the caller's
/// reader (``LayoutBuilder``, ``ScriptReader``). YAMLNode trees rather than `Codable`, because
/// decoding loses the positions that make a message useful. Every stage reports into one
/// ``DiagnosticLog``, so each problem is `file:line:column: message` whatever found it, and a
/// change to loading (reading standard input, regular-file checks, alias bounds) is made here,
/// once, for every kind of file.
package struct LoadPipeline {
  /// What the file is, in whole-file messages ("the script is … bytes, over the limit …").
  let noun: String
  /// The message for text that holds no YAML document at all.
  let emptyMessage: String

  package init(noun: String, emptyMessage: String) {
    self.noun = noun
    self.emptyMessage = emptyMessage
  }

  static let layout = LoadPipeline(
    noun: "layout", emptyMessage: "the layout is empty: it needs at least a 'windows:' list")
  package static let script = LoadPipeline(
    noun: "script", emptyMessage: "the script is empty: it needs a 'steps:' list")

  /// From this size of text on, the node tree is freed on a thread of its own (about 5,000
  /// views): freeing a 10,000-view tree was 2.3% of its load (0.7 ms), starting a thread costs
  /// some 50 µs. UNSOURCED: measured here.
  static let backgroundReleaseBytes = 256 << 10

  /// Loads the file at `path`, which is also the `file` of every diagnostic (`-`: standard
  /// input, called `<stdin>`). `build` turns the document's root into the value, recording its
  /// problems in the log; nil when it found any.
  package func load<Value>(
    contentsOf path: String, build: @escaping (YAMLNode, DiagnosticLog) -> Value?
  ) throws(LayoutLoadError) -> Value {
    let source = path == "-" ? SourceFileReader.standardInputName : path
    return try load(yaml: SourceFileReader.read(path), source: source, build: build)
  }

  /// Loads YAML given as text; `source` names it in diagnostics. `maximumBytes`: larger for
  /// the layout an imported dump becomes (``LayoutLimits/maximumDumpBytes``).
  package func load<Value>(
    yaml: String, source: String, maximumBytes: Int = LayoutLimits.maximumFileBytes,
    options: LayoutLoadOptions? = nil, listStream: (any YAMLListStream)? = nil,
    build: @escaping (YAMLNode, DiagnosticLog) -> Value?
  ) throws(LayoutLoadError) -> Value {
    let size = yaml.utf8.count
    guard size <= maximumBytes else {
      let option = options == nil ? "" : " (--max-file-bytes)"
      throw LayoutLoadError([
        Diagnostic(
          file: source, line: 0, column: 0,
          message: "the \(noun) is \(size) bytes, over the limit of \(maximumBytes) bytes\(option)")
      ])
    }
    // Composing and building recurse once per nesting level: on a stack known to be enough.
    let nesting = options?.maximumYAMLNesting ?? LayoutLimits.maximumYAMLNesting
    let stack = options?.parserStackBytes ?? LayoutLimits.parserStackBytes
    let outcome = LargeStack.run(stackBytes: stack) { () -> Result<Value, LayoutLoadError> in
      let log = DiagnosticLog(file: source)
      guard
        let root = compose(
          yaml, log: log, options: options, nesting: nesting, stack: stack, listStream: listStream),
        let value = build(root, log)
      else {
        return .failure(LayoutLoadError(log.sortedDiagnostics))
      }
      // The tree is not needed any more: a large one is freed off the path to the first screen.
      if size >= Self.backgroundReleaseBytes { LargeStack.release(consume root, stackBytes: stack) }
      return .success(value)
    }
    return try outcome.get()
  }

  /// The document's root node, or nil with the reasons in `log` (``emptyMessage`` when there
  /// is no document at all).
  private func compose(
    _ yaml: String, log: DiagnosticLog, options: LayoutLoadOptions?, nesting: Int, stack: Int,
    listStream: (any YAMLListStream)?
  )
    -> YAMLNode?
  {
    // Aliases are listed, never expanded, and refused once the whole file is read.
    let aliases = YAMLAliases()
    let root: YAMLNode?
    do {
      root = try YAMLComposer.compose(
        yaml, stackBytes: stack, listStream: listStream, aliases: aliases, maximumNesting: nesting)
    } catch {
      AliasCheck.record(error, aliases: aliases, text: yaml, options: options, log: log)
      return nil
    }
    guard AliasCheck.passes(aliases, log: log) else { return nil }
    guard let root else {
      log.error(emptyMessage, at: nil)
      return nil
    }
    return root
  }
}
