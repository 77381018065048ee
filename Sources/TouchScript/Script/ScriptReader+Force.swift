import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchYAML

/// Reads `force:` steps: `force: ID` (recognize now) or `force: {recognizer: ID, outcome:
/// recognize | fail, time: SECONDS}`, `type:` steps (`type: "keys"` or `{text:, time:}`), and
/// the script time a timed step (a pointer step, a timed force or typing) runs at.
extension ScriptReader {
  static let forceKeys = ["recognizer", "outcome", "time"]

  /// Every key is checked, so a bad id, a bad outcome and a bad time are reported together.
  func force(_ node: YAMLNode) -> Script.Action? {
    var idNode = node
    var outcomeNode: YAMLNode?
    var time: TimeInterval?
    var timeIsValid = true
    if case .mapping = node {
      guard let fields = Fields(node, describing: "force", validKeys: Self.forceKeys, log: log) else {
        return nil
      }
      guard let recognizer = fields["recognizer"] else {
        log.error("force needs recognizer: a gesture recognizer id", at: fields.mark)
        return nil
      }
      idNode = recognizer
      outcomeNode = fields["outcome"]
      if let timeNode = fields["time"] {
        time = stepTime(timeNode, of: "force")
        timeIsValid = time != nil
      }
    }
    let id = string(idNode, "force")
    if let id { expect(id, "force", .gestureRecognizer, at: idNode.mark) }
    var outcome: ForcedOutcome? = .recognize
    if let outcomeNode {
      outcome = string(outcomeNode, "outcome").flatMap { name in
        if let chosen = ForcedOutcome(rawValue: name) { return chosen }
        let names = ForcedOutcome.allCases.map(\.rawValue)
        log.error(
          "unknown outcome '\(name)'" + Suggestion.hint(for: name, among: names), at: outcomeNode.mark)
        return nil
      }
    }
    guard let id, let outcome, timeIsValid else { return nil }
    return .force(recognizer: id, outcome, time: time)
  }

  static let typeKeys = ["text", "time"]

  /// `type: "keys"`, or `type: {text: "keys", time: SECONDS}` (a recording's typed keys, at their
  /// time among its touches).
  func typeStep(_ node: YAMLNode) -> Script.Action? {
    guard case .mapping = node else { return string(node, "type").map { .type($0) } }
    guard let fields = Fields(node, describing: "type", validKeys: Self.typeKeys, log: log) else {
      return nil
    }
    guard let textNode = fields["text"] else {
      log.error("type needs text: the keys to type", at: fields.mark)
      return nil
    }
    let text = string(textNode, "type text")
    var time: TimeInterval?
    if let timeNode = fields["time"] {
      time = stepTime(timeNode, of: "type")
      guard time != nil else { return nil }
    }
    return text.map { .type($0, time: time) }
  }

  /// A timed step's `time:`, seconds since the script started: from 0 to
  /// ``Script/Pointer/maximumTime``, and never earlier than the timed step before it, since the
  /// runner cannot go back in time. `action` (`pointer`, `force`) names it in messages.
  func stepTime(_ node: YAMLNode, of action: String) -> TimeInterval? {
    guard let time = number(node, "\(action) time", from0To: Script.Pointer.maximumTime, unit: " seconds")
    else { return nil }
    let previous = lastTimedStep
    if previous.map({ time >= $0.time }) ?? true { lastTimedStep = (time, action) }
    if let previous, time < previous.time {
      log.error(
        "\(action) time \(formatted(time)) is earlier than the previous \(previous.action) step's "
          + "\(formatted(previous.time)); a script's time only goes forward", at: node.mark)
      return nil
    }
    return time
  }
}
