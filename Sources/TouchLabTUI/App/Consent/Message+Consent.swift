import TouchFoundation
import TouchLayout

/// The consent question's news under the names the flat message enum had (``ConsentMessage``).
extension Message {
  public static func consentNeeded(_ question: CodeConsentQuestion, retry: ConsentModal.Retry) -> Message {
    .consent(.needed(question, retry: retry))
  }
  public static let consentShown = Message.consent(.shown)
}
