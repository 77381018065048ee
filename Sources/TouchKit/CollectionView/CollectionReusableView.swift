import Foundation

/// A view a collection view shows and reuses: a cell, or a section's header or footer
/// (UIKit's `UICollectionReusableView`).
///
/// A collection view makes a registered class with `init(frame:)`, as UIKit does. Swift can
/// call an initializer on a class value only when it is `required`, and `init(frame:)` cannot
/// be (every view subclass overrides it), so the collection calls
/// ``init(collectionReuseIdentifier:)``: a required *convenience* initializer, which a subclass
/// that overrides `init(frame:)` and `init?(coder:)` (what Xcode's template writes) inherits,
/// and which runs that `init(frame:)` override. A person's cell compiles unchanged.
open class CollectionReusableView: View {
  /// The identifier the view was made for, and is queued under for reuse.
  public internal(set) var reuseIdentifier: String?
  /// The collection that made the view: a view from another collection is refused.
  weak var owningCollection: CollectionView?
  /// A number the collection gives each view it makes, in order: how dequeue records name the
  /// object (the same object reused shows the same number).
  var serial = 0
  /// The index path the view shows now, while it is visible.
  var shownIndexPath: IndexPath? {
    didSet { if let shownIndexPath { lastIndexPath = shownIndexPath } }
  }
  /// The index path the view showed last: what a dequeue record says a reused view showed.
  var lastIndexPath: IndexPath?
  /// Its latest dequeues, as the dequeue records say them (``View/reusedViewIdentity``).
  var dequeueHistory = DequeueHistory()
  /// A shown supplementary view's kind (``View/listPlace``); nil for a cell.
  var shownElementKind: String?
  /// The z index its layout attributes last gave it (CollectionView+ZIndex.swift).
  var layoutZIndex = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// How the collection makes a registered class: `init(frame: .zero)`, then the identifier.
  public required convenience init(collectionReuseIdentifier identifier: String) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }

  /// The attributes the view would have, given those the layout offers (UIKit's, for
  /// self-sizing: CollectionView+SelfSizing.swift). The default answers them unchanged; a
  /// cell's measures its content view.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes { layoutAttributes }

  /// Called just before a dequeue hands the view back for another index path (Apple: "The
  /// collection view calls this method … before returning it from the dequeue method"). The
  /// default does nothing; a cell's clears its highlight and selection.
  open func prepareForReuse() {}

  /// Names the view after its collection and index path (`grid[0,5]`), and renames the views
  /// named after its old name, so a trace names a reused cell's views by the item they show now
  /// (as a table's cells are named, TableViewCell's `name(_:)`).
  func name(_ newName: String) {
    guard newName != id else { return }
    renameSubtree(to: newName)
    nameParts(newName)
  }

  /// Names the view's own parts that have no name yet (a cell's content view).
  func nameParts(_ name: String) {}
}
