import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A storyboard scene's controller made before its views, as iOS makes them: a storyboard
/// keeps a scene's controller and its view in two nibs, and loads the view's only when the
/// controller's `view` is first read (Apple, `UIViewController.view` and `loadView()`). A
/// controller made for code (`instantiateViewController`) or a segue is built first alone
/// (``ViewClassRegistry/defersSceneViews``: its `init(coder:)`, title, navigation item and
/// segues, then its `awakeFromNib`); the layout is built again when its view is read, with that
/// controller (``ViewClassRegistry/sceneController``): the views' `init(coder:)`, the outlets,
/// their `awakeFromNib`, the segues the views trigger, then `viewDidLoad`. So a segue's source
/// prepares a destination whose views are not made yet, unless it reads the destination's view.
extension LayoutBuilder {
  /// What of a scene's controller entry a build sets.
  enum ScenePart {
    /// All of it (a layout, or a scene opened).
    case whole
    /// The controller alone: its outlets and the segues' wiring to views wait for the views.
    case controller
    /// What the views bring to a controller made earlier: its outlets, the segues' wiring.
    case views
  }

  /// The controller made earlier for this scene entry (``ViewClassRegistry/sceneController``),
  /// once: nil for any other entry.
  func reusedSceneController(_ fields: Fields) -> ViewController? {
    guard let reused = registry.sceneController?.controller, isFromInterfaceBuilder(fields),
      fields["controller"] != nil, !controllers.contains(where: { $0.controller === reused })
    else { return nil }
    return reused
  }

  /// The scene entry's controller alone, when its views wait (``ViewClassRegistry/defersSceneViews``):
  /// made and set up, with a view that stands for the scene's in this build only. Nil for any
  /// other entry, and for a scene a navigation or tab bar controller wraps, which is made whole.
  func sceneWithoutViews(_ fields: Fields, frame: CGRect, id: String?) -> View? {
    guard registry.defersSceneViews, isFromInterfaceBuilder(fields), let node = fields["controller"],
      case .mapping(let mapping) = node,
      !mapping.contains(where: { ["navigationController", "tabBarController"].contains($0.key.scalarText) })
    else { return nil }
    let made = codeController(fields) ?? ViewController()
    let standIn = View(frame: frame)
    standIn.id = id ?? ""
    controller(node, view: standIn, made: made, part: .controller)
    return standIn
  }
}
