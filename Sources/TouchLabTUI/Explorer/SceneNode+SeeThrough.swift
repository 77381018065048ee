import Foundation
import TouchKit

extension SceneNode {
  /// An image view that shows no image and that touches pass through (interaction off, as
  /// image views start): drawn filled, it would hide what is behind it though every click there
  /// goes to what is behind it (§1). An iOS 7 app's full-screen overlay image is one. Drawn as
  /// an outline, what is drawn is again what is hit.
  public var isSeeThrough: Bool {
    summary.className == "ImageView" && (summary.caption ?? "").isEmpty && !summary.isUserInteractionEnabled
  }
}

extension Viewport {
  /// Whether `node` is drawn as an outline only: with `W`, every box; otherwise a see-through
  /// view (``SceneNode/isSeeThrough``).
  func drawsOutlineOnly(_ node: SceneNode) -> Bool {
    outlinesOnly || node.isSeeThrough
  }
}
