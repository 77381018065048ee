import Foundation
import TouchKit

/// Zooming to the selected view's subtree (`Z`, back with `Z` or Esc) and drawing boxes as
/// outlines (`W`). Pure: only how the canvas is drawn and how a cell maps to a screen point
/// change (``UIState/scaling``); the engine, its hierarchy and hit testing do not.
extension Update {
  /// `Z`: zooms to the selected view's subtree, or back to the whole screen.
  static func toggleZoom(_ state: inout UIState) {
    guard state.viewport.zoom == nil else { return leaveZoom(&state) }
    guard let id = state.inspector.selectedView else {
      state.status = "select a view first (right-click, Tab or t), then Z zooms to it"
      return
    }
    let rows = state.scene.hierarchy
    guard let index = selectedRow(state, in: rows), let path = state.scene.path(ofHierarchyIndex: index),
      let node = state.scene.node(atPath: path)
    else {
      state.status = "\(id) is not in this layout: select a view again"
      return
    }
    guard !rows[index].isHidden else {
      state.status = "\(id) is hidden (or inside a hidden view): nothing of it is drawn to zoom to"
      return
    }
    guard node.frame.width >= 1, node.frame.height >= 1, node.frame.width.isFinite, node.frame.height.isFinite
    else {
      state.status = "\(id) is less than a point wide or tall: nothing to zoom to"
      return
    }
    state.viewport.freeZoom = nil
    state.viewport.zoom = Zoom(id: id, path: path)
    state.status = "zoomed to \(id): clicks still go through the whole window · Z or Esc: whole screen"
  }

  /// Back to the whole screen, from `Z` or a free zoom.
  static func leaveZoom(_ state: inout UIState) {
    state.viewport.zoom = nil
    state.viewport.freeZoom = nil
    state.status = "the whole screen"
  }

  /// `W`: every box as an outline, or filled again.
  static func toggleOutlines(_ state: inout UIState) {
    state.viewport.outlinesOnly.toggle()
    state.status =
      state.viewport.outlinesOnly
      ? "outlines only: what filled boxes hid shows, and clicks reach it if hit testing does · W: filled"
      : "boxes filled"
  }

  /// A zoom whose view is gone (the file was reloaded, the layout changed) is left.
  static func dropStaleZoom(_ state: inout UIState) {
    guard let zoom = state.viewport.zoom, state.zoomedNode?.id != zoom.id else { return }
    state.viewport.zoom = nil
  }
}
