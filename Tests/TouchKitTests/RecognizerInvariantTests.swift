import Foundation
import TestSupport
import Testing
import TouchTrace

@testable import TouchKit

/// Invariants over thousands of random layouts and pointer streams (seeded, so a failure names
/// the seed that reproduces it).
@Suite("Recognizer invariants (random layouts and input)")
struct RecognizerInvariantTests {
  static let runs = 3000

  @Test("Every touchesBegan ends exactly once; recognizers return to possible; no invalid transition")
  func invariants() {
    for seed in 1...UInt64(Self.runs) {
      let random = Self.play(seed: seed)
      let trace = random.stage.trace
      var open: [String: Int] = [:]
      var problems: [String] = []
      for record in trace.records {
        switch record.step {
        case .deliver(let view, .touchesBegan, let touches):
          for touch in touches { open["\(view)#\(touch)", default: 0] += 1 }
        case .deliver(let view, .touchesEnded, let touches),
          .deliver(let view, .touchesCancelled, let touches):
          for touch in touches {
            let key = "\(view)#\(touch)"
            if open[key] != 1 { problems.append("\(key) ended without one open touchesBegan") }
            open[key] = (open[key] ?? 0) - 1
          }
        case .invalidTransition(let recognizer, let from, let to):
          problems.append("invalid \(recognizer) \(from) → \(to)")
        default: break
        }
      }
      problems += open.filter { $0.value != 0 }.map { "\($0.key) began \($0.value) more times than it ended" }
      problems += random.recognizers.filter { $0.state != .possible }.map { "\($0.traceID) left \($0.state)" }
      #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
      if !problems.isEmpty { return }
    }
  }

  @Test("The same seed gives the same trace, byte for byte")
  func deterministic() throws {
    for seed in [UInt64(7), 42, 1234] {
      #expect(
        try TraceDocument(Self.run(seed: seed)).encoded() == TraceDocument(Self.run(seed: seed)).encoded())
    }
  }

  static func play(seed: UInt64) -> RandomStage {
    let stage = RandomStage(seed: seed)
    stage.play()
    return stage
  }

  static func run(seed: UInt64) -> Trace { play(seed: seed).stage.trace }
}

/// A random hierarchy with random recognizers, controls and a scroll view, and a random
/// pointer stream over it.
final class RandomStage {
  var random: SplitMix64
  let stage = Stage()
  var views: [View] = []
  var recognizers: [GestureRecognizer] = []
  let delegate = ScriptedDelegate()

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    delegate.simultaneous = true
    build()
  }

  private func build() {
    views = [stage.window]
    for index in 0..<random.int(1...12) {
      let parent = views[random.int(0...(views.count - 1))]
      let frame = rect(
        CGFloat(random.int(0...150)), CGFloat(random.int(0...120)), 40 + CGFloat(random.int(0...160)),
        30 + CGFloat(random.int(0...120)))
      let view: View
      switch random.int(0...5) {
      case 0: view = Button(id: "v\(index)", frame: frame)
      case 1: view = Control(id: "v\(index)", frame: frame)
      case 2:
        let scrollView = ScrollView(id: "v\(index)", frame: frame)
        scrollView.contentSize = CGSize(width: frame.width, height: frame.height * 3)
        scrollView.delaysContentTouches = random.bool()
        recognizers += [scrollView.panGestureRecognizer, scrollView.delayedTouchesBeganGestureRecognizer]
        view = scrollView
      default: view = View(id: "v\(index)", frame: frame)
      }
      view.isMultipleTouchEnabled = random.bool()
      parent.addSubview(view)
      views.append(view)
      for number in 0..<random.int(0...2) { attachRecognizer(to: view, id: "g\(index)_\(number)") }
    }
  }

  private func attachRecognizer(to view: View, id: String) {
    let recognizer: GestureRecognizer
    if random.bool() {
      let tap = TapGestureRecognizer(id: id)
      tap.numberOfTapsRequired = random.int(1...2)
      recognizer = tap
    } else {
      recognizer = PanGestureRecognizer(id: id)
    }
    recognizer.cancelsTouchesInView = random.bool()
    recognizer.delaysTouchesBegan = random.int(0...3) == 0
    recognizer.delaysTouchesEnded = random.bool()
    if random.int(0...4) == 0 { recognizer.delegate = delegate }
    if let earlier = recognizers.last, random.int(0...3) == 0 { recognizer.require(toFail: earlier) }
    recognizer.addTarget(nil, action: "act")
    view.addGestureRecognizer(recognizer)
    recognizers.append(recognizer)
  }

  func play() {
    var down: [Int: CGPoint] = [:]
    for _ in 0..<random.int(1...25) {
      let finger = random.int(0...1)
      let point = CGPoint(x: CGFloat(random.int(0...399)), y: CGFloat(random.int(0...299)))
      let gap = [0.01, 0.05, 0.2, 0.6][random.int(0...3)]
      if random.int(0...30) == 0 {
        stage.cancel(after: gap)
        down.removeAll()
      } else if let last = down[finger] {
        if random.bool() {
          stage.move(
            last.x + CGFloat(random.int(-30...30)), last.y + CGFloat(random.int(-30...30)), finger: finger,
            after: gap)
          down[finger] = CGPoint(x: last.x, y: last.y)
        } else {
          stage.up(last.x, last.y, finger: finger, after: gap)
          down[finger] = nil
        }
      } else {
        stage.down(point.x, point.y, finger: finger, after: gap)
        down[finger] = point
      }
    }
    for (finger, point) in down.sorted(by: { $0.key < $1.key }) { stage.up(point.x, point.y, finger: finger) }
    stage.settle()
  }
}
