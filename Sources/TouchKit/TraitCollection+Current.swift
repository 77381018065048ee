import Foundation

/// The traits of the current application (UIKit's `UITraitCollection.current`): its screen's,
/// in its appearance. Beside the application, which answers it, so that `TraitCollection`, a
/// value a colour resolves with, names nothing above `Drawing/`.
extension TraitCollection {
  public static var current: TraitCollection {
    Application.current?.traitCollection ?? TraitCollection(screen: DeviceScreen.main)
  }
}
