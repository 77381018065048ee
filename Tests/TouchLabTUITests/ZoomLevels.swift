import Foundation
import TouchKit

@testable import TouchLabTUI

/// The free zooms the every-cell tests check besides the fit (issue 41): 2× around the
/// screen's middle, and the finest step (a column 1 pt or less) around the smallest view
/// drawn, where sub-cell rounding has the most to get wrong.
enum ZoomLevels {
  static func freeZooms(_ scene: Scene, area: CellRect) -> [(name: String, zoom: FreeZoom)] {
    let size = scene.screenSize
    let fit = Scaling(screenSize: size, area: area)
    var zooms = [
      (
        "2× around the middle",
        FreeZoom.centred(
          on: CGPoint(x: size.width / 2, y: size.height / 2), level: 1, screenSize: size, area: area)
      )
    ]
    let finest = FreeZoom.finestLevel(fit: fit)
    if finest > 1, let small = smallestDrawn(scene) {
      zooms.append(
        (
          "\(Format.number(FreeZoom.magnification(finest)))× around \(small.id)",
          FreeZoom.centred(
            on: CGPoint(x: small.frame.midX, y: small.frame.midY), level: finest, screenSize: size, area: area
          )
        ))
    }
    return zooms
  }

  /// The smallest view with a frame of at least a point each way, not hidden (the first in
  /// document order of equals).
  static func smallestDrawn(_ scene: Scene) -> SceneNode? {
    var best: SceneNode?
    func visit(_ node: SceneNode) {
      guard !node.isHidden else { return }
      let frame = node.frame
      if frame.width >= 1, frame.height >= 1, frame.width.isFinite, frame.height.isFinite,
        best.map({ frame.width * frame.height < $0.frame.width * $0.frame.height }) ?? true
      {
        best = node
      }
      node.children.forEach(visit)
    }
    scene.windows.forEach(visit)
    return best
  }
}
