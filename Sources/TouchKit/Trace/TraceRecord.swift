import Foundation

/// A step of dispatch, with where and when it happened.
public struct TraceRecord: Equatable, Sendable {
  /// Position in the trace, from 1: stable for the same layout and input, so a record can be
  /// pointed at (by a script expectation, a diff, the explorer's step cursor).
  public var id: Int
  /// Clock time of the input being dispatched, in seconds.
  public var time: TimeInterval
  /// Nesting: hit-test recursion and responder-chain hops indent by one.
  public var depth: Int
  public var step: TraceStep

  public init(id: Int, time: TimeInterval, depth: Int, step: TraceStep) {
    self.id = id
    self.time = time
    self.depth = depth
    self.step = step
  }
}
