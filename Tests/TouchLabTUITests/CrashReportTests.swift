import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// What a crash would name (issue 13, item 5; docs/reliability.md, "A crash in your code"):
/// the innermost of the user's methods the engine announced, as the C signal handler reads it.
/// The crashes themselves run in subprocesses (EndToEndTests' CrashTests).
@Suite("Crash report frames")
struct CrashReportTests {
  final class RoundButton: Button {}
  final class Overlay: View {}

  @Test("Announced methods nest; the innermost is named; each return unwinds one")
  func framesNest() {
    let announcer = FrameAnnouncer()
    #expect(CrashReport.currentFrame == nil)
    announcer.willRun(.hitTest, of: Overlay())
    #expect(CrashReport.currentFrame == "Overlay.hitTest(_:with:)")
    announcer.willRun(.touchesBegan, of: RoundButton())
    #expect(CrashReport.currentFrame == "RoundButton.touchesBegan(_:with:)")
    announcer.didReturn()
    #expect(CrashReport.currentFrame == "Overlay.hitTest(_:with:)")
    announcer.didReturn()
    #expect(CrashReport.currentFrame == nil)
  }

  @Test("Beyond the stack's room (runaway recursion through the engine) the newest frame is still named")
  func deepRecursion() {
    let announcer = FrameAnnouncer()
    for _ in 0..<300 { announcer.willRun(.hitTest, of: Overlay()) }
    announcer.willRun(.pointInside, of: RoundButton())
    #expect(CrashReport.currentFrame == "RoundButton.point(inside:with:)")
    for _ in 0..<301 { announcer.didReturn() }
    #expect(CrashReport.currentFrame == nil)
  }
}
