import TouchLayout

/// Which gallery scenario is open, and the others around it: what the status bar and the
/// title row say, and what `n` and `p` move between.
public struct GalleryPosition: Equatable, Sendable {
  /// The scenario that is open.
  public var index: Int
  public var entries: [Gallery.Entry]
  /// The scenario last asked for, when it did not load: `n` and `p` count from it, so a broken
  /// scenario can be stepped over.
  public var attempted: Int?

  public init(index: Int, entries: [Gallery.Entry]) {
    self.index = index
    self.entries = entries
  }

  /// "3 of 21".
  public var counter: String { "\(index + 1) of \(entries.count)" }
}
