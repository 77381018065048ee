import Foundation

/// An API that compiles in TouchLab but cannot mean here what it means on a device: drawing, a
/// layer's visuals, Auto Layout. Real view files use them everywhere, so they must compile and do
/// nothing harmful; a silent no-op would mislead, so the first use of each in a run is reported
/// once, as a `notice` trace record (``NoticeBoard``).
public struct Notice: Equatable, Hashable, Sendable {
  /// The API, as the code names it (`draw(_:)`, `CALayer shadows`): what "once" is counted by.
  public var api: String
  /// What TouchLab does instead, in one sentence.
  public var message: String

  public init(api: String, message: String) {
    self.api = api
    self.message = message
  }
}

extension Notice {
  /// A class overrides `draw(_:)`.
  public static let draw = Notice(
    api: "draw(_:)", message: "draw(_:) is not drawn in TouchLab: views are drawn as boxes and never call it")
  /// `setNeedsDisplay()` or `setNeedsDisplay(_:)`.
  public static let setNeedsDisplay = Notice(
    api: "setNeedsDisplay()", message: "setNeedsDisplay() does nothing in TouchLab: draw(_:) is never called")
  /// `sizeToFit()`: TouchLab measures no text or images.
  public static let sizeToFit = Notice(
    api: "sizeToFit()", message: "sizeToFit() keeps the frame in TouchLab: text and images are not measured")
  /// Any of a layer's shadow properties.
  public static let layerShadow = Notice(
    api: "CALayer shadows",
    message:
      "layer.shadowOpacity, shadowColor, shadowOffset, shadowRadius and shadowPath are kept but not drawn")
  /// `layer.cornerRadius`: the one visual property people expect to change hit testing.
  public static let layerCornerRadius = Notice(
    api: "layer.cornerRadius",
    message:
      "layer.cornerRadius rounds the drawing only: touches in the corners still hit the view, as on iOS (§1)")
  /// `layer.borderWidth`, `layer.borderColor`.
  public static let layerBorder = Notice(
    api: "CALayer borders", message: "layer.borderWidth and borderColor are kept but not drawn")
  /// A view whose frame is not finite (``HitTestSkipReason/nonFiniteGeometry``).
  public static let nonFiniteGeometry = Notice(
    api: "non-finite frame",
    message:
      "a view's frame is not finite (an infinite or NaN transform, frame, center or bounds): it is never hit "
      + "and not drawn; on iOS Core Animation raises CALayerInvalidGeometry")
  /// `NSLayoutConstraint.constraints(withVisualFormat:…)`: anchors and constraints are solved,
  /// the visual format language is not parsed yet.
  public static let visualFormat = Notice(
    api: "visual format language",
    message:
      "NSLayoutConstraint.constraints(withVisualFormat:) is not parsed in TouchLab: it makes no constraints; "
      + "anchors and NSLayoutConstraint(item:…) are solved"
  )
}
