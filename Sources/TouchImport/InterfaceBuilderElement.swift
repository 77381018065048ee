import Foundation

/// One element of an Interface Builder file (`<button id="aB3-xY-9kZ" …>`), as read by
/// ``InterfaceBuilderXML``: its name, attributes and children, and where it starts, so every
/// message about it can name the file's `line:column`.
///
/// A plain tree rather than the parser's callbacks: a storyboard refers forwards and backwards
/// (an outlet's destination, the initial view controller, a segue's destination), so the
/// reader needs the whole document before it decides anything.
package struct InterfaceBuilderElement: Sendable {
  package var name: String
  package var attributes: [String: String]
  package var children: [InterfaceBuilderElement]
  package var line: Int
  package var column: Int

  package init(
    name: String, attributes: [String: String] = [:], children: [InterfaceBuilderElement] = [],
    line: Int = 0, column: Int = 0
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.line = line
    self.column = column
  }

  package subscript(_ attribute: String) -> String? { attributes[attribute] }

  /// The IB object id (`id="8bC-Xf-vdC"`), if the element has one.
  package var objectID: String? { attributes["id"] }

  /// The first child named `name` (with `key` when given): `<rect key="frame">`, `<subviews>`.
  package func child(_ name: String, key: String? = nil) -> InterfaceBuilderElement? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// Every child with `key` (`<view key="contentView">`), whatever its element name.
  package func child(key: String) -> InterfaceBuilderElement? {
    children.first { $0.attributes["key"] == key }
  }

  /// `YES`/`NO` attributes, as Interface Builder writes booleans; nil when absent.
  package func bool(_ attribute: String) -> Bool? {
    attributes[attribute].map { $0 == "YES" }
  }

  /// This element and every element below it, depth first in document order.
  package func forEach(_ body: (InterfaceBuilderElement) -> Void) {
    body(self)
    for child in children { child.forEach(body) }
  }
}
