import Foundation
import TouchKit
import TouchYAML

/// A scene's `<constraints>`, solved as Xcode solved them at the document's size: each
/// `<constraint>` becomes one line of the layout's `constraints:` (UIKit's description format)
/// on the view whose `<constraints>` holds it, the common ancestor IB installs it on.
///
/// What the solve needs beside the constraints, and the file does not state, is taken from the
/// file's own frames (``InterfaceBuilderGuides``): the safe area and the layout margins (UIKit
/// gives them from the device, the bars and the controller, which change across Xcode versions),
/// and the size of each view sized by its content (Apple's text measurement). Every view the
/// constraints place keeps the frame the file stored, to be compared with the solve (Xcode's
/// misplaced view: ``View/storedFrameComparison``).
extension InterfaceBuilderPlanner {
  /// A view of the scene as the constraints see it: its TouchLab id, its element, its stored
  /// frame in the root view's coordinates and its superview's IB id.
  struct PlacedView {
    var id: String
    var element: InterfaceBuilderElement
    var frame: CGRect
    var parent: String?
  }

  /// Adds the scene's constraints to `root`'s views; returns the screen's safe-area insets the
  /// file's frames were laid out with, `[top, left, bottom, right]`, nil for an edge no
  /// constraint to the root view's safe area tells.
  mutating func addAutoLayout(to root: inout ImportedView) -> [Double?] {
    var placed: [String: PlacedView] = [:]
    collect(root, parent: nil, offset: .zero, into: &placed)
    guard let rootID = root.origin?.objectID,
      placed.values.contains(where: {
        $0.element.child("constraints") != nil || $0.element.name == "stackView"
      })
    else { return [nil, nil, nil, nil] }
    var guides = InterfaceBuilderGuides(rootID: rootID, placed: placed, document: document)
    let sizeClass = InterfaceBuilderSizeClass(
      document: document, width: root.frame?[2] ?? 0, height: root.frame?[3] ?? 0)
    let excluded = sizeClass.excludedConstraints(in: placed.values.map(\.element))
    var lines: [String: [String]] = [:]
    var named: Set<String> = []
    for view in placed.values.sorted(by: { $0.element.line < $1.element.line }) {
      for constraint in view.element.child("constraints")?.children ?? []
      where constraint.name == "constraint" {
        // Xcode removes a placeholder constraint at build time; one a size class leaves out is not installed.
        if constraint.bool("placeholder") == true { continue }
        if let id = constraint.objectID, excluded.contains(id) { continue }
        guard
          let line = translate(
            constraint, declaredBy: view, placed: placed, guides: &guides, sizeClass: sizeClass)
        else { continue }
        lines[view.element.objectID ?? "", default: []].append(line.text)
        named.formUnion(line.views)
      }
    }
    for view in placed.values where view.element.name == "stackView" {
      for child in view.element.child("subviews")?.children ?? [] {
        if let id = child.objectID { named.insert(id) }
      }
    }
    // Derived once: each view's margins come from every answer the constraints gave (once a
    // view, it made a 5,000-view scene's import quadratic).
    apply(to: &root, lines: lines, named: named, margins: guides.margins)
    return guides.screenSafeArea
  }

  /// Every view of the tree by IB id, with its stored frame in the root's coordinates.
  private func collect(
    _ view: ImportedView, parent: String?, offset: CGPoint, into placed: inout [String: PlacedView]
  ) {
    let frame = view.frame ?? [0, 0, 0, 0]
    let rect = CGRect(x: offset.x + frame[0], y: offset.y + frame[1], width: frame[2], height: frame[3])
    let objectID = view.origin?.objectID
    if let objectID, let element = document.objects[objectID] {
      placed[objectID] = PlacedView(id: view.id, element: element, frame: rect, parent: parent)
    }
    for subview in view.subviews {
      collect(subview, parent: objectID, offset: rect.origin, into: &placed)
    }
  }

  /// `constraints:`, `layoutMargins:`, `intrinsicContentSize:`, the content priorities and the
  /// stored frame, on each view of the tree they are for.
  private func apply(
    to view: inout ImportedView, lines: [String: [String]], named: Set<String>, margins: [String: [Double]]
  ) {
    if let objectID = view.origin?.objectID {
      if let margins = margins[objectID] {
        view.addedLines.append("layoutMargins: \(YAMLText.list(margins))")
      }
      if named.contains(objectID), let element = document.objects[objectID], let frame = view.frame {
        view.origin?.storedFrame = CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
        // Xcode leaves `<rect key="frame">` out where the frame is zero, as for a view it never
        // laid out (a file edited by hand, or never opened in the canvas): that zero is no
        // measured size, and the view's own class sizes it.
        if element.child("rect", key: "frame") != nil,
          let sized = InterfaceBuilderContentSize(element: element, frame: frame)
        {
          view.addedLines.append("intrinsicContentSize: \(YAMLText.list(sized.size))")
          view.origin?.storedFrameNotCompared = sized.reason
        }
        view.addedLines += InterfaceBuilderContentSize.priorityLines(of: element)
      }
      if let constraints = lines[objectID], !constraints.isEmpty {
        view.addedLines.append("constraints: [\(constraints.map(YAMLText.quoted).joined(separator: ", "))]")
      }
    }
    for index in view.subviews.indices {
      apply(to: &view.subviews[index], lines: lines, named: named, margins: margins)
    }
  }

  /// One `<constraint>` as a line of `constraints:` and the IB ids of the views it names; nil,
  /// listed as not read, for one TouchLab cannot state.
  private mutating func translate(
    _ constraint: InterfaceBuilderElement, declaredBy view: PlacedView, placed: [String: PlacedView],
    guides: inout InterfaceBuilderGuides, sizeClass: InterfaceBuilderSizeClass
  ) -> (text: String, views: [String])? {
    func skip(_ why: String) -> (text: String, views: [String])? {
      unsupported.add(
        "constraint \(why)", reasonKey: "constraint", line: constraint.line, column: constraint.column)
      return nil
    }
    let firstID = constraint["firstItem"] ?? view.element.objectID ?? ""
    guard let firstAttribute = constraint["firstAttribute"].flatMap(Self.attributeName) else {
      return skip("with an attribute TouchLab does not know")
    }
    let relation: String
    switch constraint["relation"] {
    case nil: relation = "=="
    case "greaterThanOrEqual": relation = ">="
    case "lessThanOrEqual": relation = "<="
    default: return skip("with an unknown relation")
    }
    guard let multiplier = Self.multiplier(constraint["multiplier"]),
      let constant = Double(sizeClass.constant(of: constraint) ?? "0"), constant.isFinite,
      let priority = Double(constraint["priority"] ?? "1000"), (1...1000).contains(priority)
    else { return skip("with a number that is not one") }
    guard let first = guides.item(firstID, firstAttribute, placed: placed) else {
      return skip("naming \(firstID), which is not a view of the scene or its safe area")
    }
    var text = "\(first.text) \(relation) "
    var views = [firstID]
    if let secondID = constraint["secondItem"] {
      guard let secondAttribute = constraint["secondAttribute"].flatMap(Self.attributeName),
        let second = guides.item(secondID, secondAttribute, placed: placed)
      else { return skip("naming \(secondID), which is not a view of the scene or its safe area") }
      if multiplier != 1 { text += "\(Self.number(multiplier)) * " }
      text += second.text
      if constant != 0 { text += (constant > 0 ? " + " : " - ") + Self.number(abs(constant)) }
      views.append(secondID)
      guides.note(
        first: first, second: second, multiplier: multiplier, constant: constant, relation: relation)
    } else {
      guard ["width", "height"].contains(firstAttribute) else {
        return skip("setting a location to a constant")
      }
      text += Self.number(constant)
    }
    if priority < 1000 { text += " @\(Self.number(priority))" }
    return (text, views.filter { placed[$0] != nil })
  }

  /// Interface Builder's attribute names as UIKit's: IB writes `baseline` for the last one.
  static func attributeName(_ name: String) -> String? {
    let known: Set<String> = [
      "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
      "firstBaseline", "lastBaseline", "leadingMargin", "trailingMargin", "leftMargin", "rightMargin",
      "topMargin", "bottomMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]
    if name == "baseline" { return "lastBaseline" }
    return known.contains(name) ? name : nil
  }

  /// `multiplier="0.5"`, or a ratio as IB writes an aspect ratio (`16:9`); 1 when absent.
  static func multiplier(_ text: String?) -> Double? {
    guard let text else { return 1 }
    let parts = text.split(separator: ":").map { Double($0) }
    if parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0 {
      return numerator / denominator
    }
    guard parts.count == 1, let value = parts[0], value.isFinite, value != 0 else { return nil }
    return value
  }

  /// A number as the constraint grammar reads it, in full.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
