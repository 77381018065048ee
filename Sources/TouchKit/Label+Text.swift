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

  /// The width a multi-line label's text wraps at for its intrinsic size: 0 (UIKit's default)
  /// for the width Auto Layout gives it, found in a second solve as UIKit's engine does.
  public var preferredMaxLayoutWidth: CGFloat {
    get { textStyle.preferredMaxLayoutWidth }
    set {
      guard newValue != textStyle.preferredMaxLayoutWidth else { return }
      textStyle.preferredMaxLayoutWidth = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// The width the text wraps at for the intrinsic size: the preferred one, or the layout's for
  /// a multi-line label; nil for one line (a single line never wraps).
  var wrappingWidth: CGFloat? {
    guard numberOfLines != 1 else { return nil }
    return textStyle.preferredMaxLayoutWidth > 0 ? textStyle.preferredMaxLayoutWidth : textStyle.layoutWidth
  }

  /// A solve gave the label `width`. A multi-line label whose preferred width is automatic
  /// wraps at it: when it changed, the intrinsic size is asked again, so the layout pass's next
  /// round solves with the wrapped height. Apple: "During layout, if the text extends beyond the
  /// width specified by this property, the additional text flows to one or more new lines,
  /// increasing the height of the label" (`preferredMaxLayoutWidth`); that 0 means the width
  /// layout gives the label (since iOS 8) is community knowledge — before it, apps set the
  /// property to their width in `layoutSubviews` and asked for layout again, which this does.
  func noteLayoutWidth(_ width: CGFloat) {
    guard numberOfLines != 1, textStyle.preferredMaxLayoutWidth == 0, textStyle.layoutWidth != width else {
      return
    }
    textStyle.layoutWidth = width
    invalidateIntrinsicContentSize()
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
