import CustomViews
import Foundation
import TestSupport
import Testing
import TouchKit
import TouchLayout
import TouchScript

/// Reference §1: why-not's reason for every view of every layout in `Layouts/`, at seeded
/// random points and at each view's centre, agrees with the traced hit test of a tap there.
/// A view is the hit view, or skipped with the trace's reason, or outside its hit area, or not
/// visited because an ancestor was skipped or outside, or not asked because a view in front
/// returned a hit first; and then "covers" is said only when its own hit testing, asked alone,
/// would have reached it.
@Suite("§1 Why-not agrees with the traced hit test")
struct WhyNotPropertyTests {
  static let randomPointsPerLayout = 40
  /// A phrase of each kind of answer.
  static let kinds = [
    "was the hit view", "is skipped with its subtree", "returned false from point(inside:)", " covers ",
    "was not even asked", "took the touch (hit testing returns the deepest view",
  ]

  @Test("§1 For every view of every shipped layout, why-not's reason is the traced hit test's")
  func whyNotAgreesWithTheTrace() throws {
    var random = SplitMix64(seed: 0x5EED_0018_0006)
    var checked = 0
    var kinds: [String: Int] = [:]
    for fileName in GalleryLayoutTests.fileNames {
      let layout = try GalleryLayoutTests.load(fileName)
      let views = layout.application.windows.flatMap(\.allViews)
      var points = views.map { view in
        let frame = view.convert(view.bounds, to: nil)
        return view.window.map { $0.convertToSuperview(CGPoint(x: frame.midX, y: frame.midY)) } ?? .zero
      }
      for _ in 0..<Self.randomPointsPerLayout {
        points.append(
          CGPoint(
            x: CGFloat(Int.random(in: -10...Int(layout.screenSize.width) + 10, using: &random)),
            y: CGFloat(Int.random(in: -10...Int(layout.screenSize.height) + 10, using: &random))))
      }
      let synthesizer = TouchSynthesizer(application: layout.application)
      for (index, point) in points.enumerated() where point.x.isFinite && point.y.isFinite {
        synthesizer.trace?.removeAll()
        for pointer in Gesture.pointerEvents(for: [.tap(point)], startingAt: TimeInterval(index)) {
          synthesizer.send(pointer)
        }
        _ = synthesizer.runUntilIdle()
        let records = synthesizer.trace?.trace.records ?? []
        for view in views {
          let answer = WhyNot.answer(view.traceID, in: records, layout: layout)
          let oracle = WhyNotOracle(records: records, layout: layout, point: point)
          if let problem = oracle.disagreement(view, answer) {
            Issue.record("\(fileName) at \(point): \(problem)\n  why-not said: \(answer)")
          }
          for kind in Self.kinds where answer.contains(kind) { kinds[kind, default: 0] += 1 }
          checked += 1
        }
      }
    }
    // The property is only as good as its cases: each kind of answer must occur.
    #expect(checked > 5000)
    for kind in Self.kinds {
      #expect(kinds[kind, default: 0] >= 20, "\"\(kind)\" answered \(kinds[kind, default: 0]) times")
    }
  }
}
