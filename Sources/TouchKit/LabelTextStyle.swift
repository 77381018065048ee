import Foundation

/// How a label's text would be set, as UIKit keeps it: TouchLab measures and draws no text, so
/// these are read back, never used (Label+Text.swift).
struct LabelTextStyle {
  var font = Font.systemFont(ofSize: 17)
  var textColor = Color.label
  var textAlignment = TextAlignment.natural
  var numberOfLines = 1
  /// UIKit's `preferredMaxLayoutWidth`: 0, the default, is automatic (the width the layout
  /// gives the label).
  var preferredMaxLayoutWidth: CGFloat = 0
  /// The width the last layout pass gave a multi-line label whose preferred width is automatic,
  /// which its intrinsic height wraps at (TextMetrics.swift).
  var layoutWidth: CGFloat?
  var lineBreakMode = LineBreakMode.byTruncatingTail
  var adjustsFontSizeToFitWidth = false
  var minimumScaleFactor: CGFloat = 0
  var highlightedTextColor: Color?
  var isHighlighted = false
  var isEnabled = true
}

/// UIKit's `NSTextAlignment`.
public enum TextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// UIKit's `NSLineBreakMode`.
public enum LineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
