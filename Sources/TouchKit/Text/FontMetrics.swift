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
