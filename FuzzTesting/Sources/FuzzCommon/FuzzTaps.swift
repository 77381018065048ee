import Foundation
import TouchKit
import TouchLayout

/// What every target that builds a layout does with it: a layout that loads must also take
/// touches, so it is tapped at nine points of its screen (a 3×3 grid, a second apart) and its
/// timers run out.
public enum FuzzTaps {
  public static func tapNinePoints(of layout: Layout) {
    let synthesizer = TouchSynthesizer(application: layout.application, trace: TraceRecorder())
    var time: TimeInterval = 0
    for row in 1...3 {
      for column in 1...3 {
        let point = CGPoint(
          x: layout.screenSize.width * CGFloat(column) / 4, y: layout.screenSize.height * CGFloat(row) / 4)
        synthesizer.send(PointerEvent(.down, at: point, time: time))
        synthesizer.send(PointerEvent(.up, at: point, time: time + 0.05))
        time += 1
      }
    }
    synthesizer.runUntilIdle()
  }
}
