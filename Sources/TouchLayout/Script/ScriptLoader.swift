import Foundation
import TouchKit
import Yams

/// Reads script YAML (docs/script-format.md) for a loaded layout, reporting every problem as
/// `file:line:column`, as ``LayoutLoader`` does for layouts and through the same machinery.
///
/// A script is read against the layout it will run on, so an id that names nothing there (a
/// target, or a view an expectation names) is an error with the closest id as a suggestion,
/// before anything runs.
public enum ScriptLoader {
  /// Reads the script at `path`; `path` is the `file` of every diagnostic.
  public static func load(
    contentsOf path: String, for layout: Layout, resolver: ViewTargetResolver = .standard
  ) throws(LayoutLoadError) -> Script {
    let text = try LayoutFileReader.read(path)
    return try load(yaml: text, source: path, for: layout, resolver: resolver)
  }

  /// Reads script YAML given as text; `source` names it in diagnostics.
  public static func load(
    yaml: String, source: String, for layout: Layout, resolver: ViewTargetResolver = .standard
  ) throws(LayoutLoadError) -> Script {
    let size = yaml.utf8.count
    guard size <= LayoutLimits.maximumFileBytes else {
      throw LayoutLoadError([
        Diagnostic(
          file: source, line: 0, column: 0,
          message: "the script is \(size) bytes, over the limit of \(LayoutLimits.maximumFileBytes) bytes")
      ])
    }
    let outcome = LargeStack.run { () -> Result<Script, LayoutLoadError> in
      let log = DiagnosticLog(file: source)
      let empty = "the script is empty: it needs a 'steps:' list"
      guard let root = LayoutLoader.compose(yaml, log: log, ifEmpty: empty) else {
        return .failure(LayoutLoadError(log.sortedDiagnostics))
      }
      let reader = ScriptReader(source: source, log: log, layout: layout, resolver: resolver)
      guard let script = reader.read(root) else { return .failure(LayoutLoadError(log.sortedDiagnostics)) }
      return .success(script)
    }
    return try outcome.get()
  }
}
