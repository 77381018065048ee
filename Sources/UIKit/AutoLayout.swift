// Auto Layout's names. Active constraints are solved in the layout pass and decide the frames
// of views whose translatesAutoresizingMaskIntoConstraints is false (docs/auto-layout.md); the
// visual format language is parsed by NSLayoutConstraint.constraints(withVisualFormat:…).

public typealias NSLayoutConstraint = LayoutConstraint

public typealias NSLayoutAnchor = LayoutAnchor

public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

public typealias NSLayoutDimension = LayoutDimension

public typealias UILayoutPriority = LayoutPriority

public typealias UILayoutGuide = LayoutGuide
