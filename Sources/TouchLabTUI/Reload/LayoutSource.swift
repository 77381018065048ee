import Foundation
import TouchFoundation
import TouchLayout
import TouchOpening

/// Where the open layout comes from, and how to load it again: what-if re-runs start from a
/// fresh load (the engine after a touch sequence is not the engine before it), and hot reload
/// loads the file again when it changes.
///
/// The command line builds it, because loading belongs to the command line (it knows which
/// view classes a layout may name, as ``GalleryBrowser`` does); tests give loaders of strings.
public struct LayoutSource {
  /// The file to watch (and to name in messages).
  public var path: String
  /// Loads the layout afresh, or says what is wrong with it.
  public var load: () -> Result<Layout, LayoutLoadError>
  /// The Swift files the layout runs, as of its last load (`--code`, `code:`): watched with
  /// the layout, so that saving one recompiles and reloads.
  public var codeFiles: () -> [String]

  public init(
    path: String, codeFiles: @escaping () -> [String] = { [] },
    load: @escaping () -> Result<Layout, LayoutLoadError>
  ) {
    self.path = path
    self.codeFiles = codeFiles
    self.load = load
  }

  /// The file at `path`, loaded with the standard view classes.
  public static func file(_ path: String) -> LayoutSource {
    LayoutSource(path: path) {
      Result { () throws(LayoutLoadError) in try LayoutLoader.load(contentsOf: path) }
    }
  }

  /// The file's name, for the status bar.
  var fileName: String { URL(fileURLWithPath: path).lastPathComponent }
}
