import Foundation
import TouchFoundation
import TouchKit

/// `controller: {id: settings, type: SettingsViewController}`: a view controller of a class
/// from the person's code (`--code`, `code:`), or of a built-in one (``ControllerClass/all``:
/// `TableViewController`), whose view the view entry stands for.
///
/// The controller is made with `init()` and its `view` read, which runs its `loadView()` and
/// `viewDidLoad()` as UIKit would: there it builds its subviews and adds itself as their
/// actions' target. The layout then sets that view's frame and id and adds the entry's
/// `subviews:` on top of the ones the code built.
extension LayoutBuilder {
  /// The controller `controller:`'s `type:` names, or nil when it names none (a plain
  /// controller) or an unknown class (reported at the type).
  func codeController(_ fields: Fields) -> ViewController? {
    guard case .mapping(let mapping)? = fields["controller"],
      let typeNode = mapping.first(where: { $0.key.scalarText == "type" })?.value
    else { return nil }
    guard let name = string(typeNode, "type") else { return nil }
    // A storyboard's controller: unarchived, and its view is the entry's (of its `class:`).
    // A storyboard's page view controller too: its entry stands for a view the file does not store.
    let fromFile =
      isFromInterfaceBuilder(fields)
      || (isFromStoryboardFile && mapping.contains { $0.key.scalarText == "pageViewController" })
    if fromFile {
      // The person's class, else a built-in one (a `<tableViewController>` scene's
      // `TableViewController`), each made with `init(coder:)`.
      let builtIn = ControllerClass.named(name).map {
        entry -> ViewClassRegistry.CoderFactory<ViewController> in
        { entry.type.init(coder: $0) }
      }
      if let decode = registry.controllerCoderFactory(named: name) ?? builtIn {
        return unarchivedController(name, decode, at: typeNode.mark)
      }
    }
    if let classNode = fields["class"] {
      log.error(
        "a view whose controller has a type takes its class from the controller's loadView(); remove 'class'",
        at: classNode.mark)
    }
    // The person's class of that name first; else a built-in one (`type: TableViewController`).
    guard let controller = registry.makeController(className: name) ?? ControllerClass.named(name)?.make?()
    else {
      let names = registry.controllerClassNames
      let list =
        names.isEmpty
        ? "no view controller classes are loaded (give the layout a 'code:' with your UIViewController "
          + "subclass, or run with --code)"
        : "the view controller classes are " + names.joined(separator: ", ")
      let message =
        Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'? (\(list))" } ?? list
      log.error("unknown view controller class '\(name)'; \(message)", at: typeNode.mark)
      return nil
    }
    return controller
  }

  /// The controller's view, loaded now, at the layout's frame.
  func controllerView(_ controller: ViewController, frame: CGRect) -> View {
    let view: View = controller.loadViewIfNeeded()
    view.frame = frame
    return view
  }
}
