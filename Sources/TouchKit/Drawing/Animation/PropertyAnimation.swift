import Foundation

/// Core Animation's `CAPropertyAnimation`: an animation of one key path of the layer
/// (`"position"`, `"transform.scale"`, `"opacity"`). Kept, as every animation (Animation.swift).
open class PropertyAnimation: Animation {
  public var keyPath: String?
  public var isAdditive = false
  public var isCumulative = false

  public override init() { super.init() }

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Core Animation's `CABasicAnimation`: from one value to another.
open class BasicAnimation: PropertyAnimation {
  public var fromValue: Any?
  public var toValue: Any?
  public var byValue: Any?
}

/// Core Animation's `CAKeyframeAnimation`: through a list of values or along a path.
open class KeyframeAnimation: PropertyAnimation {
  public var values: [Any]?
  public var keyTimes: [NSNumber]?
  public var path: CGPath?
  public var timingFunctions: [MediaTimingFunction]?
  public var calculationMode: CalculationMode = .linear
  public var rotationMode: RotationMode?

  /// Core Animation's `CAAnimationCalculationMode`.
  public struct CalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CalculationMode(rawValue: "linear")
    public static let discrete = CalculationMode(rawValue: "discrete")
    public static let paced = CalculationMode(rawValue: "paced")
    public static let cubic = CalculationMode(rawValue: "cubic")
    public static let cubicPaced = CalculationMode(rawValue: "cubicPaced")
  }

  /// Core Animation's `CAAnimationRotationMode`.
  public struct RotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = RotationMode(rawValue: "auto")
    public static let rotateAutoReverse = RotationMode(rawValue: "autoReverse")
  }
}

/// Core Animation's `CASpringAnimation`: a basic animation driven by a spring.
open class SpringAnimation: BasicAnimation {
  public var mass: CGFloat = 1
  public var stiffness: CGFloat = 100
  public var damping: CGFloat = 10
  public var initialVelocity: CGFloat = 0

  /// How long the spring takes to settle: the time for its envelope e^(−ζω₀t) to fall below
  /// 0.001 (ω₀ = √(stiffness/mass), ζ = damping / (2√(stiffness·mass))); UNSOURCED: Apple
  /// documents the property, not its formula, and this is the damped oscillator's own.
  public var settlingDuration: TimeInterval {
    guard mass > 0, stiffness > 0, damping > 0 else { return 0 }
    let omega = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    return TimeInterval(-log(0.001) / (zeta * omega))
  }
}

/// Core Animation's `CAAnimationGroup`: animations run together for the group's duration.
open class AnimationGroup: Animation {
  public var animations: [Animation]?
}

/// Core Animation's `CATransition`: a layer's content swapped with a fade, push or reveal.
open class Transition: Animation {
  public var type: TransitionType = .fade
  public var subtype: TransitionSubtype?
  public var startProgress: Float = 0
  public var endProgress: Float = 1
}

/// Core Animation's `CATransitionType`.
public struct TransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = TransitionType(rawValue: "fade")
  public static let moveIn = TransitionType(rawValue: "moveIn")
  public static let push = TransitionType(rawValue: "push")
  public static let reveal = TransitionType(rawValue: "reveal")
}

/// Core Animation's `CATransitionSubtype`.
public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = TransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = TransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")
}
