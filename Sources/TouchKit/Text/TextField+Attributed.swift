import Foundation

/// A text field's attributed text and placeholder: their characters are the field's text and
/// placeholder (what is drawn and edited); their attributes are kept, not drawn, and the first
/// attributed string set in a run says so.
extension TextField {
  public var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storedText) }
    set {
      text = newValue?.string
      if newValue.map(TextAttributesNotice.hasAttributes) == true { notice(.textAttributes) }
    }
  }

  public var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set {
      placeholder = newValue?.string
      if newValue.map(TextAttributesNotice.hasAttributes) == true { notice(.textAttributes) }
    }
  }
}
