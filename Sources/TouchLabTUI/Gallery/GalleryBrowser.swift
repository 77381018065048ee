import Foundation
import TouchFoundation
import TouchLayout

/// What the terminal UI needs to move through the gallery with `n` and `p`: the scenarios,
/// which one is open, and how to load one.
///
/// The command line builds it, because loading belongs to the command line (it knows which
/// view classes a layout may name); the UI only calls ``load``. Tests inject layouts from
/// strings, so next and previous are tested without files or a terminal.
public struct GalleryBrowser {
  public var entries: [Gallery.Entry]
  /// The entry that is open, if it is one of them.
  public var index: Int?
  /// Loads an entry's layout afresh, or says what is wrong with it.
  public var load: (Gallery.Entry) -> Result<Layout, LayoutLoadError>

  public init(
    entries: [Gallery.Entry], index: Int?, load: @escaping (Gallery.Entry) -> Result<Layout, LayoutLoadError>
  ) {
    self.entries = entries
    self.index = index
    self.load = load
  }

  /// Where the UI is in the gallery, as a value for ``UIState``.
  var position: GalleryPosition? {
    guard let index, entries.indices.contains(index) else { return nil }
    return GalleryPosition(index: index, entries: entries)
  }
}
