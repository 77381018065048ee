import Foundation
import TouchKit

/// Zooming to the selected view's subtree (`Z`, back with `Z` or Esc) and drawing boxes as
/// outlines (`W`), routed to the viewport's own update (``Viewport/zoom(to:path:frame:isHidden:)``,
/// ``Viewport/toggleOutlines()``). Pure: only how the canvas is drawn and how a cell maps to a
/// screen point change (``UIState/scaling``); the engine, its hierarchy and hit testing do not.
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
    state.status = state.viewport.zoom(to: id, path: path, frame: node.frame, isHidden: rows[index].isHidden)
  }

  /// Back to the whole screen, from `Z` or a free zoom.
  static func leaveZoom(_ state: inout UIState) {
    state.status = state.viewport.leaveZoom()
  }

  /// `W`: every box as an outline, or filled again.
  static func toggleOutlines(_ state: inout UIState) {
    state.status = state.viewport.toggleOutlines()
  }

  /// A zoom whose view is gone (the file was reloaded, the layout changed) is left.
  static func dropStaleZoom(_ state: inout UIState) {
    guard let zoom = state.viewport.zoom, state.zoomedNode?.id != zoom.id else { return }
    state.viewport.zoom = nil
  }
}
