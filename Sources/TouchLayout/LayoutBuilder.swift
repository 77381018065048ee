import Foundation
import TouchKit
import Yams

/// Builds TouchKit objects from a composed YAML document, checking everything on the way.
///
/// One builder reads one file. It keeps going after a problem (recording it in ``log``) so
/// one load reports every problem; ``build(_:)`` returns a layout only when there were none.
/// Reading is split by concept: values, geometry, views, controllers and ids each have a file.
final class LayoutBuilder {
  let source: String
  let log: DiagnosticLog
  let registry: ViewClassRegistry
  let application = Application()

  /// Every id so far, with what it named and where, for uniqueness and references.
  var ids: [String: (kind: String, mark: Mark?)] = [:]
  /// Controllers by id, retained here because views hold them weakly.
  var controllers: [(id: String, controller: ViewController)] = []
  /// `presentedBy:` references, resolved once every controller exists.
  var presentations: [(controller: ViewController, id: String, mark: Mark?)] = []
  /// Windows and views made so far, against ``LayoutLimits/maximumViewCount``.
  var viewCount = 0
  var screenSize = CGSize(width: 390, height: 844)

  init(source: String, log: DiagnosticLog, registry: ViewClassRegistry) {
    self.source = source
    self.log = log
    self.registry = registry
  }

  /// The layout `root` describes, or nil with the problems in ``log``.
  func build(_ root: Node) -> Layout? {
    guard let fields = Fields(root, describing: "a layout", validKeys: ViewKeys.layout, log: log) else {
      return nil
    }
    let title = fields["title"].flatMap { string($0, "title") }
    if let node = fields["screen"], let size = screenSize(node) { screenSize = size }
    if let node = fields["appDelegate"] { application.delegate = appDelegate(node) }
    if let node = fields["windows"] {
      readWindows(node)
    } else {
      log.error("a layout needs a 'windows:' list with at least one window", at: fields.mark)
    }
    resolvePresentations()
    guard log.isEmpty else { return nil }
    return Layout(
      source: source, title: title, screenSize: screenSize, application: application,
      controllers: controllers.map(\.controller))
  }

  private func readWindows(_ node: Node) {
    guard case .sequence(let sequence) = node else {
      log.error("windows must be a list of windows, got \(NodeKind(node).phrase)", at: node.mark)
      return
    }
    guard !sequence.isEmpty else {
      log.error("windows must list at least one window", at: node.mark)
      return
    }
    for item in sequence {
      if let window = window(item) { application.addWindow(window) }
    }
  }

  /// Registers `id` for an object of `kind`; a second use is an error naming the first.
  func claim(_ id: String, kind: String, at mark: Mark?) {
    if let first = ids[id] {
      let line = first.mark.map { " on line \($0.line)" } ?? ""
      log.error("duplicate id '\(id)': already used by a \(first.kind)\(line)", at: mark)
      return
    }
    ids[id] = (kind, mark)
  }

  /// The required `id:` of a mapping, claimed; `kind` names the object in messages.
  func requiredID(_ fields: Fields, kind: String) -> String? {
    guard let node = fields["id"] else {
      let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      log.error("\(article) \(kind) is missing the required key 'id'", at: fields.mark)
      return nil
    }
    guard let id = string(node, "id") else { return nil }
    guard !id.isEmpty, id.count <= LayoutLimits.maximumIDLength else {
      log.error("id must be 1 to \(LayoutLimits.maximumIDLength) characters long", at: node.mark)
      return nil
    }
    claim(id, kind: kind, at: node.mark)
    return id
  }
}
