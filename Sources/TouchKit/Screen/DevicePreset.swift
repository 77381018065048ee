import Foundation

/// A device a layout's `screen:` can name (`screen: {device: iPhone 15, orientation: landscape}`):
/// what UIKit gives an app that runs on it, full screen, in each orientation. The values are in
/// one table, ``DevicePreset/all`` (DevicePresets.swift), each group of values with where it was
/// read (``Sources``) or `UNSOURCED`; Auto Layout's safe area, `UIScreen.main`, the trait
/// collection and the keyboard read a screen made from a preset (``DeviceScreen``).
public struct DevicePreset: Equatable, Sendable {
  /// UIKit's `UIUserInterfaceIdiom` for the devices TouchLab has presets of.
  public enum Idiom: String, Sendable {
    case phone, pad
  }

  /// Where each group of a preset's values comes from: a document a person can open, or
  /// `UNSOURCED` with what the value is based on.
  public struct Sources: Equatable, Sendable {
    public var size: String
    public var safeArea: String
    public var keyboard: String
  }

  /// The name a layout writes (matched without regard to case), as Apple names the device.
  public var name: String
  public var idiom: Idiom
  /// Width and height in points, portrait.
  public var portraitSize: CGSize
  /// `UIScreen.scale`: pixels per point.
  public var scale: CGFloat
  /// `UIScreen.nativeScale`: the panel's own pixels per point.
  public var nativeScale: CGFloat
  /// The safe area's insets of a full-screen window, portrait (status bar or sensor housing at
  /// the top, the home indicator at the bottom).
  public var portraitSafeArea: EdgeInsets
  /// The same in landscape (the sensor housing on the left, as when turned counter-clockwise).
  public var landscapeSafeArea: EdgeInsets
  /// The system keyboard's height in points, portrait and landscape, with the suggestion bar and
  /// the home indicator's strip: what `keyboardFrameEndUserInfoKey` gives a full-screen window.
  public var portraitKeyboardHeight: CGFloat
  public var landscapeKeyboardHeight: CGFloat
  public var sources: Sources

  /// The size in `orientation`.
  public func size(in orientation: DeviceScreen.Orientation) -> CGSize {
    orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
  }

  public func safeArea(in orientation: DeviceScreen.Orientation) -> EdgeInsets {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }

  /// The keyboard's height in `orientation` (what the text-input work reads).
  public func keyboardHeight(in orientation: DeviceScreen.Orientation) -> CGFloat {
    orientation == .portrait ? portraitKeyboardHeight : landscapeKeyboardHeight
  }

  /// The preset named `name`, ignoring case and runs of spaces; nil if there is none.
  public static func named(_ name: String) -> DevicePreset? {
    let wanted = Self.normalized(name)
    return all.first { Self.normalized($0.name) == wanted }
  }

  private static func normalized(_ name: String) -> String {
    name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
