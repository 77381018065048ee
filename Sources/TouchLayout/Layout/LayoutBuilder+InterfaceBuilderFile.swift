import Foundation
import TouchYAML

/// `interfaceBuilderFile: Inbox.storyboard`: the Interface Builder file whose IB object ids a
/// layout's `prototypes:` and `segues:` name, relative to the layout's folder. A layout opened
/// from a storyboard is that file; one `touchlab import` wrote from a storyboard names it, so a
/// dequeue or a segue makes its cell or scene from the storyboard, not from the YAML beside it
/// (which has no IB objects to make).
extension LayoutBuilder {
  func interfaceBuilderFile(_ node: YAMLNode) -> String? {
    guard let text = string(node, "interfaceBuilderFile"), !text.isEmpty else { return nil }
    let folder =
      source == "-"
      ? FileManager.default.currentDirectoryPath
      : URL(fileURLWithPath: source).deletingLastPathComponent().path
    let path = URL(fileURLWithPath: text.hasPrefix("/") ? text : folder + "/" + text).standardizedFileURL.path
    guard FileManager.default.isReadableFile(atPath: path) else {
      log.error("interfaceBuilderFile: cannot read \(path)", at: node.mark)
      return nil
    }
    return path
  }
}
