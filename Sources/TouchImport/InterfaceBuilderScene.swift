import Foundation

/// One screen an Interface Builder file can open as: a storyboard's scene (its view
/// controller and the controller's view), or one of a xib's top-level views, which
/// `UINib.instantiate(withOwner:options:)` returns in the file's order.
public struct InterfaceBuilderScene: Sendable {
  /// The view controller's IB object id (a storyboard), or the top-level view's (a xib).
  public var objectID: String
  /// The storyboard identifier (`instantiateViewController(withIdentifier:)`'s name), if set.
  public var identifier: String?
  /// The controller's `title` or `userLabel`, if it has one.
  public var title: String?
  /// The controller's (or top-level view's) class: its `customClass`, else its UIKit class.
  public var className: String
  /// Whether this is the storyboard's initial view controller (a xib: its first view).
  public var isInitial: Bool
  /// Where the scene's controller or view starts in the file.
  public var line: Int
  public var column: Int
  /// The container controllers (navigation and tab bar controllers) followed to reach this
  /// scene from the one named or initial, outermost first, by IB object id: a tab bar
  /// controller among them is made around the scene (InterfaceBuilderPlanner+TabBar.swift).
  public var containers: [String] = []
  /// Why the scene cannot be opened, if it cannot (a navigation controller with no root).
  public var unopenable: String?

  /// The controller's element (a storyboard), nil for a xib's view.
  var controller: InterfaceBuilderElement?
  /// The root view's element: the controller's `<view key="view">`, or the xib's view.
  var rootView: InterfaceBuilderElement?

  /// Whether `name` picks this scene: its storyboard identifier, title or IB object id.
  public func isNamed(_ name: String) -> Bool {
    name == objectID || name == identifier || name == title
  }

  /// One line for `--list-scenes`: the id, what else names it, the class, the initial mark.
  public var summary: String {
    var parts = [objectID]
    if let identifier { parts.append("identifier \"\(identifier)\"") }
    if let title { parts.append("title \"\(title)\"") }
    parts.append(className)
    if isInitial { parts.append("(initial)") }
    if let unopenable { parts.append("— \(unopenable)") }
    return parts.joined(separator: "  ")
  }
}
