import Foundation

/// UIKit's `UIFontMetrics`: scales fonts and lengths for the user's Dynamic Type setting.
///
/// TouchLab's setting is the default one (`UIContentSizeCategory.large`), where UIKit's
/// metrics scale by exactly 1, so each call answers what iOS answers at that setting: the font
/// or value as given (capped at `maximumPointSize`). The first use in a run says so.
public final class FontMetrics: Sendable {
  public let textStyle: Font.TextStyle

  public init(forTextStyle textStyle: Font.TextStyle) {
    self.textStyle = textStyle
  }

  public static let `default` = FontMetrics(forTextStyle: .body)

  public func scaledFont(for font: Font) -> Font {
    Application.current?.notice(.dynamicType)
    return font
  }

  public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
    let scaled = scaledFont(for: font)
    return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
  }

  public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
    scaledFont(for: font)
  }

  public func scaledValue(for value: CGFloat) -> CGFloat {
    Application.current?.notice(.dynamicType)
    return value
  }

  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
    scaledValue(for: value)
  }
}

/// UIKit's `UIContentSizeCategory`: the user's Dynamic Type setting; TouchLab's is `.large`.
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Smallest to largest, as UIKit orders them.
  static let order: [ContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }

  public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
}
