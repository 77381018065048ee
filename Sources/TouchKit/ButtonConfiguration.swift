import Foundation

/// What a button's look is made of since iOS 15 (UIKit's `UIButton.Configuration`): a style, a
/// title, an image, insets, colours. TouchLab keeps every value and reads them back; it shows the
/// title and image (as a button's own), and measures the title with `contentInsets` for Auto
/// Layout. Colours, corner styles and sizes are kept, not drawn (the terminal draws a box).
public struct ButtonConfiguration: Equatable {
  /// Which of UIKit's factory styles made the configuration (`.filled()`, …): kept for
  /// `describe`, changes no touch.
  public enum Style: String, Sendable {
    case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
  }

  /// UIKit's `UIButton.Configuration.CornerStyle`: kept.
  public enum CornerStyle: Int, Sendable {
    case dynamic, fixed, small, medium, large, capsule
  }

  /// UIKit's `UIButton.Configuration.Size`: kept.
  public enum Size: Int, Sendable {
    case mini, small, medium, large
  }

  /// UIKit's `UIButton.Configuration.TitleAlignment`: kept.
  public enum TitleAlignment: Int, Sendable {
    case automatic, leading, center, trailing
  }

  public private(set) var style: Style
  public var title: String?
  public var subtitle: String?
  public var attributedTitle: AttributedString?
  public var image: Image?
  public var imagePlacement: DirectionalRectEdge = .leading
  public var imagePadding: CGFloat = 0
  public var titlePadding: CGFloat = 0
  /// The space around the title and image. UIKit's default depends on `buttonSize` and is not
  /// documented; TouchLab's is 7 points above and below and 12 at the sides (UNSOURCED: the
  /// medium size as commonly measured), used to size the button for Auto Layout.
  public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
  public var baseForegroundColor: Color?
  public var baseBackgroundColor: Color?
  public var background = BackgroundConfiguration()
  public var cornerStyle = CornerStyle.dynamic
  public var buttonSize = Size.medium
  public var titleAlignment = TitleAlignment.automatic
  public var showsActivityIndicator = false
  public var automaticallyUpdateForSelection = true

  init(style: Style) { self.style = style }

  public static func plain() -> ButtonConfiguration { ButtonConfiguration(style: .plain) }
  public static func tinted() -> ButtonConfiguration { ButtonConfiguration(style: .tinted) }
  public static func gray() -> ButtonConfiguration { ButtonConfiguration(style: .gray) }
  public static func filled() -> ButtonConfiguration { ButtonConfiguration(style: .filled) }
  public static func borderless() -> ButtonConfiguration { ButtonConfiguration(style: .borderless) }
  public static func bordered() -> ButtonConfiguration { ButtonConfiguration(style: .bordered) }
  public static func borderedTinted() -> ButtonConfiguration { ButtonConfiguration(style: .borderedTinted) }
  public static func borderedProminent() -> ButtonConfiguration {
    ButtonConfiguration(style: .borderedProminent)
  }

  /// The title a button with this configuration shows: `title`, else `attributedTitle`'s
  /// characters.
  var shownTitle: String? { title ?? attributedTitle.map { String($0.characters) } }

  /// UIKit's `updated(for:)`: the configuration for a button's state. TouchLab's is the
  /// configuration itself (the state changes colours only, which are not drawn).
  public func updated(for button: Button) -> ButtonConfiguration { self }
}

/// A background's look (UIKit's `UIBackgroundConfiguration`): kept, not drawn.
public struct BackgroundConfiguration: Equatable {
  public var backgroundColor: Color?
  public var cornerRadius: CGFloat = 0
  public var strokeColor: Color?
  public var strokeWidth: CGFloat = 0
  public var image: Image?

  public init() {}

  public static func clear() -> BackgroundConfiguration { BackgroundConfiguration() }
}
