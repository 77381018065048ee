import Foundation
import TestSupport
import Testing

@testable import TouchKit

/// Outcomes do not depend on how often motion was reported (issue: a terminal reports a fast
/// drag as a few large jumps). The same straight path and timing, reported as 1, 2, 5, 20 or
/// 100 pointer events, reaches the recognizers as the same touches — the synthesizer resamples
/// the frames between reports (``Tunables/touchDeliveryInterval``) — so every pair of built-in
/// recognizers on one view, in both orders of addition, gives the same winner.
///
/// Reports fall on device frames (multiples of the frame interval): a path is what a device
/// would have sampled, and a sparser report of it leaves out some of its frames. The rule under
/// test is §4's "the first to leave possible wins" (reference §4, Coordinating multiple gesture
/// recognizers), which must be decided by the path, not by the sampling.
@Suite("Motion sampling: outcomes are the same however often a path is reported")
struct MotionSamplingPropertyTests {
  static let kinds = ["tap", "longPress", "pan", "swipe", "pinch", "rotation"]
  static let reportCounts = [1, 2, 5, 20, 100]
  static let pathsPerPair = 30

  struct Path: CustomStringConvertible {
    var start: CGPoint
    var end: CGPoint
    /// Frames the move takes, and frames the finger then rests before lifting.
    var frames: Int
    var rest: Int
    var description: String { "\(start) → \(end) in \(frames) frames, rest \(rest)" }
  }

  @Test(
    "Every ordered pair of built-in recognizers: the same winner and the same touches for 1 to 100 reports",
    arguments: kinds.flatMap { first in kinds.filter { $0 != first }.map { (first, $0) } })
  func sameWinner(_ first: String, _ second: String) {
    var random = SplitMix64(seed: UInt64(Self.kinds.firstIndex(of: first) ?? 0) << 8 | 7)
    for index in 0..<Self.pathsPerPair {
      let path = Self.path(&random)
      let runs = Self.reportCounts.map { Self.run(path, reports: $0, recognizers: [first, second]) }
      let reference = runs[runs.count - 1]
      for (count, run) in zip(Self.reportCounts, runs) {
        #expect(
          run.winners == reference.winners,
          "path \(index) (\(path)), \(count) reports: \(run.winners), 100 reports: \(reference.winners)")
        #expect(run.moves == reference.moves, "path \(index) (\(path)), \(count) reports: the touches differ")
      }
    }
  }

  @Test(
    "Without resampling the same pair would part: one large jump crosses pan's and swipe's thresholds at once"
  )
  func aJumpIsResampled() {
    let path = Path(start: CGPoint(x: 50, y: 150), end: CGPoint(x: 350, y: 150), frames: 12, rest: 0)
    let sparse = Self.run(path, reports: 1, recognizers: ["swipe", "pan"])
    #expect(sparse.winners == ["pan"])
    #expect(sparse.moves.count == 12)
    #expect(
      sparse.resamples == [.resample(touch: 1, frames: 11, from: path.start, to: path.end)],
      "the trace says how many frames were resampled, and between which points")
    #expect(Self.run(path, reports: 100, recognizers: ["pan"]).resamples.isEmpty, "a report every frame")
  }

  @Test(
    "A long pause is not thousands of moves: at most maximumResampledFrames, in the last frames before the report"
  )
  func longPauseIsBounded() throws {
    let stage = Stage()
    stage.add(View(id: "view", frame: CGRect(x: 0, y: 0, width: 400, height: 300)))
    stage.synthesizer.send(PointerEvent(.down, at: CGPoint(x: 10, y: 10), time: 0))
    stage.synthesizer.send(PointerEvent(.move, at: CGPoint(x: 200, y: 10), time: 86_400))
    stage.synthesizer.send(PointerEvent(.move, at: CGPoint(x: 210, y: 10), time: .infinity))
    let moves = stage.recorder.records.filter {
      if case .touch(_, .moved, _, _) = $0.step { true } else { false }
    }
    // The frames, the report, and the report at an infinite time (delivered, never resampled).
    #expect(moves.count == Tunables.maximumResampledFrames + 2)
    let first = try #require(moves.first)
    #expect(first.time > 86_400 - 2.1 && first.time < 86_400, "the motion fills the last 2 s")
  }

  static func path(_ random: inout SplitMix64) -> Path {
    let start = CGPoint(
      x: CGFloat.random(in: 40...360, using: &random), y: CGFloat.random(in: 40...260, using: &random))
    let angle = CGFloat.random(in: 0...(2 * .pi), using: &random)
    let length = CGFloat.random(in: 0...300, using: &random)
    let end = CGPoint(x: start.x + cos(angle) * length, y: start.y + sin(angle) * length)
    return Path(start: start, end: end, frames: random.int(1...90), rest: random.int(0...45))
  }

  /// Which recognizers recognized, and every touchesMoved the touch made (time and place).
  struct Outcome {
    var winners: [String]
    var moves: [String]
    var resamples: [TraceStep]
  }

  static func run(_ path: Path, reports: Int, recognizers: [String]) -> Outcome {
    let stage = Stage()
    let view = stage.add(View(id: "view", frame: CGRect(x: 0, y: 0, width: 400, height: 300)))
    for kind in recognizers { view.addGestureRecognizer(Self.recognizer(kind)) }
    let frame = Tunables.touchDeliveryInterval
    let send = { (kind: PointerEvent.Kind, at: CGPoint, frameNumber: Int) in
      stage.synthesizer.send(PointerEvent(kind, at: at, time: Double(frameNumber) * frame))
    }
    send(.down, path.start, 0)
    let frames = Set((1...reports).map { ($0 * path.frames + reports - 1) / reports }).sorted()
    for number in frames {
      let fraction = CGFloat(number) / CGFloat(path.frames)
      send(
        .move,
        CGPoint(
          x: path.start.x + (path.end.x - path.start.x) * fraction,
          y: path.start.y + (path.end.y - path.start.y) * fraction), number)
    }
    send(.up, path.end, path.frames + path.rest)
    stage.settle()
    var winners: [String] = []
    var moves: [String] = []
    var resamples: [TraceStep] = []
    for record in stage.recorder.records {
      switch record.step {
      case .stateChange(let recognizer, _, let to, _) where to == .began || to == .ended:
        if !winners.contains(recognizer) { winners.append(recognizer) }
      case .resample: resamples.append(record.step)
      case .touch(_, .moved, let location, _):
        moves.append(String(format: "%.6f (%.3f, %.3f)", record.time, location.x, location.y))
      default: break
      }
    }
    return Outcome(winners: winners, moves: moves, resamples: resamples)
  }

  static func recognizer(_ kind: String) -> GestureRecognizer {
    switch kind {
    case "tap": TapGestureRecognizer(id: kind)
    case "longPress": LongPressGestureRecognizer(id: kind)
    case "pan": PanGestureRecognizer(id: kind)
    case "swipe": SwipeGestureRecognizer(id: kind)
    case "pinch": PinchGestureRecognizer(id: kind)
    default: RotationGestureRecognizer(id: kind)
    }
  }
}
