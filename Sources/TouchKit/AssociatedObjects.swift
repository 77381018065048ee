/// The Objective-C runtime's associated objects for a run (`objc_setAssociatedObject`, which
/// the `UIKit` module declares): per object, per key, a value held strongly or weakly. Kept by
/// the application, so two runs side by side (tests, the explorer's reload) never see each
/// other's values, and nothing of them is process-wide (issue 35).
///
/// An association ends with its object ("associated objects are released when the object is
/// deallocated"): the object is held weakly and its entry dropped once it is gone, so a new
/// object at a reused address never sees an old one's values.
public final class AssociatedObjects {
  private struct Value {
    var strong: Any?
    weak var weakly: AnyObject?
    var current: Any? { strong ?? weakly }
  }

  private final class Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Value] = [:]
    init(owner: AnyObject) { self.owner = owner }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  init() {}

  /// Sets `value` for `key` on `object`, held weakly or strongly; nil removes it.
  public func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, weakly: Bool) {
    let kept = value.map { value in
      weakly ? Value(strong: nil, weakly: value as AnyObject) : Value(strong: value, weakly: nil)
    }
    entries = entries.filter { $0.value.owner != nil }
    let entry = liveEntry(for: object) ?? Entry(owner: object)
    entry.values[key] = kept
    entries[ObjectIdentifier(object)] = entry.values.isEmpty ? nil : entry
  }

  /// The value `object` holds for `key`, or nil.
  public func value(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    liveEntry(for: object)?.values[key]?.current
  }

  /// Removes every association `object` holds.
  public func removeAll(_ object: AnyObject) {
    entries[ObjectIdentifier(object)] = nil
  }

  /// The entry of `object` itself: one whose owner is gone belonged to an earlier object at
  /// the same address and is dropped.
  private func liveEntry(for object: AnyObject) -> Entry? {
    guard let entry = entries[ObjectIdentifier(object)] else { return nil }
    guard entry.owner === object else {
      entries[ObjectIdentifier(object)] = nil
      return nil
    }
    return entry
  }
}
