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

  /// ``Effect/allowCode(_:)``: the yes, remembered; a failure to write it is said.
  func allow(_ question: CodeConsentQuestion) -> [Message] {
    guard let allowCode, let why = allowCode(question) else { return [] }
    return [.consent(.notRemembered(why))]
  }
}
