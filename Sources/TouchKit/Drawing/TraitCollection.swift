import Foundation

/// The environment a view is shown in (UIKit's `UITraitCollection`): the screen's device idiom
/// and scale, its size classes, and the appearance, light (TouchLab shows one). Made from the
/// layout's ``DeviceScreen`` (``init(screen:)``); `UIColor { traits in … }` resolves with it.
public struct TraitCollection: Equatable, Sendable {
  /// UIKit's `UIUserInterfaceStyle`.
  public enum UserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
  }

  /// UIKit's `UIUserInterfaceSizeClass`.
  public enum SizeClass: Int, Sendable {
    case unspecified, compact, regular
  }

  /// UIKit's `UIUserInterfaceIdiom`.
  public enum Idiom: Int, Sendable {
    case unspecified = -1
    case phone, pad
  }

  public var userInterfaceStyle: UserInterfaceStyle = .light
  public var displayScale: CGFloat = 2
  public var userInterfaceIdiom: Idiom = .unspecified
  public var horizontalSizeClass: SizeClass = .unspecified
  public var verticalSizeClass: SizeClass = .unspecified
  /// The Dynamic Type setting: the default, always (FontMetrics.swift).
  public var preferredContentSizeCategory: ContentSizeCategory = .large

  public init() {}

  /// The traits of a full-screen window on `screen`. Size classes as Apple's Human Interface
  /// Guidelines (Layout, "Device size classes") give them: an iPhone is compact wide and regular
  /// tall in portrait, compact both ways in landscape, except the large phones (a portrait width
  /// of 414 points or more: the Plus and Pro Max models), which are regular wide in landscape; an
  /// iPad is regular both ways. A bare-size screen is taken as a phone when its shorter side is
  /// under 600 points, else as an iPad (a TouchLab choice).
  public init(screen: DeviceScreen) {
    displayScale = screen.scale
    let shorter = min(screen.size.width, screen.size.height)
    let idiom: Idiom =
      switch screen.device?.idiom {
      case .phone: .phone
      case .pad: .pad
      case nil: shorter < 600 ? .phone : .pad
      }
    userInterfaceIdiom = idiom
    let landscape = screen.size.width > screen.size.height
    switch idiom {
    case .pad, .unspecified:
      horizontalSizeClass = .regular
      verticalSizeClass = .regular
    case .phone:
      horizontalSizeClass = landscape && shorter >= 414 ? .regular : .compact
      verticalSizeClass = landscape ? .compact : .regular
    }
  }

  /// Whether any trait differs from `other`'s, as UIKit's `hasDifferentColorAppearance(comparedTo:)`
  /// asks of the colour traits.
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    other?.userInterfaceStyle != userInterfaceStyle
  }
}
