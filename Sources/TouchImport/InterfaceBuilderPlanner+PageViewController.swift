import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A `<pageViewController>` scene: UIKit's page view controller stores no view (it makes its
/// own) and no pages (the person's code sets them, usually in `viewDidLoad` with
/// `setViewControllers` and controllers from `storyboard?.instantiateViewController(…)`). Its
/// controller entry gets `pageViewController:` with the scene's `transitionStyle`,
/// `navigationOrientation`, `spineLocation` and `doubleSided` (LayoutBuilder+PageViewController.swift).
/// Without its class from the person's code it opens empty, with a warning saying why.
extension InterfaceBuilderPlanner {
  /// The `pageViewController: {…}` part of the scene's controller entry, if it is one.
  mutating func pageViewControllerParts(of scene: InterfaceBuilderScene, codeClass: String?) -> [String] {
    guard let controller = scene.controller, controller.name == "pageViewController" else { return [] }
    var fields: [String] = []
    if let style = controller["transitionStyle"], PageViewController.TransitionStyle.named(style) != nil {
      fields.append("transitionStyle: \(style)")
    }
    if let orientation = controller["navigationOrientation"],
      PageViewController.NavigationOrientation.named(orientation) != nil
    {
      fields.append("navigationOrientation: \(orientation)")
    }
    if let spine = controller["spineLocation"], PageViewController.SpineLocation.named(spine) != nil {
      fields.append("spineLocation: \(spine)")
    }
    if controller.bool("doubleSided") == true { fields.append("isDoubleSided: true") }
    if codeClass == nil {
      warn(
        "the page view controller's pages come from its code (setViewControllers, usually in viewDidLoad); "
          + "without its class (--code) it opens with no page", at: controller)
    }
    return ["pageViewController: {\(fields.joined(separator: ", "))}"]
  }
}
