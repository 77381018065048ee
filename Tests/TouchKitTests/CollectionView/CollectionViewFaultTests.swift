import Foundation
import Testing

@testable import TouchKit

/// A data source that returns `count` items in one section, its cells dequeued as "Cell" from
/// `source` (the collection asking, or another one).
private final class BadItems: CollectionViewDataSource {
  let count: Int
  let sections: Int
  var other: CollectionView?

  init(count: Int = 1, sections: Int = 1) {
    self.count = count
    self.sections = sections
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    (other ?? collectionView).dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}

/// Lays out a 100×100 collection of `source`'s items, registered for "Cell" unless `register`
/// is false.
private func show(_ source: BadItems, register: Bool = true) {
  let collection = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: CollectionViewFlowLayout())
  if register { collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell") }
  collection.dataSource = source
  collection.layoutIfNeeded()
}

/// Issue 38's bad input for a collection's data source: each stops the run (as UIKit's
/// exception stops the app) inside the person's method, so the crash report names it; UIKit's
/// message where it is known, quoted whole, TouchLab's words saying so where it is not.
@Suite("UICollectionView bad data sources")
struct CollectionViewFaultTests {
  @Test("A dequeue of an unregistered identifier stops the run (UIKit's message, CollectionViewReuseTests)")
  func unregisteredIdentifierStops() async {
    await #expect(processExitsWith: .failure) {
      show(BadItems(), register: false)
    }
  }

  @Test("A negative item count stops the run, in TouchLab's words (Apple documents no message)")
  func negativeItemCount() async {
    #expect(
      CollectionViewFault.itemCount(-1, section: 0).message
        == "collectionView(_:numberOfItemsInSection:) returned -1 items for section 0 (TouchLab's words: a "
        + "count is at least 0 and at most 10000000)")
    await #expect(processExitsWith: .failure) {
      show(BadItems(count: -1))
    }
  }

  @Test("An item count above CollectionView.maximumItemsInSection stops the run instead of filling memory")
  func hugeItemCount() async {
    await #expect(processExitsWith: .failure) {
      show(BadItems(count: CollectionView.maximumItemsInSection + 1))
    }
  }

  @Test("A negative section count stops the run")
  func negativeSectionCount() async {
    await #expect(processExitsWith: .failure) {
      show(BadItems(sections: -1))
    }
  }

  @Test("A cell dequeued from another collection view stops the run (TouchLab's words; UIKit asserts)")
  func cellFromAnotherCollection() async {
    await #expect(processExitsWith: .failure) {
      let source = BadItems()
      let other = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: CollectionViewFlowLayout())
      other.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      source.other = other
      show(source)
    }
  }
}
