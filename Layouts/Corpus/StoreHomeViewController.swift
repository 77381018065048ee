// StoreHomeViewController: a store's home screen, the shape of Apple's "Implementing Modern
// Collection Views" and of most apps written since iOS 14: a view controller with a collection
// view whose compositional layout has a carousel of featured apps that scrolls sideways above
// a list of top apps, fed by a diffable data source through cell registrations.
//
// Stands for: a collection built in code with a compositional layout. Exercises
// `UICollectionViewCompositionalLayout` with a section provider closure and its environment,
// `NSCollectionLayoutItem`, `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`,
// `NSCollectionLayoutSize` with `.fractionalWidth`, `.fractionalHeight`, `.absolute` and
// `.estimated`, `NSCollectionLayoutSection` (`interGroupSpacing`, `contentInsets`,
// `orthogonalScrollingBehavior`, `boundarySupplementaryItems`),
// `NSCollectionLayoutBoundarySupplementaryItem`, `NSCollectionLayoutSection.list(using:
// layoutEnvironment:)` with `UICollectionLayoutListConfiguration`, `UICollectionViewListCell`
// with `defaultContentConfiguration()` and `accessories`, `UICollectionView.CellRegistration`,
// `SupplementaryRegistration`, `dequeueConfiguredReusableCell(using:for:item:)`,
// `supplementaryViewProvider`, a button in a carousel cell, `didSelectItemAt`.
// On iOS: the carousel's cards are 300 × 180 points, 10 apart, 16 from the leading edge; a
// sideways drag on the carousel scrolls it and not the screen; a tap on a card or a row opens
// its app (`didSelectItemAt`); a tap on a card's Get button gets the app and opens nothing (§5).

import UIKit

struct StoreApp: Hashable {
    let name: String
    let category: String
}

final class FeaturedAppCell: UICollectionViewCell {
    let nameLabel = UILabel()
    let getButton = UIButton(type: .system)
    var onGet: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        nameLabel.font = .systemFont(ofSize: 20, weight: .bold)
        contentView.addSubview(nameLabel)
        getButton.setTitle("GET", for: .normal)
        getButton.addTarget(self, action: #selector(getTapped), for: .touchUpInside)
        contentView.addSubview(getButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        nameLabel.frame = CGRect(x: 16, y: 16, width: bounds.width - 32, height: 24)
        getButton.frame = CGRect(x: bounds.width - 80, y: bounds.height - 48, width: 64, height: 32)
    }

    @objc private func getTapped() {
        onGet?()
    }
}

final class SectionHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 0, dy: 8)
    }
}

final class StoreHomeViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case featured
        case topApps

        var title: String {
            switch self {
            case .featured: return "Featured"
            case .topApps: return "Top Apps"
            }
        }
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, StoreApp>!
    private let featured = (1...10).map { StoreApp(name: "Featured \($0)", category: "Games") }
    private let topApps = (1...20).map { StoreApp(name: "App \($0)", category: "Productivity") }

    override func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let section = Section(rawValue: sectionIndex) else { return nil }
            let headerSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader,
                alignment: .top)
            switch section {
            case .featured:
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let groupSize = NSCollectionLayoutSize(
                    widthDimension: .absolute(300), heightDimension: .absolute(180))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                let layoutSection = NSCollectionLayoutSection(group: group)
                layoutSection.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                layoutSection.interGroupSpacing = 10
                layoutSection.contentInsets = NSDirectionalEdgeInsets(
                    top: 0, leading: 16, bottom: 16, trailing: 16)
                layoutSection.boundarySupplementaryItems = [header]
                return layoutSection
            case .topApps:
                var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                configuration.headerMode = .supplementary
                return NSCollectionLayoutSection.list(
                    using: configuration, layoutEnvironment: layoutEnvironment)
            }
        }
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let featuredRegistration = UICollectionView.CellRegistration<FeaturedAppCell, StoreApp> {
            [weak self] cell, indexPath, app in
            cell.nameLabel.text = app.name
            cell.onGet = { self?.get(app) }
        }
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, StoreApp> {
            cell, indexPath, app in
            var content = cell.defaultContentConfiguration()
            content.text = app.name
            content.secondaryText = app.category
            content.image = UIImage(systemName: "app.fill")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<SectionHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, elementKind, indexPath in
            header.titleLabel.text = Section(rawValue: indexPath.section)?.title
        }

        dataSource = UICollectionViewDiffableDataSource<Section, StoreApp>(collectionView: collectionView) {
            collectionView, indexPath, app in
            if indexPath.section == Section.featured.rawValue {
                return collectionView.dequeueConfiguredReusableCell(
                    using: featuredRegistration, for: indexPath, item: app)
            }
            return collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: app)
        }
        dataSource.supplementaryViewProvider = { collectionView, elementKind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, StoreApp>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(featured, toSection: .featured)
        snapshot.appendItems(topApps, toSection: .topApps)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func get(_ app: StoreApp) {
        print("get \(app.name)")
    }
}

extension StoreHomeViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let app = dataSource.itemIdentifier(for: indexPath) else { return }
        print("open \(app.name)")
    }
}
