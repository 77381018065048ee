import Foundation
import Testing

@testable import TouchKit

/// Auto Layout in a scroll view (ScrollView+LayoutGuides.swift). Sources: Apple's Auto Layout
/// Guide, "Working with Scroll Views" ("Constraints between the edges or margins of the scroll
/// view and its content attach to the scroll view's content area"; "Constraints between the
/// height, width, or centers attach to the scroll view's frame"), and `contentLayoutGuide` /
/// `frameLayoutGuide` ("the content area of a scroll view"; "the frame rectangle of the scroll
/// view itself"). The priority that keeps an unsized axis at its `contentSize` is UNSOURCED
/// (``ScrollView/contentSizeStayPriority``).
@Suite("UIScrollView and Auto Layout: the content area sets the contentSize")
struct ScrollViewLayoutGuideTests {
  /// A 200 × 300 scroll view at (10, 0) holding `content`, placed only by the constraints the
  /// test gives.
  final class Scene {
    let stage = Stage()
    let scroll = ScrollView(frame: rect(10, 0, 200, 300))
    let content = View(id: "content", frame: .zero)

    init() {
      scroll.id = "scroll"
      stage.add(scroll)
      content.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(content)
    }

    func layOut(_ constraints: [LayoutConstraint]) {
      LayoutConstraint.activate(constraints)
      stage.window.layoutIfNeeded()
    }
  }

  @Test(
    "Edges pinned to the scroll view attach to its content area: the content's size becomes the contentSize, and the width equal to the scroll view's is its frame's (Apple, Working with Scroll Views)"
  )
  func legacyEdges() {
    let scene = Scene()
    let (scroll, content) = (scene.scroll, scene.content)
    scene.layOut([
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    #expect(content.frame == rect(0, 0, 200, 900), "not squeezed into the 300-point frame")
    #expect(scroll.contentSize == CGSize(width: 200, height: 900))
    #expect(scroll.frame == rect(10, 0, 200, 300), "the scroll view keeps its frame")
    #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 600))
  }

  @Test("contentLayoutGuide and frameLayoutGuide: the content guide's size is the contentSize (Apple)")
  func guides() {
    let scene = Scene()
    let (scroll, content) = (scene.scroll, scene.content)
    scene.layOut([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      scroll.contentLayoutGuide.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 20),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 500),
    ])
    #expect(content.frame == rect(0, 20, 200, 500))
    #expect(scroll.contentSize == CGSize(width: 200, height: 540))
    #expect(scroll.contentLayoutGuide.layoutFrame == rect(0, 0, 200, 540))
    #expect(scroll.frameLayoutGuide.layoutFrame == rect(0, 0, 200, 300))
  }

  @Test(
    "An axis the content does not size keeps the contentSize code gave: content pinned only at its top leaves the height as it was (UNSOURCED priority)"
  )
  func unsizedAxisKeepsItsSize() {
    let scene = Scene()
    let (scroll, content) = (scene.scroll, scene.content)
    scroll.contentSize = CGSize(width: 200, height: 1_000)
    scene.layOut([
      content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.widthAnchor.constraint(equalToConstant: 200),
      content.heightAnchor.constraint(equalToConstant: 50),
    ])
    #expect(content.frame == rect(0, 10, 200, 50))
    #expect(scroll.contentSize == CGSize(width: 200, height: 1_000))
  }

  @Test("A constraint from outside the scroll view attaches to its frame, not its content (Apple)")
  func outsideAttachesToTheFrame() {
    let scene = Scene()
    let badge = scene.stage.add(View(id: "badge", frame: .zero))
    badge.translatesAutoresizingMaskIntoConstraints = false
    scene.layOut([
      badge.topAnchor.constraint(equalTo: scene.scroll.bottomAnchor, constant: 4),
      badge.leadingAnchor.constraint(equalTo: scene.scroll.leadingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 30),
      badge.heightAnchor.constraint(equalToConstant: 30),
    ])
    #expect(badge.frame == rect(10, 304, 30, 30))
    #expect(scene.scroll.contentSize == .zero, "nothing inside is constrained: the content size is untouched")
  }

  @Test("A table's content size stays its rows' though a view inside it is pinned to its edges")
  func tableKeepsItsOwnSize() {
    let stage = Stage()
    let table = stage.add(TableView(frame: rect(0, 0, 300, 200), style: .plain))
    let rows = Rows([3])
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = rows
    let empty = View(id: "empty", frame: .zero)
    empty.translatesAutoresizingMaskIntoConstraints = false
    table.addSubview(empty)
    LayoutConstraint.activate([
      empty.topAnchor.constraint(equalTo: table.topAnchor),
      empty.leadingAnchor.constraint(equalTo: table.leadingAnchor),
      empty.widthAnchor.constraint(equalToConstant: 300),
      empty.heightAnchor.constraint(equalToConstant: 900),
      table.bottomAnchor.constraint(equalTo: empty.bottomAnchor),
    ])
    stage.window.layoutIfNeeded()
    #expect(table.contentSize == CGSize(width: 300, height: 3 * 44))
    withExtendedLifetime(rows) {}
  }
}
