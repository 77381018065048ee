import Foundation

/// A view controller whose view is a collection view, and which is that collection's data
/// source and delegate (UIKit's `UICollectionViewController`).
///
/// Apple: "the collection view controller … creates the collection view … sets the data
/// source and delegate of the collection view to itself". A subclass overrides the data
/// source and delegate methods it needs (`override func collectionView(_:cellForItemAt:)`, as
/// Xcode's template writes them); the others answer UIKit's defaults: one section, no items.
/// `init(nibName:bundle:)` and `init()` give it a flow layout of UIKit's defaults, where
/// UIKit's collection would stop at its first layout without one.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
  /// The layout the collection view is made with.
  public let collectionViewLayout: CollectionViewLayout
  /// Whether the collection's selected items are deselected when the view is about to appear
  /// (Apple: "A Boolean value indicating if the controller clears the selection when the
  /// collection view appears"; default true): done in ``viewWillAppear(_:)``, as
  /// `UITableViewController` does, so a selection made before a navigation push is cleared
  /// when a pop shows the collection again.
  public var clearsSelectionOnViewWillAppear = true
  /// Whether a long press moves items: kept (TouchLab has no interactive movement).
  public var installsStandardGestureForInteractiveMovement = false

  /// A controller whose collection view is placed by `layout`.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName: String?, bundle: Bundle?) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(nibName: nibName, bundle: bundle)
  }

  public required init?(coder: NSCoder) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The controller's view, a collection view: made by ``loadView()``, or set.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public var collectionView: CollectionView! {
    get { view as? CollectionView }
    set { view = newValue }
  }

  /// Makes the collection view, with this controller as its data source and delegate.
  open override func loadView() {
    let collection = CollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  /// Deselects the collection's selected items when ``clearsSelectionOnViewWillAppear``.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? CollectionView else { return }
    for indexPath in collection.indexPathsForSelectedItems ?? [] {
      collection.deselectItem(at: indexPath, animated: animated)
    }
  }

  // MARK: Data source: UIKit's defaults, for a subclass to override

  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    CollectionViewFault.controllerHasNoCells(indexPath).raise()
  }

  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    CollectionViewFault.noSupplementaryView(kind: kind).raise()
  }

  // MARK: Delegate: UIKit's defaults

  open func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  open func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  { true }

  open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}

  open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

  open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  {
    true
  }

  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}

  open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  { true }

  open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
