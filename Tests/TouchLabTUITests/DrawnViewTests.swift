import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchLabTUI

/// The view drawn on top at a cell (what a right-click selects, and what hovering tells apart
/// from the view hit) agrees with the boxes the renderer draws, cell by cell.
@Suite struct DrawnViewTests {
  static let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Layouts")

  /// Every layout of `Layouts/` that loads with the built-in classes (the few that use Swift
  /// classes from Sources/CustomViews need that target, which this one does not link).
  static let layoutNames =
    ((try? FileManager.default.contentsOfDirectory(atPath: layouts.path)) ?? []).filter {
      $0.hasSuffix(".yaml")
    }
    .filter { (try? LayoutLoader.load(contentsOf: layouts.appendingPathComponent($0).path)) != nil }.sorted()

  /// The obvious version: every node's box, last drawn wins, clipping views cut their subviews
  /// and draw their outline again over them.
  static func reference(_ scene: Scene, _ cell: CellPosition, _ scaling: Scaling) -> String? {
    var found: String?
    func visit(_ node: SceneNode, clip: CellRect) {
      guard !node.isHidden, !(node.hasNoArea && node.clipsToBounds) else { return }
      guard !node.hasNoArea else {
        // No area: no box of its own; its subviews are drawn.
        for child in node.children { visit(child, clip: clip) }
        return
      }
      let rect = scaling.cellRect(for: node.frame)
      let visible = rect.intersection(clip)
      let inside = visible.contains(column: cell.column, row: cell.row)
      if inside { found = node.id }
      for child in node.children { visit(child, clip: node.clipsToBounds ? visible : clip) }
      let edge =
        cell.row == rect.row || cell.row == rect.endRow - 1 || cell.column == rect.column
        || cell.column == rect.endColumn - 1
      if node.clipsToBounds, !node.children.isEmpty, inside, edge { found = node.id }
    }
    for window in scene.windows { visit(window, clip: scaling.area) }
    return found
  }

  static func checkEveryCell(_ state: UIState, sourceLocation: SourceLocation = #_sourceLocation) {
    let area = state.layout.canvasArea
    var mismatches: [String] = []
    for row in area.row..<area.endRow {
      for column in area.column..<area.endColumn {
        let cell = CellPosition(column: column, row: row)
        let drawn = state.scene.drawnNode(at: cell, scaling: state.scaling)?.id
        let expected = reference(state.scene, cell, state.scaling)
        if drawn != expected {
          mismatches.append("(\(column), \(row)): \(drawn ?? "nil") ≠ \(expected ?? "nil")")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))", sourceLocation: sourceLocation)
  }

  @Test("Every cell of the inspect layout, at several sizes")
  func inspectLayout() {
    for (columns, rows) in [(60, 16), (100, 30), (153, 47)] {
      Self.checkEveryCell(InspectLayout.session(columns: columns, rows: rows).0.state)
    }
  }

  @Test(
    "Every cell of the gallery's layouts (clipping, scroll views, transforms, zPosition, windows)",
    arguments: layoutNames)
  func galleryLayout(name: String) throws {
    let layout = try LayoutLoader.load(contentsOf: Self.layouts.appendingPathComponent(name).path)
    for (columns, rows) in [(60, 16), (120, 40)] {
      let session = Session(layout: layout, columns: columns, rows: rows, clock: ManualClock())
      Self.checkEveryCell(session.state)
    }
  }

  @Test("§8 #5 The path of the drawn view leads back to its row of the hierarchy")
  func pathToRow() {
    let state = InspectLayout.session().0.state
    let rows = state.scene.hierarchy
    for point in [
      CGPoint(x: 120, y: 70), CGPoint(x: 80, y: 60), CGPoint(x: 20, y: 100), CGPoint(x: 70, y: 100),
    ] {
      let cell = state.scaling.cell(for: point)
      let drawn = state.scene.drawnNode(at: cell, scaling: state.scaling)
      let index = drawn.flatMap { state.scene.hierarchyIndex(ofPath: $0.path) }
      #expect(index.map { rows[$0].id } == drawn?.id)
    }
    let second = state.scene.drawnNode(
      at: state.scaling.cell(for: CGPoint(x: 70, y: 100)), scaling: state.scaling)
    #expect(
      second.flatMap { state.scene.hierarchyIndex(ofPath: $0.path) } == 6, "the second Label, not the first")
  }
}
