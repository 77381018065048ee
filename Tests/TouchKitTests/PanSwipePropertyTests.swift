import Foundation
import TestSupport
import Testing

@testable import TouchKit

/// §8 #12, a pan and a swipe on one view: the swipe never fires (reference §4, "Default
/// conflict resolution: the first to leave possible wins; pan beats swipe because continuous
/// pan begins first", [S A-coord]: Apple, Coordinating multiple gesture recognizers).
///
/// A property over what could decide it instead: the order the recognizers were added in (pan
/// first, swipe first, among other recognizers or not) and how the motion was sampled (one
/// jump or a dozen steps, each step at most a frame and a half apart so the synthesizer
/// resamples nothing, jitter on every sample, a lift that lands where the last sample was or
/// further on). Each motion qualifies as a swipe: the same motion on a view with the swipe
/// alone recognizes it, which the test checks too, so the property cannot pass vacuously.
@Suite("§8 #12 Pan and swipe on one view: the swipe never fires, whatever the order and sampling")
struct PanSwipePropertyTests {
  static let motions = 400

  struct Motion: CustomStringConvertible {
    var samples: [CGPoint]
    var times: [TimeInterval]
    var lift: CGPoint
    var direction: SwipeGestureRecognizer.Direction
    var description: String {
      "samples \(samples.map { "(\(Int($0.x)), \(Int($0.y)))" }) at \(times.map { Format.seconds($0) }), "
        + "lift (\(Int(lift.x)), \(Int(lift.y))), \(direction.name)"
    }
  }

  @Test("§8 #12 Over random insertion orders and samplings, the swipe never recognizes and the pan does")
  func swipeNeverFires() {
    var random = SplitMix64(seed: 12)
    let others = ["tap", "longPress", "pinch", "rotation"]
    for index in 0..<Self.motions {
      let motion = Self.motion(&random)
      #expect(
        Self.run(motion, kinds: ["swipe"]).recognized == ["swipe"],
        "motion \(index) (\(motion)) is a swipe when the swipe is alone")
      var kinds = ["pan", "swipe"]
      for other in others where random.int(0...3) == 0 { kinds.append(other) }
      kinds.shuffle(using: &random)
      let outcome = Self.run(motion, kinds: kinds)
      #expect(!outcome.recognized.contains("swipe"), "motion \(index) (\(motion)), order \(kinds)")
      #expect(outcome.recognized.contains("pan"), "motion \(index) (\(motion)), order \(kinds)")
      #expect(
        Self.run(motion, kinds: kinds.reversed()).recognized == outcome.recognized,
        "motion \(index) (\(motion)): the reverse of order \(kinds) gives another outcome")
    }
  }

  @Test("§8 #12 One sample crossing both thresholds, swipe added first: the pan still begins first")
  func oneJumpSwipeFirst() {
    let motion = Motion(
      samples: [CGPoint(x: 600, y: 400)], times: [Tunables.touchDeliveryInterval],
      lift: CGPoint(x: 600, y: 400),
      direction: .right)
    let outcome = Self.run(motion, kinds: ["swipe", "pan"])
    #expect(outcome.recognized == ["pan"])
    #expect(
      outcome.failures["swipe"] == .preventedBy(other: "pan"),
      "the swipe fails because the pan began on the same sample: \(outcome.failures)")
  }

  @Test("§8 #12 A lift that carries the whole stroke: the pan begins and ends, the swipe fails")
  func liftCarriesTheStroke() {
    let motion = Motion(
      samples: [], times: [], lift: CGPoint(x: 200, y: 150), direction: .right)
    for kinds in [["swipe", "pan"], ["pan", "swipe"]] {
      let outcome = Self.run(motion, kinds: kinds)
      #expect(outcome.recognized == ["pan"], "order \(kinds)")
    }
  }

  /// A stroke from (500, 400) within 20° of an axis, 60 to 250 pt, in 1 to 12 samples (each at
  /// most 1.5 frames after the last, all within the swipe's 0.5 s), with up to 3 pt of jitter.
  static func motion(_ random: inout SplitMix64) -> Motion {
    let axis = random.int(0...3)
    let direction: [SwipeGestureRecognizer.Direction] = [.right, .left, .down, .up]
    let base = [0.0, Double.pi, Double.pi / 2, -Double.pi / 2][axis]
    let angle = base + Double.random(in: -0.35...0.35, using: &random)
    let length = Double.random(in: 60...250, using: &random)
    let start = CGPoint(x: 500, y: 400)
    let steps = random.int(1...12)
    var samples: [CGPoint] = []
    var times: [TimeInterval] = []
    var time = 0.0
    for step in 1...steps {
      time += Tunables.touchDeliveryInterval * Double.random(in: 0.5...1.5, using: &random)
      let fraction = Double(step) / Double(steps)
      let jitter = { (random: inout SplitMix64) in CGFloat.random(in: -3...3, using: &random) }
      samples.append(
        CGPoint(
          x: start.x + cos(angle) * length * fraction + jitter(&random),
          y: start.y + sin(angle) * length * fraction + jitter(&random)))
      times.append(time)
    }
    // The lift lands on the last sample, or carries on up to a third of the stroke further.
    let extra = random.bool() ? 0 : Double.random(in: 0...(length / 3), using: &random)
    let last = samples[samples.count - 1]
    let lift = CGPoint(x: last.x + cos(angle) * extra, y: last.y + sin(angle) * extra)
    return Motion(samples: samples, times: times, lift: lift, direction: direction[axis])
  }

  struct Outcome {
    var recognized: [String]
    var failures: [String: TransitionReason?]
  }

  /// `motion` on a 1000×800 view holding `kinds` (added in that order), from (100, 150) when
  /// the motion has no samples, else from (500, 400).
  static func run(_ motion: Motion, kinds: [String]) -> Outcome {
    let stage = Stage()
    stage.window.frame = CGRect(x: 0, y: 0, width: 1000, height: 800)
    let view = stage.add(View(id: "view", frame: CGRect(x: 0, y: 0, width: 1000, height: 800)))
    for kind in kinds {
      let recognizer = MotionSamplingPropertyTests.recognizer(kind)
      (recognizer as? SwipeGestureRecognizer)?.direction = motion.direction
      view.addGestureRecognizer(recognizer)
    }
    let start = motion.samples.isEmpty ? CGPoint(x: 100, y: 150) : CGPoint(x: 500, y: 400)
    stage.synthesizer.send(PointerEvent(.down, at: start, time: 0))
    for (point, time) in zip(motion.samples, motion.times) {
      stage.synthesizer.send(PointerEvent(.move, at: point, time: time))
    }
    let liftTime = (motion.times.last ?? 0) + Tunables.touchDeliveryInterval
    stage.synthesizer.send(PointerEvent(.up, at: motion.lift, time: liftTime))
    var recognized: [String] = []
    var failures: [String: TransitionReason?] = [:]
    for record in stage.recorder.records {
      guard case .stateChange(let recognizer, _, let to, let reason) = record.step else { continue }
      if to.hasRecognized, !recognized.contains(recognizer) { recognized.append(recognizer) }
      if to == .failed { failures[recognizer] = reason }
    }
    return Outcome(recognized: recognized, failures: failures)
  }
}
