import Foundation
import TouchKit

/// The outcome of a trace in brief: per touch, where it hit and who received what, in order.
/// It is what most questions ("who got the touch?") need, and what the JSON's `summary` holds.
public struct TraceSummary: Equatable, Sendable, Encodable {
  public struct TouchSummary: Equatable, Sendable, Encodable {
    public var touch: Int
    public var hitView: String?
    public var window: String?
    public var tapCount: Int
    public var deliveries: [Delivery]
    public var withheld: [Withholding]
  }

  /// A touch method reaching a responder: from its window (`delivered`) or up the chain from
  /// the previous responder (`forwarded`), and what the responder did with it.
  public struct Delivery: Equatable, Sendable, Encodable {
    public enum Via: String, Sendable, Encodable { case window, forward }
    public enum Outcome: String, Sendable, Encodable {
      /// Passed to its next responder.
      case forwarded
      /// Handled: the layout's `handles:` (an override that does not call super).
      case handled
      /// Forwarded with nobody next: the end of the chain.
      case dropped
      /// Returned without forwarding or declaring (a subclass override).
      case returned
    }
    public var responder: String
    public var method: TouchMethod
    public var via: Via
    public var outcome: Outcome
  }

  public struct Withholding: Equatable, Sendable, Encodable {
    public var view: String
    public var method: TouchMethod
  }

  /// A recognizer's state change, in trace order (§4).
  public struct Transition: Equatable, Sendable, Encodable {
    public var recognizer: String
    public var from: GestureRecognizer.State
    public var to: GestureRecognizer.State
    public var time: TimeInterval

    public func encode(to encoder: any Encoder) throws {
      var fields = encoder.container(keyedBy: Key.self)
      try fields.encode(recognizer, forKey: "recognizer")
      try fields.encode(from, forKey: "from")
      try fields.encode(to, forKey: "to")
      try fields.encode(JSONNumber(time), forKey: "time")
    }
  }

  /// An action sent through target-action (§5, §6), with the responder that received it, or
  /// nil when nobody did.
  public struct Action: Equatable, Sendable, Encodable {
    public var action: String
    public var sender: String
    public var receiver: String?
    public var time: TimeInterval

    public func encode(to encoder: any Encoder) throws {
      var fields = encoder.container(keyedBy: Key.self)
      try fields.encode(action, forKey: "action")
      try fields.encode(sender, forKey: "sender")
      try fields.encode(receiver, forKey: "receiver")  // null, not absent, when unhandled
      try fields.encode(JSONNumber(time), forKey: "time")
    }
  }

  public var touches: [TouchSummary]
  /// Every recognizer state change, in order.
  public var transitions: [Transition]
  /// Every action sent, in order.
  public var actions: [Action]

  public init(_ trace: Trace) {
    var builder = TraceSummaryBuilder()
    for record in trace.records { builder.add(record) }
    self = builder.summary
  }

  init(touches: [TouchSummary], transitions: [Transition], actions: [Action]) {
    self.touches = touches
    self.transitions = transitions
    self.actions = actions
  }
}

extension Trace {
  public var summary: TraceSummary { TraceSummary(self) }
}
