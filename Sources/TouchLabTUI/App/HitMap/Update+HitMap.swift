import Foundation
import TouchKit

/// The map mode (`m`): on and off, and the paint the session works out for it. Pure: the
/// session maps the engine when the state asks for a map it does not have
/// (``Session/refreshedHitMap()``).
extension Update {
  /// `m`: the map, or the boxes again.
  static func toggleHitMap(_ state: inout UIState) {
    state.viewport.showsHitMap.toggle()
    guard state.viewport.showsHitMap else {
      state.hitMap = nil
      state.status = "boxes"
      return
    }
    state.status =
      "hit map: the letter of the view a tap hits · reversed: dead (drawn, not hit) · CAPITALS: reach "
      + "(hit beyond what is drawn) · / more than one view in the cell · m: boxes"
  }

  /// The session's paint for the state it was asked for; dropped when the map was turned off
  /// meanwhile.
  static func hitMapped(_ paint: HitMapPaint?, _ state: inout UIState) {
    state.hitMap = state.viewport.showsHitMap ? paint : nil
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
