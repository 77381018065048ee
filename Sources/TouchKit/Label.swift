import Foundation

/// A view that shows a line of text (UIKit's `UILabel`). Like UIKit's, it ignores touches by
/// default: `isUserInteractionEnabled` starts false, so a recognizer on it never fires (§8, 3).
open class Label: View {
  /// The text the box shows. Optional, as UIKit's; setting nil stores "" (read back as "",
  /// which a layout's labels have by default).
  open var text: String? {
    get { caption }
    set { caption = newValue ?? "" }
  }
  var caption = "" {
    didSet {
      noteDrawnChange()
      if holdsConstraints { invalidateIntrinsicContentSize() }
    }
  }
  /// Font, colour, alignment and the rest: kept, not drawn (Label+Text.swift).
  var textStyle = LabelTextStyle()
  /// The attributed string last set, kept with its attributes while the text is its string.
  private var attributedCaption: NSAttributedString?

  // UILabel's text properties are Objective-C properties a subclass may override (a label that
  // restyles itself in `override var text: String? { didSet … }`), so they are open here, in
  // the class (an extension's member cannot be overridden).

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// Implicitly unwrapped, as UIKit's: nil resets it to the default (the system font at 17 pt).
  open var font: Font! {
    get { textStyle.font }
    set {
      textStyle.font = newValue ?? LabelTextStyle().font
      if holdsConstraints { invalidateIntrinsicContentSize() }
    }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// Implicitly unwrapped, as UIKit's: nil resets it to the default (`.label`).
  open var textColor: Color! {
    get { textStyle.textColor }
    set { textStyle.textColor = newValue ?? LabelTextStyle().textColor }
  }

  /// The attributed string as set, its attributes kept (not drawn): the first one with
  /// attributes in a run says so. Setting ``text`` afterwards makes it plain again, as UIKit does.
  open var attributedText: NSAttributedString? {
    get {
      if let attributedCaption, attributedCaption.string == caption { return attributedCaption }
      return text.map { NSAttributedString(string: $0) }
    }
    set {
      text = newValue?.string
      attributedCaption = newValue
      if newValue.map(TextAttributesNotice.hasAttributes) == true { notice(.textAttributes) }
    }
  }

  /// Where the text would be drawn within `bounds` (UIKit's, open for a subclass that insets
  /// it): the text's size in its font for `numberOfLines` lines, at the top left of `bounds`
  /// and no larger. UIKit centres it vertically when it draws, in ``drawText(in:)``.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let size = TextMetrics.size(
      of: caption, font: font, maximumLines: numberOfLines,
      wrappingAt: numberOfLines == 1 ? nil : bounds.width)
    return CGRect(
      origin: bounds.origin,
      size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height)))
  }

  /// Draws the text in `rect` (UIKit's, open: an inset label overrides it to call `super` with a
  /// smaller rectangle). TouchLab draws the label as a box with its text, so it is never
  /// called, as ``draw(_:)`` is not.
  open func drawText(in rect: CGRect) {}

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The text's size in its font (TextMetrics.swift): what Auto Layout sizes a
  /// label by when no constraint fixes its width or height.
  open override var intrinsicContentSize: CGSize { TextMetrics.intrinsicSize(of: self) }
}
