import Foundation

/// UIKit's members of `IndexPath` for tables and collections: a row (or item) in a section.
///
/// Foundation's `IndexPath` exists on Linux, but `row`, `item`, `section` and
/// `init(row:section:)` are UIKit's own extension of it (Apple's `IndexPath` documentation,
/// "Instance Properties" under UIKit), so they are declared here: a person's
/// `IndexPath(row: 0, section: 1)` compiles. As in UIKit, `section` is the first index and
/// `row` (and `item`) the second; reading them from a path of another length traps, as
/// UIKit's precondition does.
extension IndexPath {
  /// The path of `row` in `section` (UIKit's `init(row:section:)`).
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The path of `item` in `section` (UIKit's `init(item:section:)`, for collections).
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row within the section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item within the section: the second index, as a collection names it.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// How traces and names write the path: `[section,row]` (`list[2,5]`).
  public var tableDescription: String {
    count == 2 ? "[\(self[0]),\(self[1])]" : "[" + map(String.init).joined(separator: ",") + "]"
  }
}
