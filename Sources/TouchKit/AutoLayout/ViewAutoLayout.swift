import Foundation

/// What a view keeps for Auto Layout, in its extras box (made on first use, so a view that
/// never meets a constraint pays nothing): the constraints installed on it, its content
/// priorities, its layout guides and, on the top of a hierarchy, the hierarchy's solver.
/// Its stored properties are `@exclusivity(unchecked)` (see ``AutoLayoutEngine``, "Unchecked"):
/// the engine reads the constraints of every view at every pass.
final class ViewAutoLayout {
  /// The active constraints installed on this view, in activation order: UIKit installs a
  /// constraint on the nearest common ancestor of its items (`UIView.constraints`).
  @exclusivity(unchecked) var constraints: [LayoutConstraint] = []
  /// `setContentHuggingPriority(_:for:)`: 250 both ways by default (UIKit's `.defaultLow`).
  @exclusivity(unchecked) var hugging = (
    horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow
  )
  /// `setContentCompressionResistancePriority(_:for:)`: 750 both ways (`.defaultHigh`).
  @exclusivity(unchecked) var compressionResistance = (
    horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh
  )
  /// A declared `intrinsicContentSize` (``View/declaredIntrinsicContentSize``), which the
  /// engine uses in place of the class's own.
  @exclusivity(unchecked) var declaredIntrinsicSize: CGSize?
  /// Made on first use and kept, so that anchors (which hold their item weakly) and constraints
  /// made from them refer to a guide that lives as long as the view.
  @exclusivity(unchecked) var safeAreaLayoutGuide: LayoutGuide?
  @exclusivity(unchecked) var layoutMarginsGuide: LayoutGuide?
  @exclusivity(unchecked) var readableContentGuide: LayoutGuide?
  /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide` (ScrollView+LayoutGuides.swift).
  @exclusivity(unchecked) var scrollContentGuide: LayoutGuide?
  @exclusivity(unchecked) var scrollFrameGuide: LayoutGuide?
  /// Guides added with `addLayoutGuide(_:)`, in order (`UIView.layoutGuides`).
  @exclusivity(unchecked) var layoutGuides: [LayoutGuide] = []
  /// `setNeedsUpdateConstraints()` was called: `updateConstraints()` runs before the next solve.
  @exclusivity(unchecked) var needsUpdateConstraints = false
  /// The solver of the hierarchy this view is the top of (``AutoLayoutEngine``).
  @exclusivity(unchecked) var engine: AutoLayoutEngine?
}

extension ViewExtras {
  /// The view's Auto Layout box, kept by the core untyped (``ViewExtras/autoLayoutStorage``):
  /// only this setter stores it, so it is always a `ViewAutoLayout`, and the read costs no check
  /// in a release build (the engine reads it for every view at every pass).
  var autoLayout: ViewAutoLayout? {
    get { autoLayoutStorage.map { unsafeDowncast($0, to: ViewAutoLayout.self) } }
    set { autoLayoutStorage = newValue }
  }
}

extension View {
  /// The view's Auto Layout box, made on first use.
  var autoLayoutBox: ViewAutoLayout {
    let extras = madeExtras
    if let box = extras.autoLayout { return box }
    let box = ViewAutoLayout()
    extras.autoLayout = box
    return box
  }

  /// This view and its ancestors take part in Auto Layout (``holdsConstraints``), and the
  /// hierarchy needs a layout pass to solve again.
  func noteHoldsConstraints() {
    var current: View? = self
    while let view = current, !view.holdsConstraints {
      view.holdsConstraints = true
      current = view.superview
    }
  }

  /// `view`, which takes part in Auto Layout, was added to this view: the hierarchy's top
  /// solves for it now, and the solver it had as a top of its own is dropped.
  func noteHoldsConstraints(joining view: View) {
    view.extras?.autoLayout?.engine = nil
    noteHoldsConstraints()
  }
}
