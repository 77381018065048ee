import Foundation

/// The state of a view that most views never set, in one box the view allocates the first time
/// one of them gets a value other than its default (View+Extras.swift).
///
/// Why a box: every field here used to be stored in `View` itself, so a bare view took 424
/// bytes of heap and a million of them 420 MiB, almost all of it defaults (identity transforms,
/// centred anchor points, empty hit areas, no imported origin). A view that sets none of them
/// now pays one pointer; one that sets any pays the box once (issue 17, docs/performance.md,
/// "Memory"). What hit testing reads for every view it visits (`bounds`, `center`, `alpha`, the
/// flags) stays in the view: the box is read only where a flag says something is set, or off
/// the hot path.
final class ViewExtras {
  /// Applied about `anchorPoint`; `inverseTransform` is its cached inverse (nil: none exists).
  var transform: CGAffineTransform = .identity
  var inverseTransform: CGAffineTransform? = .identity
  /// CALayer's `anchorPoint`, in unit coordinates of `bounds`.
  var anchorPoint = ViewExtras.defaultAnchorPoint
  var hitArea: HitArea?
  var hitTestOverride: HitTestOverride?
  var animation: ViewAnimation?
  var importedOrigin: ImportedOrigin?
  var zPosition: CGFloat = 0
  /// Weak, as the view's property was: the controller owns the view, not the other way round.
  weak var owningViewController: ViewController?
  /// nil until a recognizer is first attached: UIKit's `gestureRecognizers` is nil by default and
  /// an empty array once its recognizers are removed.
  var attachedRecognizers: [GestureRecognizer]?
  /// `UIView.interactions` (Interaction.swift).
  var interactions: [any Interaction] = []
  var clipsToBounds = false
  var isMultipleTouchEnabled = false
  var isExclusiveTouch = false
  /// Colours, tag, layer and the rest of what is kept but not drawn (ViewAppearance.swift).
  var appearance: ViewAppearance?
  /// Installed constraints, content priorities, guides and (on a hierarchy's top) the solver:
  /// `AutoLayout/`'s `ViewAutoLayout`, which reads and writes it typed as `autoLayout`
  /// (ViewAutoLayout.swift). Held as an object the core does not name, so the core stays below
  /// Auto Layout, which names it everywhere (docs/architecture.md, "Folder loops").
  var autoLayoutStorage: AnyObject?
  /// The spatial index of this view's subviews, once hit testing has built one: only a parent
  /// with ``Tunables/minimumSubviewsForIndex`` subviews has one (``SubviewIndexCache``).
  var subviewIndex: SubviewIndex?
  /// `registerForTraitChanges` registrations (TraitChanges.swift).
  var traitChangeRegistrations: [TraitChangeRegistration] = []

  /// UIKit's default anchor point: the middle of the bounds.
  static let defaultAnchorPoint = CGPoint(x: 0.5, y: 0.5)
}

extension CGFloat {
  /// Whether this is `other` bit for bit: a default is only skipped when storing it would
  /// change nothing a reader could see (so -0 is stored, not taken for 0).
  func isIdentical(to other: CGFloat) -> Bool { bitPattern == other.bitPattern }
}

extension CGPoint {
  func isIdentical(to other: CGPoint) -> Bool { x.isIdentical(to: other.x) && y.isIdentical(to: other.y) }
}

extension CGAffineTransform {
  func isIdentical(to other: CGAffineTransform) -> Bool {
    a.isIdentical(to: other.a) && b.isIdentical(to: other.b) && c.isIdentical(to: other.c)
      && d.isIdentical(to: other.d) && tx.isIdentical(to: other.tx) && ty.isIdentical(to: other.ty)
  }
}
