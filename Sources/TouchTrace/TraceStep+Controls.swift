import Foundation
import TouchKit

/// Kind, JSON fields and text of the control and target-action steps, kept apart from the other
/// steps' so each concern reads on its own.
extension TraceStep {
  var controlKind: String {
    switch self {
    case .actionAsk: "actionAsk"
    case .actionSent: "actionSent"
    case .actionUnhandled: "actionUnhandled"
    case .controlTracking: "controlTracking"
    case .controlHighlight: "controlHighlight"
    case .controlEvents: "controlEvents"
    case .controlValue: "controlValue"
    case .controlIgnored: "controlIgnored"
    default: ""
    }
  }

  func encodeControlFields(into fields: inout KeyedEncodingContainer<Key>) throws {
    switch self {
    case .actionAsk(let responder, let action, let canPerform):
      try fields.encode(responder, forKey: "responder")
      try fields.encode(action, forKey: "action")
      try fields.encode(canPerform, forKey: "canPerform")
    case .actionSent(let action, let sender, let target):
      try fields.encode(action, forKey: "action")
      try fields.encode(sender, forKey: "sender")
      try fields.encode(target, forKey: "target")
    case .actionUnhandled(let action, let sender, let reason):
      try fields.encode(action, forKey: "action")
      try fields.encode(sender, forKey: "sender")
      try reason.encodeFields(into: &fields)
    case .controlTracking(let control, let step, let inside, let result):
      try fields.encode(control, forKey: "control")
      try fields.encode(step.rawValue, forKey: "step")
      try fields.encode(inside, forKey: "inside")
      try fields.encode(result, forKey: "result")
    case .controlHighlight(let control, let isHighlighted):
      try fields.encode(control, forKey: "control")
      try fields.encode(isHighlighted, forKey: "isHighlighted")
    case .controlEvents(let control, let events):
      try fields.encode(control, forKey: "control")
      try fields.encode(events, forKey: "events")
    case .controlValue(let control, let value):
      try fields.encode(control, forKey: "control")
      try fields.encode(value, forKey: "value")
    case .controlIgnored(let control, let method, let reason):
      try fields.encode(control, forKey: "control")
      try fields.encode(method, forKey: "method")
      try reason.encodeFields(into: &fields)
    default: break
    }
  }

  var controlMessage: String {
    switch self {
    case .actionAsk(let responder, let action, let canPerform):
      return "\(responder).canPerformAction(\(action)) → \(canPerform)"
    case .actionSent(let action, let sender, let target):
      return "action \(action) from \(sender) → \(target)"
    case .actionUnhandled(let action, let sender, let reason):
      return "action \(action) from \(sender) is not handled: \(reason.explanation)"
    case .controlTracking(let control, let step, let inside, let result):
      let area = inside.map { $0 ? " (touch inside" : " (touch outside" }.map {
        "\($0) bounds + \(Format.number(Tunables.controlTrackingAreaExpansion)) pt)"
      }
      return "\(control).\(step.methodName)\(area ?? "")" + (result.map { " → \($0)" } ?? "")
    case .controlHighlight(let control, let isHighlighted):
      return "\(control).isHighlighted = \(isHighlighted)"
    case .controlEvents(let control, let events):
      return "\(control) sends \(events.joined(separator: ", "))"
    case .controlValue(let control, let value):
      return "\(control) value → \(value)"
    case .controlIgnored(let control, let method, let reason):
      return "\(control) ignores \(method.rawValue): \(reason.explanation)"
    default:
      return ""
    }
  }
}

extension ActionUnhandledReason {
  public var explanation: String {
    switch self {
    case .noResponderHandles: "no responder in the chain can perform it"
    case .targetDoesNotRespond(let target):
      "its target \(target) does not implement it (UIKit crashes: unrecognized selector)"
    case .noStartingResponder: "no target, no first responder, and the sender is not a responder"
    case .noApplication: "the sender is not in a window of an application"
    case .chainLimit(let limit): "the walk passed \(limit) responders (a cycle in next?)"
    }
  }

  fileprivate func encodeFields(into fields: inout KeyedEncodingContainer<Key>) throws {
    switch self {
    case .noResponderHandles: try fields.encode("noResponderHandles", forKey: "reason")
    case .targetDoesNotRespond(let target):
      try fields.encode("targetDoesNotRespond", forKey: "reason")
      try fields.encode(target, forKey: "target")
    case .noStartingResponder: try fields.encode("noStartingResponder", forKey: "reason")
    case .noApplication: try fields.encode("noApplication", forKey: "reason")
    case .chainLimit(let limit):
      try fields.encode("chainLimit", forKey: "reason")
      try fields.encode(limit, forKey: "limit")
    }
  }
}

extension ControlIgnoredReason {
  public var explanation: String {
    switch self {
    case .disabled:
      Tunables.disabledControlKeepsTouches
        ? "isEnabled is false; it stays the hit view and keeps the touch (UNSOURCED choice)"
        : "isEnabled is false; the touch goes on up the chain (UNSOURCED choice)"
    }
  }

  fileprivate func encodeFields(into fields: inout KeyedEncodingContainer<Key>) throws {
    switch self {
    case .disabled: try fields.encode("disabled", forKey: "reason")
    }
  }
}
