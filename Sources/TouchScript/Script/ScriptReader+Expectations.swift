import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchYAML

/// A step's `expect:`: a claim's expectations (read by the claims' readers) and the script's own,
/// `value`, `states` and `traceContains`, whose views and recognizers are checked against the
/// layout the script runs on.
extension ScriptReader {
  func expectations(_ node: YAMLNode) -> [Script.Expectation]? {
    let keys = Self.expectations
    guard let fields = Fields(node, describing: "expect", validKeys: keys, log: log) else { return nil }
    if fields.entries.isEmpty, node.mapping?.isEmpty ?? true {
      log.error("expect must give at least one expectation: " + keys.joined(separator: ", "), at: node.mark)
      return nil
    }
    let read = fields.entries.map { entry -> Script.Expectation? in
      let kind: Script.Expectation.Kind?
      switch entry.key {
      case "value": kind = values(entry.value).map { .value($0) }
      case "states": kind = states(entry.value).map { .states($0) }
      case "traceContains": kind = patterns(entry.value, "traceContains").map { .traceContains($0) }
      case "traceDoesNotContain":
        kind = patterns(entry.value, "traceDoesNotContain").map { .traceDoesNotContain($0) }
      default: kind = expectation(entry.key, entry.value).map { .claim($0) }
      }
      return kind.map {
        Script.Expectation($0, line: entry.keyMark?.line ?? 0, column: entry.keyMark?.column ?? 0)
      }
    }
    guard !read.contains(nil), fields.entries.count == (node.mapping?.count ?? 0) else { return nil }
    return read.compactMap { $0 }
  }

  /// The entries of a non-empty mapping of ids under `key`; `shape` shows one in messages.
  private func idMapping(_ node: YAMLNode, _ key: String, _ shape: String) -> [(
    id: String, mark: YAMLMark?, value: YAMLNode
  )]? {
    guard case .mapping(let mapping) = node, !mapping.isEmpty else {
      log.error("\(key) must be a mapping \(shape), got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    var entries: [(String, YAMLMark?, YAMLNode)] = []
    for (keyNode, value) in mapping {
      guard let id = string(keyNode, "each id of \(key)") else { continue }
      entries.append((id, keyNode.mark, value))
    }
    return entries.count == mapping.count ? entries : nil
  }

  /// `value: {toggle: true, volume: 0.5, tabs: 1, list: [0, 120]}`: the property depends on
  /// the view's class.
  private func values(_ node: YAMLNode) -> [ExpectedValue]? {
    let shape = "of view ids to values (e.g. {toggle: true})"
    guard let entries = idMapping(node, "value", shape) else { return nil }
    var values: [ExpectedValue] = []
    for (id, mark, valueNode) in entries {
      guard let view = ids.objects[id] as? View else {
        expect(id, "value", .view, at: mark)
        continue
      }
      if let value = value(of: view, id, valueNode) { values.append(value) }
    }
    return values.count == entries.count ? values : nil
  }

  /// The value `node` gives for `view`, read as the view's class declares its value
  /// (``ScriptedValue``).
  private func value(of view: View, _ id: String, _ node: YAMLNode) -> ExpectedValue? {
    guard let scripted = BuiltInClass.of(view)?.value else {
      log.error(
        "value: '\(id)' is \(PendingReference.withArticle(String(describing: type(of: view)))), which has no "
          + "value; value checks \(Self.classesWithValues)", at: node.mark)
      return nil
    }
    let name = "value of \(id) (its \(scripted.property))"
    let value: ExpectedValue.Value?
    switch scripted.kind {
    case .bool: value = bool(node, name).map { .bool($0) }
    case .number: value = number(node, name).map { .number($0) }
    case .point: value = point(node, name).map { .point($0) }
    case .text: value = string(node, name).map { .text($0) }
    case .index:
      guard let index = number(node, name) else { return nil }
      guard let whole = Int(exactly: index), whole >= -1, whole <= LayoutLimits.maximumCount else {
        log.error("\(name) must be a whole number from -1 (none), got \(formatted(index))", at: node.mark)
        return nil
      }
      value = .index(whole)
    }
    return value.map { ExpectedValue(view: id, property: scripted.property, value: $0) }
  }

  /// "a Switch, Slider, SegmentedControl or ScrollView": the classes the table gives a value.
  private static let classesWithValues: String = {
    let names = BuiltInClass.all.filter { $0.value != nil }.map(\.name)
    let list =
      names.count < 2
      ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    return PendingReference.withArticle(list)
  }()

  /// `states: {cardTap: [began, ended]}`; `recognized` is `ended`, as in UIKit.
  private func states(_ node: YAMLNode) -> [ExpectedStates]? {
    let shape = "of recognizer ids to lists of states (e.g. {cardTap: [ended]})"
    guard let entries = idMapping(node, "states", shape) else { return nil }
    let names = GestureRecognizer.State.allCases.map(\.rawValue) + ["recognized"]
    var result: [ExpectedStates] = []
    for (id, mark, value) in entries {
      expect(id, "states", .gestureRecognizer, at: mark)
      guard case .sequence(let sequence) = value else {
        log.error(
          "states of \(id) must be a list of states (e.g. [began, changed, ended]), got \(NodeKind(value).phrase)",
          at: value.mark)
        continue
      }
      var states: [GestureRecognizer.State] = []
      for item in sequence {
        guard let name = string(item, "each state of \(id)") else { continue }
        guard let state = name == "recognized" ? .recognized : GestureRecognizer.State(rawValue: name) else {
          log.error("unknown state '\(name)'" + Suggestion.hint(for: name, among: names), at: item.mark)
          continue
        }
        states.append(state)
      }
      if states.count == sequence.count { result.append(ExpectedStates(recognizer: id, states: states)) }
    }
    return result.count == entries.count ? result : nil
  }

  /// `traceContains: [{kind: actionSent, action: save}]` (or `traceDoesNotContain:`, the
  /// `key`): each a record kind and field values.
  func patterns(_ node: YAMLNode, _ key: String) -> [TracePattern]? {
    guard case .sequence(let sequence) = node, !sequence.isEmpty else {
      log.error(
        "\(key) must be a list of record patterns (e.g. [{kind: actionSent, action: save}]), "
          + "got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    let patterns = sequence.compactMap { pattern($0, key) }
    return patterns.count == sequence.count ? patterns : nil
  }

  func pattern(_ node: YAMLNode, _ key: String) -> TracePattern? {
    guard case .mapping(let mapping) = node else {
      log.error(
        "each pattern of \(key) must be a mapping with a kind (e.g. {kind: actionSent}), "
          + "got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    guard let kindNode = mapping["kind"] else {
      log.error("a pattern of \(key) is missing the required key 'kind'", at: node.mark)
      return nil
    }
    guard let kind = string(kindNode, "kind") else { return nil }
    guard TracePattern.knownKinds.contains(kind) else {
      log.error(
        "unknown record kind '\(kind)'" + Suggestion.hint(for: kind, among: TracePattern.knownKinds),
        at: kindNode.mark)
      return nil
    }
    var fields: [(name: String, value: TracePattern.Value)] = []
    var valid = true
    for (keyNode, value) in mapping where keyNode.scalarText != "kind" {
      guard let name = string(keyNode, "each field of a pattern"), let field = patternValue(value, name)
      else {
        valid = false
        continue
      }
      fields.append((name, field))
    }
    return valid ? TracePattern(kind: kind, fields: fields) : nil
  }

  private func patternValue(_ node: YAMLNode, _ name: String) -> TracePattern.Value? {
    switch NodeKind(node) {
    case .null: return .null
    case .boolean: return bool(node, name).map { .bool($0) }
    case .number: return number(node, name).map { .number($0) }
    case .string: return string(node, name).map { .string($0) }
    case .list: return point(node, name).map { .point($0) }
    case .mapping:
      log.error(
        "\(name) must be a string, a number, true or false, ~ or a point [x, y], got a mapping", at: node.mark
      )
      return nil
    }
  }
}
