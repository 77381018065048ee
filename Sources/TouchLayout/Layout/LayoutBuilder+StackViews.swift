import Foundation
import TouchKit
import TouchYAML

/// A stack view's subviews are its arranged subviews, in file order, as a stack view in
/// Interface Builder arranges the views in its `<subviews>`; `nonArranged: [badge]` names the
/// subviews it holds without arranging (UIKit: a subview added with `addSubview(_:)`, which
/// its frame places). Its other keys (`axis:`, `distribution:`, …) are the class table's,
/// read by their kind (LayoutBuilder+TypedKeys.swift).
extension LayoutBuilder {
  func arrangeSubviews(_ fields: Fields, of stack: StackView) {
    var unarranged: Set<String> = []
    if let node = fields["nonArranged"] {
      unarranged = nonArrangedIDs(node, of: stack)
    }
    for subview in stack.subviews where subview.id.isEmpty || !unarranged.contains(subview.id) {
      stack.addArrangedSubview(subview)
    }
  }

  /// `nonArranged:`'s ids, each one of the stack view's own subviews.
  private func nonArrangedIDs(_ node: YAMLNode, of stack: StackView) -> Set<String> {
    guard case .sequence(let items) = node else {
      log.error(
        "nonArranged must be a list of the ids of this stack view's subviews, got \(NodeKind(node).phrase)",
        at: node.mark)
      return []
    }
    var ids: Set<String> = []
    for item in items {
      guard let id = string(item, "each id of nonArranged") else { continue }
      guard stack.subviews.contains(where: { $0.id == id }) else {
        let names = stack.subviews.map(\.id).filter { !$0.isEmpty }
        let list = names.isEmpty ? "it has none" : "its subviews are " + names.joined(separator: ", ")
        log.error(
          "nonArranged names '\(id)', which is not a subview of this stack view; \(list)", at: item.mark)
        continue
      }
      ids.insert(id)
    }
    return ids
  }
}
