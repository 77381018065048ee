import Foundation
import TouchKit

/// One change of the engine's state that a step shows, kept at the record that made it: a
/// control's highlight, tracking or value, a scroll view's content offset, a recognizer's state,
/// the text input editing and the keyboard.
///
/// The engine dispatches a pointer event at once, so the scene taken after the dispatch
/// (``SceneSnapshot``) shows its end: a button pressed would look highlighted from the press's
/// first record, hit testing included, telling the learner the outcome before the step that
/// decides it. These changes, read from the engine as each record is made
/// (``StepStateRecorder``), put each state back where it changed. Only what changed is kept,
/// with its value before, so a step's state needs no full copy of the hierarchy.
public struct StepChange: Equatable, Sendable {
  /// What changed, by trace id.
  public enum Subject: Hashable, Sendable {
    case control(String)
    case scrollView(String)
    case recognizer(String)
    /// The text input editing (``TouchKit/Application/editingTextInput``): where keys go, which
    /// a tap moves at its touch up (issue 39), so a step before it shows the one before.
    case editing
    /// Whether the keyboard's window is up: it comes up with editing, and goes with it.
    case keyboard
  }

  /// Its value, as the canvas and inspector show it.
  public enum Value: Equatable, Sendable {
    /// Highlight, tracking, enabled, value, and a slider's thumb in screen points.
    case control(ControlSnapshot)
    /// `contentOffset`, in the scroll view's points.
    case offset(CGPoint)
    case recognizer(GestureRecognizer.State)
    /// The editing text input's trace id; nil when none edits.
    case editing(String?)
    /// Whether the keyboard's window is up.
    case shown(Bool)
  }

  /// The record (its index in the sequence's trace) from which the subject has ``after``.
  public var index: Int
  public var subject: Subject
  /// The value before this change: what steps before ``index`` show, when no earlier change of
  /// the subject is kept.
  public var before: Value
  public var after: Value

  public init(index: Int, subject: Subject, before: Value, after: Value) {
    self.index = index
    self.subject = subject
    self.before = before
    self.after = after
  }
}
