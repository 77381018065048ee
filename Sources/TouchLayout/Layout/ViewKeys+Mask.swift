import Foundation

/// Groups of keys as bits, so the builder skips a group a mapping does not have with one test
/// (``Fields/hasAny(of:)``) instead of some twenty lookups per view (issue 17: a view of 10,000
/// usually has only `id` and `frame`, and each lookup that misses still scans its entries).
extension ViewKeys {
  /// Some keys of one list of valid keys, as ``Fields/present`` marks them.
  struct Mask: Sendable {
    var bits: UInt64

    /// The keys `keys` among `validKeys` (each must be one of them).
    init(_ keys: [String], in validKeys: [String]) {
      bits = 0
      for key in keys {
        guard let index = validKeys.firstIndex(of: key) else { continue }
        bits |= 1 << UInt64(min(index, 63))
      }
    }
  }

  /// A window's or view's common keys that ``LayoutBuilder`` applies after making it: all but
  /// `id` and `frame`, which it reads first.
  static let viewDetails = Mask(common.filter { $0 != "id" && $0 != "frame" } + viewOnlyDetails, in: view)
  /// Keys of views, not windows, that ``LayoutBuilder`` applies with the common ones:
  /// `contextMenu` (UIContextMenuInteraction, on any view).
  static let viewOnlyDetails = ["contextMenu"]
  static let windowDetails = Mask(common.filter { $0 != "id" && $0 != "frame" }, in: window)
  /// The class-specific keys (``ClassSpecificKey``), among a view's.
  static let viewClassSpecific = Mask(ClassSpecificKey.all.map(\.name), in: view)
  /// `controller:`, among a view's.
  static let viewController = Mask(["controller"], in: view)
  /// `constraints:`, among a view's.
  static let viewConstraints = Mask(["constraints"], in: view)
  /// `layoutMargins:`, `intrinsicContentSize:` and the content priorities, the other Auto
  /// Layout keys, among a view's.
  static let viewAutoLayout = Mask(
    [
      "layoutMargins", "intrinsicContentSize", "contentHuggingPriority",
      "contentCompressionResistancePriority",
    ],
    in: view)
}

extension Fields {
  /// Whether the mapping has any of the keys `mask` stands for (made from the same
  /// `validKeys` this was read with). Here rather than in `Fields`, which knows no layout keys.
  func hasAny(of mask: ViewKeys.Mask) -> Bool { present & mask.bits != 0 }
}
