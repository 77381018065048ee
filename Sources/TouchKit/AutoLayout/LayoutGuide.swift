import Foundation

/// A rectangle for constraints to refer to (UIKit's `UILayoutGuide`): `safeAreaLayoutGuide`,
/// `layoutMarginsGuide`, or one code adds with `addLayoutGuide(_:)`.
///
/// The first two are the owning view's bounds inset by its safe-area insets (the screen's, where
/// the view overlaps them: ``View/safeAreaInsets``) or its `layoutMargins`; the solver
/// speaks of them through the owning view's variables. A guide code adds is a rectangle of its
/// own that its constraints place, as in UIKit; its `layoutFrame` is the solved one.
open class LayoutGuide {
  /// Which guide this is: the safe area's, the margins', or one of the person's.
  enum Kind { case safeArea, margins, free }

  public internal(set) weak var owningView: View?
  public var identifier = ""
  let kind: Kind
  /// A free guide's rectangle in its owning view, from the last solve.
  var solvedFrame: CGRect = .zero

  public init() { kind = .free }

  init(kind: Kind, owningView: View) {
    self.kind = kind
    self.owningView = owningView
    identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
  }

  /// How far inside the owning view's bounds a safe-area or margins guide lies.
  var insets: EdgeInsets {
    switch kind {
    case .safeArea: owningView?.safeAreaInsets ?? .zero
    case .margins: owningView?.layoutMargins ?? .zero
    case .free: .zero
    }
  }

  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    return kind == .free ? solvedFrame : owningView.bounds.inset(by: insets)
  }
}
