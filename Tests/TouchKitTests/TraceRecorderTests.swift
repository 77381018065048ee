import Foundation
import Testing

@testable import TouchKit

/// `TraceRecorder`: what the engine records, and that recording is optional.
@Suite("Trace recorder")
struct TraceRecorderTests {
  @Test("Tracing is optional: without a recorder dispatch is the same and records nothing")
  func untraced() {
    let stage = Stage()
    let synthesizer = TouchSynthesizer(application: stage.application, trace: nil)
    let view = stage.add(RecordingView(id: "probe", frame: rect(350, 250, 40, 40)))
    synthesizer.send(PointerEvent(.down, at: CGPoint(x: 360, y: 260), time: 0))
    synthesizer.send(PointerEvent(.up, at: CGPoint(x: 360, y: 260), time: 0.1))
    #expect(view.methods == [.touchesBegan, .touchesEnded])
    #expect(stage.recorder.records.isEmpty)
  }
}
