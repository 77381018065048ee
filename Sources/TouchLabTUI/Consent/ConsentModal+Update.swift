import Foundation
import TouchFoundation
import TouchLayout

/// The consent question's own update, as the recording's and the toggles' are: its news and
/// the keys typed while it is up change the modal and say what the app must do, which
/// `App/Consent/Update+Consent.swift` does (the status bar, the effect, the gallery).
///
/// Only `y` (allow), `n` or Esc (refuse), and `q` or Ctrl-C (quit) answer it; until the modal
/// is armed (``ConsentMessage/shown``) not even `y`, `n` and Esc do.
extension ConsentModal {
  /// What an answer asks of the app.
  enum Answer: Equatable, Sendable {
    /// `q` or Ctrl-C: the explorer quits, the question unanswered.
    case quit
    /// `y`: the code is allowed, and what was being opened is opened again.
    case allow(CodeConsentQuestion, then: Retry)
    /// `n` or Esc: nothing of the code runs and the open layout stays; the status bar's text,
    /// and the scenario that counts as tried (so `n` and `p` step over it).
    case refuse(status: String, attempted: Int?)
  }

  /// The question's news: it opens (unarmed), arms, or says a yes holds for this session only.
  /// Returns the status bar's text, if it changes.
  static func update(_ modal: inout ConsentModal?, _ news: ConsentMessage) -> String? {
    switch news {
    case .needed(let question, let retry):
      modal = ConsentModal(question: question, retry: retry)
      return nil
    case .shown:
      modal?.isArmed = true
      return nil
    case .notRemembered(let why):
      return "allowed for this session only: \(why)"
    }
  }

  /// A key while the question is up; nil when it does nothing. An allow or a refusal closes
  /// the modal; only an armed one is answered.
  static func answer(_ modal: inout ConsentModal?, _ key: Key) -> Answer? {
    guard let asked = modal else { return nil }
    switch key {
    case .character("q"), .character("Q"), .interrupt:
      return .quit
    case .character("y") where asked.isArmed, .character("Y") where asked.isArmed:
      modal = nil
      return .allow(asked.question, then: asked.retry)
    case .character("n") where asked.isArmed, .character("N") where asked.isArmed,
      .escape where asked.isArmed:
      modal = nil
      return asked.refusal
    default:
      return nil
    }
  }

  /// What a refusal says: the layout not opened (or not reloaded), and why.
  private var refusal: Answer {
    let names = question.files.map { URL(fileURLWithPath: $0).lastPathComponent }
    let layout = URL(fileURLWithPath: question.layout).lastPathComponent
    let code = "its code (\(names.joined(separator: ", "))) was not run"
    switch retry {
    case .openScenario(let index):
      return .refuse(status: "\(layout) not opened: \(code)", attempted: index)
    case .reload:
      return .refuse(status: "\(layout) not reloaded: \(code); the last good layout runs on", attempted: nil)
    }
  }
}
