import Foundation

/// A list cell's backgrounds (UIKit's `UIBackgroundConfiguration` factories, iOS 14): kept, as
/// every background configuration is (not drawn), so a cell's code that sets one compiles and
/// runs. The colours are what an iPhone shows (UNSOURCED).
extension BackgroundConfiguration {
  /// A plain list's cell background (system background).
  public static func listPlainCell() -> BackgroundConfiguration { colored(.systemBackground) }
  /// A grouped list's cell background (secondary system background).
  public static func listGroupedCell() -> BackgroundConfiguration { colored(.secondarySystemBackground) }
  /// A sidebar's cell background.
  public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration() }
  /// A plain list's header or footer background.
  public static func listPlainHeaderFooter() -> BackgroundConfiguration { colored(.systemBackground) }
  /// A grouped list's header or footer background (none).
  public static func listGroupedHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration() }

  /// UIKit's `updated(for:)`: the configuration for a cell's state. TouchLab's is the
  /// configuration itself (the state changes colours only, which are not drawn).
  public func updated(for state: CellConfigurationState) -> BackgroundConfiguration { self }

  private static func colored(_ color: Color) -> BackgroundConfiguration {
    var configuration = BackgroundConfiguration()
    configuration.backgroundColor = color
    return configuration
  }
}
