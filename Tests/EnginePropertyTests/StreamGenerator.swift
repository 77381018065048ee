import Foundation
import TouchKit
import TouchLabTUI

/// Random streams over a layout: up to three fingers going down, moving and lifting at random
/// gaps, with holds, cancels, forced recognizers, property flips, what-if re-runs and reloads
/// thrown in, often while fingers are down.
struct StreamGenerator {
  var random: StreamRandom
  let layout: StreamLayout

  init(seed: UInt64, layout: StreamLayout) {
    random = StreamRandom(seed: seed)
    self.layout = layout
  }

  private static let gaps: [TimeInterval] = [0.01, 0.016, 0.05, 0.2, 0.4, 0.6]

  mutating func stream() -> TouchStream {
    var ops: [StreamOp] = []
    var down: Set<Int> = []
    for _ in 0..<random.int(1...40) {
      let gap = random.pick(Self.gaps)
      switch random.int(0...99) {
      case 0..<3: ops.append(.hold(random.pick([0.3, 0.7, 1.5])))
      case 3..<5:
        ops.append(.cancel(gap: gap))
        down.removeAll()
      case 5..<10:
        if let recognizer = recognizer() {
          ops.append(.force(recognizer: recognizer, random.pick([.recognize, .fail])))
        }
      case 10..<14:
        if let toggle = toggle() { ops.append(.toggle(toggle)) }
      case 14..<16:
        if let toggle = toggle() { ops.append(.whatIf(toggle)) }
      case 16:
        ops.append(.reload)
      default:
        let finger = random.int(0...2)
        if down.contains(finger) {
          if random.int(0...2) == 0 {
            ops.append(.up(finger: finger, gap: gap))
            down.remove(finger)
          } else {
            let (x, y) = point()
            ops.append(.move(finger: finger, x: x, y: y, gap: gap))
          }
        } else {
          let (x, y) = point()
          ops.append(.down(finger: finger, x: x, y: y, gap: gap))
          down.insert(finger)
        }
      }
    }
    return TouchStream(layout: layout, ops: ops)
  }

  private mutating func point() -> (Int, Int) {
    (random.int(0...Int(layout.screen.width)), random.int(0...Int(layout.screen.height)))
  }

  private mutating func recognizer() -> String? {
    layout.recognizers.isEmpty ? nil : random.pick(layout.recognizers)
  }

  private mutating func toggle() -> PropertyToggle? {
    guard !layout.views.isEmpty else { return nil }
    let view = random.pick(layout.views)
    if view.recognizers > 0, random.bool() {
      return .recognizer(
        view: view.id, index: random.int(0...(view.recognizers - 1)),
        random.pick(PropertyToggle.RecognizerProperty.allCases))
    }
    return .view(view.id, random.pick(PropertyToggle.ViewProperty.allCases))
  }
}
