import Foundation
import TouchKit
import TouchYAML

/// A view's `constraints:`: a list of strings, each a line of UIKit's visual format language
/// (`H:|-[name]-8-[password(==name)]-|`, what `NSLayoutConstraint.constraints(withVisualFormat:…)`
/// takes, its views the layout's ids) or one constraint written as UIKit describes one
/// (`title.top == card.safeAreaLayoutGuide.top + 8 @750`, ConstraintEquation.swift). They are
/// made and activated once every view of the file exists, as a storyboard's are after its views;
/// each view they name but the one declaring them is placed by constraints
/// (`translatesAutoresizingMaskIntoConstraints` false, as Interface Builder sets it). Every
/// problem is an error at the string's line and the column of the character it is about.
extension LayoutBuilder {
  /// A view's `constraints:` list, kept until every view exists.
  struct PendingConstraints {
    var view: View
    var items: [YAMLNode]
  }

  /// Keeps `constraints:`'s strings for ``makeConstraints()``.
  func readConstraints(_ node: YAMLNode, of view: View) {
    guard case .sequence(let items) = node else {
      log.error(
        "constraints must be a list of strings (visual format or UIKit's description format), got "
          + NodeKind(node).phrase, at: node.mark)
      return
    }
    pendingConstraints.append(PendingConstraints(view: view, items: Array(items)))
  }

  /// Makes and activates every `constraints:` entry, in file order.
  func makeConstraints() {
    for pending in pendingConstraints {
      for item in pending.items {
        guard let text = string(item, "each constraint") else { continue }
        let made = constraints(text, at: item, of: pending.view)
        guard haveCommonAncestors(made, text, at: item) else { continue }
        for constraint in made {
          for case let view as View in [constraint.firstItem, constraint.secondItem]
          where view !== pending.view {
            view.translatesAutoresizingMaskIntoConstraints = false
          }
        }
        let mark = item.mark
        LayoutConstraint.activate(made, file: log.file, line: mark?.line ?? 0, column: mark?.column ?? 0)
      }
    }
    pendingConstraints = []
  }

  /// UIKit throws "Unable to activate constraint … because they have no common ancestor" for
  /// items in different hierarchies (two windows): an error here, at the string.
  private func haveCommonAncestors(_ constraints: [LayoutConstraint], _ text: String, at node: YAMLNode)
    -> Bool
  {
    for constraint in constraints {
      guard let first = constraint.firstItem.flatMap(LayoutConstraint.view(of:)),
        let second = constraint.secondItem.flatMap(LayoutConstraint.view(of:))
      else { continue }
      if first.nearestCommonAncestor(with: second) == nil {
        log.error(
          "constraint '\(text)': '\(first.id)' and '\(second.id)' have no common ancestor (UIKit: \"Unable to "
            + "activate constraint … because they have no common ancestor\")", at: node.mark)
        return false
      }
    }
    return true
  }

  /// The constraints of one string, or none with an error at the character it is about.
  private func constraints(_ text: String, at node: YAMLNode, of view: View) -> [LayoutConstraint] {
    let mark = node.mark
    let origin = ConstraintOrigin(file: log.file, line: mark?.line ?? 0, column: mark?.column ?? 0)
    if Self.isVisualFormat(text) {
      let result = LayoutConstraint.visualFormatConstraints(
        text, options: [], metric: { _ in nil }, view: { self.idEntry($0)?.object as? View }, origin: origin)
      switch result {
      case .success(let constraints): return constraints
      case .failure(let failure):
        log.error("constraint '\(text)': \(failure.reason)", at: place(failure.offset, in: node))
        return []
      }
    }
    switch ConstraintEquation.parse(text) {
    case .failure(let failure):
      log.error("constraint '\(text)': \(failure.message)", at: place(failure.offset, in: node))
      return []
    case .success(let equation):
      return constraint(equation, text, at: node).map { [$0] } ?? []
    }
  }

  /// A visual format string starts with `H:`, `V:`, `|` or `[`; an equation with an id.
  static func isVisualFormat(_ text: String) -> Bool {
    text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
  }

  private func constraint(_ equation: ConstraintEquation, _ text: String, at node: YAMLNode)
    -> LayoutConstraint?
  {
    guard let first = item(equation.first, at: node) else { return nil }
    var second: AnyObject?
    if let item = equation.second {
      guard let object = self.item(item, at: node) else { return nil }
      second = object
    }
    if equation.first.attribute.isLocation, second == nil {
      log.error(
        "constraint '\(text)': UIKit refuses it: a location (an edge, centre or baseline) must be related to "
          + "another item's location, never to a constant alone", at: place(equation.first.offset, in: node))
      return nil
    }
    let constraint = LayoutConstraint(
      item: first, attribute: equation.first.attribute, relatedBy: equation.relation, toItem: second,
      attribute: equation.second?.attribute ?? .notAnAttribute, multiplier: equation.multiplier,
      constant: equation.constant, file: log.file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
    constraint.priority = LayoutPriority(equation.priority)
    return constraint
  }

  /// A view by id, or one of its guides; nil with an error for an unknown id.
  private func item(_ item: ConstraintEquation.Item, at node: YAMLNode) -> AnyObject? {
    guard let view = idEntry(item.id)?.object as? View else {
      let what =
        idEntry(item.id).map { "names \(withArticle($0.kind.name)), not a view" }
        ?? "is not an id in this file"
      log.error("constraint item '\(item.id)' \(what)", at: place(item.offset, in: node))
      return nil
    }
    switch item.guide {
    case "safeAreaLayoutGuide": return view.safeAreaLayoutGuide
    case "layoutMarginsGuide": return view.layoutMarginsGuide
    case "readableContentGuide": return view.readableContentGuide
    case "contentLayoutGuide", "frameLayoutGuide":
      guard let scrollView = view as? ScrollView else {
        log.error(
          "constraint item '\(item.id)' has no \(item.guide ?? ""): only a scroll view has one",
          at: place(item.offset, in: node))
        return nil
      }
      return item.guide == "contentLayoutGuide" ? scrollView.contentLayoutGuide : scrollView.frameLayoutGuide
    default: return view
    }
  }

  /// The position of the character at `offset` in a string node written on one line: its
  /// column plus one for an opening quote. (An escape sequence before it shifts the column.)
  func place(_ offset: Int, in node: YAMLNode) -> YAMLMark? {
    guard case .scalar(let scalar) = node else { return node.mark }
    let column = scalar.mark.column + (scalar.isPlain ? 0 : 1) + offset
    return YAMLMark(line: scalar.mark.line, column: column)
  }
}
