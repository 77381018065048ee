import Foundation

/// UILabel's text settings that real view files set. Kept and read back; the box shows the
/// text, not its font or colour.
extension Label {
  public var textAlignment: TextAlignment {
    get { textStyle.textAlignment }
    set { textStyle.textAlignment = newValue }
  }

  /// 1 by default; 0 for as many lines as it takes.
  public var numberOfLines: Int {
    get { textStyle.numberOfLines }
    set { textStyle.numberOfLines = newValue }
  }

  public var lineBreakMode: LineBreakMode {
    get { textStyle.lineBreakMode }
    set { textStyle.lineBreakMode = newValue }
  }

  public var adjustsFontSizeToFitWidth: Bool {
    get { textStyle.adjustsFontSizeToFitWidth }
    set { textStyle.adjustsFontSizeToFitWidth = newValue }
  }

  public var minimumScaleFactor: CGFloat {
    get { textStyle.minimumScaleFactor }
    set { textStyle.minimumScaleFactor = newValue }
  }

  public var highlightedTextColor: Color? {
    get { textStyle.highlightedTextColor }
    set { textStyle.highlightedTextColor = newValue }
  }

  /// Drawn (reverse video, double lines), unlike the rest of the style: an open menu's row
  /// under the finger is a highlighted label (MenuRow.swift).
  public var isHighlighted: Bool {
    get { textStyle.isHighlighted }
    set {
      guard newValue != textStyle.isHighlighted else { return }
      textStyle.isHighlighted = newValue
      noteDrawnChange()
    }
  }

  public var isEnabled: Bool {
    get { textStyle.isEnabled }
    set { textStyle.isEnabled = newValue }
  }
}
