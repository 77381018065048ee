import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// The expectations of a claim. Every id they name is checked like any reference in the file
/// (``PendingReference/check(_:kindOf:object:ids:log:)``): an unknown id is an error with the closest id of the right kind,
/// so a claim cannot pass by naming something that is not there.
extension NodeReader {
  /// The expectation under `key`, or nil (reported) when it is malformed.
  package func expectation(_ key: String, _ node: YAMLNode) -> Claim.Expectation? {
    switch key {
    case "hits":
      guard let id = string(node, "hits") else { return nil }
      if id == "none" { return .hits(nil) }
      expect(id, key, .view, at: node.mark)
      return .hits(id)
    case "misses": return ids(node, key, .view).map { .misses($0) }
    case "sends": return expectedActions(node, key).map { .sends($0) }
    case "doesNotSend": return expectedActions(node, key).map { .doesNotSend($0) }
    case "recognizes": return ids(node, key, .gestureRecognizer).map { .recognizes($0) }
    case "doesNotRecognize": return ids(node, key, .gestureRecognizer).map { .doesNotRecognize($0) }
    case "receives": return deliveries(node).map { .receives($0) }
    default: return fragments(node).map { .traceShows($0) }
    }
  }

  /// Registers `id` as a reference that must name an object of `kind`.
  package func expect(_ id: String, _ key: String, _ kind: PendingReference.Kind, at mark: YAMLMark?) {
    references.append(PendingReference(key: key, id: id, mark: mark, kind: kind) { _ in })
  }

  /// The items of a non-empty list under `key`; `noun` names one item in messages.
  private func items(_ node: YAMLNode, _ key: String, of noun: String) -> [YAMLNode]? {
    guard case .sequence(let sequence) = node else {
      log.error("\(key) must be a list of \(noun)s, got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    guard !sequence.isEmpty else {
      log.error("\(key) must list at least one \(noun)", at: node.mark)
      return nil
    }
    return Array(sequence)
  }

  /// `misses: [save, card]`, `recognizes: [cardTap]`: ids of one kind.
  package func ids(_ node: YAMLNode, _ key: String, _ kind: PendingReference.Kind) -> [String]? {
    guard let items = items(node, key, of: "\(kind.noun) id") else { return nil }
    var ids: [String] = []
    for item in items {
      guard let id = string(item, "each id of \(key)") else { continue }
      expect(id, key, kind, at: item.mark)
      ids.append(id)
    }
    return ids.count == items.count ? ids : nil
  }

  /// `sends: [zoom, {action: select, to: homeVC}]`: names, or mappings with a receiver
  /// (`to: none` for an action nobody handled).
  package func expectedActions(_ node: YAMLNode, _ key: String) -> [Claim.ExpectedAction]? {
    guard let items = items(node, key, of: "action") else { return nil }
    var actions: [Claim.ExpectedAction] = []
    for item in items {
      guard case .mapping = item else {
        if let name = action(item, "each action of \(key)") {
          checkAction(name, key, at: item.mark)
          actions.append(Claim.ExpectedAction(name))
        }
        continue
      }
      guard
        let fields = Fields(item, describing: "an action of \(key)", validKeys: ["action", "to"], log: log)
      else { continue }
      guard let actionNode = fields["action"] else {
        log.error("an action of \(key) is missing the required key 'action'", at: fields.mark)
        continue
      }
      guard let name = action(actionNode, "action") else { continue }
      checkAction(name, key, at: actionNode.mark)
      var receiver = Claim.ExpectedAction.Receiver.any
      if let toNode = fields["to"] {
        guard let id = string(toNode, "to") else { continue }
        if id == "none" {
          receiver = .nobody
        } else {
          expect(id, "to", .responder, at: toNode.mark)
          receiver = .responder(id)
        }
      }
      actions.append(Claim.ExpectedAction(name, to: receiver))
    }
    return actions.count == items.count ? actions : nil
  }

  /// `receives: {card: [touchesBegan, touchesEnded], save: []}`: responders, in file order,
  /// each with the touch methods it must get, in order.
  private func deliveries(_ node: YAMLNode) -> [Claim.ExpectedDeliveries]? {
    guard case .mapping(let mapping) = node, !mapping.isEmpty else {
      log.error(
        "receives must be a mapping of responder ids to lists of touch methods "
          + "(e.g. {card: [touchesBegan, touchesEnded]}), got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    var result: [Claim.ExpectedDeliveries] = []
    var valid = true
    for (keyNode, value) in mapping {
      guard let id = string(keyNode, "each responder id of receives") else {
        valid = false
        continue
      }
      expect(id, "receives", .responder, at: keyNode.mark)
      guard let methods = orderedTouchMethods(value, of: id) else {
        valid = false
        continue
      }
      result.append(Claim.ExpectedDeliveries(responder: id, methods: methods))
    }
    return valid ? result : nil
  }

  /// A list of touch method names, in order, repeats allowed; `[]` is none at all.
  private func orderedTouchMethods(_ node: YAMLNode, of id: String) -> [TouchMethod]? {
    let names = TouchMethod.allCases.map(\.rawValue)
    guard case .sequence(let sequence) = node else {
      log.error(
        "receives \(id) must be a list of touch methods (e.g. [touchesBegan, touchesEnded]), "
          + "got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    var methods: [TouchMethod] = []
    for item in sequence {
      guard let name = string(item, "each touch method of receives") else { continue }
      guard let method = TouchMethod(rawValue: name) else {
        log.error("unknown touch method '\(name)'" + Suggestion.hint(for: name, among: names), at: item.mark)
        continue
      }
      methods.append(method)
    }
    return methods.count == sequence.count ? methods : nil
  }

  /// `traceShows: ["card.point(inside:"]`: non-empty fragments of trace text.
  private func fragments(_ node: YAMLNode) -> [String]? {
    guard let items = items(node, "traceShows", of: "fragment") else { return nil }
    var fragments: [String] = []
    for item in items {
      guard let text = string(item, "each fragment of traceShows") else { continue }
      guard !text.isEmpty else {
        log.error("each fragment of traceShows must not be empty", at: item.mark)
        continue
      }
      fragments.append(text)
    }
    return fragments.count == items.count ? fragments : nil
  }
}
