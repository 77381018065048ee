// UIKit's names for the compositional layout's parts (docs/collection-view.md has their rules).

/// The layout of items, groups and sections.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout

/// What a compositional layout does across its sections.
public typealias UICollectionViewCompositionalLayoutConfiguration = CompositionalLayoutConfiguration

/// Asked for each section's layout.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  CollectionViewCompositionalLayout.SectionProvider

/// A fractional, absolute or estimated length.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension

/// A width and a height.
public typealias NSCollectionLayoutSize = CollectionLayoutSize

/// The space between a group's items.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing

/// One cell's size in its group.
public typealias NSCollectionLayoutItem = CollectionLayoutItem

/// A row or column of items; groups nest.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup

/// A section: its group repeated, insets, spacing, headers and footers.
public typealias NSCollectionLayoutSection = CollectionLayoutSection

/// A section's header or footer.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem

/// A view attached to an item (a badge).
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem

/// Where a supplementary item is attached to its item.
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor

/// A view the layout puts behind a section (a background).
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem

/// Where an element sits on its container's edges.
public typealias NSRectAlignment = RectAlignment

/// How a section scrolls across the collection.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = OrthogonalScrollingBehavior

/// What a section provider is told about the collection.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment

/// The space a compositional layout fills.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer

/// An item a section's invalidation handler is shown.
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem

/// A section that looks like a table.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration

/// A cell's content as a value the cell turns into views.
public typealias UIContentConfiguration = ContentConfiguration

/// A list row's image, text and secondary text.
public typealias UIListContentConfiguration = ListContentConfiguration

/// A cell's state, as its configuration update sees it.
public typealias UICellConfigurationState = CellConfigurationState

/// An accessory of a list cell, kept.
public typealias UICellAccessory = CellAccessory
