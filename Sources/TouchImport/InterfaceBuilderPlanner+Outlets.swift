import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// Which outlets of a scene are connected, beyond those between the person's classes and the
/// scene's views: a built-in view's own outlets (a table's `dataSource` and `delegate`, a text
/// field's `delegate`: ``BuiltInOutlet``), an outlet to the scene's controller when it is of the
/// person's class, and outlet collections (`<outletCollection>`, an `@IBOutlet var buttons:
/// [UIButton]!`), set as nib loading sets them, before `awakeFromNib`. Any other is listed by
/// `describe --unsupported`, never dropped in silence.
extension InterfaceBuilderPlanner {
  /// Whether `element` (not of the person's classes) has outlets or outlet collections of its
  /// own, which ``outletsLine`` connects or lists.
  func hasBuiltInOutlets(_ element: InterfaceBuilderElement, className: String) -> Bool {
    element.child("connections")?.children.contains {
      $0.name == "outlet" || ($0.name == "outletCollection" && $0["property"] != "gestureRecognizers")
    } == true
  }

  /// The TouchLab id an outlet to `destination` sets when `destination` is no view of the
  /// scene: the scene's controller, if it is of the person's class; else nil.
  func outletTarget(_ destination: String) -> String? {
    destination == codeControllerObjectID ? actionTarget(destination) : nil
  }

  /// Whether the outlet `property` of `element` is set: any of the person's class or the
  /// scene's controller (checked against the class as the layout is built), a built-in
  /// class's only when ``BuiltInOutlet`` has it.
  func isConnectable(_ property: String, of element: InterfaceBuilderElement) -> Bool {
    if let custom = element["customClass"], codeClasses.contains(custom) { return true }
    guard let className = ClassMapping.builtInClassName(forWord: element.name) else { return false }
    return BuiltInOutlet.properties[className]?.contains(property) == true
  }

  /// `"buttons": ["a", "b"]` entries of `outlets:` for the `<outletCollection>`s of `element`
  /// of the person's class (the recognizers' `gestureRecognizers` collection excepted, read
  /// with the recognizers): each property with the TouchLab ids of its destinations, in the
  /// file's order, one array set once. A destination that is no view of the scene is listed.
  mutating func outletCollectionEntries(of element: InterfaceBuilderElement) -> [String] {
    var order: [String] = []
    var members: [String: [String]] = [:]
    for collection in element.child("connections")?.children ?? []
    where collection.name == "outletCollection" && collection["property"] != "gestureRecognizers" {
      guard let property = collection["property"], let destination = collection["destination"] else {
        continue
      }
      guard let custom = element["customClass"], codeClasses.contains(custom),
        let id = idsByObject[destination] ?? outletTarget(destination)
      else {
        unsupported.add(
          "outlet collection \(property) of a \(element.name)", reasonKey: "outlet", line: collection.line,
          column: collection.column)
        continue
      }
      if members[property] == nil { order.append(property) }
      members[property, default: []].append(YAMLText.quoted(id))
    }
    return order.map { "\(YAMLText.quoted($0)): [\(members[$0, default: []].joined(separator: ", "))]" }
  }

  /// `outlets: {…}` on each view of the person's class whose element has outlets, now that
  /// every view of the scene has its id.
  mutating func connectOutlets(of view: inout ImportedView) {
    if let element = view.outletSource, let line = outletsLine(of: element) { view.addedLines.append(line) }
    if let objectID = view.origin?.objectID, let element = document.objects[objectID],
      element.name == "tableViewCell"
    {
      view.addedLines += cellImageViewLines(of: element)
    }
    view.outletSource = nil
    for index in view.subviews.indices { connectOutlets(of: &view.subviews[index]) }
  }

  /// `outlets: {loginButton: "loginButton", …}`: the element's `<outlet>`s to views of this
  /// scene, by their TouchLab ids; one to anything else (the controller, another scene's
  /// object, a recognizer) is listed as not read. Nil when none is left.
  mutating func outletsLine(of element: InterfaceBuilderElement) -> String? {
    var entries: [String] = []
    for outlet in element.child("connections")?.children ?? [] where outlet.name == "outlet" {
      guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
      guard let id = idsByObject[destination] ?? outletTarget(destination) else {
        if document.objects[destination] != nil {
          unsupported.add(
            "outlet to an object that is not a view of the scene", reasonKey: "outlet", line: outlet.line,
            column: outlet.column)
        }
        continue
      }
      guard isConnectable(property, of: element) else {
        unsupported.add(
          "outlet \(property) of a \(element.name)", reasonKey: "outlet", line: outlet.line,
          column: outlet.column)
        continue
      }
      entries.append("\(YAMLText.quoted(property)): \(YAMLText.quoted(id))")
    }
    entries += outletCollectionEntries(of: element)
    return entries.isEmpty ? nil : "outlets: {\(entries.joined(separator: ", "))}"
  }
}
