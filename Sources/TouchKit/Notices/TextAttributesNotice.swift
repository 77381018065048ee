import Foundation

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
