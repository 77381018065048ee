import Foundation
import Testing

@testable import TouchKit

/// A section background (Apple's `NSCollectionLayoutDecorationItem.background(elementKind:)`,
/// registered with the layout's `register(_:forDecorationViewOfKind:)`): made by the layout,
/// not the data source, behind the section's cells. docs/collection-view.md.
@Suite("Compositional decoration items")
struct DecorationItemTests {
  /// Rows of four 80×50 items, 10 points apart (a gap at y 50..<60), over a background inset by
  /// 5 points; registered when `register` is true.
  func backgroundStage(register: Bool = true, sections: [Int] = [8]) -> CompositionalStage {
    let section = gridSection(0.25)
    section.interGroupSpacing = 10
    let background = CollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let layout = CollectionViewCompositionalLayout(section: section)
    if register { layout.register(CollectionReusableView.self, forDecorationViewOfKind: "background") }
    return CompositionalStage(sections, layout)
  }

  @Test(
    "A section background spans its section less its contentInsets, behind the cells, made by the layout (Apple's background(elementKind:), contentInsets)"
  )
  func backgroundBehindCells() throws {
    let setup = backgroundStage()
    let collection = setup.collection
    let background = try #require(
      collection.subviews.first { $0.id == "grid.background[0]" } as? CollectionReusableView)
    // Two rows of 50 with a 10-point gap: the section is 110 tall.
    #expect(background.frame == rect(5, 5, 310, 100))
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    let order = collection.subviews.map(ObjectIdentifier.init)
    #expect(
      try #require(order.firstIndex(of: ObjectIdentifier(background)))
        < #require(order.firstIndex(of: ObjectIdentifier(cell))))
    // The data source was never asked for it.
    #expect(setup.items.asked.count == 8)
  }

  @Test(
    "A tap between the cells hits the background, a view like any other, and selects nothing; a tap on a cell still selects it (§2)"
  )
  func backgroundTakesTheGap() {
    let setup = backgroundStage()
    setup.stage.tap(160, 55)
    #expect(setup.stage.hitView() == "grid.background[0]")
    #expect(setup.items.log.isEmpty)
    setup.stage.tap(120, 25)
    #expect(setup.items.log.last == "didSelect [0,1]")
  }

  @Test("Without a registered class the background shows nothing and the gap is the collection's (UNSOURCED)")
  func unregisteredBackground() {
    let setup = backgroundStage(register: false)
    #expect(!setup.collection.subviews.contains { $0.id == "grid.background[0]" })
    setup.stage.tap(160, 55)
    #expect(setup.stage.hitView() == "grid")
  }

  @Test(
    "A background scrolled out of view leaves the hierarchy and is handed back for a section coming in (real reuse, as cells)"
  )
  func backgroundReuse() throws {
    // Four sections 110 tall: at 250 sections 0 and 1 (0..<220) are out of view.
    let setup = backgroundStage(sections: [8, 8, 8, 8])
    let first = try #require(setup.collection.subviews.first { $0.id == "grid.background[0]" })
    setup.collection.contentOffset = CGPoint(x: 0, y: 250)
    setup.collection.layoutIfNeeded()
    let shown = setup.collection.subviews.filter { $0.id.contains(".background[") }.map(\.id).sorted()
    #expect(shown == ["grid.background[2]", "grid.background[3]"])
    #expect(first.superview === setup.collection)
    #expect(["grid.background[2]", "grid.background[3]"].contains(first.id))
  }
}
