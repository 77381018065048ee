// Auto Layout's names. The API compiles and keeps what it is given; constraints are not solved
// (frames come from the layout, an imported dump or layoutSubviews), which the first activation
// in a run says once, as a notice.

public typealias NSLayoutConstraint = LayoutConstraint

public typealias NSLayoutAnchor = LayoutAnchor

public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

public typealias NSLayoutDimension = LayoutDimension

public typealias UILayoutPriority = LayoutPriority

public typealias UILayoutGuide = LayoutGuide
