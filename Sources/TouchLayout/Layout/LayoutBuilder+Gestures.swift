import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A recognizer the layout made, with the requirements (`requireToFail:`) it was given once
/// they are resolved: the input of the cycle check.
final class GestureEntry {
  let recognizer: GestureRecognizer
  var requirements: [(recognizer: GestureRecognizer, mark: YAMLMark?)] = []

  init(recognizer: GestureRecognizer) {
    self.recognizer = recognizer
  }
}

/// `gestures:`: the recognizers attached to a window or view, in order (UIKit's
/// `addGestureRecognizer(_:)`).
extension LayoutBuilder {
  func gestures(_ node: YAMLNode, on view: View) {
    guard case .sequence(let sequence) = node else {
      log.error("gestures must be a list of gesture recognizers, got \(NodeKind(node).phrase)", at: node.mark)
      return
    }
    for item in sequence {
      if let recognizer = gesture(item) { view.addGestureRecognizer(recognizer) }
    }
  }

  /// One recognizer: its type and parameters, UIGestureRecognizer's properties, its action,
  /// its failure requirements and its delegate rules.
  private func gesture(_ node: YAMLNode) -> GestureRecognizer? {
    let peeked = peekType(node)
    guard
      let fields = Fields(
        node, describing: "a gesture recognizer", validKeys: GestureKeys.valid(for: peeked), log: log,
        keyProblem: { key in peeked.flatMap { GestureKeys.misplacedParameter(key, on: $0) } })
    else { return nil }
    let id = requiredID(fields, kind: .gestureRecognizer)
    // A missing or unknown type is reported; a plain recognizer stands in, so the rest of the
    // entry is still checked and references to its id do not fail too.
    let type = gestureType(fields, id)
    let recognizer = type?.make() ?? GestureRecognizer()
    recognizer.id = id ?? ""
    register(id, recognizer)
    let entry = GestureEntry(recognizer: recognizer)
    gestureEntries.append(entry)
    if let type { applyParameters(fields, of: type, to: recognizer) }
    applyRecognizerKeys(fields, to: recognizer)
    readAction(fields, for: recognizer)
    if let node = fields["requireToFail"] {
      refer(toRecognizers: node, "requireToFail") { other, mark in
        entry.requirements.append((other, mark))
        recognizer.require(toFail: other)
      }
    }
    readDelegateRules(fields, for: recognizer)
    return recognizer
  }

  /// The recognizer's `type:`; nil, reported, when it is missing or unknown.
  private func gestureType(_ fields: Fields, _ id: String?) -> GestureType? {
    guard let node = fields["type"] else {
      log.error("\(describe(.gestureRecognizer, id)) is missing the required key 'type'", at: fields.mark)
      return nil
    }
    guard let name = string(node, "type") else { return nil }
    guard let type = gestureType(named: name) else {
      let names = GestureType.names + registry.recognizerClassNames
      log.error("unknown gesture type '\(name)'" + Suggestion.hint(for: name, among: names), at: node.mark)
      return nil
    }
    return type
  }

  /// A built-in type (`tap`), or a recognizer class of the person's code by its Swift name
  /// (`type: ShakeGestureRecognizer`), which takes no parameters of its own: its code sets them.
  private func gestureType(named name: String) -> GestureType? {
    if let type = GestureType.named(name) { return type }
    return registry.recognizerFactory(named: name).map { GestureType(name: name, make: $0, parameters: []) }
  }

  /// The type a recognizer's mapping names, if it names a known one, before its keys are
  /// checked: which parameters are valid depends on it.
  private func peekType(_ node: YAMLNode) -> GestureType? {
    guard case .mapping(let mapping) = node, let name = mapping["type"]?.scalarText else { return nil }
    return gestureType(named: name)
  }

  /// UIGestureRecognizer's own switches.
  private func applyRecognizerKeys(_ fields: Fields, to recognizer: GestureRecognizer) {
    if let node = fields["isEnabled"], let value = bool(node, "isEnabled") { recognizer.isEnabled = value }
    if let node = fields["cancelsTouchesInView"], let value = bool(node, "cancelsTouchesInView") {
      recognizer.cancelsTouchesInView = value
    }
    if let node = fields["delaysTouchesBegan"], let value = bool(node, "delaysTouchesBegan") {
      recognizer.delaysTouchesBegan = value
    }
    if let node = fields["delaysTouchesEnded"], let value = bool(node, "delaysTouchesEnded") {
      recognizer.delaysTouchesEnded = value
    }
  }

  /// `action:` with an optional `target:` (`addTarget(_:action:)`); without a target the
  /// action goes up the responder chain. A target without an action would send nothing.
  private func readAction(_ fields: Fields, for recognizer: GestureRecognizer) {
    let action = fields["action"].flatMap { self.action($0, "action") }
    guard let targetNode = fields["target"] else {
      if let action { recognizer.addTarget(nil, action: action) }
      return
    }
    guard let action else {
      if !fields.contains("action") {
        log.error("'target' needs an 'action' to send to it", at: fields.keyMark("target"))
      }
      return
    }
    guard NodeKind(targetNode) != .list else {
      log.error("target must be one responder id, got a list", at: targetNode.mark)
      return
    }
    refer(toResponder: targetNode, "target") { target in recognizer.addTarget(target, action: action) }
  }

  /// `delegate:` (a responder of the person's class, as Interface Builder connects a recognizer's
  /// `delegate` outlet), or `simultaneousWith:`, `shouldBegin:`, `shouldReceive:`: answered by a
  /// ``LayoutGestureDelegate``, made only when the recognizer has one of these rules. A
  /// recognizer has one delegate, so both is an error. A responder that does not adopt
  /// `UIGestureRecognizerDelegate` answers none of its questions, as on iOS (where it would
  /// not respond to their selectors): the recognizer then asks no delegate.
  private func readDelegateRules(_ fields: Fields, for recognizer: GestureRecognizer) {
    let rules = ["simultaneousWith", "shouldBegin", "shouldReceive"]
    if let node = fields["delegate"] {
      if let rule = rules.first(where: fields.contains) {
        log.error(
          "a recognizer has one delegate: 'delegate' and '\(rule)' cannot both be given", at: node.mark)
        return
      }
      refer(toResponder: node, "delegate") { responder in
        recognizer.delegate = responder as? any GestureRecognizerDelegate
      }
      return
    }
    guard rules.contains(where: fields.contains) else { return }
    let delegate = LayoutGestureDelegate()
    recognizer.delegate = delegate
    gestureDelegates.append(delegate)
    if let node = fields["simultaneousWith"] {
      refer(toRecognizers: node, "simultaneousWith") { other, _ in
        delegate.simultaneousRecognizers.append(other)
      }
    }
    if let node = fields["shouldBegin"], let value = bool(node, "shouldBegin") {
      delegate.shouldBegin = value
    }
    if let node = fields["shouldReceive"],
      let rule = Fields(node, describing: "shouldReceive", validKeys: GestureKeys.shouldReceive, log: log)
    {
      guard let views = rule["ignoreTouchesIn"] else {
        log.error("shouldReceive is missing the required key 'ignoreTouchesIn'", at: rule.mark ?? node.mark)
        return
      }
      refer(toViews: views, "ignoreTouchesIn") { delegate.ignoredViews.append($0) }
    }
  }
}
