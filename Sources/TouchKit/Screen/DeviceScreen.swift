import Foundation

/// The screen an application runs on (what `UIScreen.main` describes): its size in points, its
/// scale, the safe area of a full-screen window and, for a device preset, the keyboard's height.
/// A layout's `screen:` makes it: a ``DevicePreset`` in an orientation, or a bare width and height
/// (no insets, no notch, scale 3 unless the layout says) — the default 390 × 844.
public struct DeviceScreen: Equatable, Sendable {
  /// UIKit's interface orientations, as far as a screen's shape goes.
  public enum Orientation: String, Sendable, CaseIterable {
    case portrait, landscape

    /// As `UIInterfaceOrientation.isLandscape` asks.
    public var isLandscape: Bool { self == .landscape }
    public var isPortrait: Bool { self == .portrait }
  }

  /// The screen's size in points: `UIScreen.bounds.size`, the coordinate space of windows.
  public var size: CGSize
  public var scale: CGFloat
  public var nativeScale: CGFloat
  /// The insets of a window that covers the whole screen (``View/safeAreaInsets``).
  public var safeAreaInsets: EdgeInsets
  /// The device this screen is, if the layout named one.
  public var device: DevicePreset?
  public var orientation: Orientation

  /// A screen of the size given, with no device: zero insets, no keyboard height.
  public init(size: CGSize, scale: CGFloat = DeviceScreen.bareScale) {
    self.size = size
    self.scale = scale
    nativeScale = scale
    safeAreaInsets = .zero
    device = nil
    orientation = size.width > size.height ? .landscape : .portrait
  }

  /// `device`'s screen, turned to `orientation`.
  public init(device: DevicePreset, orientation: Orientation) {
    size = device.size(in: orientation)
    scale = device.scale
    nativeScale = device.nativeScale
    safeAreaInsets = device.safeArea(in: orientation)
    self.device = device
    self.orientation = orientation
  }

  /// The scale of a screen given only as a width and height: 3, that of every current iPhone
  /// but the SE (a documented choice; `scale:` says otherwise).
  public static let bareScale: CGFloat = 3

  /// A layout's screen when it says nothing: 390 × 844 points (an iPhone 14's size), no insets.
  public static let standard = DeviceScreen(size: CGSize(width: 390, height: 844))

  /// `UIScreen.bounds`: the size at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// `UIScreen.coordinateSpace`: the screen's own, whose `bounds` code reads.
  public var coordinateSpace: DeviceScreen { self }

  /// The keyboard's height on this screen, nil for a bare size (no device to ask).
  public var keyboardHeight: CGFloat? { device?.keyboardHeight(in: orientation) }

  /// The part of the screen outside the status bar, sensor housing and home indicator.
  public var safeRect: CGRect { bounds.inset(by: safeAreaInsets) }
}
