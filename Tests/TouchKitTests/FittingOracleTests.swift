import Foundation
import TestSupport
import Testing

@testable import TouchKit

/// Issue 37: seeded random cell-like content views fitted by `systemLayoutSizeFitting(_:
/// withHorizontalFittingPriority:verticalFittingPriority:)`, and the very system the fitting
/// solves (AutoLayoutEngine+Fitting.swift: the subtree's constraints, the content sizes, the
/// view's origin and its size held to the target at the fitting priorities) solved again by
/// kiwisolver (Scripts/kiwi-oracle.py). Checked by ``KiwiOracle/check(_:)`` (required
/// constraints held, errors per priority, determined view variables to 1e-6; at most a tenth
/// of the systems weighed otherwise by kiwi), and the answer itself: where our solver
/// determines the view's width (or height), the fitted width is kiwi's plus the alignment
/// insets, snapped to 1/64 pt as the fitting snaps it; where it leaves it free (ambiguous) only
/// the weaker checks hold (kiwi's optimum is another one of the same errors). Sources: Apple's
/// UIView reference ("Returns the optimal size of the view based on its constraints and the
/// specified fitting priorities") and `UILayoutPriority.fittingSizeLevel`.
///
/// CI runs ``defaultCount`` fittings; `TOUCHLAB_FITTING_ORACLE_SYSTEMS=N` runs more, from
/// `TOUCHLAB_FITTING_ORACLE_FIRST` (docs/auto-layout.md, "The kiwisolver oracle").
@Suite("systemLayoutSizeFitting against kiwisolver")
struct FittingOracleTests {
  static let defaultCount = 30
  static var count: Int {
    Int(ProcessInfo.processInfo.environment["TOUCHLAB_FITTING_ORACLE_SYSTEMS"] ?? "") ?? defaultCount
  }
  static var first: Int {
    Int(ProcessInfo.processInfo.environment["TOUCHLAB_FITTING_ORACLE_FIRST"] ?? "") ?? 0
  }
  /// The optional priorities the generator draws, besides the fitting's own (50, 250, 1000):
  /// with 50 at most seven levels, within what kiwi's weights can order (KiwiOracle+HeldSystems).
  static let levels: [Float] = [999, 750, 500, 250, 200]
  static let words = [
    "OK", "Title", "Subtitle here", "A longer line of text", "W", "Detail", "Lorem ipsum dolor",
  ]
  /// The fitting priorities drawn: UIKit's three named levels a self-sizing cell or a person uses.
  static let fittingPriorities: [LayoutPriority] = [.required, .defaultLow, .fittingSizeLevel]
  /// Target lengths: the compressed size's 0, table widths, and one larger than any content.
  static let targets: [CGFloat] = [0, 44, 320, 375, 1000]

  /// A random content view (flag true, as a cell's): 1–4 rows top to bottom, each a label
  /// (one line or wrapping), an image-like view of a fixed content size (``SizedView``), a
  /// button, or a horizontal stack of such; rows pinned to the sides (the trailing edge equal,
  /// at most, or optional), spaced by required or optional constraints; the last row's bottom
  /// pinned, at least, or optional; now and then an optional height or width at a random level,
  /// and random hugging and compression resistance.
  static func makeCell(_ random: inout SplitMix64) -> View {
    let content = View(id: "content", frame: rect(0, 0, 320, 44))
    var previous: View?
    var constraints: [LayoutConstraint] = []
    func level() -> LayoutPriority { LayoutPriority(levels[random.int(0...(levels.count - 1))]) }
    func optional(_ constraint: LayoutConstraint) -> LayoutConstraint {
      if random.int(0...3) == 0 { constraint.priority = level() }
      return constraint
    }
    for index in 0..<random.int(1...4) {
      let row = makeItem(&random, index: index, nested: true)
      row.translatesAutoresizingMaskIntoConstraints = false
      content.addSubview(row)
      let inset = CGFloat(random.int(0...4) * 4)
      constraints.append(row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: inset))
      switch random.int(0...2) {
      case 0:
        constraints.append(
          optional(content.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: inset)))
      case 1:
        constraints.append(
          content.trailingAnchor.constraint(greaterThanOrEqualTo: row.trailingAnchor, constant: inset))
      default:
        let trailing = content.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: inset)
        trailing.priority = level()
        constraints.append(trailing)
      }
      let spacing = CGFloat(random.int(0...3) * 4)
      constraints.append(
        optional(
          row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? content.topAnchor, constant: spacing)))
      if random.int(0...4) == 0 {
        let height = row.heightAnchor.constraint(equalToConstant: CGFloat(random.int(4...12) * 5))
        height.priority = level()
        constraints.append(height)
      }
      if random.int(0...5) == 0 {
        let width = row.widthAnchor.constraint(lessThanOrEqualToConstant: CGFloat(random.int(10...60) * 5))
        width.priority = random.bool() ? .required : level()
        constraints.append(width)
      }
      previous = row
    }
    if let previous {
      let inset = CGFloat(random.int(0...4) * 4)
      switch random.int(0...2) {
      case 0:
        constraints.append(content.bottomAnchor.constraint(equalTo: previous.bottomAnchor, constant: inset))
      case 1:
        constraints.append(
          content.bottomAnchor.constraint(greaterThanOrEqualTo: previous.bottomAnchor, constant: inset))
      default:
        let bottom = content.bottomAnchor.constraint(equalTo: previous.bottomAnchor, constant: inset)
        bottom.priority = level()
        constraints.append(bottom)
      }
    }
    LayoutConstraint.activate(constraints)
    return content
  }

  /// One row's item: a label, an image-like view, a button, or (when `nested`) a horizontal
  /// stack of two or three of them, with random content priorities.
  static func makeItem(_ random: inout SplitMix64, index: Int, nested: Bool) -> View {
    let item: View
    switch random.int(0...(nested ? 4 : 2)) {
    case 0, 3:
      let label = Label(frame: .zero)
      label.text = words[random.int(0...(words.count - 1))]
      label.numberOfLines = random.int(0...3) == 0 ? 0 : 1
      item = label
    case 1:
      item = SizedView("image\(index)", CGFloat(random.int(4...16) * 4), CGFloat(random.int(4...16) * 4))
    case 2:
      let button = Button(type: .system)
      button.setTitle(words[random.int(0...(words.count - 1))], for: .normal)
      item = button
    default:
      let stack = StackView(
        arrangedSubviews: (0..<random.int(2...3)).map {
          makeItem(&random, index: index * 10 + $0, nested: false)
        })
      stack.axis = .horizontal
      stack.spacing = CGFloat(random.int(0...3) * 4)
      stack.alignment = [StackView.Alignment.fill, .center, .top][random.int(0...2)]
      stack.distribution = [StackView.Distribution.fill, .fillEqually][random.int(0...1)]
      item = stack
    }
    let levels: [Float] = [200, 250, 750, 999]
    for axis in [LayoutConstraint.Axis.horizontal, .vertical] where random.int(0...2) == 0 {
      item.setContentHuggingPriority(LayoutPriority(levels[random.int(0...1)]), for: axis)
      item.setContentCompressionResistancePriority(LayoutPriority(levels[random.int(2...3)]), for: axis)
    }
    return item
  }

  @Test(
    "seeded random cell-like views fitted by systemLayoutSizeFitting agree with kiwisolver (fails, never skips, when CI is set)",
    .enabled(if: KiwiOracle.isAvailable || KiwiOracle.isCI))
  func agreesWithKiwi() throws {
    var systems: [KiwiOracle.HeldSystem] = []
    var fittings: [(size: CGSize, width: SolverVariable, height: SolverVariable, insets: EdgeInsets)] = []
    for seed in Self.first..<(Self.first + Self.count) {
      var random = SplitMix64(seed: 0x4649_5400 &+ UInt64(seed))
      let content = Self.makeCell(&random)
      let target = CGSize(
        width: Self.targets[random.int(0...(Self.targets.count - 1))],
        height: Self.targets[random.int(0...(Self.targets.count - 1))])
      let horizontal = Self.fittingPriorities[random.int(0...2)]
      let vertical = Self.fittingPriorities[random.int(0...2)]
      let size = content.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
      let engine = try #require(
        AutoLayoutEngine.fittingSolve(
          of: content, target: target, horizontal: horizontal, vertical: vertical),
        "fitting \(seed): the solver gave up")
      let rect = engine.rect(for: content)
      let views = content.allViews.compactMap { engine.heldRect(for: $0) }.flatMap {
        [$0.x, $0.y, $0.width, $0.height]
      }
      let label =
        "fitting \(seed) (target \(target), priorities \(horizontal.rawValue), \(vertical.rawValue))"
      systems.append(KiwiOracle.HeldSystem(label: label, solver: engine.solver, variables: views))
      fittings.append((size, rect.width, rect.height, AutoLayoutEngine.alignmentInsets(of: content)))
    }
    let found = try KiwiOracle.check(systems)
    var sizesCompared = 0
    for (index, fitting) in fittings.enumerated() where !found.weighedOtherwise.contains(index) {
      let values = found.results[index].values
      let axes = [
        (fitting.size.width, fitting.width, fitting.insets.left + fitting.insets.right, "width"),
        (fitting.size.height, fitting.height, fitting.insets.top + fitting.insets.bottom, "height"),
      ]
      for (fitted, variable, insets, name) in axes where !found.ambiguous[index].contains(variable) {
        sizesCompared += 1
        let kiwi = max(0, values[variable.id]) + Double(insets)
        // The fitting snaps to 1/64 pt: half a step, and kiwi's own tolerance.
        #expect(
          abs(Double(fitted) - kiwi) <= 1.0 / 128 + KiwiOracle.tolerance,
          "\(systems[index].label): fitted \(name) \(fitted), kiwi's \(kiwi)")
      }
    }
    let weighedOtherwise = found.weighedOtherwise.count
    #expect(weighedOtherwise * 10 <= systems.count, "fittings kiwi weighed otherwise: \(weighedOtherwise)")
    #expect(sizesCompared >= systems.count - weighedOtherwise, "fitted lengths compared: \(sizesCompared)")
    print(
      "fitting oracle: \(systems.count) fittings, \(sizesCompared) fitted lengths and \(found.compared) view variables compared, \(weighedOtherwise) weighed otherwise"
    )
  }
}
