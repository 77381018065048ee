import Foundation

/// An unwind segue (`<segue kind="unwind" unwindAction="…">` to a scene's Exit placeholder), as
/// UIKit performs it (Apple, `UIViewController`: `canPerformUnwindSegueAction(_:from:sender:)`,
/// `allowedChildrenForUnwinding(from:)`, `unwind(for:towards:)`; the `unwindAction` of
/// `UIStoryboardUnwindSegueSource`: "The view controller that's the destination of the unwind
/// segue must implement this action method"):
///
/// 1. The destination is looked for up from the source: its parent, else the controller that
///    presented it; there, each child other than the one holding the source (a navigation
///    controller's stack from the top down), depth first, then the controller itself, is asked
///    `canPerformUnwindSegueAction(_:from:sender:)` (by default: it implements the action and
///    is not the source); then one level up again. None: nothing happens, as on iOS.
/// 2. The source gets `prepare(for:sender:)` with the segue, the destination the action method
///    (`@IBAction func backToInbox(_ segue: UIStoryboardSegue)`, the segue as its argument).
/// 3. The segue is performed: whatever the destination's controllers present is dismissed, and a
///    navigation controller holding it pops back to it (`unwind(for:towards:)`'s work for the
///    containers TouchLab has).
extension ViewController {
  /// Steps 1 and 2, then ``StoryboardSegue/perform()``, traced as a `segue` of kind `unwind`.
  func performUnwindSegue(_ template: StoryboardSegueTemplate, sender: Any?, application: Application?) {
    let action = template.unwindAction ?? ""
    let destination = unwindDestination(for: Selector(action), sender: sender)
    application?.trace?.record(
      .segue(
        identifier: template.identifier, kind: template.storedKind, source: traceID,
        destination: destination?.traceID, style: nil))
    guard let destination else { return }
    // A segue of the person's class (`customClass`) is theirs, made with
    // init(identifier:source:destination:) and performed by their perform(), whose
    // super.perform() unwinds as UIKit's own unwind segue does.
    let segue =
      template.makeSegue?(template.identifier, self, destination)
      ?? StoryboardSegue(
        identifier: template.identifier, source: self, destination: destination, kind: .unwind)
    segue.kind = .unwind
    UserCode.run(.prepareForSegue, of: self) { prepare(for: segue, sender: sender) }
    application?.sendAction(action, to: destination, from: segue, for: nil)
    UserCode.run(.performSegue, of: segue) { segue.perform() }
  }

  /// Step 1: the first controller up from this one (the source) that takes `action`.
  private func unwindDestination(for action: Selector, sender: Any?) -> ViewController? {
    var came: ViewController = self
    while let up = came.parent ?? came.presentingViewController {
      for child in up.childrenForUnwinding where child !== came {
        if let found = child.unwindTarget(for: action, from: self, sender: sender) { return found }
      }
      if up.canPerformUnwindSegueAction(action, from: self, sender: sender) { return up }
      came = up
    }
    return nil
  }

  /// This controller's children, depth first, then itself: the first that takes `action`.
  private func unwindTarget(for action: Selector, from source: ViewController, sender: Any?)
    -> ViewController?
  {
    for child in childrenForUnwinding {
      if let found = child.unwindTarget(for: action, from: source, sender: sender) { return found }
    }
    return canPerformUnwindSegueAction(action, from: source, sender: sender) ? self : nil
  }

  /// The children searched, in order: a navigation controller's stack from the top down (the
  /// nearest first), any other's in the order added.
  private var childrenForUnwinding: [ViewController] {
    (self as? NavigationController)?.viewControllers.reversed() ?? children
  }

  /// Step 3 on the destination: dismisses what it, or a controller holding it, presents (the
  /// deepest first), then pops the navigation controller holding it back to it.
  func unwind(toShow source: ViewController) {
    var holder: ViewController? = self
    while let current = holder, current.presentedViewController == nil { holder = current.parent }
    var presented: [ViewController] = []
    var next = holder?.presentedViewController
    while let current = next {
      presented.append(current)
      next = current.presentedViewController
    }
    for controller in presented.reversed() { controller.dismiss(animated: true) }
    var child: ViewController = self
    while let parent = child.parent {
      if let navigation = parent as? NavigationController, navigation.topViewController !== child {
        navigation.popToViewController(child, animated: true)
      }
      child = parent
    }
  }
}
