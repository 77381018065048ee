import Foundation

/// UIKit's string drawing and measuring (`"Hi".size(withAttributes:)`,
/// `boundingRect(with:options:attributes:context:)`, `draw(in:withAttributes:)`), which custom
/// views use to size themselves. Sizes come from TouchLab's text model (TextMetrics.swift: the
/// font's point size, DejaVu Sans's widths), so code that lays out by them runs as on iOS within
/// that model's error; drawing draws nothing.
extension StringProtocol {
  /// The size of the string on one line per newline, in the attributes' font (UIKit's default
  /// for unattributed drawing, 12-point system, without one).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextMeasure.size(of: String(self), font: TextMeasure.font(in: attributes), width: nil)
  }

  /// The size when laid out `size.width` wide: lines break where the width runs out (at
  /// characters: the model has no word breaking) as well as at newlines.
  public func boundingRect(
    with size: CGSize, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
    context: StringDrawingContext?
  ) -> CGRect {
    let wrapping = options.contains(.usesLineFragmentOrigin) ? size.width : nil
    return CGRect(
      origin: .zero,
      size: TextMeasure.size(of: String(self), font: TextMeasure.font(in: attributes), width: wrapping))
  }

  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
}

/// The same on `NSString`, which iOS code reaches with a cast (`(title as NSString).size(
/// withAttributes:)`, `(emoji as NSString).draw(in:withAttributes:)`): UIKit adds them to
/// NSString, and Foundation's NSString is not a `StringProtocol` (a checkbox in issue 36's
/// real-files check).
extension NSString {
  private var swiftString: String {
    #if canImport(ObjectiveC)
      self as String
    #else
      String._unconditionallyBridgeFromObjectiveC(self)
    #endif
  }

  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    swiftString.size(withAttributes: attributes)
  }

  public func boundingRect(
    with size: CGSize, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
    context: StringDrawingContext?
  ) -> CGRect {
    swiftString.boundingRect(with: size, options: options, attributes: attributes, context: context)
  }

  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
}

extension NSAttributedString {
  /// The size of its characters in the font of its first character.
  public func size() -> CGSize {
    string.size(withAttributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
  }

  public func boundingRect(
    with size: CGSize, options: StringDrawingOptions = [], context: StringDrawingContext?
  )
    -> CGRect
  {
    string.boundingRect(
      with: size, options: options, attributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil,
      context: context)
  }

  public func draw(at point: CGPoint) {}

  public func draw(in rect: CGRect) {}
}

/// UIKit's `NSStringDrawingOptions`.
public struct StringDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let usesLineFragmentOrigin = StringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = StringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = StringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = StringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext`. Kept.
open class StringDrawingContext {
  public var minimumScaleFactor: CGFloat = 0
  public private(set) var actualScaleFactor: CGFloat = 1
  public private(set) var totalBounds = CGRect.zero

  public init() {}
}

/// Measuring through the text model.
enum TextMeasure {
  /// UIKit's font for drawing without a font attribute.
  static let defaultPointSize: CGFloat = 12

  static func font(in attributes: [NSAttributedString.Key: Any]?) -> Font {
    attributes?[.font] as? Font ?? Font.systemFont(ofSize: defaultPointSize)
  }

  static func size(of text: String, font: Font, width: CGFloat?) -> CGSize {
    let line = TextMetrics.size(of: text, font: font, maximumLines: 0)
    guard let width, width > 0, width.isFinite, line.width > width else { return line }
    var lines = 0
    for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let partWidth = TextMetrics.width(of: part, font: font)
      lines += max(1, Int((partWidth / width).rounded(.up)))
    }
    return CGSize(width: width, height: CGFloat(lines) * font.lineHeight)
  }
}
