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
  /// `addSublayer` and its siblings, or a view whose `layerClass` is a shape, gradient or
  /// text layer.
  public static let sublayers = Notice(
    api: "CALayer sublayers",
    message:
      "Core Animation layers (CAShapeLayer, CAGradientLayer, CATextLayer, sublayers) are kept but not drawn; "
      + "a layer takes no touches, on iOS either: its view does")
  /// A layer given a delegate other than its view, or a view class overriding `draw(_:in:)`.
  public static let layerDelegate = Notice(
    api: "CALayerDelegate",
    message:
      "a layer's delegate is kept but never asked to draw (display(_:), draw(_:in:)): TouchLab draws no layer; "
      + "a layer takes no touches, on iOS either")
  /// `layer.add(_:forKey:)`.
  public static let layerAnimations = Notice(
    api: "CAAnimation",
    message:
      "layer animations are kept but not run: the layer's model values are unchanged, and they are what "
      + "touches meet, on iOS too; the delegate hears animationDidStart/animationDidStop when they would run")
  /// A `layer.transform` with perspective or depth.
  public static let layerTransform3D = Notice(
    api: "3D layer transform",
    message:
      "a layer transform with perspective or depth is kept but not applied: touches meet the view without it "
      + "(an affine one is the view's transform and is applied)")
  /// `UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext…`.
  public static let imageRendering = Notice(
    api: "image rendering",
    message:
      "UIGraphicsImageRenderer and image contexts draw nothing in TouchLab: the drawing block runs against a "
      + "context that keeps nothing, and the image made is a name (\"rendered image\")")
  /// An attributed string with attributes, set as a label's or text field's text.
  public static let textAttributes = Notice(
    api: "text attributes",
    message:
      "attributed text shows its characters in TouchLab: fonts, colours and paragraph styles are not drawn, "
      + "and text is measured with the font's size alone")
  /// `UIFontMetrics`, `adjustsFontForContentSizeCategory`.
  public static let dynamicType = Notice(
    api: "Dynamic Type",
    message:
      "Dynamic Type is at its default size (large) in TouchLab: UIFontMetrics scales nothing and fonts do not "
      + "follow a content size category")
  /// Accessibility properties beyond the identifier and label.
  public static let accessibility = Notice(
    api: "accessibility",
    message:
      "accessibility properties (traits, hints, values, elements) are kept but not read: TouchLab has no "
      + "VoiceOver, and they change nothing a touch meets")
  /// `UIVisualEffectView`'s effect (`UIBlurEffect`, `UIVibrancyEffect`).
  public static let visualEffect = Notice(
    api: "UIVisualEffect",
    message:
      "blur and vibrancy effects are kept but not drawn: the effect view is a box, and its contentView takes "
      + "the touches, as on iOS")
  /// A view whose frame is not finite (``HitTestSkipReason/nonFiniteGeometry``).
  public static let nonFiniteGeometry = Notice(
    api: "non-finite frame",
    message:
      "a view's frame is not finite (an infinite or NaN transform, frame, center or bounds): it is never hit "
      + "and not drawn; on iOS Core Animation raises CALayerInvalidGeometry")
  /// A list cell's `accessories`.
  public static let cellAccessories = Notice(
    api: "UICellAccessory",
    message:
      "a list cell's accessories are kept but not shown: a tap on a disclosure indicator, checkmark or label "
      + "is the row's, as on iOS; the delete, reorder and outline buttons take no touch of their own here")
}
