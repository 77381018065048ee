import Foundation
import TouchKit

/// The consent question (``ConsentModal``): how the update opens it, arms it, and answers it.
///
/// While it is up it takes every key before any other layer (``Focus``) and every mouse
/// report, so nothing under it acts: `y` allows, `n` and Esc refuse, `q` and Ctrl-C quit,
/// and nothing else does anything. Until the modal is armed (``ConsentMessage/shown``) not
/// even `y`, `n` and Esc answer it.
extension Update {
  /// The question's news.
  static func consent(_ news: ConsentMessage, _ state: inout UIState) {
    switch news {
    case .needed(let question, let retry):
      state.consent = ConsentModal(question: question, retry: retry)
      // The picker that chose the layout closes: the question is about what it chose.
      state.layoutPicker = nil
      state.helpPage = nil
    case .shown:
      state.consent?.isArmed = true
    case .notRemembered(let why):
      state.status = "allowed for this session only: \(why)"
    }
  }

  /// A key while the question is up. Only an armed modal is answered.
  static func consentKey(_ key: Key, _ modal: ConsentModal, _ state: inout UIState, _ effects: inout [Effect])
  {
    switch key {
    case .character("q"), .character("Q"), .interrupt:
      quit(&state, &effects)
    case .character("y") where modal.isArmed, .character("Y") where modal.isArmed:
      state.consent = nil
      state.status = nil
      effects.append(.allowCode(modal.question, then: modal.retry))
    case .character("n") where modal.isArmed, .character("N") where modal.isArmed,
      .escape where modal.isArmed:
      refuse(modal, &state)
    default:
      break
    }
  }

  /// `n` or Esc: nothing of the code runs, the open layout stays, and the status bar says so.
  /// A scenario refused counts as tried, so `n` and `p` step over it.
  static func refuse(_ modal: ConsentModal, _ state: inout UIState) {
    state.consent = nil
    let names = modal.question.files.map { URL(fileURLWithPath: $0).lastPathComponent }
    let layout = URL(fileURLWithPath: modal.question.layout).lastPathComponent
    let code = "its code (\(names.joined(separator: ", "))) was not run"
    switch modal.retry {
    case .openScenario(let index):
      state.gallery?.attempted = index
      state.status = "\(layout) not opened: \(code)"
    case .reload:
      state.status = "\(layout) not reloaded: \(code); the last good layout runs on"
    }
  }
}
