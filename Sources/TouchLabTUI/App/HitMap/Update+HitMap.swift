import Foundation
import TouchKit

/// The map mode (`m`): on and off, and the paint the session works out for it. Pure: the
/// session maps the engine when the state asks for a map it does not have
/// (``Session/refreshedHitMap()``).
extension Update {
  /// `m`: the map, or the boxes again.
  static func toggleHitMap(_ state: inout UIState) {
    state.status = HitMapPaint.toggle(&state.viewport.showsHitMap, &state.hitMap)
  }

  /// The session's paint for the state it was asked for (``HitMapPaint/arrived(_:isOn:)``).
  static func hitMapped(_ paint: HitMapPaint?, _ state: inout UIState) {
    state.hitMap = HitMapPaint.arrived(paint, isOn: state.viewport.showsHitMap)
  }
}

extension UIState {
  /// What a map of this state is worked out for: nil when the map is off, or while a step is
  /// shown (the map is of the engine now, not at a step).
  var hitMapBasis: HitMapPaint.Basis? {
    guard viewport.showsHitMap, moment == nil else { return nil }
    return HitMapPaint.Basis(scene: scene, scaling: scaling, selectedView: inspector.selectedView)
  }
}
