import Foundation
import TestSupport
import Testing

@testable import TouchKit

/// Issue 37: seeded random stack views, their arrangement solved by the hierarchy's engine, and
/// the very constraints the engine's solver holds (the stack views' `UISV-…` ones, the
/// autoresizing and content-size ones) solved again by kiwisolver (Scripts/kiwi-oracle.py).
/// Checked by ``KiwiOracle/check(_:)`` (KiwiOracle+HeldSystems.swift): kiwi's solution holds
/// the required constraints; its errors per priority equal ours or are worse in the priority
/// order (then values are not compared, and such systems are counted, at most a tenth);
/// otherwise every view variable our solver says is determined has kiwi's value to 1e-6. CI runs ``defaultCount`` systems; `TOUCHLAB_STACK_ORACLE_SYSTEMS=N`
/// runs more.
@Suite("Stack views against kiwisolver")
struct StackViewOracleTests {
  static let defaultCount = 30
  static var count: Int {
    Int(ProcessInfo.processInfo.environment["TOUCHLAB_STACK_ORACLE_SYSTEMS"] ?? "") ?? defaultCount
  }

  /// A random stack of 1–6 views with intrinsic sizes (some with none), random content
  /// priorities, a hidden view now and then, every distribution, alignment and flag, sometimes
  /// a nested stack; in a window 400 × 300 at a frame that may be too small or too large.
  static func makeStack(_ random: inout SplitMix64, depth: Int = 0) -> StackView {
    let stack = StackView(frame: .zero)
    stack.axis = random.bool() ? .horizontal : .vertical
    stack.distribution = StackView.Distribution.allCases[random.int(0...4)]
    stack.alignment = StackView.Alignment.allCases[random.int(0...5)]
    stack.spacing = CGFloat(random.int(0...3) * 4)
    stack.isLayoutMarginsRelativeArrangement = random.int(0...4) == 0
    stack.isBaselineRelativeArrangement = random.int(0...4) == 0
    let levels: [Float] = [200, 250, 700, 750]
    for index in 0..<random.int(1...6) {
      let view: View
      if depth == 0 && random.int(0...6) == 0 {
        view = makeStack(&random, depth: 1)
      } else if random.int(0...5) == 0 {
        view = View(frame: .zero)
      } else {
        view = SizedView("v\(depth)\(index)", CGFloat(random.int(1...12) * 5), CGFloat(random.int(1...8) * 5))
        for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
          view.setContentHuggingPriority(LayoutPriority(levels[random.int(0...1)]), for: axis)
          view.setContentCompressionResistancePriority(LayoutPriority(levels[random.int(2...3)]), for: axis)
        }
      }
      view.isHidden = random.int(0...7) == 0
      stack.addArrangedSubview(view)
      if random.int(0...5) == 0 { stack.setCustomSpacing(CGFloat(random.int(0...20)), after: view) }
    }
    return stack
  }

  @Test(
    "seeded random stack views agree with kiwisolver (fails, never skips, when CI is set)",
    .enabled(if: KiwiOracle.isAvailable || KiwiOracle.isCI))
  func agreesWithKiwi() throws {
    var systems: [KiwiOracle.HeldSystem] = []
    for seed in 0..<Self.count {
      var random = SplitMix64(seed: 0x5354_4B00 &+ UInt64(seed))
      let stage = Stage()
      let stack = Self.makeStack(&random)
      stack.frame = rect(0, 0, CGFloat(random.int(4...40) * 10), CGFloat(random.int(2...30) * 10))
      stage.add(stack)
      stage.application.layoutIfNeeded()
      let engine = try #require(stage.window.extras?.autoLayout?.engine, "system \(seed): no engine")
      let views = stack.allViews.compactMap { engine.heldRect(for: $0) }.flatMap {
        [$0.x, $0.y, $0.width, $0.height]
      }
      systems.append(
        KiwiOracle.HeldSystem(label: "stack system \(seed)", solver: engine.solver, variables: views))
    }
    let found = try KiwiOracle.check(systems)
    let weighedOtherwise = found.weighedOtherwise.count
    #expect(weighedOtherwise * 10 <= systems.count, "systems kiwi weighed otherwise: \(weighedOtherwise)")
    #expect(found.compared >= 10 * systems.count, "view variables compared: \(found.compared)")
    print(
      "stack oracle: \(systems.count) systems, \(found.compared) view variables compared, \(weighedOtherwise) weighed otherwise"
    )
  }
}
