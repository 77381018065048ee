import Foundation

/// The constraints a stack view adds, as UIKit's own: named with the identifiers UIKit's
/// constraint logs show (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`, `UISV-hiding`,
/// `UISV-spanning-boundary`, `UISV-spanning-fit`, `UISV-ambiguity-suppression`). Apple does
/// not document them: the names and their shapes are community-sourced, from UIKit's
/// "Unable to simultaneously satisfy constraints" logs as developers post them; the priorities
/// marked UNSOURCED below are TouchLab's choices, consistent with the documentation of
/// `UIStackView.Distribution` and `UIStackView.Alignment`. docs/auto-layout.md, "Stack views",
/// lists them.
///
/// Along the axis (the visible arranged subviews, in order):
/// - `UISV-canvas-connection`: the first's leading edge at the stack's (or its margin's), the
///   last's trailing edge at the stack's;
/// - `UISV-spacing`: each view's leading edge ``StackView/spacing`` (or the custom spacing
///   after the one before it) after the previous one's trailing edge: `==` for `fill`,
///   `fillEqually` and `fillProportionally`, `>=` for `equalSpacing` and `equalCentering`
///   (a minimum, as documented); baselines in a baseline-relative vertical stack;
/// - `fillEqually`: `UISV-fill-equally`, every view as long as the first;
/// - `fillProportionally`: `UISV-fill-proportionally`, each view's length the share of its
///   intrinsic length in the stack's length less the spacings, at 999 (UNSOURCED), so that
///   compression resistance and required constraints still win;
/// - `equalSpacing`: a gap guide between each pair, its edges at the views' facing edges,
///   (`UISV-distributing`), every gap as long as the first (required);
/// - `equalCentering`: the gap guides run centre to centre, all as long as the first at 150
///   (UNSOURCED: below hugging and compression resistance, as the documentation says the
///   spacing shrinks first, then views by their compression resistance);
/// - `fill`: nothing more: hugging and compression resistance decide which view grows or
///   shrinks, as documented.
///
/// Across the axis (every arranged subview, hidden ones too, so they stay placed):
/// - `fill`: the first's edges at the stack's (`UISV-canvas-connection`), the others' at the
///   first's (`UISV-alignment`);
/// - `leading`, `center`, `trailing`, `firstBaseline`, `lastBaseline`: the others' edge, centre
///   or baseline at the first's (`UISV-alignment`); a guide, UIKit's `UISV-alignment-spanner`,
///   encloses them all (`UISV-spanning-boundary`), is as short as it can be (`UISV-spanning-fit`,
///   at 1) and spans the stack (`UISV-canvas-connection`); the first's edge or centre is at the
///   stack's; each view's length is pulled to 0 at 25 (`UISV-ambiguity-suppression`), so a
///   view with no intrinsic length is 0 long, as on iOS. A baseline-aligned group is pulled to
///   the spanner's top at 1 (TouchLab's choice: nothing else places it when the stack is taller).
///   A vertical stack aligns by baselines as `fill` (UIKit: "only valid for horizontal stacks").
///
/// A hidden arranged subview (UIKit: "the stack view automatically collapses it: it takes no
/// space and its spacing collapses"): out of the canvas, spacing and distribution
/// constraints; `UISV-hiding` makes its length 0 and its leading edge the previous visible
/// view's trailing edge (or the stack's start).
extension StackView {
  /// One constraint to make: what ``LayoutConstraint``'s initializer takes, and its identifier.
  struct ArrangementSpec: Equatable {
    let identifier: String
    let first: ObjectIdentifier
    let firstAttribute: LayoutConstraint.Attribute
    let relation: LayoutConstraint.Relation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutConstraint.Attribute
    let multiplier: CGFloat
    let priority: LayoutPriority
  }

  /// The attributes of one axis: a view's and the stack's (its margins' when the arrangement
  /// is margin-relative).
  struct AxisAttributes {
    let leading: LayoutConstraint.Attribute
    let trailing: LayoutConstraint.Attribute
    let length: LayoutConstraint.Attribute
    let center: LayoutConstraint.Attribute
    let canvasLeading: LayoutConstraint.Attribute
    let canvasTrailing: LayoutConstraint.Attribute
    let canvasCenter: LayoutConstraint.Attribute

    init(_ axis: LayoutConstraint.Axis, margins: Bool) {
      if axis == .horizontal {
        (leading, trailing, length, center) = (.leading, .trailing, .width, .centerX)
        (canvasLeading, canvasTrailing, canvasCenter) =
          margins ? (.leadingMargin, .trailingMargin, .centerXWithinMargins) : (.leading, .trailing, .centerX)
      } else {
        (leading, trailing, length, center) = (.top, .bottom, .height, .centerY)
        (canvasLeading, canvasTrailing, canvasCenter) =
          margins ? (.topMargin, .bottomMargin, .centerYWithinMargins) : (.top, .bottom, .centerY)
      }
    }
  }

  /// Makes the arrangement's constraints: when only their constants changed, the ones there
  /// are edited in place (the solver re-solves them without a rebuild); otherwise the old
  /// ones are deactivated and the new ones activated.
  func arrange() {
    var builder = ArrangementBuilder(stack: self)
    builder.build()
    let made = builder.made
    let old = arrangementConstraints
    if old.count == made.count && zip(old, made).allSatisfy({ $0.isActive && Self.spec(of: $0) == $1.spec }) {
      for (constraint, entry) in zip(old, made) where constraint.constant != entry.constant {
        constraint.constant = entry.constant
      }
      return
    }
    LayoutConstraint.deactivate(old)
    let origin = ConstraintOrigin(file: "UIStackView", line: 0, column: 0)
    var constraints: [LayoutConstraint] = []
    for entry in made {
      let constraint = LayoutConstraint(
        item: entry.first, entry.spec.firstAttribute, entry.spec.relation, entry.second,
        entry.spec.secondAttribute, entry.spec.multiplier, entry.constant, origin: origin)
      constraint.identifier = entry.spec.identifier
      constraint.priority = entry.spec.priority
      constraints.append(constraint)
    }
    arrangementConstraints = constraints
    LayoutConstraint.activate(constraints)
  }

  static func spec(of constraint: LayoutConstraint) -> ArrangementSpec? {
    guard let first = constraint.firstItem else { return nil }
    return ArrangementSpec(
      identifier: constraint.identifier ?? "", first: ObjectIdentifier(first),
      firstAttribute: constraint.firstAttribute, relation: constraint.relation,
      second: constraint.secondItem.map(ObjectIdentifier.init), secondAttribute: constraint.secondAttribute,
      multiplier: constraint.multiplier, priority: constraint.priority)
  }

  /// The spacing UIKit uses after `view`: its custom spacing, else ``spacing``; the system
  /// spacing for ``spacingUseSystem``.
  func spacing(after view: View) -> CGFloat {
    let custom = customSpacing(after: view)
    let value = custom == Self.spacingUseDefault ? spacing : custom
    return value == Self.spacingUseSystem ? Self.systemSpacing : value
  }

  /// A gap guide (UIKit's `_UIOLAGapGuide`) for the `index`th gap, made and added on first use.
  func gapGuide(_ index: Int) -> LayoutGuide {
    while gapGuides.count <= index {
      let guide = LayoutGuide()
      guide.identifier = "UISV-distributing"
      addLayoutGuide(guide)
      gapGuides.append(guide)
    }
    return gapGuides[index]
  }

  /// UIKit's `UISV-alignment-spanner`, made and added on first use.
  func alignmentSpanner() -> LayoutGuide {
    if let spanner { return spanner }
    let guide = LayoutGuide()
    guide.identifier = "UISV-alignment-spanner"
    addLayoutGuide(guide)
    spanner = guide
    return guide
  }
}
