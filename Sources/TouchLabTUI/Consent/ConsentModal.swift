import TouchFoundation
import TouchLayout

/// The question the explorer asks on its own screen when a layout it is about to open names
/// Swift code nobody allowed to run (``TouchLayout/CodeConsentQuestion``): the files, and what
/// to do once the person answers.
///
/// The question used to be asked on standard error, which curses had redirected, and read
/// from standard input on another thread: nothing showed, `q` and Ctrl-C did nothing, and the
/// keys typed next became the answer (issue 34). Now it is a modal, drawn over the screen
/// (``ConsentOverlay``), that only `y` (allow), `n` or Esc (refuse), and `q` or Ctrl-C (quit)
/// answer; every other key and the mouse do nothing while it is up.
///
/// No key typed before the question was on screen answers it: the modal opens unarmed, and
/// arms only when the app loop has drawn it and thrown away every byte of input that was
/// waiting (typed during the load, or read together with the key that caused it): the
/// ``ConsentMessage/shown`` message. Until then `y`, `n` and Esc do nothing.
public struct ConsentModal: Equatable, Sendable {
  /// What was being opened when the question came up: done again after a yes.
  public enum Retry: Equatable, Sendable {
    /// The gallery's scenario at this index (`n`, `p`, the layout picker).
    case openScenario(Int)
    /// The open layout's file, saved (hot reload).
    case reload
  }

  public var question: CodeConsentQuestion
  public var retry: Retry
  /// Whether the modal is on screen and the input typed before it was discarded: only then
  /// does a key answer it.
  public var isArmed = false

  public init(question: CodeConsentQuestion, retry: Retry) {
    self.question = question
    self.retry = retry
  }
}
