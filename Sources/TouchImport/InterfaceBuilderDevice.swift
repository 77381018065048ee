import Foundation

/// The scale of the screen an Interface Builder document was laid out for, read from its
/// `<device id>`. Xcode stores each view's frame as Auto Layout solved it on that device, and
/// UIKit rounds frames to the screen's pixels, so a frame that ends on a half point is right on
/// a 2× screen and off by a third of a point on a 3× one: the stored-frame comparison
/// (``TouchKit/StoredFrameComparison``) rounds at the document's own scale.
///
/// Scales are Apple's (Human Interface Guidelines, Layout › Specifications: each device's
/// scale factor). Xcode's device ids name a screen diagonal, and one id has meant two devices:
/// `retina6_1` was the iPhone XR and 11 (414 × 896 points, 2×) until Xcode 12 and the iPhone
/// 12, 13 and 14 (390 × 844, 3×) since; the root view's stored width tells them apart.
enum InterfaceBuilderDevice {
  /// The iPhone ids of 2× screens: the iPhone 4s (`retina3_5`), 5, 5s and first SE
  /// (`retina4_0`), 6, 7, 8 and later SEs (`retina4_7`). Every other iPhone id is 3×.
  static let doubleScaleIDs: Set<String> = ["retina3_5", "retina4_0", "retina4_7"]
  /// The width in points of `retina6_1` when it meant the iPhone XR and 11 (2×).
  static let formerRetina61Width = 414.0

  /// The scale of the screen of `<device id="…">` whose root view is `width` points wide, or
  /// nil when the id is not an iPhone's or an iPad's (a document for another screen, or an id
  /// this table does not know: the screen keeps the layout's default scale).
  static func scale(deviceID: String, rootWidth: Double) -> Double? {
    if deviceID.hasPrefix("ipad") { return 2 }  // every iPad with a Retina display
    guard deviceID.hasPrefix("retina") else { return nil }
    if doubleScaleIDs.contains(deviceID) { return 2 }
    if deviceID == "retina6_1" { return rootWidth == formerRetina61Width ? 2 : 3 }
    return 3
  }
}
