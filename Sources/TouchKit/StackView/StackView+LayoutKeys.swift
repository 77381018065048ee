import Foundation

/// The keys a layout's stack view takes (its entry in the built-in class table), with UIKit's
/// names for their values: `axis: vertical`, `distribution: fillEqually`, `alignment: center`,
/// `spacing: 8`. `nonArranged:` (which subviews it does not arrange) is read by TouchLayout.
extension StackView {
  /// UIKit's case names, as Swift code writes them (`.fillEqually`).
  static let axisNames: [(String, LayoutConstraint.Axis)] = [
    ("horizontal", .horizontal), ("vertical", .vertical),
  ]
  static let distributionNames: [(String, Distribution)] = [
    ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
    ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
  ]
  static let alignmentNames: [(String, Alignment)] = [
    ("fill", .fill), ("leading", .leading), ("top", .top), ("firstBaseline", .firstBaseline),
    ("center", .center), ("trailing", .trailing), ("bottom", .bottom), ("lastBaseline", .lastBaseline),
  ]

  static let layoutKeys: [LayoutKey] = [
    LayoutKey("axis", .choice(axisNames.map(\.0))),
    LayoutKey("distribution", .choice(distributionNames.map(\.0))),
    LayoutKey("alignment", .choice(alignmentNames.map(\.0))),
    LayoutKey("spacing", .number),
    LayoutKey("isLayoutMarginsRelativeArrangement", .bool),
    LayoutKey("isBaselineRelativeArrangement", .bool),
    LayoutKey("nonArranged"),
  ]

  /// Sets the keys a layout gave. The readers already refused words outside each key's list
  /// and numbers that are not finite, so nothing here is refused.
  static func apply(_ keys: [String: LayoutKey.Value], to stack: StackView) -> [LayoutKey.Problem] {
    func word(_ key: String) -> String? {
      if case .choice(let word) = keys[key] { return word }
      return nil
    }
    if let axis = axisNames.first(where: { $0.0 == word("axis") })?.1 { stack.axis = axis }
    if let distribution = distributionNames.first(where: { $0.0 == word("distribution") })?.1 {
      stack.distribution = distribution
    }
    if let alignment = alignmentNames.first(where: { $0.0 == word("alignment") })?.1 {
      stack.alignment = alignment
    }
    if case .number(let spacing) = keys["spacing"] { stack.spacing = CGFloat(spacing) }
    if case .bool(let value) = keys["isLayoutMarginsRelativeArrangement"] {
      stack.isLayoutMarginsRelativeArrangement = value
    }
    if case .bool(let value) = keys["isBaselineRelativeArrangement"] {
      stack.isBaselineRelativeArrangement = value
    }
    return []
  }
}
