import Foundation
import Testing

@testable import TouchKit

/// `View.forEachInSubtree`: the walk of `allViews` without the list, which the explorer's start
/// uses at a million views (issue 17).
struct ViewSubtreeTests {
  /// A root with three subviews, the first and last with two of their own, one of those deeper.
  func tree() -> View {
    let root = View(id: "root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    for name in ["a", "b", "c"] {
      let child = View(id: name, frame: .zero)
      if name != "b" {
        for index in 1...2 { child.addSubview(View(id: "\(name)\(index)", frame: .zero)) }
      }
      root.addSubview(child)
    }
    root.subviews[2].subviews[0].addSubview(View(id: "c1x", frame: .zero))
    return root
  }

  @Test("Every view, in allViews' order: depth first, back to front")
  func sameOrderAsAllViews() {
    let root = tree()
    var visited: [String] = []
    #expect(
      root.forEachInSubtree {
        visited.append($0.id); return true
      })
    #expect(visited == root.allViews.map(\.id))
    #expect(visited == ["root", "a", "a1", "a2", "b", "c", "c1", "c1x", "c2"])
  }

  @Test("Stops at the first false, and says it was stopped")
  func stopsEarly() {
    var visited: [String] = []
    let finished = tree().forEachInSubtree { view in
      visited.append(view.id)
      return view.id != "b"
    }
    #expect(!finished)
    #expect(visited == ["root", "a", "a1", "a2", "b"])
  }
}
