/// What sees the items of one block list as the composer finishes each, before the document
/// ends: the layout loader builds a large list of views on a second core while libyaml is
/// still parsing the rest (``EarlyBuild``, issue 17).
///
/// The tree is composed exactly as without a stream: the items are also put in their list.
/// A stream only ever sees an item once it is whole, and never a list inside an item it sees
/// (one list at a time). Called on the composer's thread.
package protocol YAMLListStream: AnyObject {
  /// Whether to stream the block list that starts at `mark`. `keys`: the key each mapping on
  /// the way from the root is composing the value of (a list on the way adds none).
  func streams(listAt mark: YAMLMark, keys: [String]) -> Bool
  /// The streamed list's next item.
  func add(_ item: YAMLNode)
  /// The streamed list ended; another may be offered after it.
  func end()
}
