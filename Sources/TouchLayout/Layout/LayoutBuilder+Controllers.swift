import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// View controllers and the app delegate: the responders that are not views (§6).
extension LayoutBuilder {
  /// `controller:` on a view: makes the view a controller's root view, so the controller is
  /// the view's next responder (§6).
  /// `made` is the controller of the person's class that `type:` named, whose view `view` is.
  /// `part` says what of it this build sets (LayoutBuilder+SceneViews.swift).
  func controller(_ node: YAMLNode, view: View, made: ViewController? = nil, part: ScenePart = .whole) {
    guard let fields = Fields(node, describing: "a controller", validKeys: ViewKeys.controller, log: log)
    else {
      return
    }
    let id = requiredID(fields, kind: .controller)
    let controller = made ?? ViewController(id: id ?? "", view: view)
    guard part != .views else {
      // A controller made earlier, whose views are made now: their outlets and segue triggers.
      if let node = fields["outlets"] { outlets(node, of: controller) }
      if let node = fields["segues"] { segues(node, of: controller, part: part) }
      register(id, controller)
      if let id { controllers.append((id, controller)) }
      return
    }
    controller.id = id ?? ""
    noteStoryboard(of: controller)
    if let node = fields["handles"], let methods = touchMethods(node) {
      controller.handledTouchMethods = methods
    }
    if let node = fields["handlesActions"], let actions = actionNames(node) {
      controller.handledActions = actions
    }
    if part == .whole, let node = fields["outlets"] { outlets(node, of: controller) }
    // The title before the navigation item, whose own title it only stands in for.
    if let node = fields["title"], let title = string(node, "title") { controller.title = title }
    if let hides = fields["hidesBottomBarWhenPushed"].flatMap({ bool($0, "hidesBottomBarWhenPushed") }) {
      controller.hidesBottomBarWhenPushed = hides
    }
    // The items first: a segue's trigger may be one of them.
    if let node = fields["navigationItem"] { navigationItem(node, of: controller) }
    if let node = fields["navigationController"] { navigationController(node, of: controller) }
    if let node = fields["tabBarController"] { tabBarController(node, of: controller) }
    if let node = fields["segues"] { segues(node, of: controller, part: part) }
    if let node = fields["presentedBy"], let presenter = string(node, "presentedBy") {
      presentations.append((controller, presenter, node.mark))
    }
    register(id, controller)
    if let id { controllers.append((id, controller)) }
  }

  /// A storyboard's controller knows its storyboard (UIKit's `storyboard`), so its code's
  /// `storyboard?.instantiateViewController(withIdentifier:)` makes the file's scenes: when the
  /// layout came from a storyboard the bundle has by name.
  private func noteStoryboard(of controller: ViewController) {
    guard isFromStoryboardFile, let loader = registry.nibLoader else { return }
    let name = ((nibSource as NSString).lastPathComponent as NSString).deletingPathExtension
    guard loader.hasStoryboard(named: name) else { return }
    controller.noteStoryboard(named: name, loader: loader)
  }

  /// `appDelegate:`: a plain responder after the application, the end of the chain (§6).
  func appDelegate(_ node: YAMLNode) -> Responder? {
    guard let fields = Fields(node, describing: "appDelegate", validKeys: ViewKeys.appDelegate, log: log)
    else {
      return nil
    }
    let id = requiredID(fields, kind: .appDelegate)
    let delegate = Responder(id: id ?? "")
    register(id, delegate)
    if let node = fields["handles"], let methods = touchMethods(node) {
      delegate.handledTouchMethods = methods
    }
    if let node = fields["handlesActions"], let actions = actionNames(node) {
      delegate.handledActions = actions
    }
    return delegate
  }

  /// Sets `presentingViewController` for every `presentedBy:`, now that all controllers
  /// exist. A cycle is refused: the engine walks `next` from controller to presenter, and a
  /// cycle would make a touch forward forever.
  func resolvePresentations() {
    let byID = Dictionary(controllers.map { ($0.id, $0.controller) }, uniquingKeysWith: { first, _ in first })
    for (controller, id, mark) in presentations {
      guard let presenter = byID[id] else {
        if let other = idEntry(id) {
          log.error("presentedBy must name a view controller, but '\(id)' is a \(other.kind.name)", at: mark)
        } else {
          let hint =
            Suggestion.closest(to: id, among: byID.keys.sorted()).map { "; did you mean '\($0)'?" } ?? ""
          log.error("presentedBy names an unknown controller '\(id)'\(hint)", at: mark)
        }
        continue
      }
      controller.presentingViewController = presenter
    }
    for (controller, _, mark) in presentations {
      var chain = [controller.traceID]
      var current = controller.presentingViewController
      while let presenter = current, chain.count <= controllers.count {
        chain.append(presenter.traceID)
        if presenter === controller {
          log.error("presentedBy makes a cycle: " + chain.joined(separator: " → "), at: mark)
          break
        }
        current = presenter.presentingViewController
      }
    }
  }
}
