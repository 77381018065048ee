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

/// Whether an attributed string carries attributes worth a notice.
enum TextAttributesNotice {
  static func hasAttributes(_ string: NSAttributedString) -> Bool {
    guard string.length > 0 else { return false }
    var found = false
    string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, _, stop in
      if !attributes.isEmpty {
        found = true
        stop.pointee = true
      }
    }
    return found
  }
}
