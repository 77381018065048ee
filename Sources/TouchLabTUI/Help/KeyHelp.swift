/// One entry of the help overlay (`?`): keys, and what they do.
///
/// The table (``sections``) is the app's: derived from its key bindings, so a key cannot be
/// handled without being shown here.
public struct KeyHelp: Equatable, Sendable {
  /// The keys as the person types them (`r`, `PgUp/PgDn`, `right-click`).
  public var keys: String
  /// What they do, as a short imperative phrase.
  public var action: String

  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }

  /// A titled group of keys.
  public struct Section: Equatable, Sendable {
    public var title: String
    public var entries: [KeyHelp]

    public init(_ title: String, _ entries: [KeyHelp]) {
      self.title = title
      self.entries = entries
    }
  }
}
