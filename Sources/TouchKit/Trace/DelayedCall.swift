import Foundation

/// What a person's code asked to run later, as its trace records name it: which API asked
/// (a `Timer`, a delayed perform, the main queue), whose method runs, or a block.
///
/// Its own record kinds (`delayedCallScheduled`, `delayedCallFired`), not a recognizer's timer
/// records: a recognizer's timer measures one of its properties (`minimumPressDuration`) and
/// decides its state; these are the person's code running later, and a reader filtering the
/// recognizers' records should not meet them, nor a script matching a recognizer by name meet
/// "DispatchQueue.main".
public struct DelayedCall: Equatable, Sendable {
  /// The API that asked, named as iOS names it.
  public enum API: String, Equatable, Sendable, CaseIterable {
    /// `Timer.scheduledTimer(…)`, target/selector or block.
    case timer = "Timer"
    /// A `Timer` made elsewhere and started by `RunLoop.main.add(_:forMode:)`.
    case runLoopTimer = "RunLoop.main.add"
    /// `perform(_:with:afterDelay:)` (and `inModes:`).
    case perform = "perform(_:with:afterDelay:)"
    /// `performSelector(onMainThread:with:waitUntilDone: false)`.
    case performOnMainThread = "performSelector(onMainThread:with:waitUntilDone:)"
    /// `DispatchQueue.main.async`.
    case mainQueueAsync = "DispatchQueue.main.async"
    /// `DispatchQueue.main.asyncAfter(deadline:)`.
    case mainQueueAsyncAfter = "DispatchQueue.main.asyncAfter"
    /// A layer animation's delegate told it began (`CAAnimationDelegate`).
    case animationDidStart = "CAAnimationDelegate.animationDidStart"
    /// A layer animation's delegate told it ended (`CAAnimationDelegate`).
    case animationDidStop = "CAAnimationDelegate.animationDidStop"
    /// `CATransaction.setCompletionBlock`'s block.
    case transactionCompletion = "CATransaction.setCompletionBlock"
    /// The implicit `CATransaction`'s commit: a setting made with no `begin` (a completion
    /// block) opens it, and it commits after the current work, as the run loop's does on iOS.
    /// Its own name, not `DispatchQueue.main.async`: the person's code asked for no main-queue
    /// work, and a reader looking for theirs should not meet this one.
    case transactionCommit = "CATransaction.commit"
    /// A `CADisplayLink`'s call of its target, once a frame.
    case displayLink = "CADisplayLink"
  }

  public let api: API
  /// The trace name of the object whose method runs (a view's id, else its class); nil for a
  /// block.
  public let target: String?
  /// The method's selector name (`hideHint`, `tick:`); nil for a block.
  public let method: String?

  public init(api: API, target: String? = nil, method: String? = nil) {
    self.api = api
    self.target = target
    self.method = method
  }

  /// What runs, in a sentence's words: `copy.tick:`, "a block", or for a timer started by
  /// `RunLoop.main.add` (whose target cannot be read back) "the timer".
  public var callee: String {
    guard let method else { return api == .runLoopTimer ? "the timer" : "a block" }
    return target.map { "\($0).\(method)" } ?? method
  }

  /// The fields the two records share, in this order.
  public var traceFields: TraceFields {
    ["api": .string(api.rawValue), "target": .optional(target), "method": .optional(method)]
  }
}
