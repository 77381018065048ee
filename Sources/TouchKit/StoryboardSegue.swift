import Foundation

/// UIKit's `UIStoryboardSegue`: one transition from a storyboard scene's controller to a new
/// controller of another scene, made each time the segue is performed (a tap on the control
/// that triggers it, or `performSegue(withIdentifier:sender:)`). The source controller sees it
/// in `prepare(for:sender:)` before ``perform()`` shows the destination, so code there can
/// hand the destination its data, as an app does.
///
/// UIKit makes a private subclass per kind (`UIStoryboardShowSegue`,
/// `UIStoryboardPresentationSegue`…); here the kind is a value the default ``perform()`` reads.
/// A segue Interface Builder gives a `customClass` is made of the person's subclass with
/// ``init(identifier:source:destination:)`` (Apple, `UIStoryboardSegue`: "the storyboard
/// runtime … creates a new instance of your class, configures it with the view controller
/// objects, asks the view controller source to prepare for the segue, and then performs the
/// segue"); its own `perform()` decides what happens, and `super.perform()` does what its
/// storyboard kind does (nothing for `custom`).
open class StoryboardSegue {
  /// The segue's identifier as Interface Builder stored it; nil when it has none.
  public let identifier: String?
  /// The controller whose scene the segue starts from.
  public let source: ViewController
  /// The controller made from the segue's destination scene.
  public let destination: ViewController
  /// How the segue shows its destination (``StoryboardSegueKind``): set by the storyboard's
  /// template after a person's subclass is made, so `super.perform()` does what its kind does.
  public internal(set) var kind: StoryboardSegueKind
  /// An embed segue's container view, where the destination's view goes.
  weak var containerView: View?

  /// UIKit's initializer; a segue made in code shows as `show` does.
  public init(identifier: String?, source: ViewController, destination: ViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    kind = .show
  }

  /// A segue of a storyboard's `kind`, as a segue template makes it.
  init(identifier: String?, source: ViewController, destination: ViewController, kind: StoryboardSegueKind) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.kind = kind
  }

  /// Shows the destination as the kind says (Apple, "Customizing the behavior of segue-based
  /// presentations"): `show` through the source's `show(_:sender:)`, which presents it when no
  /// navigation controller holds the source (TouchLab has none); a modal presentation through
  /// `present(_:animated:completion:)`; an embed makes the destination a child of the source
  /// whose view fills the container view, with the containment calls UIKit makes. TouchLab has
  /// no transitions: the view is there at once. A `custom` segue's own class overrides this;
  /// UIKit's does nothing for it (Apple: "Subclasses override this method").
  open func perform() {
    switch kind {
    case .custom: return
    case .show: source.show(destination, sender: source)
    case .presentation: source.present(destination, animated: true)
    case .unwind: destination.unwind(toShow: source)
    case .embed:
      guard let containerView else { return }
      source.addChild(destination)
      let view: View = destination.view
      view.frame = containerView.bounds
      containerView.addSubview(view)
      destination.didMove(toParent: source)
    }
  }
}

/// What a segue does with its destination, by Interface Builder's `kind`: `show` (and the older
/// `push`, and `showDetail`, which shows as `show` does outside a split view controller), or a
/// modal presentation (`presentation`, the older `modal`, and `popoverPresentation`, which an
/// iPhone presents as a modal sheet), or an `embed` in a container view, performed when the
/// view that holds the container loads, or an `unwind` back to a controller that presented or
/// holds the source (UnwindSegue.swift), or `custom`: a class of the person's performs it.
public enum StoryboardSegueKind: String, Sendable {
  case show
  case presentation
  case embed
  case unwind
  case custom

  /// The kind Interface Builder's `kind` attribute names, or nil for one that is no segue TouchLab
  /// performs (`relationship`, a container's child).
  public init?(interfaceBuilderKind kind: String) {
    switch kind {
    case "show", "push", "showDetail": self = .show
    case "presentation", "modal", "popoverPresentation": self = .presentation
    case "embed": self = .embed
    case "unwind": self = .unwind
    case "custom": self = .custom
    default: return nil
    }
  }
}
