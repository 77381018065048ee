import Foundation
import TouchFoundation
import TouchLayout
import TouchYAML

/// The import's side file: what the dump cannot say, said once and kept beside it, so a dump
/// taken again imports the same way.
///
/// ```yaml
/// classes:                  # the dump's class → a TouchLab class or kind word
///   MyCardView: button
/// views:                    # layout keys added to views, by address or by class path
///   0x78e6a050:
///     gestures: [{id: notesTap, type: tap, action: didTapNotes}]
///   UIWindow/UILayoutContainerView/Blinc_NotesView:
///     class: PassThroughView      # a --code class (Sources/CustomViews)
///   //UITableViewCell:            # `//`: a view of this class at any depth
///     handles: [touchesEnded]
/// ```
public struct ImportOverrides: Sendable {
  public var classes: [String: String] = [:]
  var views: [ViewOverride] = [] {
    didSet { index = ViewOverrideIndex(views) }
  }
  private var index = ViewOverrideIndex([])

  /// Layout keys for the views one selector picks.
  struct ViewOverride: Sendable {
    var selector: String
    var className: String?
    /// Each key with its YAML lines (indented relative to the view's own keys), in file order.
    var entries: [(key: String, lines: [String])]
  }

  public init(classes: [String: String] = [:]) {
    self.classes = classes
  }

  /// Every override that picks `view` (its class path from the dump's top, itself last),
  /// merged: a key given by several comes from the last, as does the class.
  func match(_ view: DumpView, path: [String]) -> (className: String?, lines: [String])? {
    let matching = index.matches(address: view.address, path: path).map { views[$0] }
    guard !matching.isEmpty else { return nil }
    var order: [String] = []
    var byKey: [String: [String]] = [:]
    for entry in matching.flatMap(\.entries) {
      if byKey[entry.key] == nil { order.append(entry.key) }
      byKey[entry.key] = entry.lines
    }
    return (matching.last { $0.className != nil }?.className, order.flatMap { byKey[$0] ?? [] })
  }

  static let pipeline = LoadPipeline(
    noun: "import side file", emptyMessage: "the side file is empty: it needs 'classes:' or 'views:'")

  /// Reads the side file at `path`, every problem at `file:line:column`.
  public static func load(contentsOf path: String) throws(LayoutLoadError) -> ImportOverrides {
    try pipeline.load(contentsOf: path) { root, log in read(root, log: log) }
  }

  /// Reads side-file YAML given as text.
  public static func load(yaml: String, source: String) throws(LayoutLoadError) -> ImportOverrides {
    try pipeline.load(yaml: yaml, source: source) { root, log in read(root, log: log) }
  }

  private static func read(_ root: YAMLNode, log: DiagnosticLog) -> ImportOverrides? {
    guard
      let fields = Fields(root, describing: "an import side file", validKeys: ["classes", "views"], log: log)
    else { return nil }
    var result = ImportOverrides()
    if let node = fields["classes"] {
      if case .mapping(let mapping) = node {
        for (key, value) in mapping {
          guard let name = key.scalarText, let target = value.scalarText else {
            log.error("classes maps a class name to a class name, like 'MyCardView: button'", at: key.mark)
            continue
          }
          result.classes[name] = target
        }
      } else {
        log.error("classes must be a mapping, like 'MyCardView: button'", at: node.mark)
      }
    }
    if let node = fields["views"] { result.views = views(node, log: log) }
    return log.isEmpty ? result : nil
  }

  /// Keys a side file may add to a view: a view's keys, less what the dump decides.
  static let viewKeys = ViewKeys.view.filter { !["id", "frame", "subviews"].contains($0) }

  private static func views(_ node: YAMLNode, log: DiagnosticLog) -> [ViewOverride] {
    guard case .mapping(let mapping) = node else {
      log.error("views must be a mapping from an address or class path to layout keys", at: node.mark)
      return []
    }
    var result: [ViewOverride] = []
    for (key, value) in mapping {
      guard let selector = key.scalarText,
        let fields = Fields(value, describing: "a view's added keys", validKeys: viewKeys, log: log)
      else { continue }
      var override = ViewOverride(selector: selector, className: fields["class"]?.scalarText, entries: [])
      if case .mapping(let entries) = value {
        for (entryKey, entryValue) in entries {
          guard let key = entryKey.scalarText, key != "class", let mark = entryKey.mark,
            let text = YAMLEmitter.text(
              of: .mapping(YAMLMapping(pairs: [(entryKey, entryValue)], tag: .map, mark: mark)))
          else { continue }
          override.entries.append((key, text.split(separator: "\n").map(String.init)))
        }
      }
      result.append(override)
    }
    return result
  }
}
