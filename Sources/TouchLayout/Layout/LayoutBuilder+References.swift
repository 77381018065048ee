import Foundation
import TouchKit
import TouchYAML

extension LayoutBuilder {
  /// Reads one id under `key` and resolves it later to a responder.
  func refer(toResponder node: YAMLNode, _ key: String, _ resolve: @escaping (Responder) -> Void) {
    refer(node, key, .responder) { if let responder = $0 as? Responder { resolve(responder) } }
  }

  /// Reads a list of ids under `key`, each resolved later to a view.
  func refer(toViews node: YAMLNode, _ key: String, _ resolve: @escaping (View) -> Void) {
    for item in idList(node, key, of: .view) {
      refer(item, key, .view) { if let view = $0 as? View { resolve(view) } }
    }
  }

  /// Reads one id under `key` and resolves it later to a view.
  func refer(toView node: YAMLNode, _ key: String, _ resolve: @escaping (View) -> Void) {
    refer(node, key, .view) { if let view = $0 as? View { resolve(view) } }
  }

  /// Reads one id under `key` and resolves it later to a recognizer.
  func refer(toRecognizer node: YAMLNode, _ key: String, _ resolve: @escaping (GestureRecognizer) -> Void) {
    refer(node, key, .gestureRecognizer) {
      if let recognizer = $0 as? GestureRecognizer { resolve(recognizer) }
    }
  }

  /// Reads a list of ids under `key`, each resolved later to a recognizer, which `resolve`
  /// gets with the id's position.
  func refer(
    toRecognizers node: YAMLNode, _ key: String, _ resolve: @escaping (GestureRecognizer, YAMLMark?) -> Void
  ) {
    for item in idList(node, key, of: .gestureRecognizer) {
      refer(item, key, .gestureRecognizer) {
        if let recognizer = $0 as? GestureRecognizer { resolve(recognizer, item.mark) }
      }
    }
  }

  private func refer(
    _ node: YAMLNode, _ key: String, _ kind: PendingReference.Kind, _ resolve: @escaping (AnyObject) -> Void
  ) {
    guard let id = string(node, "each id of \(key)") else { return }
    references.append(PendingReference(key: key, id: id, mark: node.mark, kind: kind, resolve: resolve))
  }

  /// The items of a list of ids; a problem (not a list) is reported and gives no items.
  private func idList(_ node: YAMLNode, _ key: String, of kind: PendingReference.Kind) -> [YAMLNode] {
    guard case .sequence(let sequence) = node else {
      log.error("\(key) must be a list of \(kind.noun) ids, got \(NodeKind(node).phrase)", at: node.mark)
      return []
    }
    return Array(sequence)
  }

  /// Resolves every reference, now that every object exists (see ``PendingReference/check(_:kindOf:object:ids:log:)``).
  func resolveReferences() {
    PendingReference.check(
      references, kindOf: { self.idEntry($0)?.kind }, object: { self.idEntry($0)?.object },
      ids: { self.idKinds() }, log: log)
  }
}
