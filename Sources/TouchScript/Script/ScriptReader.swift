import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchYAML

/// Reads one script's node tree into a ``Script``, against the layout it will run on. Like
/// ``LayoutBuilder`` it keeps going after a problem, so one read reports every problem; the
/// gesture and claim-expectation readers are the ones claims use (NodeReader+*.swift).
final class ScriptReader: NodeReader {
  let source: String
  let log: DiagnosticLog
  var references: [PendingReference] = []
  let layout: Layout
  let resolver: ViewTargetResolver
  let ids: LayoutIDs
  /// The actions the layout's controls and recognizers send, worked out when an expectation
  /// first names one.
  lazy var sentActions = layout.sentActions
  /// The time of the last timed step read (`pointer:`, or `force:` with `time:`), and its
  /// action: the next timed step may not be earlier.
  var lastTimedStep: (time: TimeInterval, action: String)?

  init(source: String, log: DiagnosticLog, layout: Layout, resolver: ViewTargetResolver) {
    self.source = source
    self.log = log
    self.layout = layout
    self.resolver = resolver
    ids = LayoutIDs(layout)
  }

  /// A step's action keys: exactly one per step.
  static let actions = [
    "tap", "doubleTap", "tripleTap", "longPress", "drag", "swipe", "pinch", "rotate", "wait", "cancel",
    "force", "pointer", "type", "appearance",
  ]
  /// The keys of `expect:`: a claim's expectations and the script's own.
  static let expectations =
    ViewKeys.claimExpectations + ["value", "states", "traceContains", "traceDoesNotContain"]

  private static let gestureKinds: [String: GestureKind] = [
    "tap": .tap, "doubleTap": .doubleTap, "tripleTap": .tripleTap, "longPress": .hold, "drag": .drag,
    "swipe": .swipe, "pinch": .pinch, "rotate": .rotate, "cancel": .cancel,
  ]

  /// The script `root` describes, or nil with the problems in ``log``.
  func read(_ root: YAMLNode) -> Script? {
    guard let fields = Fields(root, describing: "a script", validKeys: ["steps", "never"], log: log) else {
      return nil
    }
    var steps: [Script.Step] = []
    if let node = fields["steps"] {
      steps = readSteps(node)
    } else if fields.entries.count == (root.mapping?.count ?? 0) {
      log.error("a script needs a 'steps:' list with at least one step", at: fields.mark)
    }
    let never = fields["never"].map(never) ?? []
    PendingReference.check(
      references, kindOf: { [ids] in ids.kinds[$0] }, object: { [ids] in ids.objects[$0] },
      ids: { [ids] in ids.kinds }, log: log)
    guard log.isEmpty else { return nil }
    return Script(source: source, steps: steps, never: never)
  }

  private func readSteps(_ node: YAMLNode) -> [Script.Step] {
    guard case .sequence(let sequence) = node else {
      log.error("steps must be a list of steps, got \(NodeKind(node).phrase)", at: node.mark)
      return []
    }
    guard !sequence.isEmpty else {
      log.error("steps must list at least one step", at: node.mark)
      return []
    }
    return sequence.compactMap(step)
  }

  private func step(_ node: YAMLNode) -> Script.Step? {
    let keys = Self.actions + ["expect"]
    guard let fields = Fields(node, describing: "a step", validKeys: keys, log: log) else { return nil }
    // A misspelled key (already reported) may be the action that seems to be missing.
    let misspelled = node.mapping.map { $0.count != fields.entries.count } ?? false
    let actionKeys = fields.entries.filter { Self.actions.contains($0.key) }
    guard let first = actionKeys.first else {
      if !misspelled {
        log.error("a step needs one action: " + Self.actions.joined(separator: ", "), at: fields.mark)
      }
      return nil
    }
    for extra in actionKeys.dropFirst() {
      log.error(
        "a step has one action, but this one also has '\(extra.key)' after '\(first.key)'", at: extra.keyMark)
    }
    let action = self.action(first.key, first.value)
    let expectations = fields["expect"].map(expectations) ?? []
    guard let action, let expectations, actionKeys.count == 1 else { return nil }
    return Script.Step(
      action: action, name: first.key, expectations: expectations, line: node.mark?.line ?? 0,
      column: node.mark?.column ?? 0)
  }

  private func action(_ key: String, _ node: YAMLNode) -> Script.Action? {
    if key == "force" { return force(node) }
    if key == "pointer" { return pointer(node) }
    if key == "type" { return typeStep(node) }
    if key == "appearance" { return appearance(node) }
    guard let kind = Self.gestureKinds[key] else { return wait(node) }
    return gestureSpec(kind, key, node, targetLocation).map { .gesture($0) }
  }

  /// `appearance: light` or `appearance: dark`.
  private func appearance(_ node: YAMLNode) -> Script.Action? {
    guard let word = string(node, "appearance") else { return nil }
    switch word {
    case "light": return .appearance(.light)
    case "dark": return .appearance(.dark)
    default:
      log.error("appearance must be light or dark, got '\(word)'", at: node.mark)
      return nil
    }
  }

  /// `wait: 1.5`: seconds, from 0 (the next gesture at once) to `Gesture.maximumDuration`.
  private func wait(_ node: YAMLNode) -> Script.Action? {
    number(node, "wait", from0To: Gesture.maximumDuration, unit: " seconds").map { .wait($0) }
  }

  /// A script's locations: a view (by what ``resolver`` understands) or a point.
  private var targetLocation: LocationReader<ScriptTarget> {
    LocationReader(
      pressKey: "on", phrase: "a view id or a point [x, y]", example: "view id or [x, y]",
      accepts: { node in
        if case .sequence = node { return true }
        // `{view: save, at: tappable}`, `{list: list, indexPath: [0, 5]}`; other mappings are
        // the gesture's long form (`{on: …}`).
        if case .mapping(let fields) = node { return fields["view"] != nil || fields["list"] != nil }
        if case .scalar = node { return NodeKind(node) != .null }
        return false
      },
      read: { [unowned self] node, name in target(node, name) })
  }

  private func target(_ node: YAMLNode, _ name: String) -> ScriptTarget? {
    if case .sequence = node { return point(node, name).map { .point($0) } }
    if case .mapping(let fields) = node, fields["list"] != nil { return listTarget(node, name) }
    if case .mapping(let fields) = node, fields["view"] != nil { return tappableTarget(node, name) }
    guard case .scalar = node, NodeKind(node) != .null, let expression = node.scalarText, !expression.isEmpty
    else {
      log.error("\(name) must be a view id or a point [x, y], got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    if case .failure(let failure) = resolve(expression, at: node.mark) {
      log.error("\(name) \(failure.message)", at: node.mark)
      return nil
    }
    return .view(expression)
  }

  /// What `expression`, written at `mark`, names through ``resolver``; without a suggestion
  /// for an unknown view where the report is sure not to show its message
  /// (``Suggestion/isWanted``, ``DiagnosticLog/showsNothing(at:)``).
  func resolve(_ expression: String, at mark: YAMLMark?) -> Result<View, ViewTargetResolver.Failure> {
    Suggestion.$isWanted.withValue(!log.showsNothing(at: mark)) {
      resolver.resolve(expression, layout)
    }
  }

  /// `{view: save, at: tappable}`: the view's best tap point, found when the step runs
  /// (``ScriptTarget/tappable(_:)``). `at` takes only `tappable` here; a point inside a view is
  /// a pointer step's (`pointer: {at: {view: save, at: [10, 5]}}`).
  private func tappableTarget(_ node: YAMLNode, _ name: String) -> ScriptTarget? {
    guard let fields = Fields(node, describing: "\(name)'s view target", validKeys: ["view", "at"], log: log)
    else { return nil }
    let view = required(fields, "view", of: "\(name)'s view target").flatMap { viewNode -> String? in
      guard let expression = string(viewNode, "\(name) view") else { return nil }
      if case .failure(let failure) = resolve(expression, at: viewNode.mark) {
        log.error("\(name) view \(failure.message)", at: viewNode.mark)
        return nil
      }
      return expression
    }
    let at = required(fields, "at", of: "\(name)'s view target").flatMap { atNode -> Bool? in
      guard atNode.scalarText == "tappable", case .scalar = atNode else {
        log.error(
          "\(name) at must be tappable (the view's best tap point on the hit-region map)", at: atNode.mark)
        return nil
      }
      return true
    }
    guard let view, at != nil else { return nil }
    return .tappable(view)
  }
}
