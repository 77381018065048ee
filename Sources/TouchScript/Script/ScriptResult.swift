import Foundation
import TouchKit

/// What running a script did: the whole trace, and each step's part of it with what failed.
public struct ScriptResult: Sendable {
  public var script: Script
  public var steps: [StepResult]
  /// Every record of the run, steps one after another (ids count on across steps); empty when
  /// the run streamed its trace out instead (``ScriptRunner/run(_:on:resolver:progress:streamingTraceTo:)``).
  public var trace: Trace

  public var failures: [ScriptFailure] { steps.flatMap(\.failures) }
  public var holds: Bool { steps.allSatisfy(\.holds) }
  /// How many expectations were checked: the steps', and each entry of `never:` once.
  public var expectationCount: Int {
    steps.reduce(script.never.count) { $0 + $1.step.expectations.count }
  }
}

/// One step of a run.
public struct StepResult: Sendable {
  /// 1-based, as messages count steps.
  public var number: Int
  public var step: Script.Step
  /// "tap on save", "drag from row3 to (100, 200)", "wait 1.5 s": the step in a message.
  public var description: String
  /// The step's part of ``ScriptResult/trace``'s records: from its first input to the next
  /// step's (timers firing in between included; for the last step, until every timer is done).
  public var records: Range<Int>
  public var failures: [ScriptFailure]

  public var holds: Bool { failures.isEmpty }
}

/// An expectation that did not hold (or a step that could not run), and where it is written.
public struct ScriptFailure: Equatable, Sendable {
  public var line: Int
  public var column: Int
  /// "expected the tap at (120, 300) to hit save; it hit overlay (path main › overlay)".
  public var message: String
  /// Why a view did not get the touch, read from the trace (see ``WhyNot``): for `hits` and
  /// `receives` failures, when the trace tells.
  public var whyNot: String?

  public init(line: Int, column: Int, message: String, whyNot: String? = nil) {
    self.line = line
    self.column = column
    self.message = message
    self.whyNot = whyNot
  }
}
