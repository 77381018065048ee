extension View {
  /// Renames a reused list view after the index path it shows now (`list[2,5]`), and the views
  /// of its subtree named after its old name (`list[0,1].likeButton` becomes
  /// `list[2,5].likeButton`), so a trace names a reused cell's views by the row they show now.
  /// Table cells and collection views' cells and supplementary views share it; each then names
  /// its own unnamed parts (a content view, a cell's labels).
  func renameSubtree(to newName: String) {
    let oldName = id
    id = newName
    guard !oldName.isEmpty, oldName != newName else { return }
    let prefix = oldName + "."
    _ = forEachInSubtree { view in
      if view.id.hasPrefix(prefix) { view.id = newName + "." + view.id.dropFirst(prefix.count) }
      return true
    }
  }
}
