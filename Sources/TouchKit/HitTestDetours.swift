import Foundation

/// Why an untraced hit test cannot take its plain path at a view (View+PlainHitTesting.swift):
/// one bit a reason, kept in one byte by the setters of the properties they mirror, so the walk
/// asks one question a view where it asked seven (issue 42: the skip rules, the declarative
/// overrides and the class's own overrides were a fifth of a hit test's instructions).
///
/// A view with no bit set is neither hidden nor closed to interaction nor transparent (§1's
/// skip rules, less the finiteness of its geometry, which changes with every frame and is
/// tested in place), has no animation in flight, no declarative hit area or hit-test override,
/// and its class overrides neither `hitTest(_:with:)` nor `point(inside:with:)`: so its
/// `hitTest` would run UIKit's algorithm and its `point(inside:)` the bounds test, and nothing
/// of a person's code runs there.
struct HitTestDetours: OptionSet, Sendable {
  let rawValue: UInt8

  static let hidden = HitTestDetours(rawValue: 1 << 0)
  static let interactionDisabled = HitTestDetours(rawValue: 1 << 1)
  /// `alpha` below ``Tunables/minimumHitTestAlpha``.
  static let transparent = HitTestDetours(rawValue: 1 << 2)
  static let animation = HitTestDetours(rawValue: 1 << 3)
  static let hitArea = HitTestDetours(rawValue: 1 << 4)
  static let hitTestOverride = HitTestDetours(rawValue: 1 << 5)
  /// The view's class overrides `hitTest(_:with:)` or `point(inside:with:)`, or it cannot be
  /// told (``OverriddenMethods``): set once, when the view is made.
  static let overridingClass = HitTestDetours(rawValue: 1 << 6)

  /// Sets or clears `detour`.
  @inline(__always)
  mutating func set(_ detour: HitTestDetours, _ isSet: Bool) {
    if isSet { insert(detour) } else { remove(detour) }
  }
}

extension View {
  /// Whether `hitArea`, `hitTestOverride` and `animation` are set: hit testing asks for every
  /// view it visits, and testing a bit costs less than reaching into the extras box.
  var hasHitArea: Bool {
    @inline(__always) get { hitTestDetours.contains(.hitArea) }
    set { hitTestDetours.set(.hitArea, newValue) }
  }
  var hasHitTestOverride: Bool {
    @inline(__always) get { hitTestDetours.contains(.hitTestOverride) }
    set { hitTestDetours.set(.hitTestOverride, newValue) }
  }
  var hasAnimation: Bool {
    @inline(__always) get { hitTestDetours.contains(.animation) }
    set { hitTestDetours.set(.animation, newValue) }
  }

  /// Records, when the view is made, whether its class overrides hit testing: two loads from
  /// the class's metadata (OverriddenMethods.swift), an unknown answer counted as an override.
  func noteClassHitTesting() {
    let type = type(of: self)
    let plain =
      OverriddenMethods.overrides(.hitTest, in: type) == false
      && OverriddenMethods.overrides(.pointInside, in: type) == false
    hitTestDetours.set(.overridingClass, !plain)
  }
}
