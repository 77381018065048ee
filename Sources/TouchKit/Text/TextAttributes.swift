import Foundation

/// UIKit's attribute names for attributed strings (`NSAttributedString.Key.font`, …), which
/// UIKit adds to Foundation's key type: real code builds attributed titles and placeholders
/// with them. Kept with the string; TouchLab draws its characters, not its attributes.
extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  public static let kern = NSAttributedString.Key("NSKern")
  public static let tracking = NSAttributedString.Key("NSTracking")
  public static let ligature = NSAttributedString.Key("NSLigature")
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  public static let shadow = NSAttributedString.Key("NSShadow")
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  public static let expansion = NSAttributedString.Key("NSExpansion")
  public static let link = NSAttributedString.Key("NSLink")
  public static let attachment = NSAttributedString.Key("NSAttachment")
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}

/// UIKit's `NSUnderlineStyle` (also the strikethrough's).
public struct UnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = UnderlineStyle(rawValue: 0x01)
  public static let thick = UnderlineStyle(rawValue: 0x02)
  public static let double = UnderlineStyle(rawValue: 0x09)
  public static let patternDot = UnderlineStyle(rawValue: 0x0100)
  public static let patternDash = UnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = UnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = UnderlineStyle(rawValue: 0x0400)
  public static let byWord = UnderlineStyle(rawValue: 0x8000)
}

/// UIKit's `NSShadow`, an attribute's shadow. Kept.
open class Shadow {
  public var shadowOffset = CGSize.zero
  public var shadowBlurRadius: CGFloat = 0
  /// A `UIColor`, as UIKit takes it.
  public var shadowColor: Any?

  public init() {}
}

/// UIKit's `NSTextAttachment`: an image inside attributed text. Kept.
open class TextAttachment {
  public var image: Image?
  public var bounds = CGRect.zero

  public init() {}

  public convenience init(image: Image) {
    self.init()
    self.image = image
  }
}

extension NSAttributedString {
  /// A string of one attachment character holding `attachment`, as UIKit makes it.
  public convenience init(attachment: TextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
