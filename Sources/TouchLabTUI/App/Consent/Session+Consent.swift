import TouchFoundation
import TouchLayout

/// The consent question's engine side: a load that needs consent becomes the question (when
/// someone can remember the answer), and a yes is handed to whoever remembers it.
extension Session {
  /// The message for a load that failed with `error`: the question, when the failure is only
  /// that the code was never allowed and a yes can be remembered (``allowCode``); else nil,
  /// and the failure is told as any other.
  func consentNeeded(_ error: LayoutLoadError, retry: ConsentModal.Retry) -> Message? {
    guard let question = error.consent, allowCode != nil else { return nil }
    return .consentNeeded(question, retry: retry)
  }

  /// ``Effect/allowCode(_:then:)``: the yes, remembered, and the load done again. A failure to
  /// remember it is said after the load's news, so the status bar keeps it.
  func allow(_ question: CodeConsentQuestion, then retry: ConsentModal.Retry) -> [Message] {
    let why = allowCode?(question) ?? nil
    let loaded: [Message] =
      switch retry {
      case .openScenario(let index): [open(index)]
      case .reload: reload()
      }
    return loaded + (why.map { [.consent(.notRemembered($0))] } ?? [])
  }
}
