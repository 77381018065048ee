import Foundation

/// A scrolling collection of items in sections, placed by a layout, from a person's data source
/// (UIKit's `UICollectionView`).
///
/// A scroll view, as a table is: its content touches are delayed and it scrolls by its pan (§7).
/// Its layout (``collectionViewLayout``) says where each item and supplementary view is; only
/// the elements in the bounds exist: the layout pass asks the data source for those coming
/// into view (`collectionView(_:cellForItemAt:)`, which dequeues), and those leaving it leave
/// the hierarchy and wait in the reuse queue (``ReusableViewQueue``, shared with the table).
/// Highlight and selection follow the touches the cells pass up the responder chain, with the
/// table's rules (ListSelectionTracker.swift).
open class CollectionView: ScrollView {
  /// Its content size is its own (rows, items, text), not its content guide's.
  override class var sizesContentByConstraints: Bool { false }

  /// The kind of a section's header (UIKit's `UICollectionView.elementKindSectionHeader`).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section's footer.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Where the items go. Setting it lays the items out again.
  public var collectionViewLayout: CollectionViewLayout {
    didSet {
      guard oldValue !== collectionViewLayout else { return }
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }
  /// Asked for sections, items, cells and supplementary views. Weak, as UIKit's.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// Told of display, highlight and selection; a flow layout asks it for sizes when it is a
  /// ``CollectionViewDelegateFlowLayout``. Weak, as UIKit's.
  public weak var delegate: (any CollectionViewDelegate)? {
    didSet { reloadData() }
  }
  /// Whether a tap selects an item. Default true.
  public var allowsSelection = true
  /// Whether a tap on another item keeps the items selected before it. Default false.
  public var allowsMultipleSelection = false

  var cellQueue = ReusableViewQueue<CollectionViewCell>()
  var supplementaryQueue = ReusableViewQueue<CollectionReusableView>()
  /// Each section's item count, as the data source last gave them.
  var itemCounts: [Int] = []
  /// Whether the data source must be asked again for counts before the next tiling.
  var needsReload = true
  /// The bounds' size the layout was last prepared for: a new size prepares it again.
  var preparedSize: CGSize?
  /// The visible cells by the item they show.
  var visible: [IndexPath: CollectionViewCell] = [:]
  /// The visible headers and footers.
  var visibleSupplementary: [SupplementaryKey: CollectionReusableView] = [:]
  /// The visible decoration views (CollectionView+Decoration.swift).
  var visibleDecorations: [SupplementaryKey: CollectionReusableView] = [:]
  /// The visible cells of the items being reconfigured: a dequeue for one hands it back
  /// (CollectionView+Reconfigure.swift).
  var reconfiguring: [IndexPath: CollectionViewCell] = [:]
  /// The held item and the selected items (ListSelectionTracker.swift).
  let selection = ListSelectionTracker()
  /// The update under way and the batch it is in (CollectionView+Updates.swift).
  var batch = UpdateBatch()
  /// How many views this collection has made: the next one's ``CollectionReusableView/serial``.
  var viewsMade = 0

  /// A supplementary view's place: its kind and index path.
  struct SupplementaryKey: Hashable, Comparable {
    var kind: String
    var indexPath: IndexPath
    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.indexPath, lhs.kind) < (rhs.indexPath, rhs.kind)
    }
  }

  /// The most items a section may have: more is the data source's mistake. Not UIKit's
  /// number; a flow layout keeps every item's frame, so this bounds its memory.
  public static let maximumItemsInSection = 10_000_000
  /// The most sections, for the same reason.
  public static let maximumSections = 1_000_000
  /// The most elements shown at once: an item size near zero would otherwise ask for millions.
  public static let maximumVisibleElements = TableView.maximumVisibleCells

  /// A collection placed by `layout` (UIKit's `init(frame:collectionViewLayout:)`).
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// A collection with a flow layout of UIKit's defaults. UIKit's `init(frame:)` leaves the
  /// layout nil and the collection stops at its first layout ("UICollectionView must be
  /// initialized with a non-nil layout parameter"); a layout file's `class: CollectionView`
  /// needs one that works.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
  }

  public required init?(coder: NSCoder) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// Lays out the visible elements (CollectionView+Tiling.swift), as UIKit's collection does in
  /// its own `layoutSubviews`: a subclass that overrides it calls `super`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    tileElements()
  }

  /// A scroll asks for layout, which shows the items now in view.
  override func contentOffsetDidChange() {
    setNeedsLayout()
  }

  // The collection takes the touches its cells pass up the chain and passes them no further,
  // as a table does (TableView.swift). Without a data source it is the scroll view it is.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard takesItemTouches(.touchesBegan, touches, event) else {
      return super.touchesBegan(touches, with: event)
    }
    selection.touchesBegan(touches, with: event, in: self)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard takesItemTouches(.touchesMoved, touches, event) else {
      return super.touchesMoved(touches, with: event)
    }
    selection.touchesMoved(touches, with: event, in: self)
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard takesItemTouches(.touchesEnded, touches, event) else {
      return super.touchesEnded(touches, with: event)
    }
    selection.touchesEnded(touches, with: event, in: self)
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    guard takesItemTouches(.touchesCancelled, touches, event) else {
      return super.touchesCancelled(touches, with: event)
    }
    selection.touchesCancelled(touches, with: event, in: self)
  }

  private func takesItemTouches(_ method: TouchMethod, _ touches: Set<Touch>, _ event: Event?) -> Bool {
    guard dataSource != nil else { return false }
    event?.trace?.record(.handle(responder: traceID, method: method, touches: touches.sortedIDs))
    return true
  }

  // MARK: What is where

  public var numberOfSections: Int {
    reloadIfNeeded()
    return itemCounts.count
  }

  public func numberOfItems(inSection section: Int) -> Int {
    reloadIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// Whether `indexPath` names an item.
  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
      && (0..<itemCounts[indexPath.section]).contains(indexPath.item)
  }

  /// The item at `point` (in the collection's coordinates, which are its content's), or nil.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    preparedLayout()
    let point = unscrolled(point)
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
      $0.representedElementCategory == .cell && $0.frame.contains(point) && contains($0.indexPath)
    }
    return hits.max { $0.zIndex < $1.zIndex }?.indexPath
  }

  /// The item a visible `cell` shows; nil for a cell not shown.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    guard let indexPath = cell.shownIndexPath, visible[indexPath] === cell else { return nil }
    return indexPath
  }

  /// The cell showing `indexPath`, if it is visible.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    visible[indexPath]
  }

  /// The visible cells, in index path order (UIKit's order is unspecified).
  public var visibleCells: [CollectionViewCell] {
    visible.keys.sorted().compactMap { visible[$0] }
  }

  /// The visible items, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    visible.keys.sorted()
  }

  /// The visible header or footer of `kind` at `indexPath`, if it is shown.
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    visibleSupplementary[SupplementaryKey(kind: kind, indexPath: indexPath)]
  }

  /// Where the layout puts item `indexPath`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    preparedLayout()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Asks for everything again: counts, the layout and the visible cells, whose old cells go
  /// to the reuse queue. The selection is cleared, as the table's `reloadData` does
  /// (community-observed for collections; Apple is silent).
  public func reloadData() {
    selection.selected.removeAll()
    selection.held = nil
    batch.discard()
    for indexPath in visible.keys.sorted() {
      if let cell = visible[indexPath] { retire(cell, from: indexPath) }
    }
    for key in visibleSupplementary.keys.sorted() {
      if let view = visibleSupplementary[key] { retire(view, key) }
    }
    for key in visibleDecorations.keys.sorted() { retireDecoration(key) }
    needsReload = true
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }
}
