import Foundation

/// The scroll view of an orthogonally scrolling section (UIKit's private
/// `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`): a subview of its collection,
/// across the section's row, holding the section's visible cells, with a pan of its own.
///
/// Its pan scrolls only across the collection: a drag mostly along the collection's axis
/// fails it, so the collection's own pan takes that drag, as on iOS (the cross-directional
/// nesting of Apple's Scroll View Programming Guide, "Nesting Scroll Views"; that the
/// dominant axis decides is UNSOURCED, what iOS shows). Its touches go on up the responder
/// chain to the collection, which highlights and selects the cell (ListSelectionTracker).
final class CollectionOrthogonalScrollView: ScrollView {
  /// The section the row shows.
  let section: Int
  /// Whether the row scrolls sideways (in a vertical collection) or up and down.
  let horizontal: Bool

  init(section: Int, horizontal: Bool) {
    self.section = section
    self.horizontal = horizontal
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("an orthogonal section's scroll view is made only by its collection")
  }

  /// A scroll shows the row's next cells: the collection lays them out.
  override func contentOffsetDidChange() {
    superview?.setNeedsLayout()
  }

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    if gestureRecognizer === panGestureRecognizer {
      let moved = panGestureRecognizer.translation(in: self)
      let across = horizontal ? abs(moved.x) : abs(moved.y)
      let along = horizontal ? abs(moved.y) : abs(moved.x)
      if along > across { return false }
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }
}
