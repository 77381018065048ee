import Foundation

/// Where the values of the table below were read. Sizes and scales are Apple's; safe areas and
/// keyboard heights are not published by Apple and come from measurements others printed, or are
/// marked UNSOURCED with what they rest on.
private enum Source {
  static let hig =
    "Apple, Human Interface Guidelines, Layout, \"Device screen sizes and orientations\" "
    + "(https://developer.apple.com/design/human-interface-guidelines/layout)"
  static let dynamicIsland =
    "printed by UIKit on an iPhone with the Dynamic Island: portrait (59, 0, 34, 0), landscape "
    + "(0, 59, 21, 59) (http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation)"
  static let dynamicIslandAssumed =
    "UNSOURCED: taken to be the other Dynamic Island phones' (59 top, 34 bottom; 59 sides, 21 bottom)"
  static let dynamicIsland16Pro =
    "UNSOURCED: the iPhone 16 Pro's thinner bezel reported as a 62-point top inset; bottom and sides "
    + "as the other Dynamic Island phones"
  static let homeButton =
    "a 20-point status bar in portrait, hidden in landscape, no side insets on a home-button iPhone "
    + "(https://useyourloaf.com/blog/supporting-iphone-x/)"
  static let padFaceID =
    "UNSOURCED: a 24-point status bar and a 20-point home indicator strip on an iPad without a home "
    + "button, in both orientations"
  static let keyboard =
    "UNSOURCED: the English keyboard with its suggestion bar as commonly measured on these devices"
}

extension DevicePreset {
  /// Every device a layout's `screen:` can name: the current iPhones and iPads of Apple's table,
  /// one entry each (the sizes several models share are named by one of them; a layout writes
  /// the exact width and height for any other device). Orientation is a separate key.
  public static let all: [DevicePreset] = [
    phone(
      "iPhone SE", 375, 667, scale: 2, safeArea: homeButtonPhone, keyboard: (260, 194), Source.homeButton),
    phone(
      "iPhone 15", 393, 852, scale: 3, safeArea: dynamicIslandPhone, keyboard: (336, 209),
      Source.dynamicIsland),
    phone(
      "iPhone 15 Pro", 393, 852, scale: 3, safeArea: dynamicIslandPhone, keyboard: (336, 209),
      Source.dynamicIsland),
    phone(
      "iPhone 15 Pro Max", 430, 932, scale: 3, safeArea: dynamicIslandPhone, keyboard: (346, 209),
      Source.dynamicIslandAssumed),
    phone(
      "iPhone 16 Pro", 402, 874, scale: 3, safeArea: dynamicIsland16ProPhone, keyboard: (336, 209),
      Source.dynamicIsland16Pro),
    phone(
      "iPhone 16 Pro Max", 440, 956, scale: 3, safeArea: dynamicIsland16ProPhone, keyboard: (346, 209),
      Source.dynamicIsland16Pro),
    pad("iPad mini", 744, 1133, keyboard: (313, 398)),
    pad("iPad Air 11-inch", 820, 1180, keyboard: (313, 398)),
    pad("iPad Pro 11-inch", 834, 1210, keyboard: (313, 398)),
    pad("iPad Pro 13-inch", 1032, 1376, keyboard: (378, 463)),
  ]

  private static let homeButtonPhone = (
    portrait: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: EdgeInsets.zero
  )
  private static let dynamicIslandPhone = (
    portrait: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
  )
  private static let dynamicIsland16ProPhone = (
    portrait: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
    landscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62)
  )

  private static func phone(
    _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
    safeArea: (portrait: EdgeInsets, landscape: EdgeInsets), keyboard: (CGFloat, CGFloat),
    _ safeAreaSource: String
  ) -> DevicePreset {
    DevicePreset(
      name: name, idiom: .phone, portraitSize: CGSize(width: width, height: height), scale: scale,
      nativeScale: scale, portraitSafeArea: safeArea.portrait, landscapeSafeArea: safeArea.landscape,
      portraitKeyboardHeight: keyboard.0, landscapeKeyboardHeight: keyboard.1,
      sources: Sources(size: Source.hig, safeArea: safeAreaSource, keyboard: Source.keyboard))
  }

  private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat, keyboard: (CGFloat, CGFloat))
    -> DevicePreset
  {
    let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return DevicePreset(
      name: name, idiom: .pad, portraitSize: CGSize(width: width, height: height), scale: 2, nativeScale: 2,
      portraitSafeArea: insets, landscapeSafeArea: insets, portraitKeyboardHeight: keyboard.0,
      landscapeKeyboardHeight: keyboard.1,
      sources: Sources(size: Source.hig, safeArea: Source.padFaceID, keyboard: Source.keyboard))
  }
}
