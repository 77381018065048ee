import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchYAML

/// A script's `never:` list (``Script/Absence``): each entry one key, with one item or a list
/// of them, read by the readers the step expectations use, so ids are checked against the
/// layout (an unknown view, recognizer or action is an error at its `line:column`, with the
/// closest one as a suggestion): an absence must not hold because of a typo.
extension ScriptReader {
  /// The keys of a `never:` entry.
  static let absences = ["sends", "recognizes", "receivesTouches", "traceContains"]

  func never(_ node: YAMLNode) -> [Script.Absence] {
    guard case .sequence(let sequence) = node, !sequence.isEmpty else {
      log.error(
        "never must be a list of what must not happen (e.g. [{sends: dismiss}, {recognizes: cardPan}]), "
          + "got \(NodeKind(node).phrase)", at: node.mark)
      return []
    }
    return sequence.flatMap(absences)
  }

  private func absences(_ node: YAMLNode) -> [Script.Absence] {
    let keys = Self.absences
    guard let fields = Fields(node, describing: "an entry of never", validKeys: keys, log: log) else {
      return []
    }
    guard let entry = fields.entries.first else {
      // A misspelled key is reported already.
      if node.mapping?.isEmpty ?? true {
        log.error("an entry of never needs one of: " + keys.joined(separator: ", "), at: node.mark)
      }
      return []
    }
    for extra in fields.entries.dropFirst() {
      log.error(
        "an entry of never has one key, but this one also has '\(extra.key)' after '\(entry.key)': "
          + "write each as an entry of its own", at: extra.keyMark)
    }
    let list = listed(entry.value)
    let kinds: [Script.Absence.Kind]?
    switch entry.key {
    case "sends": kinds = expectedActions(list, "sends").map { $0.map { .sends($0) } }
    case "recognizes": kinds = ids(list, "recognizes", .gestureRecognizer).map { $0.map { .recognizes($0) } }
    case "receivesTouches":
      kinds = ids(list, "receivesTouches", .responder).map { $0.map { .receivesTouches($0) } }
    default: kinds = patterns(list, "traceContains").map { $0.map { .traceContains($0) } }
    }
    let line = entry.keyMark?.line ?? 0
    let column = entry.keyMark?.column ?? 0
    return kinds?.map { Script.Absence($0, line: line, column: column) } ?? []
  }

  /// `sends: dismiss` is `sends: [dismiss]`: one item may stand alone.
  private func listed(_ node: YAMLNode) -> YAMLNode {
    if case .sequence = node { return node }
    return .sequence(YAMLSequence(nodes: [node], tag: .seq, mark: node.mark ?? YAMLMark(line: 0, column: 0)))
  }

  /// An action `sends` or `doesNotSend` names must be one a control or recognizer of the layout
  /// sends: otherwise "never sends dismis" holds for ever.
  func checkAction(_ name: String, _ key: String, at mark: YAMLMark?) {
    guard !sentActions.contains(name) else { return }
    let hint =
      Suggestion.closest(to: name, among: sentActions).map { "; did you mean '\($0)'?" }
      ?? (sentActions.isEmpty
        ? " (no control or recognizer of the layout sends an action)"
        : " (the layout's controls and recognizers send: \(sentActions.joined(separator: ", ")))")
    log.error("\(key) names an unknown action '\(name)'\(hint)", at: mark)
  }
}
