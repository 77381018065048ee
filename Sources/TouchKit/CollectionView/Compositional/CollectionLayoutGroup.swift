import Foundation

/// A row or column of items in a compositional layout (UIKit's `NSCollectionLayoutGroup`),
/// itself an item, so groups nest. A section repeats its group until its items are used.
///
/// - `horizontal(layoutSize:subitems:)` and `vertical(…)` place the subitems one after the
///   other along the group's axis, `interItemSpacing` apart, and repeat them while another
///   fits (Apple's "Implementing Modern Collection Views" grid: one item of
///   `.fractionalWidth(0.2)` in a group of the full width shows five to a row).
/// - `horizontal(layoutSize:subitem:count:)` (and `repeatingSubitem:`) places exactly `count`
///   of the subitem, each sized to share the group's length after the spacing (Apple: a group
///   of `count` equally sized items); the subitem's own length is not used.
/// - Across its axis an item keeps its own size and sits at the group's top (or leading
///   edge): UNSOURCED, what iOS shows.
public final class CollectionLayoutGroup: CollectionLayoutItem {
  enum Axis: Sendable {
    case horizontal, vertical
  }

  let axis: Axis
  public let subitems: [CollectionLayoutItem]
  /// The fixed count of a `count:` group, nil when the subitems repeat while they fit.
  let count: Int?
  /// The space between the group's items. Default nil: none.
  public var interItemSpacing: CollectionLayoutSpacing?

  init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?) {
    self.axis = axis
    self.subitems = subitems
    self.count = count.map { max(1, $0) }
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
  }

  /// iOS 16's name for `subitem:count:`.
  public static func horizontal(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
  }

  public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
  }

  public static func vertical(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    vertical(layoutSize: layoutSize, subitem: subitem, count: count)
  }

  /// The most items one group places: a subitem of no length would otherwise repeat forever.
  static let maximumItemsInGroup = 1_000

  /// The frames of the cells one instance of the group places, in the group's coordinates,
  /// for a group of `size` (its own content insets not yet applied).
  func itemFrames(size: CGSize) -> [CGRect] {
    cells(size: size).map(\.frame)
  }

  /// The cells one instance of the group places, each with the item that placed it (whose
  /// supplementary items decorate the cell), in ``itemFrames(size:)``'s order.
  func cells(size: CGSize) -> [(frame: CGRect, item: CollectionLayoutItem)] {
    let area = CGRect(origin: .zero, size: size).inset(by: contentInsets.edgeInsets)
    let length = axis == .horizontal ? area.width : area.height
    let gap = interItemSpacing?.spacing ?? 0
    var placed: [(item: CollectionLayoutItem, frame: CGRect)] = []
    var along: CGFloat = 0
    while placed.count < (count ?? Self.maximumItemsInGroup), !subitems.isEmpty {
      let item = subitems[placed.count % subitems.count]
      var itemSize = item.layoutSize.resolved(in: area.size)
      if let count {
        let shared = max(0, (length - gap * CGFloat(count - 1)) / CGFloat(count))
        if axis == .horizontal { itemSize.width = shared } else { itemSize.height = shared }
      }
      let itemLength = axis == .horizontal ? itemSize.width : itemSize.height
      if count == nil, !placed.isEmpty, along + itemLength > length + 0.001 { break }
      let origin = axis == .horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
      placed.append((item, CGRect(origin: origin, size: itemSize)))
      along += itemLength + gap
      if count == nil, itemLength <= 0, placed.count >= subitems.count { break }
    }
    spreadFlexibleSpace(&placed, unused: length - (along - gap))
    return placed.flatMap { item, frame in
      let frame = frame.offsetBy(dx: area.minX, dy: area.minY)
      if let group = item as? CollectionLayoutGroup {
        return group.cells(size: frame.size).map {
          ($0.frame.offsetBy(dx: frame.minX, dy: frame.minY), $0.item)
        }
      }
      return [(frame.inset(by: item.contentInsets.edgeInsets), item)]
    }
  }

  /// A flexible spacing grows so the items span the group (Apple's `flexible(_:)`: a minimum
  /// that can grow), the first at the start and the last at the end.
  private func spreadFlexibleSpace(
    _ placed: inout [(item: CollectionLayoutItem, frame: CGRect)], unused: CGFloat
  ) {
    guard interItemSpacing?.isFlexibleSpacing == true, placed.count > 1, unused > 0 else { return }
    let extra = unused / CGFloat(placed.count - 1)
    for index in placed.indices {
      let shift = extra * CGFloat(index)
      placed[index].frame = placed[index].frame.offsetBy(
        dx: axis == .horizontal ? shift : 0, dy: axis == .vertical ? shift : 0)
    }
  }
}
