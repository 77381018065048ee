import Foundation
import TouchKit

/// The consent question (``ConsentModal``) in the app: its news and keys routed down to the
/// modal's own update (``ConsentModal/update(_:_:)``, ``ConsentModal/answer(_:_:)``), and what
/// an answer asks done here. While it is up it takes every key before any other layer
/// (``Focus``) and every mouse report, so nothing under it acts.
extension Update {
  /// The question's news. Asked, it closes the pickers and the help over the screen: the
  /// question is about what they chose.
  static func consent(_ news: ConsentMessage, _ state: inout UIState) {
    if case .needed = news {
      state.layoutPicker = nil
      state.helpPage = nil
    }
    if let status = ConsentModal.update(&state.consent, news) { state.status = status }
  }

  /// A key while the question is up.
  static func consentKey(_ key: Key, _ state: inout UIState, _ effects: inout [Effect]) {
    switch ConsentModal.answer(&state.consent, key) {
    case .quit?:
      quit(&state, &effects)
    case .allow(let question, let retry)?:
      state.status = nil
      effects.append(.allowCode(question, then: retry))
    case .refuse(let status, let attempted)?:
      if let attempted { state.gallery?.attempted = attempted }
      state.status = status
    case nil:
      break
    }
  }
}
