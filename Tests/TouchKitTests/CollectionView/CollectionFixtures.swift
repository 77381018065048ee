import Foundation

@testable import TouchKit

/// A data source of `items[section]` items per section whose cells are dequeued as "Cell", and
/// a log of what the collection asked and told.
final class Items: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  var items: [Int]
  var asked: [IndexPath] = []
  var log: [String] = []
  /// Each item's size, when the delegate sizes items; nil answers the layout's.
  var sizes: ((IndexPath) -> CGSize)?
  var shouldSelect: (IndexPath) -> Bool = { _ in true }

  init(_ items: [Int]) { self.items = items }

  func numberOfSections(in collectionView: CollectionView) -> Int { items.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    items[section]
  }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    asked.append(indexPath)
    return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes?(indexPath) ?? (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
  }
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    shouldSelect(indexPath)
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.tableDescription)")
  }
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.tableDescription)")
  }
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.tableDescription)")
  }
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    log.append("didUnhighlight \(indexPath.tableDescription)")
  }
}

/// A cell that counts its `prepareForReuse()` calls and logs its selection as iOS code
/// observes it, by overriding `isSelected`.
final class GridCell: CollectionViewCell {
  var prepared = 0
  var selectionSeen: [Bool] = []
  override var isSelected: Bool {
    didSet { selectionSeen.append(isSelected) }
  }
  override func prepareForReuse() {
    super.prepareForReuse()
    prepared += 1
  }
}

/// A stage with a 320×220 collection `grid` of `items`, flow layout 100×50 items, 10-point
/// spacings, registered for `GridCell`, laid out.
final class CollectionStage {
  let stage = Stage()
  let layout = CollectionViewFlowLayout()
  let collection: CollectionView
  let items: Items

  init(_ items: [Int], configure: (CollectionViewFlowLayout) -> Void = { _ in }) {
    self.items = Items(items)
    layout.itemSize = CGSize(width: 100, height: 50)
    configure(layout)
    collection = CollectionView(frame: rect(0, 0, 320, 220), collectionViewLayout: layout)
    collection.id = "grid"
    collection.register(GridCell.self, forCellWithReuseIdentifier: "Cell")
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
      collection.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
    }
    collection.dataSource = self.items
    collection.delegate = self.items
    stage.add(collection)
    collection.layoutIfNeeded()
  }

  /// The frame the layout gives item `item` of `section`.
  func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  func scroll(to y: CGFloat) {
    collection.contentOffset = CGPoint(x: 0, y: y)
    collection.layoutIfNeeded()
  }
}
