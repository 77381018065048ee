import Foundation
import Testing

@testable import TouchKit

/// `TraceRecorder`: what the engine records, and that recording is optional.
@Suite("Trace recorder")
struct TraceRecorderTests {
  /// The trace tests' screen (Tests/TouchTraceTests/TraceTests.swift), where several rules meet.
  static func scene() -> Stage {
    let stage = Stage()
    let root = stage.add(View(id: "root", frame: rect(0, 0, 400, 300)))
    root.handledTouchMethods = [.touchesEnded]
    let card = stage.add(View(id: "card", frame: rect(20, 100, 200, 100)), to: root)
    stage.add(View(id: "save", frame: rect(150, 60, 100, 60)), to: card)
    let overlay = stage.add(View(id: "overlay", frame: rect(0, 0, 400, 80)))
    overlay.isUserInteractionEnabled = false
    return stage
  }

  @Test("Tracing is optional: without a recorder dispatch is the same and records nothing")
  func untraced() {
    let stage = Self.scene()
    let synthesizer = TouchSynthesizer(application: stage.application, trace: nil)
    let view = stage.add(RecordingView(id: "probe", frame: rect(350, 250, 40, 40)))
    synthesizer.send(PointerEvent(.down, at: CGPoint(x: 360, y: 260), time: 0))
    synthesizer.send(PointerEvent(.up, at: CGPoint(x: 360, y: 260), time: 0.1))
    #expect(view.methods == [.touchesBegan, .touchesEnded])
    #expect(stage.recorder.records.isEmpty)
  }
}
