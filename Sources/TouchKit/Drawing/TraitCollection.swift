import Foundation

/// The environment a colour resolves in (UIKit's `UITraitCollection`), for
/// `UIColor { traits in … }`: TouchLab shows one appearance, light, at regular size.
public struct TraitCollection: Equatable, Sendable {
  /// UIKit's `UIUserInterfaceStyle`.
  public enum UserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
  }

  public var userInterfaceStyle: UserInterfaceStyle = .light
  public var displayScale: CGFloat = 2

  public init() {}

  /// The traits TouchLab resolves everything with.
  public static var current: TraitCollection { TraitCollection() }
}
