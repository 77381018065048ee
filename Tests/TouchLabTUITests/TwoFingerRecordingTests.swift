import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening
import TouchScript

@testable import TouchLabTUI

/// `r` records both fingers of an Alt-drag as pointer steps (`finger: 0` and `finger: 1`), and
/// the recording plays back to the same pinch.
@Suite struct TwoFingerRecordingTests {
  typealias F = FingersFixture

  @Test("A recorded Alt-drag pinch has both fingers' steps and plays back headless to an identical trace")
  func recordedPinchPlaysBack() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-fingers-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (session, clock) = try F.session(recordingsDirectory: folder)
    session.handle(F.key(.character("r")))
    let start = session.state.scaling.cell(for: CGPoint(x: 55, y: 60))
    clock.advance(by: 0.5)
    session.handle(F.mouse(.press, start, .alt))
    for step in 1...5 {
      clock.advance(by: 0.02)
      session.handle(F.mouse(.drag, F.offset(start, step, step / 2), .alt))
    }
    clock.advance(by: 0.02)
    session.handle(F.mouse(.release, F.offset(start, 5, 2), .alt))
    let live = session.recorder.records
    session.handle(F.key(.character("r")))
    // For each finger: down (the first drag puts them down), four moves, up.
    #expect(session.state.status == "saved recording-1.yaml (12 events, 2 expectations)")

    let fresh = try LayoutLoader.load(contentsOf: F.path)
    let script = try ScriptLoader.load(contentsOf: "\(folder)/recording-1.yaml", for: fresh)
    let fingers = script.steps.compactMap { step -> Int? in
      guard case .pointer(let pointer) = step.action else { return nil }
      return pointer.finger
    }
    #expect(fingers == Array(repeating: [0, 1], count: 6).flatMap { $0 })
    let result = ScriptRunner.run(script, on: fresh)
    let played = result.trace.records.map {
      TraceRecord(id: $0.id, time: $0.time, depth: $0.depth, step: $0.step)
    }
    #expect(played == live)
    #expect(F.stateChanges(result.trace).first == "zoom: possible → began")
    #expect(F.stateChanges(result.trace).last == "zoom: changed → ended")
  }
}
