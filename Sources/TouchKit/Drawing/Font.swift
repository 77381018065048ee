import Foundation

/// A font (UIKit's `UIFont`): a name, a size and a weight. TouchLab measures no text, so a font
/// changes nothing a touch meets; it is kept so that `titleLabel?.font = .systemFont(ofSize: 15,
/// weight: .semibold)` compiles and reads back what it set.
public final class Font: Equatable, Hashable, CustomStringConvertible, Sendable {
  /// UIKit's `UIFont.Weight`, with its values.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }

  /// UIKit's `UIFont.TextStyle`, with the size each has at the default Dynamic Type setting.
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point size at the default content size category (large).
    var defaultSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }

  public let fontName: String
  public let pointSize: CGFloat
  public let weight: Weight

  init(fontName: String, pointSize: CGFloat, weight: Weight = .regular) {
    self.fontName = fontName
    self.pointSize = pointSize
    self.weight = weight
  }

  /// A named font: TouchLab has every name, as it draws none of them.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, pointSize: fontSize)
  }

  public var familyName: String { fontName }
  /// About 1.2 times the size, as San Francisco's is.
  public var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

  public func withSize(_ fontSize: CGFloat) -> Font {
    Font(fontName: fontName, pointSize: fontSize, weight: weight)
  }

  public static var systemFontSize: CGFloat { 17 }
  public static var labelFontSize: CGFloat { 17 }
  public static var buttonFontSize: CGFloat { 18 }

  public static func systemFont(ofSize fontSize: CGFloat) -> Font {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(fontName: ".SFUI", pointSize: fontSize, weight: weight)
  }

  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(fontName: ".SFUI-Italic", pointSize: fontSize)
  }

  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(fontName: ".SFMono", pointSize: fontSize, weight: weight)
  }

  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    systemFont(ofSize: fontSize, weight: weight)
  }

  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    systemFont(ofSize: style.defaultSize, weight: style == .headline ? .semibold : .regular)
  }

  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }

  public var description: String { "\(fontName) \(Format.number(pointSize))" }
}
