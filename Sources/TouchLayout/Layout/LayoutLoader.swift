import Foundation
import TouchKit
import Yams

/// Reads layout YAML into TouchKit objects, reporting every problem as `file:line:column`.
///
/// Loading goes text → checks on the raw text (size, encoding, aliases) → Yams' node tree
/// (which keeps each node's line and column) → ``LayoutBuilder``. Node trees rather than
/// `Codable`, because decoding loses the positions that make a message useful.
public enum LayoutLoader {
  /// Loads the file at `path`; `path` is also the `file` of every diagnostic.
  public static func load(contentsOf path: String) throws(LayoutLoadError) -> Layout {
    try load(contentsOf: path, registry: .standard)
  }

  /// Loads layout YAML given as text; `source` names it in diagnostics.
  public static func load(yaml: String, source: String) throws(LayoutLoadError) -> Layout {
    try load(yaml: yaml, source: source, registry: .standard)
  }

  /// Loads the file at `path`, making views through `registry` (for extra view classes).
  public static func load(contentsOf path: String, registry: ViewClassRegistry) throws(LayoutLoadError)
    -> Layout
  {
    let text = try LayoutFileReader.read(path)
    return try load(yaml: text, source: path, registry: registry)
  }

  /// Loads layout YAML given as text, making views through `registry`.
  public static func load(yaml: String, source: String, registry: ViewClassRegistry) throws(LayoutLoadError)
    -> Layout
  {
    let size = yaml.utf8.count
    guard size <= LayoutLimits.maximumFileBytes else {
      throw LayoutLoadError([
        Diagnostic(
          file: source, line: 0, column: 0,
          message: "the layout is \(size) bytes, over the limit of \(LayoutLimits.maximumFileBytes) bytes")
      ])
    }
    let outcome = LargeStack.run { () -> Result<Layout, LayoutLoadError> in
      let log = DiagnosticLog(file: source)
      guard
        let root = compose(
          yaml, log: log, ifEmpty: "the layout is empty: it needs at least a 'windows:' list")
      else {
        return .failure(LayoutLoadError(log.sortedDiagnostics))
      }
      let builder = LayoutBuilder(source: source, log: log, registry: registry)
      guard let layout = builder.build(root) else { return .failure(LayoutLoadError(log.sortedDiagnostics)) }
      return .success(layout)
    }
    return try outcome.get()
  }

  /// The document's root node, or nil with the reasons in `log` (`ifEmpty` when there is no
  /// document at all). Scripts are composed here too.
  static func compose(_ yaml: String, log: DiagnosticLog, ifEmpty: String) -> Node? {
    guard AliasCheck.passes(yaml, log: log) else { return nil }
    let root: Node?
    do {
      root = try Yams.compose(yaml: yaml)
    } catch {
      YAMLErrorTranslation.record(error, in: log)
      return nil
    }
    guard let root else {
      log.error(ifEmpty, at: nil)
      return nil
    }
    return root
  }
}
