import Foundation
import TouchKit

@testable import TouchLayout

extension Layout {
  /// Runs a tap at (x, y) on the layout, as `touchlab trace --tap x,y` does, and returns the
  /// trace's steps (the storyboard suites' common driver).
  func tap(_ x: CGFloat, _ y: CGFloat, at start: TimeInterval = 0) -> [TraceStep] {
    let synthesizer = TouchSynthesizer(application: application)
    for pointer in Gesture.pointerEvents(for: [.tap(CGPoint(x: x, y: y))], startingAt: start) {
      synthesizer.send(pointer)
    }
    _ = synthesizer.runUntilIdle()
    return synthesizer.trace?.records.map(\.step) ?? []
  }
}
