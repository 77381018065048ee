import TouchFoundation
import TouchLayout

/// The consent question's news (``Message/consent(_:)``).
public enum ConsentMessage: Equatable, Sendable {
  /// A load stopped because its code was never allowed: ask (``ConsentModal``), and on a yes
  /// do `retry` again.
  case needed(CodeConsentQuestion, retry: ConsentModal.Retry)
  /// The app loop drew the question and discarded the input typed before it: from now on a key
  /// may answer it.
  case shown
  /// The answer to ``Effect/allowCode(_:then:)``: the yes could not be written to the consent
  /// list (why); it holds for this session.
  case notRemembered(String)
}
