// UIKit's and Core Animation's names for what views use to look as they do. TouchLab draws
// boxes, so these are kept and read back, not drawn; what touches meet (alpha, isHidden,
// masksToBounds = clipsToBounds, which clips drawing only, §1) is the view's own state.
// docs/uikit-api.md lists what each does here.

/// Colours: the system colours, components, `cgColor`.
public typealias UIColor = Color

public typealias UIFont = Font

/// An image as a name: `UIImage(systemName:)` and `UIImage(named:)` always succeed.
public typealias UIImage = Image

/// A view's layer: `cornerRadius`, borders and shadows are kept, not drawn (one notice each).
public typealias CALayer = Layer

public typealias CACornerMask = Layer.CornerMask

public typealias CALayerCornerCurve = Layer.CornerCurve

/// A path whose `contains(_:)` answers as on iOS (rectangles, ellipses, rounded rectangles
/// exactly; other paths by non-zero winding).
public typealias UIBezierPath = BezierPath

public typealias UIRectCorner = BezierPath.RectCorner

public typealias UITraitCollection = TraitCollection

public typealias UIUserInterfaceStyle = TraitCollection.UserInterfaceStyle

public typealias NSTextAlignment = TextAlignment

public typealias NSLineBreakMode = LineBreakMode
