import Foundation

/// Core Animation's `CAAnimation`: what view code adds to a layer to make it pulse, shake or fade.
///
/// Added animations are kept, not run: an explicit Core Animation animation never changes the
/// layer's model values, and iOS hit-tests the model, not what is on screen, so a touch meets
/// exactly what it meets here (§1). What code can observe is kept faithful: the delegate hears
/// `animationDidStart` when the animation would begin and `animationDidStop(_:finished:)` when
/// it would end (finished) or is removed early (not finished), on the application's clock and
/// traced as delayed calls; a removed-on-completion animation leaves the layer then.
open class Animation {
  /// Core Animation's default when 0 is given.
  static let defaultDuration: TimeInterval = 0.25

  public var duration: TimeInterval = 0
  public var beginTime: TimeInterval = 0
  public var timingFunction: MediaTimingFunction?
  public var repeatCount: Float = 0
  public var repeatDuration: TimeInterval = 0
  public var autoreverses = false
  public var fillMode: MediaTimingFillMode = .removed
  public var isRemovedOnCompletion = true
  public var speed: Float = 1
  public var timeOffset: TimeInterval = 0
  /// Held strongly, as Core Animation holds it.
  public var delegate: (any AnimationDelegate)?

  /// Values set for arbitrary keys (``setValue(_:forKey:)``).
  private var keyedValues: [String: Any] = [:]

  public init() {}

  public required init?(coder: NSCoder) {}

  /// Apple: "CAAnimation and CALayer classes are key-value coding compliant container classes,
  /// which means that you can set values for arbitrary keys" (Core Animation Programming Guide,
  /// Key-Value Coding Extensions). Code tags an animation this way (`setValue("pulse", forKey:
  /// "id")`) and reads the tag back in `animationDidStop`. Open, as NSObject's are.
  open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }

  /// What ``setValue(_:forKey:)`` set for `key`, or nil.
  open func value(forKey key: String) -> Any? { keyedValues[key] }

  /// How long it runs once begun, in seconds (infinite: it never ends by itself).
  var activeDuration: TimeInterval {
    if repeatDuration > 0 { return repeatDuration }
    let single: TimeInterval = duration > 0 ? duration : Self.defaultDuration
    let reversals: TimeInterval = autoreverses ? 2 : 1
    let times: TimeInterval = repeatCount > 0 ? TimeInterval(repeatCount) : 1
    let rate: TimeInterval = speed > 0 ? TimeInterval(speed) : 1
    let total = single * reversals * times / rate
    return total.isFinite ? total : .infinity
  }
}

/// Core Animation's `CAAnimationDelegate`; both methods are optional there, so both have
/// empty defaults here and a class implements only what it needs.
public protocol AnimationDelegate: AnyObject {
  func animationDidStart(_ animation: Animation)
  func animationDidStop(_ animation: Animation, finished flag: Bool)
}

extension AnimationDelegate {
  public func animationDidStart(_ animation: Animation) {}
  public func animationDidStop(_ animation: Animation, finished flag: Bool) {}
}

/// Core Animation's `CAMediaTimingFunction`: an easing curve. Kept.
public final class MediaTimingFunction: Sendable {
  public let controlPoints: [Float]

  public init(name: MediaTimingFunctionName) {
    switch name {
    case .linear: controlPoints = [0, 0, 1, 1]
    case .easeIn: controlPoints = [0.42, 0, 1, 1]
    case .easeOut: controlPoints = [0, 0, 0.58, 1]
    case .easeInEaseOut: controlPoints = [0.42, 0, 0.58, 1]
    default: controlPoints = [0.25, 0.1, 0.25, 1]
    }
  }

  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = [c1x, c1y, c2x, c2y]
  }
}

/// Core Animation's `CAMediaTimingFunctionName`.
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = MediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = MediaTimingFunctionName(rawValue: "default")
}

/// Core Animation's `CAMediaTimingFillMode`.
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = MediaTimingFillMode(rawValue: "forwards")
  public static let backwards = MediaTimingFillMode(rawValue: "backwards")
  public static let both = MediaTimingFillMode(rawValue: "both")
  public static let removed = MediaTimingFillMode(rawValue: "removed")
}
