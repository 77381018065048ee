import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchTrace

@testable import TouchLabTUI

/// Walks that were recursive take an explicit stack (issue 17, item 2): a hierarchy 12,000
/// views deep is snapshotted and drawn on a thread with an ordinary 8 MiB stack, where the
/// recursive snapshot overflowed at about 6,950 levels; one 4,000 deep is described (text, XML
/// and JSON) on a 512 KiB stack, which the recursive description overflowed. Hit testing stays
/// recursive, as UIKit's is: an override calls `super`.
@Suite struct DeepHierarchyTests {
  /// Runs `body` on a new thread with a stack of `bytes`, and waits for it.
  private static func onStack(of bytes: Int, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    done.wait()
  }

  /// An application with a window and a chain of `depth` views, each the only subview of the
  /// one before; and the chain, to take it apart with.
  private static func chain(depth: Int) -> (Application, [View]) {
    let app = Application()
    let window = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    app.addWindow(window)
    var parent: View = window
    var chain: [View] = []
    for level in 0..<depth {
      let view = View(id: "v\(level)", frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      parent.addSubview(view)
      chain.append(view)
      parent = view
    }
    return (app, chain)
  }

  /// Takes the chain apart from the bottom, so that no view's release releases the rest.
  private static func dismantle(_ chain: [View]) {
    for view in chain.reversed() { view.removeFromSuperview() }
  }

  @Test("A 12,000-deep hierarchy is snapshotted, drawn, pointed at and pictured on an 8 MiB stack")
  func snapshotAndDraw() {
    Self.onStack(of: 8 << 20) {
      let (app, chain) = Self.chain(depth: 12_000)
      var scene = Scene(application: app, screenSize: CGSize(width: 200, height: 100))
      #expect(scene.viewCount == 12_001)
      #expect(scene.hierarchy.last?.id == "v11999")
      var canvas = Canvas(columns: 40, rows: 12)
      let scaling = Scaling(
        screenSize: scene.screenSize, area: CellRect(column: 0, row: 0, columns: 40, rows: 12))
      LayoutRenderer(scaling: scaling, hitView: nil, hitPath: [], hoverView: nil).draw(scene, into: &canvas)
      #expect(canvas.plainText.joined().contains("v11999"))
      #expect(scene.drawnNode(at: CellPosition(column: 5, row: 5), scaling: scaling)?.id == "v11999")
      #expect(ScenePicture(scene: scene, trace: Trace(records: [])).svg.contains("data-id=\"v11999\""))
      // Free the snapshot a level at a time: a value tree's release is recursive too.
      var nodes = scene.windows
      scene.windows = []
      while var node = nodes.popLast() {
        nodes.append(contentsOf: node.children)
        node.children = []
      }
      Self.dismantle(chain)
    }
  }

  @Test("A 4,000-deep hierarchy is described, as text, XML and JSON, on a 512 KiB stack")
  func describe() {
    Self.onStack(of: 512 << 10) {
      let (app, chain) = Self.chain(depth: 4_000)
      var description = HierarchyDescription(application: app)
      #expect(description.text().count == 4_002)
      #expect(
        description.text().last?.hasPrefix(String(repeating: "  ", count: 100) + "[4000] View v3999") == true,
        "indented to the cap, then the level (issue 34)")
      #expect(description.xml().contains("<View index=\"4000\""))
      #expect(description.json().contains("\"id\": \"v3999\""))
      var views = description.windows
      description.windows = []
      while var view = views.popLast() {
        views.append(contentsOf: view.subviews)
        view.subviews = []
      }
      Self.dismantle(chain)
    }
  }
}
