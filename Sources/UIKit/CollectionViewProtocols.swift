// UIKit's names for a collection view's protocols and layout classes (the view classes are in
// Views.swift, which names only the class table's classes).

/// Asked for a collection's sections, items, cells and supplementary views; optional methods
/// have UIKit's defaults, so a person's method of the same signature is the one called.
public typealias UICollectionViewDataSource = CollectionViewDataSource

/// Told of display, highlight and selection; optional methods have UIKit's defaults.
public typealias UICollectionViewDelegate = CollectionViewDelegate

/// Asked by a flow layout for sizes, insets and spacings; each default is the layout's property.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout

/// The abstract layout a person's own layout subclasses.
public typealias UICollectionViewLayout = CollectionViewLayout

/// Where a layout puts one element.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes

/// UIKit's grid-and-lines layout (docs/collection-view.md has its rules).
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout

/// A snapshot of sections and items by identifier, for a diffable data source.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot

/// A collection's data source showing a snapshot; an apply is done at once (docs/collection-view.md).
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource

/// A table's data source showing a snapshot.
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource

/// A view controller whose view is a collection view it is the data source and delegate of.
public typealias UICollectionViewController = CollectionViewController
