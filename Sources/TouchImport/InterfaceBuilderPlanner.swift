import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchYAML

/// Decides what each view of an Interface Builder scene becomes (``ImportedView``), as
/// ``ImportPlanner`` does for a dump: one plan, which `touchlab import` writes as YAML and every
/// command opens, so what `import` prints is what `open` shows.
///
/// Values are read as `init(coder:)` reads them: an attribute IB leaves out is the archive's
/// default (`userInteractionEnabled` absent is enabled, even on a label — IB writes `NO` for
/// one), not the TouchLab class's starting value. What is not read is counted
/// (``UnsupportedTally``) unless no touch depends on it (``InterfaceBuilderVocabulary``).
struct InterfaceBuilderPlanner {
  let document: InterfaceBuilderDocument
  private(set) var warnings: [Diagnostic] = []
  var unsupported = UnsupportedTally()
  private var usedIDs: Set<String> = ["application", "importedWindow"]
  private var viewCount = 0
  /// The TouchLab id of the scene's controller, the target of its actions.
  private var controllerID: String?
  /// The IB object id of the scene's controller, when it is of the person's class or a built-in
  /// one other than `UIViewController` (a table view controller): an outlet to it is connected (InterfaceBuilderPlanner+Segues.swift, ``outletTarget(_:)``).
  var codeControllerObjectID: String?
  /// The person's view and controller classes (`--code`): a `customClass` naming one is made
  /// from their code with `init(coder:)`; any other gets UIKit's "Unknown class" notice.
  let codeClasses: Set<String>
  /// The TouchLab id each view of the scene got, by IB object id: where outlets point.
  private(set) var idsByObject: [String: String] = [:]
  /// The TouchLab id each recognizer of the scene got, by IB object id: what a segue it
  /// triggers names.
  var recognizerIDs: [String: String] = [:]
  /// Whether a class of the person's is made: the plan then opens through its YAML, whose
  /// reader unarchives, connects and wakes the objects.
  private(set) var unarchivesCode = false

  init(document: InterfaceBuilderDocument, codeClasses: Set<String> = []) {
    self.document = document
    self.codeClasses = codeClasses
  }

  mutating func plan(_ scene: InterfaceBuilderScene) -> ImportPlan {
    // A chosen scene has a view (``InterfaceBuilderDocument/scene(named:)``); an empty one if not.
    let rootElement = scene.rootView ?? InterfaceBuilderElement(name: "view")
    var controllerType: String?
    if let controller = scene.controller {
      controllerID = uniqueID(
        controller["storyboardIdentifier"] ?? controller["userLabel"], fallback: scene.objectID)
      if let custom = controller["customClass"] {
        if codeClasses.contains(custom) {
          controllerType = custom
          codeControllerObjectID = controller.objectID
          unarchivesCode = true
        } else {
          unknownClass(custom, at: controller)
        }
      }
      // A `<tableViewController>` (`<collectionViewController>`) scene without the person's
      // class is UIKit's controller of that element, its table's data source and delegate.
      if controllerType == nil, let builtIn = ControllerClass.forInterfaceBuilderElement(controller.name),
        builtIn.type != ViewController.self, builtIn.make != nil
      {
        controllerType = builtIn.name
        codeControllerObjectID = controller.objectID
      }
    }
    // A navigation controller holding the scene is read (InterfaceBuilderPlanner+Navigation.swift),
    // and a tab bar controller the scene was reached through (InterfaceBuilderPlanner+TabBar.swift);
    // a scene opened on its own is one iOS makes without its tab bar controller.
    for container in document.scenes
    where container.controller.flatMap(document.rootControllerID(of:)) == scene.objectID
      && !Self.readContainers.contains(container.controller?.name ?? "")
    {
      unsupported.add(
        "\(container.controller?.name ?? "container") (\(container.objectID))", reasonKey: "container",
        line: container.line, column: container.column)
    }
    var root = view(rootElement)
    connectOutlets(of: &root)
    if let controllerID {
      var parts = ["id: \(YAMLText.quoted(controllerID))"]
      // UIKit's `title` from the scene's controller (a navigation item's title stands apart).
      if let title = scene.controller?["title"] { parts.append("title: \(YAMLText.quoted(title))") }
      if scene.controller?.bool("hidesBottomBarWhenPushed") == true {
        parts.append("hidesBottomBarWhenPushed: true")
      }
      if let controllerType, let controller = scene.controller {
        parts.append("type: \(YAMLText.quoted(controllerType))")
        if let outlets = outletsLine(of: controller) { parts.append(outlets) }
      }
      parts += navigationParts(of: scene)
      parts += tabBarParts(of: scene)
      parts += pageViewControllerParts(of: scene, codeClass: controllerType)
      if let segues = seguesEntry(of: scene, root: rootElement) { parts.append(segues) }
      root.addedLines.insert("controller: {\(parts.joined(separator: ", "))}", at: 0)
    }
    let size = rootElement.child("rect", key: "frame").map(Self.frame) ?? [0, 0, 390, 844]
    // The root view's stored frame is the screen (the scene's design size), at the origin.
    root.frame = [0, 0, size[2], size[3]]
    let safeArea = screenSafeArea(of: scene, root: &root)
    var window = ImportedView(id: "importedWindow", className: ClassMapping.windowClassName, isWindow: true)
    window.subviews = [root]
    let name = (document.source as NSString).lastPathComponent
    let sceneName = scene.title.map { "\($0) (\(scene.objectID))" } ?? scene.objectID
    let sorted = (document.dangling + warnings).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    var plan = ImportPlan(
      source: document.source, title: "\(name) — \(sceneName)", screenWidth: max(1, size[2]),
      screenHeight: max(1, size[3]), windows: [window], viewCount: viewCount, warnings: sorted)
    plan.isInterfaceBuilder = true
    // Read back from stored frames, a file's odd geometry can give insets no screen holds (a
    // layout refuses them): then the screen has none, rather than an import that does not load.
    plan.safeArea = safeArea.flatMap { insets -> [Double]? in
      let values = [insets.top, insets.left, insets.bottom, insets.right].map(Double.init)
      guard values.allSatisfy({ $0.isFinite && $0 >= 0 }), values[0] + values[2] <= plan.screenHeight,
        values[1] + values[3] <= plan.screenWidth
      else { return nil }
      return values
    }
    plan.screenScale = document.root.child("device")?["id"].flatMap {
      InterfaceBuilderDevice.scale(deviceID: $0, rootWidth: size[2])
    }
    plan.unarchivesCode = unarchivesCode
    return plan
  }

  mutating func view(_ element: InterfaceBuilderElement) -> ImportedView {
    viewCount += 1
    let uikit = InterfaceBuilderVocabulary.uikitClass(forElement: element.name)
    // The table's Interface Builder word first; other elements by the UIKit class IB names
    // them after (a table view is a scroll view, a cell's content view UIKit's internal one).
    let className =
      ClassMapping.builtInClassName(forWord: element.name) ?? ClassMapping.publicClasses[uikit]
      ?? UIKitInternals.table[uikit] ?? ViewClassRegistry.defaultClassName
    let ibID = element.objectID ?? "view\(viewCount)"
    let name = document.outlets[ibID]?.first ?? element["userLabel"]
    var view = ImportedView(id: uniqueID(name, fallback: ibID), className: className, isWindow: false)
    if let objectID = element.objectID { idsByObject[objectID] = view.id }
    view.line = element.line
    view.column = element.column
    if let custom = element["customClass"] {
      if codeClasses.contains(custom) {
        view.className = custom
        view.outletSource = element
        unarchivesCode = true
      } else {
        unknownClass(custom, at: element)
      }
    }
    if view.outletSource == nil, hasBuiltInOutlets(element, className: className) {
      view.outletSource = element
    }
    var origin = ImportedOrigin(className: element["customClass"] ?? uikit, line: element.line)
    origin.objectID = element.objectID
    origin.tag = element["tag"].flatMap { Int($0) }
    origin.autoresize = element.child("autoresizingMask").map(Self.autoresize)
    view.origin = origin
    view.frame = element.child("rect", key: "frame").map(Self.frame) ?? [0, 0, 0, 0]
    view.isHidden = element.bool("hidden") ?? false
    view.alpha = number(element, "alpha").map { min(1, max(0, $0)) } ?? 1
    view.isUserInteractionEnabled = element.bool("userInteractionEnabled") ?? true
    view.clipsToBounds = element.bool("clipsSubviews") ?? false
    if element.bool("multipleTouchEnabled") == true { view.addedLines.append("multipleTouch: true") }
    if element.bool("exclusiveTouch") == true { view.addedLines.append("exclusiveTouch: true") }
    readContent(element, className: className, into: &view)
    if let gestures = gesturesLine(of: element) { view.addedLines.append(gestures) }
    if let prototypes = prototypesLine(of: element) { view.addedLines.append(prototypes) }
    view.addedLines += listLines(of: element) + scrollViewLines(of: element, className: className)
    if className == "ActivityIndicatorView" { view.addedLines += spinnerLines(of: element) }
    tallyUnread(element)
    var children: [InterfaceBuilderElement] = []
    if let content = element.child(key: "contentView"), content.name != "subviews" {
      children.append(content)
    }
    children += element.child("subviews")?.children ?? []
    // A static table's cells, made once as its subviews; `staticSections:` names them.
    children += Self.staticCells(of: element)
    let endViews = tableEndViews(of: element)
    view.subviews = (children + endViews.map(\.element)).map { self.view($0) }
    view.addedLines += endViewLines(endViews, subviews: view.subviews)
    if let line = staticSectionsLine(of: element) { view.addedLines.append(line) }
    return view
  }

  /// `<action selector="logIn:" destination="…" eventType="touchUpInside">`: target-action to
  /// the scene's controller, or up the responder chain for the first responder placeholder.
  mutating func readActions(_ element: InterfaceBuilderElement, into view: inout ImportedView) {
    var entries: [String] = []
    for action in element.child("connections")?.children ?? [] where action.name == "action" {
      guard let selector = action["selector"], let event = action["eventType"],
        Control.Event.named.contains(where: { $0.name == event }),
        let destination = action["destination"], document.objects[destination] != nil
      else {
        if action["destination"].flatMap({ document.objects[$0] }) != nil {
          unsupported.add(
            "action for event \(action["eventType"] ?? "?")", reasonKey: "", line: action.line,
            column: action.column)
        }
        continue
      }
      let target: String?
      if let controllerID, document.objects[destination]?["sceneMemberID"] == "viewController" {
        target = controllerID
      } else if document.objects[destination]?["placeholderIdentifier"] == "IBFirstResponder" {
        target = nil
      } else if let viewID = idsByObject[destination],
        document.objects[destination]?["customClass"].map(codeClasses.contains) == true
      {
        // A view of the person's class around the control (a header view's own @IBAction).
        target = viewID
      } else {
        unsupported.add(
          "action to \(document.objects[destination]?["userLabel"] ?? destination)", reasonKey: "",
          line: action.line,
          column: action.column)
        continue
      }
      let value =
        target.map { "{action: \(YAMLText.quoted(selector)), target: \(YAMLText.quoted($0))}" }
        ?? YAMLText.quoted(selector)
      guard !entries.contains(where: { $0.hasPrefix("\(event): ") }) else {  // one per event in a layout
        unsupported.add("second action for \(event)", reasonKey: "", line: action.line, column: action.column)
        continue
      }
      entries.append("\(event): \(value)")
    }
    if !entries.isEmpty { view.addedLines.append("actions: {\(entries.joined(separator: ", "))}") }
  }

  /// Counts the attributes and child elements of `element` that are neither read nor passed.
  private mutating func tallyUnread(_ element: InterfaceBuilderElement) {
    for attribute in element.attributes.keys.sorted()
    where !InterfaceBuilderVocabulary.readAttributes.contains(attribute)
      && !InterfaceBuilderVocabulary.passedAttributes.contains(attribute)
    {
      unsupported.add(
        "\(attribute) on \(element.name)", reasonKey: attribute, line: element.line, column: element.column)
    }
    for child in element.children where child["key"] != "contentView" {
      if element.name == "tableView", TableView.endViewKeys.contains(child["key"] ?? "") {
        continue  // a table's header or footer view, read as its subview (+Lists)
      } else if child.name == "sections", !Self.staticSections(of: element).isEmpty {
        continue  // a static table's cells, read as its subviews (+Lists)
      } else if child.name == "constraints" || Self.onlyInstallsConstraints(child) {
        // Solved (InterfaceBuilderPlanner+Constraints.swift); one that cannot be is listed there.
      } else if child.name == "connections" {
        continue  // outlets and actions are read with the view; segues with the scene (+Segues)
      } else if !InterfaceBuilderVocabulary.readElements.contains(child.name)
        && !InterfaceBuilderVocabulary.passedElements.contains(child.name)
      {
        let what = child["key"].map { "\(child.name) (\($0))" } ?? child.name
        unsupported.add(what, reasonKey: child.name, line: child.line, column: child.column)
      }
    }
  }

  /// `prototypes: {ItemCell: "Ic1-Cl-001"}`: a table view's `<prototypes>` or a collection
  /// view's `<cells>`, each cell by its reuse identifier, for a dequeue to make anew. A
  /// prototype without an identifier cannot be dequeued (Xcode warns of it) and is listed.
  private mutating func prototypesLine(of element: InterfaceBuilderElement) -> String? {
    let container =
      element.name == "tableView"
      ? element.child("prototypes") : element.name == "collectionView" ? element.child("cells") : nil
    var entries: [String] = []
    for cell in container?.children ?? [] {
      guard let identifier = cell["reuseIdentifier"], let id = cell.objectID else {
        unsupported.add(
          "prototype cell without a reuse identifier", reasonKey: "", line: cell.line, column: cell.column)
        continue
      }
      entries.append("\(YAMLText.quoted(identifier)): \(YAMLText.quoted(id))")
    }
    return entries.isEmpty ? nil : "prototypes: {\(entries.joined(separator: ", "))}"
  }

  /// The TouchLab id an action to `destination` targets: the scene's controller, or a view of
  /// the person's class named so far (an ancestor or an earlier view); nil for any other.
  func actionTarget(_ destination: String?) -> String? {
    guard let destination, let object = document.objects[destination] else { return nil }
    if object["sceneMemberID"] == "viewController" { return controllerID }
    return object["customClass"].map(codeClasses.contains) == true ? idsByObject[destination] : nil
  }

  /// A warning at `element`'s line: the file goes on opening.
  mutating func warn(_ message: String, at element: InterfaceBuilderElement) {
    warnings.append(
      Diagnostic(
        file: document.source, line: element.line, column: element.column, message: message, isWarning: true))
  }

  /// The container controllers a scene is read with.
  static let readContainers: Set<String> = ["navigationController", "tabBarController"]

  mutating func unknownClass(_ name: String, at element: InterfaceBuilderElement) {
    warnings.append(
      Diagnostic(
        file: document.source, line: element.line, column: element.column,
        message:
          "Unknown class \(TerminalSafety.sanitized(name)) in Interface Builder file. (IB object "
          + "\(element.objectID ?? "without id"); made as its UIKit class)",
        isWarning: true))
  }

  mutating func number(_ element: InterfaceBuilderElement, _ attribute: String) -> Double? {
    guard let text = element[attribute] else { return nil }
    guard let value = Double(text), value.isFinite else {
      warnings.append(
        Diagnostic(
          file: document.source, line: element.line, column: element.column,
          message: "\(attribute)=\"\(TerminalSafety.sanitized(text))\" is not a finite number; left out",
          isWarning: true))
      return nil
    }
    return value
  }

  /// The outlet name or label if it is free and a usable id, else the IB object id.
  mutating func uniqueID(_ preferred: String?, fallback: String) -> String {
    let candidates = [preferred, fallback].compactMap { $0 }.map { TerminalSafety.sanitized($0) }.filter {
      !$0.isEmpty && $0.count <= LayoutLimits.maximumIDLength
    }
    // A fallback too long for an id (an object id a file made up) is cut, leaving room for the
    // number that makes it unique (found by FuzzInterfaceBuilder: a 120-character object id
    // was written as the view's id, and the layout refused it).
    let bounded = String(TerminalSafety.sanitized(fallback).prefix(LayoutLimits.maximumIDLength - 8))
    let base = bounded.isEmpty ? "view" : bounded
    var id = candidates.first { !usedIDs.contains($0) } ?? base
    var counter = 2
    while usedIDs.contains(id) {
      id = "\(base)\(counter)"
      counter += 1
    }
    usedIDs.insert(id)
    return id
  }

  /// `<rect key="frame" x=… y=… width=… height=…>` as `[x, y, width, height]`.
  static func frame(_ rect: InterfaceBuilderElement) -> [Double] {
    ["x", "y", "width", "height"].map { key in
      ImportedGeometry.clamped(rect[key].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? 0)
    }
  }

  /// `<autoresizingMask widthSizable="YES" flexibleMaxY="YES"/>` as UIView's description writes
  /// it (`W+BM`), which the dump import keeps too.
  static func autoresize(_ mask: InterfaceBuilderElement) -> String {
    let parts: [(String, String)] = [
      ("flexibleMinX", "LM"), ("widthSizable", "W"), ("flexibleMaxX", "RM"), ("flexibleMinY", "TM"),
      ("heightSizable", "H"), ("flexibleMaxY", "BM"),
    ]
    let set = parts.filter { mask.bool($0.0) == true }.map(\.1)
    return set.isEmpty ? "none" : set.joined(separator: "+")
  }
}
