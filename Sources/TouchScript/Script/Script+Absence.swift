import Foundation
import TouchKit
import TouchLayout

extension Script {
  /// One entry of a script's `never:` list: something that must not happen in any step, from
  /// the first input to the last timer. A step's `doesNotSend` or `receives: {x: []}` says it
  /// of one step; a finding such as "the overlay never eats a touch" is about the whole run,
  /// and is checked on every step's part of the trace, so a failure names the step it
  /// happened in.
  public struct Absence: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
      /// `sends: dismiss` or `sends: {action: dismiss, to: homeVC}`: the action is never sent
      /// (to that receiver, when one is given).
      case sends(Claim.ExpectedAction)
      /// `recognizes: cardPan`: the recognizer never reaches began or ended.
      case recognizes(String)
      /// `receivesTouches: table`: no touch method ever reaches the responder, from its
      /// window or up the responder chain.
      case receivesTouches(String)
      /// `traceContains: {kind: withhold}`: no record matches the pattern.
      case traceContains(TracePattern)
    }

    public var kind: Kind
    /// The entry's key in its file (1-based): where its failures point.
    public var line: Int
    public var column: Int

    public init(_ kind: Kind, line: Int = 0, column: Int = 0) {
      self.kind = kind
      self.line = line
      self.column = column
    }
  }
}
