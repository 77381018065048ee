import Foundation

/// The sections and items a diffable data source shows, by identifier (UIKit's
/// `NSDiffableDataSourceSnapshot`): a value the person builds and hands to
/// `apply(_:animatingDifferences:)`.
///
/// Identifiers are unique across the snapshot, sections among sections and items among items;
/// adding one that is already there stops the run with UIKit's message, as UIKit raises
/// (``DiffableFault``). So does adding items when there is no section.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  public typealias Section = SectionIdentifierType
  public typealias Item = ItemIdentifierType

  /// The sections, in order.
  public private(set) var sectionIdentifiers: [Section] = []
  /// Each section's items, by section.
  private var itemsBySection: [Section: [Item]] = [:]
  /// Each item's section.
  private var sectionOfItem: [Item: Section] = [:]
  /// The items reloaded or reconfigured since the snapshot was made.
  public private(set) var reloadedItemIdentifiers: [Item] = []
  public private(set) var reconfiguredItemIdentifiers: [Item] = []

  public init() {}

  public var numberOfSections: Int { sectionIdentifiers.count }
  public var numberOfItems: Int { sectionOfItem.count }

  /// Every item, section by section.
  public var itemIdentifiers: [Item] { sectionIdentifiers.flatMap { itemsBySection[$0] ?? [] } }

  public func numberOfItems(inSection identifier: Section) -> Int { itemsBySection[identifier]?.count ?? 0 }

  public func itemIdentifiers(inSection identifier: Section) -> [Item] { itemsBySection[identifier] ?? [] }

  public func sectionIdentifier(containingItem identifier: Item) -> Section? { sectionOfItem[identifier] }

  /// The item's index among all items, section by section.
  public func indexOfItem(_ identifier: Item) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

  public func indexOfSection(_ identifier: Section) -> Int? { sectionIdentifiers.firstIndex(of: identifier) }

  // MARK: Sections

  public mutating func appendSections(_ identifiers: [Section]) {
    checkNewSections(identifiers)
    sectionIdentifiers.append(contentsOf: identifiers)
    for identifier in identifiers { itemsBySection[identifier] = [] }
  }

  public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
    insertSections(identifiers, at: sectionIndex(of: toIdentifier))
  }

  public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
    insertSections(identifiers, at: sectionIndex(of: toIdentifier) + 1)
  }

  private mutating func insertSections(_ identifiers: [Section], at index: Int) {
    checkNewSections(identifiers)
    sectionIdentifiers.insert(contentsOf: identifiers, at: index)
    for identifier in identifiers { itemsBySection[identifier] = [] }
  }

  /// Deletes the sections and their items.
  public mutating func deleteSections(_ identifiers: [Section]) {
    for identifier in identifiers {
      for item in itemsBySection[identifier] ?? [] { sectionOfItem[item] = nil }
      itemsBySection[identifier] = nil
    }
    let deleted = Set(identifiers)
    sectionIdentifiers.removeAll { deleted.contains($0) }
  }

  public mutating func reloadSections(_ identifiers: [Section]) {
    for identifier in identifiers {
      reloadedItemIdentifiers.append(contentsOf: itemsBySection[identifier] ?? [])
    }
  }

  // MARK: Items

  /// Adds items at the end of `identifier`'s section, or of the last section when nil.
  public mutating func appendItems(_ identifiers: [Item], toSection identifier: Section? = nil) {
    guard let section = identifier ?? sectionIdentifiers.last else { DiffableFault.noSections.raise() }
    guard itemsBySection[section] != nil else {
      DiffableFault.unknownSection(String(describing: section)).raise()
    }
    checkNewItems(identifiers)
    itemsBySection[section, default: []].append(contentsOf: identifiers)
    for item in identifiers { sectionOfItem[item] = section }
  }

  public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
    insertItems(identifiers, next: beforeIdentifier, offset: 0)
  }

  public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
    insertItems(identifiers, next: afterIdentifier, offset: 1)
  }

  private mutating func insertItems(_ identifiers: [Item], next reference: Item, offset: Int) {
    guard let section = sectionOfItem[reference],
      let index = itemsBySection[section]?.firstIndex(of: reference)
    else { DiffableFault.unknownItem(String(describing: reference)).raise() }
    checkNewItems(identifiers)
    itemsBySection[section]?.insert(contentsOf: identifiers, at: index + offset)
    for item in identifiers { sectionOfItem[item] = section }
  }

  public mutating func deleteItems(_ identifiers: [Item]) {
    var bySection: [Section: Set<Item>] = [:]
    for item in identifiers {
      if let section = sectionOfItem.removeValue(forKey: item) {
        bySection[section, default: []].insert(item)
      }
    }
    for (section, items) in bySection { itemsBySection[section]?.removeAll { items.contains($0) } }
  }

  public mutating func deleteAllItems() {
    sectionIdentifiers.removeAll()
    itemsBySection.removeAll()
    sectionOfItem.removeAll()
  }

  /// Marks items to be asked for again at the next apply (their cells are made anew).
  public mutating func reloadItems(_ identifiers: [Item]) {
    for item in identifiers where sectionOfItem[item] == nil {
      DiffableFault.unknownItem(String(describing: item)).raise()
    }
    reloadedItemIdentifiers.append(contentsOf: identifiers)
  }

  /// Marks items to be configured again at the next apply, in their existing cells.
  public mutating func reconfigureItems(_ identifiers: [Item]) {
    for item in identifiers where sectionOfItem[item] == nil {
      DiffableFault.unknownItem(String(describing: item)).raise()
    }
    reconfiguredItemIdentifiers.append(contentsOf: identifiers)
  }

  // MARK: Index paths (what the diffable data sources answer a list's questions with)

  /// The item at `indexPath` (section index, item index), if there is one.
  func item(at indexPath: IndexPath) -> Item? {
    guard indexPath.count == 2, sectionIdentifiers.indices.contains(indexPath.section),
      let items = itemsBySection[sectionIdentifiers[indexPath.section]],
      items.indices.contains(indexPath.item)
    else { return nil }
    return items[indexPath.item]
  }

  /// Where `item` is, if the snapshot has it.
  func indexPath(of item: Item) -> IndexPath? {
    guard let section = sectionOfItem[item], let sectionIndex = sectionIdentifiers.firstIndex(of: section),
      let index = itemsBySection[section]?.firstIndex(of: item)
    else { return nil }
    return IndexPath(item: index, section: sectionIndex)
  }

  /// The items in the section at `index`.
  func items(inSectionAt index: Int) -> [Item] {
    sectionIdentifiers.indices.contains(index) ? itemsBySection[sectionIdentifiers[index]] ?? [] : []
  }

  /// The snapshot as a data source keeps it once applied: no pending reloads.
  var applied: Self {
    var copy = self
    copy.reloadedItemIdentifiers = []
    copy.reconfiguredItemIdentifiers = []
    return copy
  }

  // MARK: Checks

  private func sectionIndex(of identifier: Section) -> Int {
    guard let index = sectionIdentifiers.firstIndex(of: identifier) else {
      DiffableFault.unknownSection(String(describing: identifier)).raise()
    }
    return index
  }

  private func checkNewSections(_ identifiers: [Section]) {
    var seen = Set(sectionIdentifiers)
    let duplicates = identifiers.filter { !seen.insert($0).inserted }
    guard duplicates.isEmpty else { DiffableFault.duplicateSections(duplicates.map { "\($0)" }).raise() }
  }

  private func checkNewItems(_ identifiers: [Item]) {
    var seen = Set(sectionOfItem.keys)
    let duplicates = identifiers.filter { !seen.insert($0).inserted }
    guard duplicates.isEmpty else { DiffableFault.duplicateItems(duplicates.map { "\($0)" }).raise() }
  }
}
