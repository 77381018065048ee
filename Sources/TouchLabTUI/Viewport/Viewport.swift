import Foundation
import TouchKit

/// How the canvas shows the scene: the whole screen fitted, one view's subtree (``Zoom``) or
/// the whole hierarchy zoomed in (``FreeZoom``), and boxes filled or drawn as outlines only. A
/// way of looking, never a change to the hierarchy: a click while zoomed is a point of the
/// whole screen, hit-tested through every window.
public struct Viewport: Equatable, Sendable {
  /// The view whose subtree fills the canvas (`Z`), if any.
  public var zoom: Zoom?
  /// The whole hierarchy zoomed in and panned (`+`, `-`, the wheel, the arrows), if it is.
  /// Never set with ``zoom``: each clears the other.
  public var freeZoom: FreeZoom?
  /// Every box drawn as an outline, unfilled (`W`): what is behind a filled box shows, and a
  /// click on it reaches it if hit testing lets it (a box with views behind it is still hit).
  public var outlinesOnly = false
  /// The hit-region map (`m`): every cell painted by the view a tap there hits.
  public var showsHitMap = false

  public init(zoom: Zoom? = nil, outlinesOnly: Bool = false) {
    self.zoom = zoom
    self.outlinesOnly = outlinesOnly
  }
}

/// A zoom to one view's subtree: the view, by its id and its path of subview indices from its
/// window (``DrawnNode/path``), which tell it apart from another of the same id.
public struct Zoom: Equatable, Sendable {
  public var id: String
  public var path: [Int]

  public init(id: String, path: [Int]) {
    self.id = id
    self.path = path
  }
}
