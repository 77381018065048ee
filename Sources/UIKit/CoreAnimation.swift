// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Animation's names, which view code reaches through `import UIKit` (UIKit imports
// QuartzCore on iOS). Layers and animations are kept, not drawn or run (docs/uikit-api.md):
// CALayer in TouchKit's root, its subclasses and CATransaction in TouchKit/Layers, the
// animations in TouchKit/Drawing/Animation.

public typealias CAShapeLayer = ShapeLayer
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
public typealias CAGradientLayer = GradientLayer
public typealias CAGradientLayerType = GradientLayer.GradientType
public typealias CATextLayer = TextLayer
public typealias CATextLayerAlignmentMode = TextLayer.AlignmentMode
public typealias CATextLayerTruncationMode = TextLayer.TruncationMode
public typealias CAReplicatorLayer = ReplicatorLayer
public typealias CALayerContentsGravity = Layer.ContentsGravity
public typealias CALayerDelegate = LayerDelegate

public typealias CAAnimation = Animation
public typealias CAAnimationDelegate = AnimationDelegate
public typealias CAPropertyAnimation = PropertyAnimation
public typealias CABasicAnimation = BasicAnimation
public typealias CAKeyframeAnimation = KeyframeAnimation
public typealias CAAnimationCalculationMode = KeyframeAnimation.CalculationMode
public typealias CAAnimationRotationMode = KeyframeAnimation.RotationMode
public typealias CASpringAnimation = SpringAnimation
public typealias CAAnimationGroup = AnimationGroup
public typealias CATransition = Transition
public typealias CATransitionType = TransitionType
public typealias CATransitionSubtype = TransitionSubtype
public typealias CAMediaTimingFunction = MediaTimingFunction
public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
public typealias CAMediaTimingFillMode = MediaTimingFillMode
public typealias CATransaction = Transaction

/// A 3D transform; an affine one is the view's `transform` (TouchKit/Drawing/Transform3D.swift).
public typealias CATransform3D = Transform3D

public let CATransform3DIdentity = Transform3D.identity

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  .translation(x: tx, y: ty, z: tz)
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  .scale(x: sx, y: sy, z: sz)
}

public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  .rotation(angle: angle, x: x, y: y, z: z)
}

/// `t` translated: the translation first, then `t` (Core Animation's order).
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  Transform3D.translation(x: tx, y: ty, z: tz).concatenating(t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  Transform3D.scale(x: sx, y: sy, z: sz).concatenating(t)
}

public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  Transform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(t)
}

/// `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() }

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }

/// The application's clock, in seconds, where an animation's `beginTime` is measured: the
/// injected clock, so `CACurrentMediaTime() + 0.5` delays an animation by half a second of it.
public func CACurrentMediaTime() -> CFTimeInterval {
  DelayedCalls.of(nil)?.now ?? 0
}

extension Animation {
  /// Key-value coding by key path, as Objective-C code ported to Swift often reads an
  /// animation's tag (`anim.value(forKeyPath: "animationLayer")` in `animationDidStop`). An
  /// animation keeps values by key (`setValue(_:forKey:)`), so a path is looked up as one key:
  /// a dotted path does not walk into the value found.
  public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

  public func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }
}
