import Foundation

/// The constraints the engine adds for the views themselves, before the hierarchy's own
/// (AutoLayoutEngine's "Which views"): UIKit's `NSAutoresizingMaskLayoutConstraint`s and
/// `NSContentSizeLayoutConstraint`s.
extension AutoLayoutEngine {
  /// Appends to `wanted` the required constraints that hold a view where its frame is (the top
  /// at its bounds, `NSAutoresizingMaskLayoutConstraint`s) or the content-size constraints of
  /// one whose flag is false. Appended in place rather than as an array per view, made and
  /// dropped at each pass (callgrind found no measurable gain on a stack of stacks).
  func appendFrameConstraints(of view: View, top: View, to wanted: inout [Wanted]) {
    let rect = self.rect(for: view)
    let id = ObjectIdentifier(view)
    if view === top || view.translatesAutoresizingMaskIntoConstraints {
      let frame = view === top ? CGRect(origin: .zero, size: view.bounds.size) : view.untransformedFrame
      let origin = view === top ? nil : view.superview.map { self.rect(for: $0) }
      // The alignment rectangle, its origin from the superview's alignment rectangle's (the
      // superview's variables): AutoLayoutEngine+AlignmentRect.swift.
      let insets = Self.alignmentInsets(of: view)
      let outer = view === top ? EdgeInsets.zero : view.superview.map(Self.alignmentInsets) ?? .zero
      let values = [
        frame.minX + insets.left - outer.left, frame.minY + insets.top - outer.top,
        frame.width - insets.left - insets.right, frame.height - insets.top - insets.bottom,
      ].map(Double.init)
      let variables = [rect.x, rect.y, rect.width, rect.height]
      let names = ["minX", "minY", "width", "height"]
      for index in 0..<4 {
        var expression = LinearExpression(variables[index])
        if let origin, index < 2 {
          expression = expression - LinearExpression(index == 0 ? origin.x : origin.y)
        }
        let constraint = SolverConstraint(expression, .equal, values[index])
        let code = view.autoresizingMask.constraintCode
        let name = "\(view.traceID).\(names[index]) == \(Format.number(CGFloat(values[index])))"
        wanted.append(
          Wanted(
            key: .autoresizing(id, index), constraint: constraint,
            source: .autoresizing(code: code, name: name)))
      }
      return
    }
    appendContentSizeConstraints(of: view, rect: rect, to: &wanted)
  }

  /// Appends UIKit's `NSContentSizeLayoutConstraint`s of a view with an intrinsic size: on each
  /// axis that has one, hugging (`<=`) and compression resistance (`>=`) at the view's
  /// priorities (a fitting solve's view too: AutoLayoutEngine+Fitting.swift).
  func appendContentSizeConstraints(of view: View, rect: Rect, to wanted: inout [Wanted]) {
    let id = ObjectIdentifier(view)
    let size = view.layoutIntrinsicContentSize
    let box = view.extras?.autoLayout
    let axes: [(CGFloat, SolverVariable, LayoutPriority, LayoutPriority)] = [
      (
        size.width, rect.width, box?.hugging.horizontal ?? .defaultLow,
        box?.compressionResistance.horizontal ?? .defaultHigh
      ),
      (
        size.height, rect.height, box?.hugging.vertical ?? .defaultLow,
        box?.compressionResistance.vertical ?? .defaultHigh
      ),
    ]
    for (axis, (value, variable, hugging, resistance)) in axes.enumerated() where value >= 0 && value.isFinite
    {
      let hug = SolverConstraint(
        LinearExpression(variable), .lessThanOrEqual, Double(value), priority: hugging)
      let resist = SolverConstraint(
        LinearExpression(variable), .greaterThanOrEqual, Double(value), priority: resistance)
      let isWidth = axis == 0
      wanted.append(
        Wanted(
          key: .contentSize(id, 2 * axis), constraint: hug,
          source: .contentSize(
            ContentSize(view: view, isWidth: isWidth, isHugging: true, length: value, priority: hugging))))
      wanted.append(
        Wanted(
          key: .contentSize(id, 2 * axis + 1), constraint: resist,
          source: .contentSize(
            ContentSize(view: view, isWidth: isWidth, isHugging: false, length: value, priority: resistance)))
      )
    }
  }
}

extension AutoLayoutEngine {
  /// A scroll view's content guide: its origin is the scroll view's (the engine's coordinates
  /// do not subtract `bounds.origin`, so the content's top-left is the frame's), and, at the
  /// weakest priority, its size stays the `contentSize`, so an axis the content's constraints
  /// do not size keeps the size code set (ScrollView+LayoutGuides.swift).
  func appendContentGuideConstraints(of guide: LayoutGuide, to wanted: inout [Wanted]) {
    guard let scrollView = guide.owningView as? ScrollView else { return }
    let rect = self.rect(for: guide)
    let owner = self.rect(for: scrollView)
    let id = ObjectIdentifier(guide)
    let name = scrollView.traceID + ".contentLayoutGuide"
    for (index, variable, origin) in [(0, rect.x, owner.x), (1, rect.y, owner.y)] {
      wanted.append(
        Wanted(
          key: .scrollContent(id, index),
          constraint: SolverConstraint(LinearExpression(variable) - LinearExpression(origin), .equal, 0),
          source: .scrollContent(
            "\(name).\(index == 0 ? "minX" : "minY") == \(scrollView.traceID).\(index == 0 ? "minX" : "minY")"
          )))
    }
    let size = scrollView.contentSize
    for (index, variable, length) in [(2, rect.width, size.width), (3, rect.height, size.height)] {
      wanted.append(
        Wanted(
          key: .scrollContent(id, index),
          constraint: SolverConstraint(
            LinearExpression(variable), .equal, Double(length), priority: ScrollView.contentSizeStayPriority),
          source: .scrollContent(
            "\(name).\(index == 2 ? "width" : "height") == \(Format.number(length)) "
              + "@\(Format.number(CGFloat(ScrollView.contentSizeStayPriority.rawValue)))")))
    }
  }
}
