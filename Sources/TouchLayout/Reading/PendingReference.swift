import Foundation
import TouchKit

/// A reference by id (`target: homeVC`, `requireToFail: [doubleTap]`), kept until every object
/// in the file exists: ids may point forward, to objects later in the file.
struct PendingReference {
  /// What the reference must name.
  enum Kind {
    case responder, view, gestureRecognizer

    /// "a responder", for messages.
    var phrase: String {
      switch self {
      case .responder: "a responder (a view, window, controller, the app delegate or the application)"
      case .view: "a view"
      case .gestureRecognizer: "a gesture recognizer"
      }
    }

    /// "responder", for "names an unknown …" messages.
    var noun: String {
      switch self {
      case .responder: "responder"
      case .view: "view"
      case .gestureRecognizer: "gesture recognizer"
      }
    }

    /// Whether an id registered as `kind` (see ``LayoutBuilder/claim(_:kind:at:)``) fits.
    func accepts(_ kind: IDKind) -> Bool {
      switch kind {
      case .application, .appDelegate, .controller: self == .responder
      case .window, .view: self == .responder || self == .view
      case .gestureRecognizer, .scrollViewPan: self == .gestureRecognizer
      }
    }
  }

  /// The key it was written under, for messages.
  var key: String
  var id: String
  var mark: YAMLMark?
  var kind: Kind
  /// Called with the named object once it is found (and is of the right kind).
  var resolve: (AnyObject) -> Void
}

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

extension PendingReference {
  /// Checks `references` against the ids of a file (or of the layout a script runs on):
  /// `kindOf` is what an id names (see ``LayoutBuilder/claim(_:kind:at:)``), `object` the
  /// object, `ids` every id with its kind. An unknown id is reported with the closest id of the
  /// right kind, an id of the wrong kind with what it names; the others are resolved.
  ///
  /// Suggestions compare an id with every id of its kind. References are in file order, so past
  /// ``LayoutLimits/maximumDiagnostics`` unknown ids their messages are never shown; they are
  /// counted without a suggestion, which keeps a hostile file from costing quadratic time.
  static func check(
    _ references: [PendingReference], kindOf: (String) -> IDKind?, object: (String) -> AnyObject?,
    ids: () -> [String: IDKind], log: DiagnosticLog
  ) {
    var candidates: [String: [String]] = [:]
    var allIDs: [String: IDKind]?
    var unknown = 0
    for reference in references {
      guard let kind = kindOf(reference.id), let found = object(reference.id) else {
        unknown += 1
        var hint = ""
        if unknown <= LayoutLimits.maximumDiagnostics {
          let noun = reference.kind.noun
          let every = allIDs ?? ids()
          allIDs = every
          let ofKind = candidates[noun] ?? every.filter { reference.kind.accepts($0.value) }.keys.sorted()
          candidates[noun] = ofKind
          hint = Suggestion.closest(to: reference.id, among: ofKind).map { "; did you mean '\($0)'?" } ?? ""
        }
        log.error(
          "\(reference.key) names an unknown \(reference.kind.noun) '\(reference.id)'\(hint)",
          at: reference.mark)
        continue
      }
      guard reference.kind.accepts(kind) else {
        log.error(
          "\(reference.key) must name \(reference.kind.phrase), but '\(reference.id)' is "
            + (kind == .application ? "the application" : withArticle(kind.name)),
          at: reference.mark)
        continue
      }
      reference.resolve(found)
    }
  }

  /// "a view", "an app delegate": a kind of object with its indefinite article, for messages.
  static func withArticle(_ kind: String) -> String {
    (kind.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + kind
  }
}
