import Foundation
import TouchKit

extension Session {
  /// The map the state asks for, when it has not got it: worked out against the engine after
  /// every change of the scene, the cells or the selection while the map mode is on. The
  /// person's overrides run (as on a tap), their output counted, not traced.
  func refreshedHitMap() -> Message? {
    guard let basis = state.hitMapBasis else { return nil }
    guard state.hitMap?.basis != basis else { return nil }
    return .hitMapped(HitMapPaint(application: application, basis: basis))
  }
}
