import Foundation
import TouchKit
import TouchLayout

/// A script: touches to send to a layout, one step after another, and what each step must do.
///
/// A claim is one gesture on a fresh layout; a script is a sequence on one layout, so what a step
/// changes (a switch flipped, a list scrolled, a tap series counted) is there for the next. Its
/// targets may name views, found in the layout when the step runs (``ScriptTarget``). Read with
/// ``ScriptLoader``, run with ``ScriptRunner``; the format is docs/script-format.md.
public struct Script: Equatable, Sendable {
  /// Where the script came from, as given: the `file` of its messages.
  public var source: String
  public var steps: [Step]
  /// `never:`: what must not happen in any step (``Absence``).
  public var never: [Absence]

  public init(source: String, steps: [Step], never: [Absence] = []) {
    self.source = source
    self.steps = steps
    self.never = never
  }

  /// One step: an action, and what must hold once it is over.
  public struct Step: Equatable, Sendable {
    public var action: Action
    /// The action's key as written (`tap`, `longPress`, `swipe`), for messages.
    public var name: String
    public var expectations: [Expectation]
    /// Where the step starts in its file (1-based).
    public var line: Int
    public var column: Int

    public init(
      action: Action, name: String, expectations: [Expectation] = [], line: Int = 0, column: Int = 0
    ) {
      self.action = action
      self.name = name
      self.expectations = expectations
      self.line = line
      self.column = column
    }
  }

  /// What a step does.
  public enum Action: Equatable, Sendable {
    /// Touches: the gesture, at points or on views.
    case gesture(GestureSpec<ScriptTarget>)
    /// `wait: 1.5`: the next step starts this long after the previous gesture ended, instead of
    /// `Gesture.pauseBetweenGestures`; timers due meanwhile fire (virtual time).
    case wait(TimeInterval)
    /// `force: cardTap` or `force: {recognizer: cardTap, outcome: fail}`: the recognizer
    /// recognizes (or fails) now, with no gesture, and sends its actions at once
    /// (`GestureRecognizer.force(_:)`). With `time:` (seconds since the script started) it runs
    /// at that time, as a pointer step does: how a recording places `f`/`F` among its touches.
    case force(recognizer: String, ForcedOutcome, time: TimeInterval? = nil)
    /// `pointer: {kind: down, at: …, time: …}`: one pointer event at its own time, as a
    /// recording writes them (``Pointer``).
    case pointer(Pointer)
    /// `type: "a@b.c\n"`: keys typed to the first responder (``TouchKit/Application/typeKeys(_:)``):
    /// `\n` is Return, `\u{8}` Backspace. With no text field editing, the step fails. With
    /// `time:` (`type: {text: "a", time: 0.8}`, seconds since the script started) at that time,
    /// as a pointer step: how a recording places typed keys among its touches.
    case type(String, time: TimeInterval? = nil)
    /// `appearance: dark` (or `light`): the application's appearance switches now
    /// (``TouchKit/Application/setUserInterfaceStyle(_:)``): views and controllers hear the trait
    /// change (`traitCollectionDidChange(_:)`, `registerForTraitChanges`).
    case appearance(TraitCollection.UserInterfaceStyle)
  }

  /// One expectation of a step, with where it is written.
  public struct Expectation: Equatable, Sendable {
    public var kind: Kind
    /// The expectation's key in its file (1-based): where its failures point.
    public var line: Int
    public var column: Int

    public init(_ kind: Kind, line: Int = 0, column: Int = 0) {
      self.kind = kind
      self.line = line
      self.column = column
    }

    /// What must hold, on the step's part of the trace and the layout after it.
    public enum Kind: Equatable, Sendable {
      /// Any of a claim's expectations: hits, misses, sends, doesNotSend, recognizes,
      /// doesNotRecognize, receives, traceShows.
      case claim(Claim.Expectation)
      /// `value:`: each view's value (a switch's isOn, …) once the step is over.
      case value([ExpectedValue])
      /// `states:`: the states each recognizer went to during the step, in order.
      case states([ExpectedStates])
      /// `traceContains:`: for each pattern, a record of the step that matches it.
      case traceContains([TracePattern])
      /// `traceDoesNotContain:`: no record of the step matches any of the patterns.
      case traceDoesNotContain([TracePattern])
    }
  }
}
