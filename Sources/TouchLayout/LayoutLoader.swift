import Foundation
import TouchKit

/// Reads layout YAML into TouchKit objects. (Stub: the loader work replaces the bodies.)
public enum LayoutLoader {
  /// Loads the file at `path`; `path` is also the `file` of every diagnostic.
  public static func load(contentsOf path: String) throws(LayoutLoadError) -> Layout {
    throw LayoutLoadError([Diagnostic(file: path, line: 0, column: 0, message: "loader not implemented yet")])
  }

  /// Loads layout YAML given as text; `source` names it in diagnostics.
  public static func load(yaml: String, source: String) throws(LayoutLoadError) -> Layout {
    throw LayoutLoadError([Diagnostic(file: source, line: 0, column: 0, message: "loader not implemented yet")])
  }
}
