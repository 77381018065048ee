import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// Windows and views: what they are made of, and the keys they share.
extension LayoutBuilder {
  /// A window: a view whose frame is in screen points (default: the whole screen), with a
  /// `level` and its `views`, back to front.
  func window(_ node: YAMLNode) -> Window? {
    guard let fields = Fields(node, describing: "a window", validKeys: ViewKeys.window, log: log),
      countView(at: node.mark)
    else { return nil }
    let id = requiredID(fields, kind: .window)
    let frame = fields["frame"].flatMap { rect($0, "frame") } ?? CGRect(origin: .zero, size: screenSize)
    let window = fields["class"].map { windowOfClass($0, frame: frame) } ?? Window(frame: frame)
    window.id = id ?? ""
    register(id, window)
    if let node = fields["level"], let level = windowLevel(node) { window.windowLevel = level }
    if fields.hasAny(of: ViewKeys.windowDetails) { applyCommonKeys(fields, to: window) }
    if let node = fields["views"] {
      for subview in views(node, key: "views", depth: 1) { window.addSubview(subview) }
    }
    return window
  }

  /// A window of the `UIWindow` subclass a person's code declares (`class: MainWindow`), made
  /// with `init(frame:)`; its `hitTest`, `point(inside:with:)` and `sendEvent(_:)` overrides
  /// take part as UIKit calls them. A class that is not a window is reported, and a plain
  /// window stands in so the rest of the entry is still checked.
  private func windowOfClass(_ node: YAMLNode, frame: CGRect) -> Window {
    guard let name = string(node, "class") else { return Window(frame: frame) }
    guard let made = registry.makeView(className: name, frame: frame) else {
      log.error(
        "unknown window class '\(name)'; a window's class is a UIWindow subclass of the layout's code",
        at: node.mark)
      return Window(frame: frame)
    }
    guard let window = made as? Window else {
      log.error(
        "class '\(name)' is not a window (a UIWindow subclass), so a window cannot be one", at: node.mark)
      return Window(frame: frame)
    }
    return window
  }

  /// A view of the class its `class:` names, with its subviews and maybe a controller.
  /// `depth` is 1 for a window's views; deeper than ``maximumViewDepth`` is an
  /// error (reported by the caller, at the `subviews:` key).
  func view(_ node: YAMLNode, depth: Int) -> View? {
    guard let fields = Fields(node, describing: "a view", validKeys: ViewKeys.view, log: log),
      countView(at: node.mark)
    else { return nil }
    let id = requiredID(fields, kind: .view)
    var frame = CGRect.zero
    if let node = fields["frame"] {
      frame = rect(node, "frame") ?? .zero
    } else {
      log.error("\(describe(.view, id)) is missing the required key 'frame'", at: fields.mark)
    }
    // A controller of a class from the person's code brings its own view (its loadView), which
    // stands for this entry: the layout gives it its frame, id and subviews.
    // A storyboard scene's controller made earlier, whose views are made now (its view is read).
    let reused = fields.hasAny(of: ViewKeys.viewController) ? reusedSceneController(fields) : nil
    if let deferred = sceneWithoutViews(fields, frame: frame, id: id) { return deferred }
    var coded = reused ?? (fields.hasAny(of: ViewKeys.viewController) ? codeController(fields) : nil)
    // A page view controller makes its own view, also in a storyboard (which stores none).
    if fields.hasAny(of: ViewKeys.viewController) { coded = pageViewController(fields, made: coded) }
    let pages = coded as? PageViewController
    // A storyboard scene's controller takes the view the file holds, not its loadView()'s.
    let nibController = isFromInterfaceBuilder(fields) && pages == nil ? coded : nil
    let made =
      pages.map { pageViewControllerView($0, frame: frame) }
      ?? (nibController == nil ? coded.map { controllerView($0, frame: frame) } : nil)
      ?? makeView(fields, frame: frame)
    if let nibController, let made {
      nibController.adoptNibView(made)
      nib.controllers.append(nibController)
    }
    made?.id = id ?? ""
    applyClassSpecificKeys(fields, to: made)
    // Most views have no other key: one test instead of a lookup for each.
    let hasDetails = fields.hasAny(of: ViewKeys.viewDetails)
    // An unknown class is already reported; a plain View stands in so the rest of this view
    // (common keys, controller, subviews) is still checked and every problem shows at once.
    let view = made ?? View(frame: frame)
    view.id = id ?? ""
    register(id, view)
    if let scrollView = view as? ScrollView, id != nil {
      registerScrollViewRecognizers(scrollView, at: fields["id"]?.mark)
    }
    if hasDetails { applyCommonKeys(fields, to: view) }
    if let node = fields["controller"] {
      controller(node, view: view, made: coded, part: reused == nil ? .whole : .views)
    }
    if let node = fields["outlets"] { outlets(node, of: view) }
    if let node = fields["prototypes"] { prototypes(node, of: view) }
    if let node = fields["subviews"] {
      for subview in views(node, key: "subviews", depth: depth + 1) { view.addSubview(subview) }
    }
    if let stack = view as? StackView { arrangeSubviews(fields, of: stack) }
    if let table = view as? TableView {
      attachEndViews(fields, of: table)
      attachStaticSections(fields, of: table)
    }
    if let cell = view as? TableViewCell { attachImageView(fields, of: cell) }
    if fields.hasAny(of: ViewKeys.viewAutoLayout) { applyAutoLayoutKeys(fields, to: view) }
    if fields.hasAny(of: ViewKeys.viewConstraints), let node = fields["constraints"] {
      readConstraints(node, of: view)
    }
    return view
  }

  /// The views of a `views:`/`subviews:` list, in file order (back to front).
  private func views(_ node: YAMLNode, key: String, depth: Int) -> [View] {
    guard case .sequence(let sequence) = node else {
      log.error("\(key) must be a list of views, got \(NodeKind(node).phrase)", at: node.mark)
      return []
    }
    guard depth <= maximumViewDepth || sequence.isEmpty else {
      log.error(
        "views nest deeper than \(maximumViewDepth) levels, the limit for a layout (--max-depth)",
        at: node.mark)
      return []
    }
    if let early, let built = early.views(for: sequence, depth: depth) {
      self.early = nil
      if join(built.builder) {
        report.early += 1
        return built.views
      }
      report.earlyDropped += 1
    }
    if let split, let at = split.point(in: sequence) {
      self.split = nil  // one split: two cores
      return views(sequence, splitAt: at, depth: depth, stackBytes: split.stackBytes)
    }
    return sequence.compactMap { view($0, depth: depth) }
  }

  /// The view the registry makes for `class:` (default `View`); nil if the class is unknown.
  /// An unknown class names the closest registered one, if any, and lists them all: the list
  /// is what shows whether a class of one's own was registered (and rebuilt) at all.
  private func makeView(_ fields: Fields, frame: CGRect) -> View? {
    if let node = fields["make"] { return madeByExpression(node, fields, frame: frame) }
    guard let node = fields["class"] else {
      return registry.makeView(className: ViewClassRegistry.defaultClassName, frame: frame)
        ?? View(frame: frame)
    }
    guard let name = string(node, "class") else { return nil }
    if let decode = registry.viewCoderFactory(named: name), isFromInterfaceBuilder(fields) {
      return unarchivedView(name, decode, frame: frame, at: node.mark)
    }
    guard let view = registry.makeView(className: name, frame: frame) else {
      let names = registry.classNames
      let list = "the classes are " + names.joined(separator: ", ")
      let message =
        Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'? (\(list))" } ?? list
      log.error("unknown class '\(name)'; \(message)", at: node.mark)
      return nil
    }
    guard !(view is Window) else {
      log.error(
        "class '\(name)' is a window (a UIWindow subclass): list it under 'windows:', not as a view",
        at: node.mark)
      return nil
    }
    return view
  }

  /// The view a `make:` expression makes (``LayoutCode/Expression``), compiled with the layout's
  /// code, at the entry's frame; nil (reported) when it was not compiled, or names a window.
  private func madeByExpression(_ node: YAMLNode, _ fields: Fields, frame: CGRect) -> View? {
    guard let text = string(node, "make") else { return nil }
    if let other = fields["class"] {
      log.error("a view is made by its 'class:' or by its 'make:' expression, not both", at: other.mark)
      return nil
    }
    guard let view = registry.makeView(expression: text) else {
      log.error(
        "the 'make:' expression \(text) was not compiled: make: is Swift, compiled with the layout's code "
          + "by touchlab's commands (docs/code.md, \"Making a view with an expression\")", at: node.mark)
      return nil
    }
    guard !(view is Window) else {
      log.error(
        "'make:' made a window (a UIWindow subclass): list it under 'windows:', not as a view", at: node.mark)
      return nil
    }
    view.frame = frame
    return view
  }

  /// Class-specific keys (``ClassSpecificKey``): each on a view of the wrong class is
  /// reported; the rest are applied. With an unknown class (`view` nil) they are not checked:
  /// the class is already reported.
  private func applyClassSpecificKeys(_ fields: Fields, to view: View?) {
    guard let view else { return }
    if fields.hasAny(of: ViewKeys.viewClassSpecific) {
      for entry in fields.entries {
        guard let key = ClassSpecificKey.named(entry.key), !key.applies(view) else { continue }
        let className = fields["class"]?.scalarText ?? ViewClassRegistry.defaultClassName
        log.error(
          "'\(key.name)' is only for \(key.owners), and this view is a \(className)", at: entry.keyMark)
      }
      if let node = classKey(fields, "text", on: view), let text = string(node, "text") {
        (view as? Label)?.text = text
        (view as? Button)?.title = text
        (view as? TextField)?.text = text
        (view as? TextView)?.text = text
      }
      if let node = classKey(fields, "placeholder", on: view), let text = string(node, "placeholder") {
        (view as? TextField)?.placeholder = text
      }
      if let node = classKey(fields, "image", on: view), let name = string(node, "image") {
        (view as? ImageView)?.imageName = name
      }
      applyTypedKeys(fields, to: view)
      if let table = view as? TableView { applyTableKeys(fields, to: table) }
      if let collection = view as? CollectionView { applyFlowLayoutKeys(fields, to: collection) }
      if view is TableView || view is CollectionView { applyListObjectKeys(fields, to: view) }
    }
    if let control = view as? Control { applyControlKeys(fields, to: control) }
    if let scrollView = view as? ScrollView { applyScrollViewKeys(fields, to: scrollView) }
  }

  /// The value of the class-specific key `name`, if given and valid for `view`'s class (one on
  /// the wrong class is reported once, as such, and its value not read).
  func classKey(_ fields: Fields, _ name: String, on view: View) -> YAMLNode? {
    guard ClassSpecificKey.named(name)?.applies(view) == true else { return nil }
    return fields[name]
  }

  /// The keys windows and views share. Geometry order matters: the frame was set when the
  /// view was made, then `bounds.origin`, then the transform last (the frame is derived
  /// from the transform from then on).
  private func applyCommonKeys(_ fields: Fields, to view: View) {
    if let node = fields["boundsOrigin"], let origin = point(node, "boundsOrigin") {
      view.bounds.origin = origin
    }
    if let node = fields["transform"], let transform = transform(node) { view.transform = transform }
    if let node = fields["hidden"], let value = bool(node, "hidden") { view.isHidden = value }
    if let node = fields["alpha"], let value = unitInterval(node, "alpha") { view.alpha = value }
    if let node = fields["userInteraction"], let value = bool(node, "userInteraction") {
      view.isUserInteractionEnabled = value
    }
    if let node = fields["clipsToBounds"], let value = bool(node, "clipsToBounds") {
      view.clipsToBounds = value
    }
    if let node = fields["multipleTouch"], let value = bool(node, "multipleTouch") {
      view.isMultipleTouchEnabled = value
    }
    if let node = fields["exclusiveTouch"], let value = bool(node, "exclusiveTouch") {
      view.isExclusiveTouch = value
    }
    if let node = fields["handles"], let methods = touchMethods(node) { view.handledTouchMethods = methods }
    if let node = fields["handlesActions"], let actions = actionNames(node) { view.handledActions = actions }
    if let node = fields["gestures"] { gestures(node, on: view) }
    applyContextMenuKey(fields, to: view)
    if let node = fields["imported"] { view.importedOrigin = importedOrigin(node) }
    applyHitTestingKeys(fields, to: view)
  }

  /// `level:` a number, or UIKit's names for its levels.
  private func windowLevel(_ node: YAMLNode) -> CGFloat? {
    let names: [String: CGFloat] = [
      "normal": Window.Level.normal, "statusBar": Window.Level.statusBar, "alert": Window.Level.alert,
    ]
    if NodeKind(node) == .string, let name = node.scalarText {
      guard let level = names[name] else {
        let hint = Suggestion.hint(for: name, among: ["normal", "statusBar", "alert"])
        log.error("unknown window level '\(name)'\(hint)", at: node.mark)
        return nil
      }
      return level
    }
    guard NodeKind(node) == .number else {
      log.error(
        "level must be a number or normal, statusBar or alert, got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    return number(node, "level").map { CGFloat($0) }
  }

  /// Counts a window or view against ``LayoutLimits/maximumViewCount``; false once over it
  /// (reported once).
  private func countView(at mark: YAMLMark?) -> Bool {
    viewCount += 1
    if viewCount == maximumViewCount + 1 {
      log.error(
        "more than \(maximumViewCount) windows and views, the limit for a layout\(viewCountOption)", at: mark)
    }
    return viewCount <= maximumViewCount
  }

  /// "view 'card'" or "a view", for messages.
  func describe(_ kind: IDKind, _ id: String?) -> String {
    id.map { "\(kind.name) '\($0)'" } ?? "a \(kind.name)"
  }
}
