import Foundation
import TouchKit
import TouchYAML

/// `imported:`: where a view imported from a dump came from (``ImportedOrigin``), as
/// `touchlab import` writes it. Only carried: the engine does nothing with it, every
/// description shows it.
extension LayoutBuilder {
  func importedOrigin(_ node: YAMLNode) -> ImportedOrigin? {
    guard let fields = Fields(node, describing: "imported", validKeys: ViewKeys.imported, log: log) else {
      return nil
    }
    guard let className = fields["class"].flatMap({ string($0, "imported class") }) else {
      log.error("imported needs 'class': the class the dump printed", at: fields.mark)
      return nil
    }
    var origin = ImportedOrigin(className: className)
    origin.address = fields["address"].flatMap { string($0, "imported address") }
    origin.baseClass = fields["baseClass"].flatMap { string($0, "imported baseClass") }
    if let node = fields["recognizers"] {
      guard node.scalarText == "unknown" else {
        log.error("imported recognizers must be 'unknown' (the dump lists none)", at: node.mark)
        return nil
      }
      origin.hasUnknownRecognizers = true
    }
    origin.autoresize = fields["autoresize"].flatMap { string($0, "imported autoresize") }
    origin.isOpaque = fields["opaque"].flatMap { bool($0, "imported opaque") }
    origin.tag = fields["tag"].flatMap { number($0, "imported tag") }.flatMap { Int(exactly: $0) }
    origin.animations = fields["animations"].flatMap { string($0, "imported animations") }
    origin.line = fields["line"].flatMap { number($0, "imported line") }.flatMap { Int(exactly: $0) }
    origin.objectID = fields["ibID"].flatMap { string($0, "imported ibID") }
    origin.storedFrame = fields["storedFrame"].flatMap { rect($0, "imported storedFrame") }
    origin.storedFrameNotCompared = fields["frameNotCompared"].flatMap {
      string($0, "imported frameNotCompared")
    }
    return origin
  }
}
