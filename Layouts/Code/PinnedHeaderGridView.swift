// PinnedHeaderGridView: a compositional list whose section header is pinned to the top and
// translucent, so the rows scrolling under it show through it, and a tap there opens nothing.
//
// Teaches (issue 38): a header with `pinToVisibleBounds` stays at the top of the collection's
// bounds while its section scrolls under it (Apple: it "is shown while any portion of the
// section … is visible"), and with `zIndex = 2` (as in Apple's pinned-header sample) it is in
// front of the cells (Apple's `UICollectionViewLayoutAttributes.zIndex`: higher is on top). The
// hit test visits the front view first, so the header takes the touch: the row seen through
// it is not selected and `didSelectItemAt` is not called.
//
// The list scrolls its rows under the header at its first layout, as a list restoring the
// reader's place does.
//
// The fix, PassThroughHeaderGridView: the header shows only a title, so it takes no touches
// (`isUserInteractionEnabled = false`); the hit test passes over it (§2) and the same tap
// opens the row under it.
//
// Written as iOS code is: a diffable data source, a cell registration, a supplementary
// registration dequeued from the data source's `supplementaryViewProvider`.

import UIKit

/// The section's title over a translucent background.
final class PinnedTitleView: UICollectionReusableView {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor.white.withAlphaComponent(0.6)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds.insetBy(dx: 16, dy: 8)
  }
}

/// A song's row: its title in the content view.
final class SongCell: UICollectionViewCell {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 11)
  }
}

/// The bug's shape: the pinned header in front of the rows under it.
class PinnedHeaderGridView: UIView, UICollectionViewDelegate {
  let collectionView: UICollectionView
  private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
  private var restored = false

  /// Whether the header takes touches (the bug: it does, as every view does by default).
  class var headerTakesTouches: Bool { true }

  override init(frame: CGRect) {
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.makeLayout())
    super.init(frame: frame)
    collectionView.delegate = self
    addSubview(collectionView)
    configureDataSource()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Full-width rows 44 points tall under a 40-point header.
  static func makeLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    section.boundarySupplementaryItems = [header]
    return UICollectionViewCompositionalLayout(section: section)
  }

  private func configureDataSource() {
    let takesTouches = Self.headerTakesTouches
    let cellRegistration = UICollectionView.CellRegistration<SongCell, Int> { cell, _, item in
      cell.titleLabel.text = "Song \(item)"
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<PinnedTitleView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, _ in
      header.titleLabel.text = "Playlist"
      header.isUserInteractionEnabled = takesTouches
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<30))
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    collectionView.frame = bounds
    guard !restored else { return }
    restored = true
    collectionView.layoutIfNeeded()
    // Rows 2 and 3 (y 128..<216) under the header's 40 points.
    collectionView.contentOffset = CGPoint(x: 0, y: 140)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    print("opened song \(indexPath.item)")
  }
}

/// The fix: the header, which has nothing to tap, takes no touches.
final class PassThroughHeaderGridView: PinnedHeaderGridView {
  override class var headerTakesTouches: Bool { false }
}
