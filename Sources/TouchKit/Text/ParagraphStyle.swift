import Foundation

/// UIKit's `NSParagraphStyle`: alignment, spacing and line breaking of attributed text. Kept
/// with the string, not drawn. Its properties are settable here, where UIKit keeps them for
/// ``MutableParagraphStyle``: code that compiles against UIKit's compiles against this.
open class ParagraphStyle {
  public var alignment = TextAlignment.natural
  public var lineSpacing: CGFloat = 0
  public var paragraphSpacing: CGFloat = 0
  public var paragraphSpacingBefore: CGFloat = 0
  public var firstLineHeadIndent: CGFloat = 0
  public var headIndent: CGFloat = 0
  public var tailIndent: CGFloat = 0
  public var lineBreakMode = LineBreakMode.byWordWrapping
  public var minimumLineHeight: CGFloat = 0
  public var maximumLineHeight: CGFloat = 0
  public var lineHeightMultiple: CGFloat = 0
  public var hyphenationFactor: Float = 0

  public required init() {}

  /// The default style (a new one each time: TouchLab shares no mutable style).
  open class var `default`: ParagraphStyle { ParagraphStyle() }

  /// A mutable copy, as `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`
  /// expects.
  open func mutableCopy() -> Any { copied(as: MutableParagraphStyle.self) }

  open func copy() -> Any { copied(as: Self.self) }

  private func copied<T: ParagraphStyle>(as type: T.Type) -> T {
    let copy = type.init()
    copy.alignment = alignment
    copy.lineSpacing = lineSpacing
    copy.paragraphSpacing = paragraphSpacing
    copy.paragraphSpacingBefore = paragraphSpacingBefore
    copy.firstLineHeadIndent = firstLineHeadIndent
    copy.headIndent = headIndent
    copy.tailIndent = tailIndent
    copy.lineBreakMode = lineBreakMode
    copy.minimumLineHeight = minimumLineHeight
    copy.maximumLineHeight = maximumLineHeight
    copy.lineHeightMultiple = lineHeightMultiple
    copy.hyphenationFactor = hyphenationFactor
    return copy
  }
}

/// UIKit's `NSMutableParagraphStyle`.
open class MutableParagraphStyle: ParagraphStyle {}
