import Foundation

/// Whether a view's class overrides `hitTest(_:with:)` or `point(inside:with:)` (and `layoutSubviews()`, `draw(_:)`): what lets the
/// trace mark a call `[override RoundButton]` before the override runs, and tell an override's
/// `super` call from UIKit's own. Also `draw(_:)`, which TouchLab never calls: a class that
/// overrides it gets a notice (Notices/Notice.swift).
///
/// Swift has no method reflection, so this reads the class's vtable. Every subclass's metadata
/// repeats `View`'s vtable at the same offset (TouchKit is not built for library evolution, so
/// the layout is fixed at compile time), with its own implementation in each overridden slot.
/// The slots are found by experiment, not assumed: three private probe classes (one overriding
/// nothing, one each method) are compared with `View` word by word, and a slot counts only if
/// exactly one word differs where expected. Reads stay inside `View`'s metadata, whose size the
/// metadata itself records. If the experiment does not come out exactly so (an unexpected
/// runtime), detection reports "unknown" and the trace simply omits the mark.
enum OverriddenMethods {
  enum Method { case hitTest, pointInside, layoutSubviews, draw }

  /// The word offsets of the two slots in class metadata, or nil if they could not be found.
  private struct Slots {
    var hitTest: Int
    var pointInside: Int
    /// Found separately (``singleSlot``): the layout pass traces only real overrides.
    var layoutSubviews: Int?
    /// `draw(_:)`'s slot: nil if not found, which leaves the others usable.
    var draw: Int?
  }

  private static let slots: Slots? = findSlots()

  /// Whether detection works on this runtime (a test asserts it does).
  static var isAvailable: Bool { slots != nil }

  /// Whether `type` (a `View` subclass) overrides `method`, or nil when detection is unavailable.
  static func overrides(_ method: Method, in type: View.Type) -> Bool? {
    guard let slots else { return nil }
    let slot: Int
    switch method {
    case .hitTest: slot = slots.hitTest
    case .pointInside: slot = slots.pointInside
    case .layoutSubviews:
      guard let layoutSlot = slots.layoutSubviews else { return nil }
      slot = layoutSlot
    case .draw:
      guard let draw = slots.draw else { return nil }
      slot = draw
    }
    return word(slot, of: type) != word(slot, of: View.self)
  }

  // MARK: Finding the slots

  private final class PlainProbe: View {}
  private final class HitTestProbe: View {
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? { nil }
  }
  private final class PointInsideProbe: View {
    override func point(inside point: CGPoint, with event: Event?) -> Bool { false }
  }
  private final class LayoutProbe: View {
    override func layoutSubviews() {}
  }
  private final class DrawProbe: View {
    override func draw(_ rect: CGRect) {}
  }

  private static func findSlots() -> Slots? {
    guard let count = wordCount(of: View.self), count > headerWords else { return nil }
    var hitTestSlots: [Int] = []
    var pointInsideSlots: [Int] = []
    for index in headerWords..<count {
      let base = word(index, of: View.self)
      guard word(index, of: PlainProbe.self) == base else { continue }
      let hitTestDiffers = word(index, of: HitTestProbe.self) != base
      let pointInsideDiffers = word(index, of: PointInsideProbe.self) != base
      if hitTestDiffers && !pointInsideDiffers { hitTestSlots.append(index) }
      if pointInsideDiffers && !hitTestDiffers { pointInsideSlots.append(index) }
    }
    guard hitTestSlots.count == 1, pointInsideSlots.count == 1 else { return nil }
    return Slots(
      hitTest: hitTestSlots[0], pointInside: pointInsideSlots[0],
      layoutSubviews: singleSlot(count, of: LayoutProbe.self), draw: singleSlot(count, of: DrawProbe.self))
  }

  /// The slot of the one method `probe` (a private `View` subclass overriding it alone) overrides,
  /// for a folder whose method this file does not name (Drawing's `draw(_:in:)`): keep it in a
  /// `static let`, and ask ``overrides(slot:in:)``. Nil when detection is unavailable.
  static func slot(overriddenBy probe: View.Type) -> Int? {
    guard slots != nil, let count = wordCount(of: View.self) else { return nil }
    return singleSlot(count, of: probe)
  }

  /// Whether `type` overrides the method in `slot` (from ``slot(overriddenBy:)``).
  static func overrides(slot: Int?, in type: View.Type) -> Bool? {
    guard let slot else { return nil }
    return word(slot, of: type) != word(slot, of: View.self)
  }

  /// The one word where `probe` differs from `View` (and `PlainProbe`, `HitTestProbe` and
  /// `PointInsideProbe` do not), or nil.
  private static func singleSlot(_ count: Int, of probe: View.Type) -> Int? {
    let slots = (headerWords..<count).filter { index in
      let base = word(index, of: View.self)
      return word(index, of: PlainProbe.self) == base && word(index, of: probe) != base
        && word(index, of: HitTestProbe.self) == base && word(index, of: PointInsideProbe.self) == base
    }
    return slots.count == 1 ? slots[0] : nil
  }

  // MARK: Class metadata (swift/include/swift/ABI/Metadata.h, TargetClassMetadata)

  #if _runtime(_ObjC)
    /// isa, superclass, cache (2 words), data; then the Swift fields below.
    private static let classSizeOffset = 5 * 8 + 16
  #else
    /// kind, superclass; then flags (4 bytes), instance address point (4), instance size (4),
    /// alignment mask (2), reserved (2), class size (4), class address point (4).
    private static let classSizeOffset = 2 * 8 + 16
  #endif
  /// Words before the class members (generic arguments, field offsets, vtables) begin: the
  /// header up to and including the descriptor and ivar destroyer pointers.
  private static let headerWords = (classSizeOffset + 8) / 8 + 2

  private static func pointer(to type: AnyClass) -> UnsafeRawPointer {
    unsafeBitCast(type, to: UnsafeRawPointer.self)
  }

  /// The metadata's size in words from its address point, from its own `classSize` and
  /// `classAddressPoint` fields; nil if they do not make sense.
  private static func wordCount(of type: AnyClass) -> Int? {
    let metadata = pointer(to: type)
    let size = Int(metadata.load(fromByteOffset: classSizeOffset, as: UInt32.self))
    let addressPoint = Int(metadata.load(fromByteOffset: classSizeOffset + 4, as: UInt32.self))
    let words = (size - addressPoint) / MemoryLayout<UInt>.size
    return size > addressPoint && words < 4096 ? words : nil
  }

  private static func word(_ index: Int, of type: AnyClass) -> UInt {
    pointer(to: type).load(fromByteOffset: index * MemoryLayout<UInt>.size, as: UInt.self)
  }
}

extension View {
  /// A class that overrides `draw(_:)` is told once per run that it is never called: two loads
  /// from the class's metadata per view made.
  func noticeDrawOverride() {
    if OverriddenMethods.overrides(.draw, in: type(of: self)) == true { notice(.draw) }
    if OverriddenMethods.overrides(slot: View.drawLayerSlot, in: type(of: self)) == true {
      notice(.layerDelegate)
    }
  }
}
