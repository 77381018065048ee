import Foundation

/// `UIScreen`'s API over a layout's screen: `UIScreen.main.bounds`, `scale`, `nativeScale`.
extension DeviceScreen {
  /// The screen of the current application (the layout's `screen:`), else the standard one
  /// (UIKit's `UIScreen.main`: one screen, the device's).
  public static var main: DeviceScreen { Application.current?.screen ?? .standard }

  /// Every screen: the main one (TouchLab has no external displays).
  public static var screens: [DeviceScreen] { [main] }

  /// The size in pixels, portrait up as UIKit's `nativeBounds` is.
  public var nativeBounds: CGRect {
    let portrait = CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
    let pixels = orientation == .portrait || device == nil ? size : portrait
    return CGRect(x: 0, y: 0, width: pixels.width * nativeScale, height: pixels.height * nativeScale)
  }
}
