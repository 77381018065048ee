import Foundation

/// A section that looks like a table (UIKit's `UICollectionLayoutListConfiguration`): one
/// full-width item a row, with an appearance and header and footer modes.
///
/// ``CollectionLayoutSection/list(using:layoutEnvironment:)`` turns it into a section: rows
/// the collection's width (less the inset-grouped margins), `.estimated(44)` tall (the
/// estimate UIKit's list rows start from, Apple's HIG "at least 44 × 44 pt" target), so each
/// row sizes itself to its cell when displayed (CompositionalLayoutPlan+SelfSizing.swift);
/// a `.supplementary` header or footer is a 44-point boundary item of
/// UIKit's header or footer kind. The inset-grouped margins (20 points each side) and the
/// grouped appearances' 35-point top space are UNSOURCED, what an iPhone shows.
public struct CollectionLayoutListConfiguration {
  public enum Appearance: Int, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }

  public enum HeaderMode: Int, Sendable {
    case none, supplementary, firstItemInSection
  }

  public enum FooterMode: Int, Sendable {
    case none, supplementary
  }

  public var appearance: Appearance
  public var headerMode = HeaderMode.none
  public var footerMode = FooterMode.none
  /// Kept; TouchLab draws no separators.
  public var showsSeparators = true
  /// Kept; the collection's boxes are drawn as any view's.
  public var backgroundColor: Color?
  /// The space above each header: kept, the appearance's is used.
  public var headerTopPadding: CGFloat?

  public init(appearance: Appearance) {
    self.appearance = appearance
  }

  /// The row height a list starts from (UNSOURCED as a number: the HIG's 44-point target).
  static let rowHeight: CGFloat = 44
}

extension CollectionLayoutSection {
  /// A section laid out as `configuration` says, in `layoutEnvironment`'s container.
  public static func list(
    using configuration: CollectionLayoutListConfiguration, layoutEnvironment: any CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    let height = CollectionLayoutListConfiguration.rowHeight
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    switch configuration.appearance {
    case .insetGrouped:
      section.contentInsets = DirectionalEdgeInsets(top: 35, leading: 20, bottom: 0, trailing: 20)
    case .grouped:
      section.contentInsets = DirectionalEdgeInsets(top: 35, leading: 0, bottom: 0, trailing: 0)
    case .plain, .sidebar, .sidebarPlain:
      break
    }
    let boundarySize = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(height))
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: boundarySize, elementKind: CollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: boundarySize, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    return section
  }
}

extension CollectionViewCompositionalLayout {
  /// A layout whose every section is a list of `configuration` (UIKit's `list(using:)`).
  public static func list(using configuration: CollectionLayoutListConfiguration)
    -> CollectionViewCompositionalLayout
  {
    CollectionViewCompositionalLayout { _, environment in
      CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
