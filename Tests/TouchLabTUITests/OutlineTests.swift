import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchLabTUI

/// Boxes that hide what is behind them: a see-through image view (no image, interaction off)
/// is drawn as an outline, and `W` draws every box so. Inside an outline what is behind shows,
/// and is what a right-click selects there; on its edge, the outlined view.
@Suite struct OutlineTests {
  typealias L = InspectLayout

  static func dump(_ name: String, columns: Int = 120, rows: Int = 40) throws -> Session {
    let path = DrawnViewTests.layouts.appendingPathComponent("Dumps/\(name)").path
    return Session(
      layout: try LayoutLoader.load(contentsOf: path), columns: columns, rows: rows, clock: ManualClock())
  }

  @Test(
    "§1 The iOS 7 overlay image (no image, interaction off) is an outline: the notes behind show and are hit")
  func iOS7OverlayIsSeeThrough() throws {
    let session = try Self.dump("ios7-notes.txt")
    let overlay = try #require(Self.node("imageView2", in: session.state.scene))
    #expect(overlay.isSeeThrough)
    let text = Screen.render(session.state).plainText.joined(separator: "\n")
    #expect(text.contains("blinc_NotesView"), "the notes view behind the overlay is drawn")
    #expect(text.contains("Don't forget"), "and its label's text")
    // The notes view's middle: drawn there is the notes view, and hit testing (§1 skip rule:
    // the overlay takes no touches) picks it too, so what is drawn is what is hit.
    L.rightClick(session, at: CGPoint(x: 160, y: 250))
    #expect(session.state.inspector.selectedView == "blinc_NotesView")
    session.handle(L.mouse(.press, .left, at: CGPoint(x: 160, y: 250), in: session))
    #expect(session.state.hitView == "blinc_NotesView")
    #expect(StatusBar.drawnOnly(session.state) == nil)
  }

  @Test("W draws every box as an outline: what a filled box hid shows, and W fills them again")
  func wToggles() throws {
    let (session, _) = L.session(columns: 100, rows: 30)
    // overlay (100, 60, 90, 50) is drawn over save's right part; at (135, 75) save is behind it.
    let behind = CGPoint(x: 135, y: 75)
    L.rightClick(session, at: behind)
    #expect(session.state.inspector.selectedView == "overlay")
    session.handle(L.key("W"))
    #expect(session.state.viewport.outlinesOnly)
    L.rightClick(session, at: behind)
    #expect(session.state.inspector.selectedView == "save", "inside overlay's outline, save shows")
    let text = Screen.render(session.state).plainText.joined(separator: "\n")
    #expect(text.contains("outlines (W: filled)"))
    session.handle(L.key("W"))
    #expect(!session.state.viewport.outlinesOnly)
    L.rightClick(session, at: behind)
    #expect(session.state.inspector.selectedView == "overlay")
  }

  @Test("What a right-click selects is the box drawn last at the cell, zoomed and in outlines, every cell")
  func drawnAgreesWithTheBoxesDrawn() throws {
    for name in ["ios7-notes.txt", "chisel-pviews.txt", "ios15-navigation.txt"] {
      let session = try Self.dump(name, columns: 90, rows: 30)
      var state = session.state
      for outlines in [false, true] {
        state.viewport.outlinesOnly = outlines
        Self.checkEveryCell(state)
        for window in state.scene.windows {
          for child in window.children where child.frame.width >= 1 && child.frame.height >= 1 {
            state.viewport.zoom = Zoom(id: child.id, path: [window.subviewIndex, child.subviewIndex])
            Self.checkEveryCell(state)
          }
        }
        state.viewport.zoom = nil
      }
    }
  }

  /// The obvious version: the boxes the renderer draws (only the zoomed subtree, cut by its
  /// ancestors' clipping), last drawn wins, an outlined box only on its edge.
  static func reference(_ state: UIState, _ cell: CellPosition) -> String? {
    let scaling = state.scaling
    var found: String?
    func visit(_ node: SceneNode, clip: CellRect) {
      guard !node.isHidden else { return }
      let rect = scaling.cellRect(for: node.frame)
      let visible = rect.intersection(clip)
      let inside = visible.contains(column: cell.column, row: cell.row)
      let edge =
        cell.row == rect.row || cell.row == rect.endRow - 1 || cell.column == rect.column
        || cell.column == rect.endColumn - 1
      if inside, edge || !state.viewport.drawsOutlineOnly(node) { found = node.id }
      for child in node.children { visit(child, clip: node.clipsToBounds ? visible : clip) }
      if node.clipsToBounds, !node.children.isEmpty, inside, edge { found = node.id }
    }
    guard let zoom = state.viewport.zoom else {
      for window in state.scene.windows { visit(window, clip: scaling.area) }
      return found
    }
    guard let chain = state.scene.chain(toPath: zoom.path), let last = chain.last else { return nil }
    let clip = chain.dropLast().reduce(scaling.area) {
      $1.clipsToBounds ? $0.intersection(scaling.cellRect(for: $1.frame)) : $0
    }
    visit(last, clip: clip)
    return found
  }

  static func checkEveryCell(_ state: UIState, sourceLocation: SourceLocation = #_sourceLocation) {
    let area = state.layout.canvasArea
    var mismatches: [String] = []
    for row in area.row..<area.endRow {
      for column in area.column..<area.endColumn {
        let cell = CellPosition(column: column, row: row)
        let drawn = state.drawnNode(at: cell)?.id
        let expected = reference(state, cell)
        if drawn != expected {
          mismatches.append("(\(column), \(row)): \(drawn ?? "nil") ≠ \(expected ?? "nil")")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))", sourceLocation: sourceLocation)
  }

  static func node(_ id: String, in scene: Scene) -> SceneNode? {
    func find(_ nodes: [SceneNode]) -> SceneNode? {
      for node in nodes {
        if node.id == id { return node }
        if let found = find(node.children) { return found }
      }
      return nil
    }
    return find(scene.windows)
  }
}
