import Foundation

/// What a collection view asks for its items (UIKit's `UICollectionViewDataSource`).
///
/// As with ``TableViewDataSource``, UIKit's optional methods are requirements with default
/// implementations that do what UIKit does without them, so a person's method of the same
/// signature is the witness the collection calls. `numberOfItemsInSection` and
/// `cellForItemAt` are required, as in UIKit.
public protocol CollectionViewDataSource: AnyObject {
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// Default 1 (Apple: "If you don't implement this method, the collection view uses a default
  /// value of 1").
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// Asked for a header or footer the layout places. UIKit has no default and stops the app
  /// when the layout places one the data source does not give; TouchLab's default does the
  /// same (``CollectionViewFault/noSupplementaryView(kind:)``).
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView
}

extension CollectionViewDataSource {
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    CollectionViewFault.noSupplementaryView(kind: kind).raise()
  }
}
