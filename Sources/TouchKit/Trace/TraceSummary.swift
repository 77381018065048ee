import Foundation

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
      try fields.encode(time, forKey: "time")
    }
  }

  public var touches: [TouchSummary]
  /// Every recognizer state change, in order.
  public var transitions: [Transition]
  /// Every action sent, in order.
  public var actions: [Action]

  public init(_ trace: Trace) {
    var touches: [TouchSummary] = []
    var transitions: [Transition] = []
    var actions: [Action] = []
    func update(_ id: Int, _ change: (inout TouchSummary) -> Void) {
      guard let index = touches.firstIndex(where: { $0.touch == id }) else { return }
      change(&touches[index])
    }
    func settle(_ ids: [Int], _ responder: String, _ method: TouchMethod, _ outcome: Delivery.Outcome) {
      for id in ids {
        update(id) { summary in
          guard
            let index = summary.deliveries.lastIndex(where: {
              $0.responder == responder && $0.method == method
            })
          else { return }
          summary.deliveries[index].outcome = outcome
        }
      }
    }
    for record in trace.records {
      switch record.step {
      case .hitView(let touch, let view, let window):
        touches.append(
          TouchSummary(touch: touch, hitView: view, window: window, tapCount: 1, deliveries: [], withheld: [])
        )
      case .touch(let touch, .began, _, let tapCount):
        update(touch) { $0.tapCount = tapCount }
      case .deliver(let responder, let method, let ids):
        for id in ids {
          update(id) {
            $0.deliveries.append(
              Delivery(responder: responder, method: method, via: .window, outcome: .returned))
          }
        }
      case .forward(let from, let to, let method, let ids):
        settle(ids, from, method, .forwarded)
        for id in ids {
          update(id) {
            $0.deliveries.append(Delivery(responder: to, method: method, via: .forward, outcome: .returned))
          }
        }
      case .handle(let responder, let method, let ids): settle(ids, responder, method, .handled)
      case .drop(let responder, let method, let ids), .chainLimit(let responder, let method, let ids, _):
        settle(ids, responder, method, .dropped)
      case .withhold(let view, let method, let touch, _):
        update(touch) { $0.withheld.append(Withholding(view: view, method: method)) }
      case .stateChange(let recognizer, let from, let to, _):
        transitions.append(Transition(recognizer: recognizer, from: from, to: to, time: record.time))
      case .actionSent(let action, let sender, let target):
        actions.append(Action(action: action, sender: sender, receiver: target, time: record.time))
      case .actionUnhandled(let action, let sender, _):
        actions.append(Action(action: action, sender: sender, receiver: nil, time: record.time))
      default: break
      }
    }
    self.touches = touches
    self.transitions = transitions
    self.actions = actions
  }
}

extension Trace {
  public var summary: TraceSummary { TraceSummary(self) }
}
