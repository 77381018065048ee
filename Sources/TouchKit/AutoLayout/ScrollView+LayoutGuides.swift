import Foundation

/// Auto Layout in a scroll view, by Apple's rules ("Working with Scroll Views", Auto Layout
/// Guide): "Constraints between the edges or margins of the scroll view and its content attach
/// to the scroll view's content area"; "Constraints between the height, width, or centers
/// attach to the scroll view's frame"; and constraints to the scroll view from outside it attach
/// to its frame. The content area is ``ScrollView/contentLayoutGuide`` (Apple: "Use this
/// layout guide when you want to create Auto Layout constraints related to the content area of
/// a scroll view"), whose solved size becomes the `contentSize`, so content pinned on all four
/// sides scrolls as far as it reaches, as on iOS; ``ScrollView/frameLayoutGuide`` is the
/// scroll view's own rectangle.
///
/// How it is solved (AutoLayoutEngine): the content guide has variables of its own, its origin
/// held at the scroll view's (the engine's coordinates do not subtract `bounds.origin`), and
/// its width and height held at the current `contentSize` at the weakest priority
/// (``contentSizeStayPriority``), so an axis the constraints do not size keeps the size code
/// gave (and a scroll view whose content is pinned only at its top does not scroll, as on
/// iOS). Both guides live in the view's Auto Layout box, as its other guides do, so the scroll
/// view's own file names no Auto Layout type. The frame guide is the scroll view's rectangle at a content offset of zero: a view
/// pinned to it sits where the scroll view's frame is before any scrolling (it does not float
/// while the content scrolls: the engine's coordinates ignore the offset).
extension ScrollView {
  /// Apple: "The layout guide based on the untranslated content rectangle of the scroll
  /// view." The same guide every time, kept with the view's other guides.
  public var contentLayoutGuide: LayoutGuide { keptGuide(\.scrollContentGuide, .scrollContent) }

  /// Apple: "The layout guide based on the untransformed frame rectangle of the scroll view."
  public var frameLayoutGuide: LayoutGuide { keptGuide(\.scrollFrameGuide, .scrollFrame) }

  /// The priority that keeps the content guide at the `contentSize` where nothing else sizes
  /// it: the lowest UIKit allows, below any constraint a person writes. UNSOURCED: how UIKit
  /// ties the guide to the size it holds is not documented.
  public static let contentSizeStayPriority = LayoutPriority(1)

  /// Takes the content guide's solved size as the content size, where the class sizes its
  /// content by constraints (a plain scroll view; not a table, collection or text view).
  func contentGuideSolved(_ size: CGSize) {
    guard Self.sizesContentByConstraints, contentSize != size else { return }
    contentSize = size
    setNeedsLayout()
  }
}

extension LayoutConstraint.Attribute {
  /// An edge or an edge's margin: the attributes by which a scroll view's content is pinned to
  /// its content area (Apple's "edges or margins").
  var isEdgeOrMargin: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin,
      .bottomMargin, .leadingMargin, .trailingMargin:
      true
    default: false
    }
  }
}
