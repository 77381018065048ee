import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchYAML

/// Reads script YAML (docs/script-format.md) for a loaded layout, reporting every problem as
/// `file:line:column`, through the same ``LoadPipeline`` as layouts. Recordings are scripts,
/// so they are read here too.
///
/// A script is read against the layout it will run on, so an id that names nothing there (a
/// target, or a view an expectation names) is an error with the closest id as a suggestion,
/// before anything runs.
public enum ScriptLoader {
  /// Reads the script at `path`; `path` is the `file` of every diagnostic.
  public static func load(
    contentsOf path: String, for layout: Layout, resolver: ViewTargetResolver = .standard
  ) throws(LayoutLoadError) -> Script {
    try LoadPipeline.script.load(
      contentsOf: path, build: reader(source: path, for: layout, resolver: resolver))
  }

  /// Reads script YAML given as text; `source` names it in diagnostics.
  public static func load(
    yaml: String, source: String, for layout: Layout, resolver: ViewTargetResolver = .standard
  ) throws(LayoutLoadError) -> Script {
    try LoadPipeline.script.load(
      yaml: yaml, source: source, build: reader(source: source, for: layout, resolver: resolver))
  }

  /// The pipeline's last stage for a script: the document's root into steps, against `layout`.
  private static func reader(
    source: String, for layout: Layout, resolver: ViewTargetResolver
  ) -> (YAMLNode, DiagnosticLog) -> Script? {
    { root, log in ScriptReader(source: source, log: log, layout: layout, resolver: resolver).read(root) }
  }
}
