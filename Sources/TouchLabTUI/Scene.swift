import Foundation
import TouchKit

/// What the canvas draws of the view hierarchy, captured as a value.
///
/// The views are reference types owned by the engine; the UI state holds this snapshot instead,
/// so that rendering stays a pure function of the state. Frames are in screen points: for a
/// transformed (rotated, scaled) view, the bounding box of its transformed bounds — a terminal
/// draws only axis-aligned boxes, so that is the simplification TouchLab makes.
public struct SceneNode: Equatable, Sendable {
  /// The view's trace id (its `id`, or its class name), as the trace names it.
  public var id: String
  public var className: String
  /// A label's text or an image view's image name.
  public var text: String?
  public var frame: CGRect
  public var isHidden: Bool
  public var alpha: CGFloat
  public var clipsToBounds: Bool
  public var children: [SceneNode]

  public init(
    id: String, className: String = "View", text: String? = nil, frame: CGRect, isHidden: Bool = false,
    alpha: CGFloat = 1, clipsToBounds: Bool = false, children: [SceneNode] = []
  ) {
    self.id = id
    self.className = className
    self.text = text
    self.frame = frame
    self.isHidden = isHidden
    self.alpha = alpha
    self.clipsToBounds = clipsToBounds
    self.children = children
  }
}

/// The screen's windows, back to front (the order they are drawn in).
public struct Scene: Equatable, Sendable {
  public var screenSize: CGSize
  public var windows: [SceneNode]

  public init(screenSize: CGSize, windows: [SceneNode]) {
    self.screenSize = screenSize
    self.windows = windows
  }

  /// Snapshots `application`'s windows: lowest level first, so the front window is drawn last.
  public init(application: Application, screenSize: CGSize) {
    self.screenSize = screenSize
    windows = application.windowsFrontToBack.reversed().map { Scene.node(for: $0) }
  }

  static func node(for view: View) -> SceneNode {
    let text: String? =
      switch view {
      case let label as Label: label.text
      case let image as ImageView: image.imageName
      default: nil
      }
    return SceneNode(
      id: view.traceID, className: String(describing: type(of: view)), text: text,
      frame: screenFrame(of: view), isHidden: view.isHidden, alpha: view.alpha,
      clipsToBounds: view.clipsToBounds, children: view.subviews.map { node(for: $0) })
  }

  /// The bounding box, in screen points, of the view's bounds carried up through every
  /// ancestor (the window's conversion to its superview lands in screen coordinates).
  static func screenFrame(of view: View) -> CGRect {
    let b = view.bounds
    var corners = [
      CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
      CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY),
    ]
    var current: View? = view
    while let layer = current {
      corners = corners.map { layer.convertToSuperview($0) }
      current = layer.superview
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return view.frame
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
