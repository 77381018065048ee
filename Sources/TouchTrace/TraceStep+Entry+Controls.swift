import Foundation
import TouchKit

/// The entries of controls and target-action (§5, §6): tracking, highlight, events, values,
/// and actions asked, sent or unhandled (TraceStep+Entry.swift routes to them).
extension TraceEntry {
  static func actionAsk(_ responder: String, _ action: String, _ canPerform: Bool) -> TraceEntry {
    TraceEntry(
      .actionAsk, .action,
      ["responder": .string(responder), "action": .string(action), "canPerform": .bool(canPerform)],
      "\(responder).canPerformAction(\(action)) → \(canPerform)", about: [responder])
  }

  static func actionSent(_ action: String, _ sender: String, _ target: String) -> TraceEntry {
    TraceEntry(
      .actionSent, .action,
      ["action": .string(action), "sender": .string(sender), "target": .string(target)],
      "action \(action) from \(sender) → \(target)", about: [target, sender], emphasis: .headline)
  }

  static func actionUnhandled(_ action: String, _ sender: String, _ reason: ActionUnhandledReason)
    -> TraceEntry
  {
    TraceEntry(
      .actionUnhandled, .action,
      ["action": .string(action), "sender": .string(sender)] + reason.traceFields,
      "action \(action) from \(sender) is not handled: \(reason.explanation)", about: [sender])
  }

  /// A storyboard segue performed from `source` (or refused by its `shouldPerformSegue`).
  static func segue(
    _ identifier: String?, _ kind: String, _ source: String, _ destination: String?, _ style: String?
  ) -> TraceEntry {
    let name = identifier.map { "segue \"\($0)\"" } ?? "segue"
    let how = style.map { "\(kind), \($0)" } ?? kind
    return TraceEntry(
      .segue, .action,
      [
        "identifier": .optional(identifier), "segueKind": .string(kind), "source": .string(source),
        "destination": .optional(destination), "style": .optional(style),
      ],
      destination.map { "\(name) (\(how)) from \(source) → \($0)" }
        ?? "\(name) (\(how)) from \(source) not performed: shouldPerformSegue(withIdentifier:sender:) returned false",
      about: [source] + (destination.map { [$0] } ?? []), emphasis: .headline)
  }

  /// A navigation controller pushed or popped: its top view controller went from `from` to `to`.
  static func navigation(
    _ controller: String, _ operation: NavigationOperation, _ from: String?, _ to: String?
  )
    -> TraceEntry
  {
    TraceEntry(
      .navigation, .action,
      [
        "controller": .string(controller), "operation": .string(operation.rawValue), "from": .optional(from),
        "to": .optional(to),
      ],
      "\(controller) \(operation.rawValue): \(from ?? "nothing") → \(to ?? "nothing")",
      about: [controller] + [from, to].compactMap { $0 }, emphasis: .headline)
  }

  /// A tab bar controller selected a tab (or its delegate refused a tap on one, `to` nil; or a
  /// tap on the selected tab popped its navigation controller to its root, `from` == `to`).
  static func tabSelection(_ controller: String, _ from: String?, _ to: String?, _ index: Int) -> TraceEntry {
    TraceEntry(
      .tabSelection, .action,
      [
        "controller": .string(controller), "from": .optional(from), "to": .optional(to),
        "index": .int(index),
      ],
      to.map { to in
        from == to
          ? "\(controller) re-selected tab \(index): \(to) pops to its root view controller"
          : "\(controller) selected tab \(index): \(from ?? "nothing") → \(to)"
      } ?? "\(controller) did not select tab \(index): tabBarController(_:shouldSelect:) returned false",
      about: [controller] + [from, to].compactMap { $0 }, emphasis: .headline)
  }

  /// A page view controller's gesture turned its pages (or did not: cancelled, or no page
  /// that way).
  static func pageTurn(
    _ controller: String, _ direction: String, _ from: [String], _ to: [String], _ completed: Bool
  )
    -> TraceEntry
  {
    let shown = { (pages: [String]) in pages.isEmpty ? "nothing" : pages.joined(separator: " + ") }
    let text: String
    if to.isEmpty {
      text =
        "\(controller) did not turn \(direction) from \(shown(from)): its data source has no page that way"
    } else if completed {
      text = "\(controller) turned \(direction): \(shown(from)) → \(shown(to))"
    } else {
      text = "\(controller) did not turn \(direction) to \(shown(to)): the drag ended before the page turned"
    }
    return TraceEntry(
      .pageTurn, .action,
      [
        "controller": .string(controller), "direction": .string(direction), "from": .strings(from),
        "to": .strings(to), "completed": .bool(completed),
      ],
      text, about: [controller] + from + to, emphasis: .headline)
  }

  static func controlTracking(
    _ control: String, _ step: ControlTrackingStep, _ inside: Bool?, _ result: Bool?
  )
    -> TraceEntry
  {
    TraceEntry(
      .controlTracking, .control,
      [
        "control": .string(control), "step": .string(step.rawValue), "inside": .optional(inside),
        "result": .optional(result),
      ],
      Sentence.controlTracking(control, step, inside, result), about: [control])
  }

  static func controlHighlight(_ control: String, _ isHighlighted: Bool) -> TraceEntry {
    TraceEntry(
      .controlHighlight, .control, ["control": .string(control), "isHighlighted": .bool(isHighlighted)],
      "\(control).isHighlighted = \(isHighlighted)", about: [control])
  }

  static func controlEvents(_ control: String, _ events: [String]) -> TraceEntry {
    TraceEntry(
      .controlEvents, .control, ["control": .string(control), "events": .strings(events)],
      "\(control) sends \(events.joined(separator: ", "))", about: [control])
  }

  static func controlValue(_ control: String, _ value: String) -> TraceEntry {
    TraceEntry(
      .controlValue, .control, ["control": .string(control), "value": .string(value)],
      "\(control) value → \(value)", about: [control])
  }

  static func controlIgnored(_ control: String, _ method: TouchMethod, _ reason: ControlIgnoredReason)
    -> TraceEntry
  {
    TraceEntry(
      .controlIgnored, .control,
      ["control": .string(control), "method": .string(method.rawValue)] + reason.traceFields,
      "\(control) ignores \(method.rawValue): \(reason.explanation)", about: [control])
  }
}
