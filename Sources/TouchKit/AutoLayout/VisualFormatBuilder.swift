import Foundation

/// Turns a parsed visual format into constraints: looks up its names (views, metrics) and makes
/// one constraint per predicate, in the order the string reads, as UIKit returns them.
///
/// The spacings are documented choices: Apple's grammar says only "standard space". Between two
/// views it is 8 pt, the system spacing TouchLab uses everywhere (`UIStackView.spacingUseSystem`);
/// to the superview (`|-[a]`) it is the superview's margin: the constraint relates `a.leading`
/// to `superview.leadingMargin` (8 pt by default, its `layoutMargins`). UNSOURCED.
struct VisualFormatBuilder {
  let format: VisualFormat
  let options: LayoutConstraint.FormatOptions
  let metric: (String) -> CGFloat?
  let view: (String) -> AnyObject?
  let origin: ConstraintOrigin
  private var views: [View] = []
  private var made: [LayoutConstraint] = []

  /// Between two views: UIKit's standard spacing (see above).
  static let standardSpacing: CGFloat = 8

  init(
    format: VisualFormat, options: LayoutConstraint.FormatOptions, metric: @escaping (String) -> CGFloat?,
    view: @escaping (String) -> AnyObject?, origin: ConstraintOrigin
  ) {
    self.format = format
    self.options = options
    self.metric = metric
    self.view = view
    self.origin = origin
  }

  private var leadingEdge: LayoutConstraint.Attribute {
    format.isVertical ? .top : options.contains(.directionLeftToRight) ? .left : .leading
  }
  private var trailingEdge: LayoutConstraint.Attribute {
    format.isVertical ? .bottom : options.contains(.directionLeftToRight) ? .right : .trailing
  }
  private var size: LayoutConstraint.Attribute { format.isVertical ? .height : .width }

  mutating func build() throws -> [LayoutConstraint] {
    views = try format.views.map { term in
      guard let object = view(term.name) as? View else {
        throw VisualFormat.Failure(
          reason: "\(term.name) is not a key in the views dictionary.", offset: term.offset)
      }
      return object
    }
    try checkAlignment()
    for (term, item) in zip(format.views, views) {
      for predicate in term.predicates { try sizeConstraint(item, predicate) }
    }
    if let connection = format.leadingSuperview, let first = views.first {
      let superview = try superview(of: first, at: format.superviewOffsets.first ?? 0)
      try connect(first, leadingEdge, to: superview, margin: true, connection)
    }
    for (index, gap) in format.gaps.enumerated() {
      try connect(views[index + 1], leadingEdge, to: views[index], trailingEdge, gap)
    }
    if let connection = format.trailingSuperview, let last = views.last {
      let superview = try superview(of: last, at: format.superviewOffsets.last ?? 0)
      try connectTrailing(superview, to: last, connection)
    }
    if let first = views.first {
      for attribute in options.alignedAttributes {
        for other in views.dropFirst() { add(other, attribute, .equal, first, attribute, 1, 0, nil) }
      }
    }
    return made
  }

  /// UIKit refuses to align views along the axis they are laid out on.
  private func checkAlignment() throws {
    let aligned = options.alignedAttributes
    let vertical: [LayoutConstraint.Attribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
    let acrossTheAxis = aligned.allSatisfy { vertical.contains($0) != format.isVertical }
    guard acrossTheAxis else {
      let edge = format.isVertical ? "vertical" : "horizontal"
      throw VisualFormat.Failure(
        reason:
          "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout "
          + "that is also \(edge).", offset: 0)
    }
  }

  private func superview(of item: View, at offset: Int) throws -> View {
    guard let superview = item.superview else {
      throw VisualFormat.Failure(
        reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
        offset: offset)
    }
    return superview
  }

  /// `[a(==b)]`, `[a(44@750)]`: the view's size along the axis.
  private mutating func sizeConstraint(_ item: View, _ predicate: VisualFormat.Predicate) throws {
    let priority = try priority(predicate)
    switch predicate.object {
    case .number(let constant):
      add(item, size, predicate.relation, nil, .notAnAttribute, 1, constant, priority)
    case .name(let name, let offset):
      if metric(name) != nil {
        let value = try number(predicate.object, what: "a size")
        add(item, size, predicate.relation, nil, .notAnAttribute, 1, value, priority)
      } else if let other = view(name) as? View {
        add(item, size, predicate.relation, other, size, 1, 0, priority)
      } else {
        throw VisualFormat.Failure(
          reason: "\(name) is not a key in the views or metrics dictionaries.", offset: offset)
      }
    }
  }

  /// `next.leading ⋈ previous.trailing + c` for each predicate of the connection.
  private mutating func connect(
    _ item: View, _ attribute: LayoutConstraint.Attribute, to other: View,
    _ otherAttribute: LayoutConstraint.Attribute, _ connection: VisualFormat.Connection
  ) throws {
    for (relation, constant, priority) in try terms(connection, standard: Self.standardSpacing) {
      add(item, attribute, relation, other, otherAttribute, 1, constant, priority)
    }
  }

  /// `|-c-[a]`: `a.leading ⋈ superview.leading + c`; the standard spacing is the margin.
  private mutating func connect(
    _ item: View, _ attribute: LayoutConstraint.Attribute, to superview: View, margin: Bool,
    _ connection: VisualFormat.Connection
  ) throws {
    if case .standard = connection {
      add(item, attribute, .equal, superview, marginAttribute(attribute), 1, 0, nil)
      return
    }
    try connect(item, attribute, to: superview, attribute, connection)
  }

  /// `[a]-c-|`: `superview.trailing ⋈ a.trailing + c`, as UIKit writes it.
  private mutating func connectTrailing(
    _ superview: View, to item: View, _ connection: VisualFormat.Connection
  ) throws {
    if case .standard = connection {
      add(superview, marginAttribute(trailingEdge), .equal, item, trailingEdge, 1, 0, nil)
      return
    }
    try connect(superview, trailingEdge, to: item, trailingEdge, connection)
  }

  private func marginAttribute(_ attribute: LayoutConstraint.Attribute) -> LayoutConstraint.Attribute {
    switch attribute {
    case .top: .topMargin
    case .bottom: .bottomMargin
    case .left: .leftMargin
    case .right: .rightMargin
    case .trailing: .trailingMargin
    default: .leadingMargin
    }
  }

  /// A connection's (relation, constant, priority) triples.
  private func terms(_ connection: VisualFormat.Connection, standard: CGFloat) throws -> [(
    LayoutConstraint.Relation, CGFloat, LayoutPriority?
  )] {
    switch connection {
    case .flush: return [(.equal, 0, nil)]
    case .standard: return [(.equal, standard, nil)]
    case .predicates(let predicates):
      return try predicates.map { predicate in
        (predicate.relation, try number(predicate.object, what: "a spacing"), try priority(predicate))
      }
    }
  }

  private func priority(_ predicate: VisualFormat.Predicate) throws -> LayoutPriority? {
    guard let value = predicate.priority else { return nil }
    let number = try self.number(value, what: "a priority")
    guard number >= 1, number <= 1000 else {
      throw VisualFormat.Failure(reason: "A priority must be between 1 and 1000", offset: predicate.offset)
    }
    return LayoutPriority(Float(number))
  }

  /// A number, or a metric's value; a view's name is not one here.
  private func number(_ value: VisualFormat.Value, what: String) throws -> CGFloat {
    switch value {
    case .number(let number): return number
    case .name(let name, let offset):
      guard let value = metric(name) else {
        throw VisualFormat.Failure(reason: "\(name) is not a key in the metrics dictionary.", offset: offset)
      }
      guard value.isFinite else {
        throw VisualFormat.Failure(reason: "the metric \(name) is not a finite number", offset: offset)
      }
      return value
    }
  }

  private mutating func add(
    _ item: View, _ attribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
    _ other: View?, _ otherAttribute: LayoutConstraint.Attribute, _ multiplier: CGFloat, _ constant: CGFloat,
    _ priority: LayoutPriority?
  ) {
    let constraint = LayoutConstraint(
      item: item, attribute, relation, other, otherAttribute, multiplier, constant, origin: origin)
    if let priority { constraint.priority = priority }
    made.append(constraint)
  }
}
