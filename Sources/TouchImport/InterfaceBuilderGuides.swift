import Foundation
import TouchKit

/// The items a scene's constraints name, as the layout's constraint grammar names them, and
/// the guides the file's frames were laid out with.
///
/// UIKit gives a scene's safe area and its root view's layout margins from the device, the
/// bars above and below and the controller (`systemMinimumLayoutMargins`), none of which the
/// file states, and which changed across Xcode versions (the same `<device id="retina6_1">`
/// has a top inset of 44 in older files, 48 in newer). So they are read back from the file's
/// own frames: a view pinned to a guide's edge by an equality (`view.top == safeArea.top + 8`)
/// tells where that edge was when Xcode stored the view's frame. The most common answer per
/// edge wins, so that one stale (misplaced) frame does not move the guide for the others.
struct InterfaceBuilderGuides {
  /// What an item of a constraint is: a view's own edge, one of its margins, the safe area, or
  /// a scroll view's content or frame guide (which tells no guide's edge: its place is solved).
  enum Kind { case view, margins, safeArea, scrollGuide }

  struct Item {
    /// `` `Lg1-Bt-001`.top ``, `content.safeAreaLayoutGuide.bottom`.
    var text: String
    /// The IB id of the view that owns the edge.
    var owner: String
    var kind: Kind
    /// `left`, `right`, `top` or `bottom`; nil for a centre, a size or a baseline.
    var edge: String?
  }

  let rootID: String
  let placed: [String: InterfaceBuilderPlanner.PlacedView]
  let document: InterfaceBuilderDocument
  /// Each `<viewLayoutGuide key="safeArea">`'s owning view, by the guide's IB id.
  private var safeAreaOwners: [String: String] = [:]
  /// Each scroll view's `<viewLayoutGuide key="contentLayoutGuide">` and `key="frameLayoutGuide"`:
  /// its owning view and its key (the layout's guide name), by the guide's IB id.
  private var scrollGuideOwners: [String: (owner: String, key: String)] = [:]
  /// The scroll view guides' keys, which are also the layout grammar's names for them.
  private static let scrollGuideKeys: Set<String> = ["contentLayoutGuide", "frameLayoutGuide"]
  /// Where each guide edge was, one answer per constraint that tells it, by `owner|kind|edge`.
  private var answers: [String: [Double]] = [:]

  init(
    rootID: String, placed: [String: InterfaceBuilderPlanner.PlacedView], document: InterfaceBuilderDocument
  ) {
    self.rootID = rootID
    self.placed = placed
    self.document = document
    for (id, view) in placed {
      for child in view.element.children where child.name == "viewLayoutGuide" {
        guard let guide = child.objectID, let key = child["key"] else { continue }
        if key == "safeArea" { safeAreaOwners[guide] = id }
        if Self.scrollGuideKeys.contains(key) { scrollGuideOwners[guide] = (id, key) }
      }
    }
  }

  /// The item `id.attribute` of a constraint, or nil for an object that is neither a view of
  /// the scene nor a guide TouchLab has (a scroll view's content guide, a guide of the person's).
  func item(_ id: String, _ attribute: String, placed: [String: InterfaceBuilderPlanner.PlacedView]) -> Item?
  {
    if let view = placed[id], let name = Self.quoted(view.id) {
      let isMargin = attribute.hasSuffix("Margin")
      return Item(
        text: "\(name).\(attribute)", owner: id, kind: isMargin ? .margins : .view, edge: Self.edge(attribute)
      )
    }
    guard let element = document.objects[id] else { return nil }
    if let guide = scrollGuideOwners[id], let name = placed[guide.owner].flatMap({ Self.quoted($0.id) }) {
      return Item(
        text: "\(name).\(guide.key).\(attribute)", owner: guide.owner, kind: .scrollGuide,
        edge: Self.edge(attribute))
    }
    if element.name == "viewLayoutGuide", element["key"] == "safeArea", let owner = safeAreaOwners[id],
      let name = placed[owner].flatMap({ Self.quoted($0.id) })
    {
      return Item(
        text: "\(name).safeAreaLayoutGuide.\(attribute)", owner: owner, kind: .safeArea,
        edge: Self.edge(attribute))
    }
    // iOS 7's top and bottom layout guides, which the safe area replaced: the top guide's bottom
    // is the safe area's top, the bottom guide's top its bottom.
    guard element.name == "viewControllerLayoutGuide",
      let name = placed[rootID].flatMap({ Self.quoted($0.id) })
    else { return nil }
    switch (element["type"] ?? "", attribute) {
    case ("top", "bottom"):
      return Item(text: "\(name).safeAreaLayoutGuide.top", owner: rootID, kind: .safeArea, edge: "top")
    case ("bottom", "top"):
      return Item(text: "\(name).safeAreaLayoutGuide.bottom", owner: rootID, kind: .safeArea, edge: "bottom")
    case ("top", "top"): return Item(text: "\(name).top", owner: rootID, kind: .view, edge: "top")
    case ("bottom", "bottom"): return Item(text: "\(name).bottom", owner: rootID, kind: .view, edge: "bottom")
    default: return nil
    }
  }

  /// Notes where a guide edge was, if the constraint `first == multiplier × second + constant`
  /// ties a guide's edge to a view's stored edge on the same side.
  mutating func note(first: Item, second: Item, multiplier: Double, constant: Double, relation: String) {
    guard relation == "==", multiplier == 1, let firstEdge = first.edge, let secondEdge = second.edge,
      Self.axis(firstEdge) == Self.axis(secondEdge)
    else { return }
    if first.kind != .view, second.kind == .view, let value = storedEdge(second) {
      record(first, value + constant)
    } else if second.kind != .view, first.kind == .view, let value = storedEdge(first) {
      record(second, value - constant)
    }
  }

  private mutating func record(_ guide: Item, _ value: Double) {
    guard let edge = guide.edge, guide.kind != .scrollGuide, guide.kind == .margins || guide.owner == rootID
    else { return }
    answers["\(guide.owner)|\(guide.kind)|\(edge)", default: []].append(value)
  }

  /// The edge of a view's stored frame, in the root view's coordinates; nil for a view whose
  /// frame the file leaves out (zero: never laid out, so it tells no guide's edge).
  private func storedEdge(_ item: Item) -> Double? {
    guard let view = placed[item.owner], view.element.child("rect", key: "frame") != nil else { return nil }
    let frame = view.frame
    switch item.edge {
    case "left": return frame.minX
    case "right": return frame.maxX
    case "top": return frame.minY
    case "bottom": return frame.maxY
    default: return nil
    }
  }

  /// `[top, left, bottom, right]` from the answers for `owner`'s guide of `kind`: nil for an
  /// edge no constraint told.
  private func toldInsets(owner: String, kind: Kind) -> [Double?] {
    guard let frame = placed[owner]?.frame else { return [nil, nil, nil, nil] }
    return ["top", "left", "bottom", "right"].map { edge -> Double? in
      guard let position = Self.mostCommon(answers["\(owner)|\(kind)|\(edge)"] ?? []) else { return nil }
      let inset: Double
      switch edge {
      case "top": inset = position - frame.minY
      case "left": inset = position - frame.minX
      case "bottom": inset = frame.maxY - position
      default: inset = frame.maxX - position
      }
      return max(0, inset)
    }
  }

  /// Each view's `layoutMargins` as the stored frames show them (8, UIKit's default, where
  /// none does), by IB id.
  var margins: [String: [Double]] {
    var result: [String: [Double]] = [:]
    for owner in Set(
      answers.keys.compactMap { key -> String? in
        let parts = key.split(separator: "|")
        return parts.count == 3 && parts[1] == "\(Kind.margins)" ? String(parts[0]) : nil
      })
    {
      result[owner] = toldInsets(owner: owner, kind: .margins).map { $0 ?? 8 }
    }
    return result
  }

  /// The screen's safe-area insets as the root view's stored frames show them, `[top, left,
  /// bottom, right]`, nil for an edge no constraint tells (the planner then asks the scene's
  /// sibling tabs: InterfaceBuilderPlanner+SafeArea.swift).
  var screenSafeArea: [Double?] { toldInsets(owner: rootID, kind: .safeArea) }

  /// The most common value, the first of equals; nil for none.
  static func mostCommon(_ values: [Double]) -> Double? {
    var counts: [Double: Int] = [:]
    for value in values { counts[value, default: 0] += 1 }
    return values.max { (counts[$0] ?? 0) < (counts[$1] ?? 0) }
  }

  static func edge(_ attribute: String) -> String? {
    switch attribute {
    case "leading", "left", "leadingMargin", "leftMargin": "left"
    case "trailing", "right", "trailingMargin", "rightMargin": "right"
    case "top", "topMargin": "top"
    case "bottom", "bottomMargin": "bottom"
    default: nil
    }
  }

  static func axis(_ edge: String) -> String { edge == "left" || edge == "right" ? "x" : "y" }

  /// An id as the constraint grammar takes it: plain when it is a name, else between
  /// backquotes; nil for one with a backquote in it.
  static func quoted(_ id: String) -> String? {
    let isName =
      id.first.map { $0.isLetter || $0 == "_" } == true
      && id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    if isName { return id }
    return id.contains("`") || id.isEmpty ? nil : "`\(id)`"
  }
}
