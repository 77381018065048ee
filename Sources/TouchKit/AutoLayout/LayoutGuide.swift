import Foundation

/// A rectangle for constraints to refer to (UIKit's `UILayoutGuide`): `safeAreaLayoutGuide`,
/// `layoutMarginsGuide`, or one code adds with `addLayoutGuide(_:)`.
///
/// The first two are the owning view's bounds inset by its safe-area insets (the screen's, where
/// the view overlaps them: ``View/safeAreaInsets``) or its `layoutMargins`; the solver
/// speaks of them through the owning view's variables. A guide code adds is a rectangle of its
/// own that its constraints place, as in UIKit; its `layoutFrame` is the solved one.
open class LayoutGuide {
  /// Which guide this is: the safe area's, the margins', the readable content's, a scroll
  /// view's content or frame guide (ScrollView+LayoutGuides.swift), or one of the person's.
  enum Kind { case safeArea, margins, readable, scrollContent, scrollFrame, free }

  /// The widest a ``View/readableContentGuide`` gets. UNSOURCED: UIKit's readable width
  /// depends on the Dynamic Type size and Apple does not publish it; 672 pt is the width it
  /// has been measured at for the default size on an iPad, and an iPhone's margins are
  /// narrower than that, so there the guide is the margins' rectangle.
  public static let readableWidth: CGFloat = 672

  public internal(set) weak var owningView: View?
  public var identifier = ""
  let kind: Kind
  /// A free guide's rectangle in its owning view, from the last solve.
  var solvedFrame: CGRect = .zero

  public init() { kind = .free }

  init(kind: Kind, owningView: View) {
    self.kind = kind
    self.owningView = owningView
    identifier =
      switch kind {
      case .safeArea: "UIViewSafeAreaLayoutGuide"
      case .readable: "UIViewReadableContentGuide"
      case .scrollContent: "UIScrollViewContentLayoutGuide"
      case .scrollFrame: "UIScrollViewFrameLayoutGuide"
      default: "UIViewLayoutMarginsGuide"
      }
  }

  /// How far inside the owning view's bounds a safe-area or margins guide lies.
  var insets: EdgeInsets {
    switch kind {
    case .safeArea: owningView?.safeAreaInsets ?? .zero
    case .margins: owningView?.layoutMargins ?? .zero
    case .readable: readableInsets
    case .scrollContent, .scrollFrame, .free: .zero
    }
  }

  /// Whether the solver gives this guide variables of its own (a guide code adds, a scroll
  /// view's content rectangle), rather than its owning view's inset.
  var hasOwnRectangle: Bool { kind == .free || kind == .scrollContent }

  /// The margins, widened on the left and right alike until the width between them is at
  /// most ``readableWidth``: read from the owning view's bounds when a constraint on the guide
  /// enters the solver, as the safe area is.
  private var readableInsets: EdgeInsets {
    guard let view = owningView else { return .zero }
    let margins = view.layoutMargins
    let extra = max(0, (view.bounds.width - margins.left - margins.right - Self.readableWidth) / 2)
    return EdgeInsets(
      top: margins.top, left: margins.left + extra, bottom: margins.bottom, right: margins.right + extra)
  }

  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    return hasOwnRectangle ? solvedFrame : owningView.bounds.inset(by: insets)
  }
}
