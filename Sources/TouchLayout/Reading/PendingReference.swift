import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A reference by id (`target: homeVC`, `requireToFail: [doubleTap]`), kept until every object
/// in the file exists: ids may point forward, to objects later in the file.
package struct PendingReference {
  /// What the reference must name.
  package enum Kind {
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

extension PendingReference {
  /// Checks `references` against the ids of a file (or of the layout a script runs on):
  /// `kindOf` is what an id names (see ``LayoutBuilder/claim(_:kind:at:)``), `object` the
  /// object, `ids` every id with its kind. An unknown id is reported with the closest id of the
  /// right kind, an id of the wrong kind with what it names; the others are resolved.
  ///
  /// Suggestions compare an id with every id of its kind. References are in file order, so past
  /// ``LayoutLimits/maximumDiagnostics`` unknown ids their messages are never shown; they are
  /// counted without a suggestion, which keeps a hostile file from costing quadratic time.
  package static func check(
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
  package static func withArticle(_ kind: String) -> String {
    (kind.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + kind
  }
}
