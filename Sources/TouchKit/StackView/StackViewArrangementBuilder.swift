import Foundation

/// Lists the constraints of one stack view's arrangement, in the order they are activated
/// (StackView+Arrangement.swift says what each is and where its name comes from). A value
/// that only reads the stack view, so the same stack gives the same list.
struct ArrangementBuilder {
  /// One constraint to make: its items, its shape and its constant.
  struct Made {
    let first: AnyObject
    let second: AnyObject?
    let spec: StackView.ArrangementSpec
    let constant: CGFloat
  }

  typealias Attribute = LayoutConstraint.Attribute

  let stack: StackView
  private(set) var made: [Made] = []

  init(stack: StackView) {
    self.stack = stack
  }

  mutating func build() {
    let arranged = stack.arrangedSubviews
    guard !arranged.isEmpty else { return }
    let margins = stack.isLayoutMarginsRelativeArrangement
    let main = StackView.AxisAttributes(stack.axis, margins: margins)
    let cross = StackView.AxisAttributes(
      stack.axis == .horizontal ? .vertical : .horizontal, margins: margins)
    buildMainAxis(arranged, main)
    buildCrossAxis(arranged, cross)
  }

  // MARK: Along the axis

  private mutating func buildMainAxis(_ arranged: [View], _ main: StackView.AxisAttributes) {
    let visible = arranged.filter { !$0.isHidden }
    if let first = visible.first, let last = visible.last {
      add("UISV-canvas-connection", stack, main.canvasLeading, .equal, first, main.leading)
      add("UISV-canvas-connection", stack, main.canvasTrailing, .equal, last, main.trailing)
    }
    let distribution = stack.distribution
    let minimum = distribution == .equalSpacing || distribution == .equalCentering
    let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
    for (previous, next) in zip(visible, visible.dropFirst()) {
      add(
        "UISV-spacing", next, baselines ? .firstBaseline : main.leading,
        minimum ? .greaterThanOrEqual : .equal,
        previous, baselines ? .lastBaseline : main.trailing, constant: stack.spacing(after: previous))
    }
    switch distribution {
    case .fill: break
    case .fillEqually:
      for view in visible.dropFirst() {
        add("UISV-fill-equally", view, main.length, .equal, visible[0], main.length)
      }
    case .fillProportionally: buildProportions(visible, main)
    case .equalSpacing, .equalCentering:
      let centring = distribution == .equalCentering
      for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
        let gap = stack.gapGuide(index)
        add(
          "UISV-distributing", gap, main.leading, .equal, previous, centring ? main.center : main.trailing)
        add("UISV-distributing", gap, main.trailing, .equal, next, centring ? main.center : main.leading)
        if index > 0 {
          add(
            "UISV-distributing", gap, main.length, .equal, stack.gapGuide(0), main.length,
            priority: centring ? LayoutPriority(150) : .required)
        }
      }
    }
    buildHiding(arranged, main)
  }

  /// Each visible view's length is its intrinsic length's share of the stack's length less
  /// the spacings (and margins): `view.length == share × stack.length − share × spacings`.
  /// Views without an intrinsic length have no share; with no shares at all this is `fill`.
  private mutating func buildProportions(_ visible: [View], _ main: StackView.AxisAttributes) {
    let horizontal = stack.axis == .horizontal
    let lengths = visible.map { view -> CGFloat in
      let size = view.layoutIntrinsicContentSize
      let length = horizontal ? size.width : size.height
      return length.isFinite ? max(0, length) : 0
    }
    let total = lengths.reduce(0, +)
    guard total > 0, total.isFinite else { return }
    var taken = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + stack.spacing(after: $1.0) }
    if stack.isLayoutMarginsRelativeArrangement {
      let insets = stack.layoutMargins
      taken += horizontal ? insets.left + insets.right : insets.top + insets.bottom
    }
    for (view, length) in zip(visible, lengths) {
      let share = length / total
      add(
        "UISV-fill-proportionally", view, main.length, .equal, stack, main.length, multiplier: share,
        constant: -share * taken, priority: LayoutPriority(999))
    }
  }

  /// A hidden view is 0 long, at the end of the visible view before it (or the stack's start).
  private mutating func buildHiding(_ arranged: [View], _ main: StackView.AxisAttributes) {
    var previousVisible: View?
    for view in arranged {
      guard view.isHidden else {
        previousVisible = view
        continue
      }
      add("UISV-hiding", view, main.length, .equal, nil, .notAnAttribute)
      if let previousVisible {
        add("UISV-hiding", view, main.leading, .equal, previousVisible, main.trailing)
      } else {
        add("UISV-hiding", view, main.leading, .equal, stack, main.canvasLeading)
      }
    }
  }

  // MARK: Across the axis

  private mutating func buildCrossAxis(_ arranged: [View], _ cross: StackView.AxisAttributes) {
    let first = arranged[0]
    var alignment = stack.alignment
    if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
      alignment = .fill
    }
    if alignment == .fill {
      add("UISV-canvas-connection", stack, cross.canvasLeading, .equal, first, cross.leading)
      add("UISV-canvas-connection", stack, cross.canvasTrailing, .equal, first, cross.trailing)
      for view in arranged.dropFirst() {
        add("UISV-alignment", view, cross.leading, .equal, first, cross.leading)
        add("UISV-alignment", view, cross.trailing, .equal, first, cross.trailing)
      }
      return
    }
    let edge: Attribute =
      switch alignment {
      case .leading: cross.leading
      case .center: cross.center
      case .trailing: cross.trailing
      case .firstBaseline: .firstBaseline
      default: .lastBaseline
      }
    for view in arranged.dropFirst() {
      add("UISV-alignment", view, edge, .equal, first, edge)
    }
    switch alignment {
    case .leading: add("UISV-canvas-connection", stack, cross.canvasLeading, .equal, first, cross.leading)
    case .center: add("UISV-canvas-connection", stack, cross.canvasCenter, .equal, first, cross.center)
    case .trailing: add("UISV-canvas-connection", stack, cross.canvasTrailing, .equal, first, cross.trailing)
    default: break
    }
    let spanner = stack.alignmentSpanner()
    add("UISV-canvas-connection", stack, cross.canvasLeading, .equal, spanner, cross.leading)
    add("UISV-canvas-connection", stack, cross.canvasTrailing, .equal, spanner, cross.trailing)
    for view in arranged {
      add("UISV-spanning-boundary", spanner, cross.leading, .lessThanOrEqual, view, cross.leading)
      add("UISV-spanning-boundary", spanner, cross.trailing, .greaterThanOrEqual, view, cross.trailing)
    }
    add("UISV-spanning-fit", spanner, cross.length, .equal, nil, .notAnAttribute, priority: LayoutPriority(1))
    for view in arranged {
      add(
        "UISV-ambiguity-suppression", view, cross.length, .equal, nil, .notAnAttribute,
        priority: LayoutPriority(25))
    }
    if alignment == .firstBaseline || alignment == .lastBaseline {
      for view in arranged {
        add(
          "UISV-ambiguity-suppression", view, cross.leading, .equal, spanner, cross.leading,
          priority: LayoutPriority(1))
      }
    }
  }

  private mutating func add(
    _ identifier: String, _ first: AnyObject, _ firstAttribute: Attribute,
    _ relation: LayoutConstraint.Relation,
    _ second: AnyObject?, _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required
  ) {
    let spec = StackView.ArrangementSpec(
      identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute,
      relation: relation,
      second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute, multiplier: multiplier,
      priority: priority)
    made.append(Made(first: first, second: second, spec: spec, constant: constant))
  }
}
