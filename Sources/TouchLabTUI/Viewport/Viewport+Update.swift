import Foundation
import TouchKit

/// The viewport's own update for `Z` and `W`, as the toggles' and the recording's are: each
/// changes how the canvas shows the scene and returns the status bar's text. Finding the
/// selected view in the scene is the app's (`App/Viewport/Update+Viewport.swift`); the free
/// zoom's keys and wheel are still routed there.
extension Viewport {
  /// `Z` on the view `id`, found at `path` with its `frame` (screen points): the canvas shows
  /// its subtree, unless nothing of it is drawn (hidden, or under a point wide or tall).
  mutating func zoom(to id: String, path: [Int], frame: CGRect, isHidden: Bool) -> String {
    guard !isHidden else {
      return "\(id) is hidden (or inside a hidden view): nothing of it is drawn to zoom to"
    }
    guard frame.width >= 1, frame.height >= 1, frame.width.isFinite, frame.height.isFinite else {
      return "\(id) is less than a point wide or tall: nothing to zoom to"
    }
    freeZoom = nil
    zoom = Zoom(id: id, path: path)
    return "zoomed to \(id): clicks still go through the whole window · Z or Esc: whole screen"
  }

  /// Back to the whole screen, from `Z` or a free zoom.
  mutating func leaveZoom() -> String {
    zoom = nil
    freeZoom = nil
    return "the whole screen"
  }

  /// `W`: every box as an outline, or filled again.
  mutating func toggleOutlines() -> String {
    outlinesOnly.toggle()
    return outlinesOnly
      ? "outlines only: what filled boxes hid shows, and clicks reach it if hit testing does · W: filled"
      : "boxes filled"
  }
}
