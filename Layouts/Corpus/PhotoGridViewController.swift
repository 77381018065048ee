// PhotoGridViewController: a photo grid, the other list screen every app has: a view controller
// with a collection view, a flow layout sized by its delegate, a diffable data source, and a
// cell with a favourite button.
//
// Stands for: a collection built in code after iOS 13. Exercises
// `UICollectionViewFlowLayout` (`sectionInset`, spacings), `UICollectionView(frame:
// collectionViewLayout:)`, `register(_:forCellWithReuseIdentifier:)`,
// `UICollectionViewDiffableDataSource` with a cell provider that dequeues and casts with
// `as?`, `NSDiffableDataSourceSnapshot` (`appendSections`, `appendItems`), `apply(_:
// animatingDifferences:)`, `UICollectionViewDelegateFlowLayout.sizeForItemAt`, `didSelectItemAt`
// with `itemIdentifier(for:)`, a cell's `override init(frame:)`, `override var isSelected`
// with `didSet`, `prepareForReuse`, a button in `contentView` with a closure callback.
// On iOS: three 116-point columns (370 points between the insets hold three with 2 to spare,
// spread over the two gaps); a tap on a photo selects it (`didSelectItemAt`) and outlines its
// cell; a tap on its heart sends `favoriteTapped` and selects nothing (§5).

import UIKit

struct Photo: Hashable {
    let id: Int
    let title: String
}

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    let titleLabel = UILabel()
    let favoriteButton = UIButton(type: .system)
    var onFavorite: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        titleLabel.font = .systemFont(ofSize: 13)
        contentView.addSubview(titleLabel)
        favoriteButton.setImage(UIImage(systemName: "heart"), for: .normal)
        favoriteButton.addTarget(self, action: #selector(favoriteTapped), for: .touchUpInside)
        contentView.addSubview(favoriteButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        titleLabel.frame = CGRect(x: 8, y: bounds.height - 28, width: bounds.width - 52, height: 20)
        favoriteButton.frame = CGRect(x: bounds.width - 40, y: bounds.height - 40, width: 36, height: 36)
    }

    override var isSelected: Bool {
        didSet { contentView.layer.borderWidth = isSelected ? 2 : 0 }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onFavorite = nil
    }

    @objc private func favoriteTapped() {
        onFavorite?()
    }
}

final class PhotoGridViewController: UIViewController {
    enum Section {
        case main
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Photo>!
    private let photos = (1...30).map { Photo(id: $0, title: "Photo \($0)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        view.addSubview(collectionView)

        dataSource = UICollectionViewDiffableDataSource<Section, Photo>(collectionView: collectionView) {
            [weak self] collectionView, indexPath, photo in
            guard
                let cell = collectionView.dequeueReusableCell(
                    withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as? PhotoCell
            else {
                return nil
            }
            cell.titleLabel.text = photo.title
            cell.onFavorite = { self?.favoriteTapped(photo) }
            return cell
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Photo>()
        snapshot.appendSections([.main])
        snapshot.appendItems(photos)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func favoriteTapped(_ photo: Photo) {
        print("favorite \(photo.title)")
    }
}

extension PhotoGridViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        // Three columns: the insets and two gaps of 10 points.
        let side = floor((collectionView.bounds.width - 40) / 3)
        return CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
        print("opened \(photo.title)")
    }
}
