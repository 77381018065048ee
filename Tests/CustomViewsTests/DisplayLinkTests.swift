import Foundation
import Testing
import TouchKit
import UIKit

/// A view that animates by hand, as code with a `CADisplayLink` does.
private final class Spinner: UIView {
  var timestamps: [CFTimeInterval] = []
  var stopAfter = 3

  func step(_ link: CADisplayLink) {
    timestamps.append(link.timestamp)
    if timestamps.count == stopAfter { link.invalidate() }
  }

  static func registerActions() {
    ActionMethods.register(
      [ActionMethod(selector: "step:", of: Spinner.self, sender: CADisplayLink.self) { $0.step($1) }],
      for: Spinner.self)
  }
}

/// Issue 36, item 3: `CADisplayLink` on the application's injected scheduler. Apple's
/// `CADisplayLink` documentation: "a timer object that allows your app to synchronize its
/// drawing to the refresh rate of the display"; the target is called once a frame once the link
/// is added to a run loop, until `invalidate()`; `isPaused` suspends the calls.
@Suite("CADisplayLink, on the application's clock")
struct DisplayLinkTests {
  private func stage() -> (Screen, TouchSynthesizer, Spinner) {
    Spinner.registerActions()
    let screen = Screen()
    let spinner = screen.add(Spinner(frame: CGRect(x: 0, y: 0, width: 40, height: 40)), id: "spinner")
    return (screen, TouchSynthesizer(application: screen.application), spinner)
  }

  @Test("The target is called once a frame (1/60 s) from when the link is added, until it is invalidated")
  func callsEveryFrameUntilInvalidated() {
    let (_, synthesizer, spinner) = stage()
    let link = CADisplayLink(target: spinner, selector: Selector("step:"))
    link.add(to: .main, forMode: .common)
    synthesizer.runUntilIdle()
    #expect(spinner.timestamps.count == 3)
    for (index, time) in spinner.timestamps.enumerated() {
      #expect(abs(time - Double(index + 1) / 60) < 1e-9)
    }
    #expect(abs(link.targetTimestamp - (3.0 / 60 + 1.0 / 60)) < 1e-9)
    let call = DelayedCall(api: .displayLink, target: "spinner", method: "step:")
    let fired = synthesizer.trace?.records.filter { $0.step == .delayedCallFired(call: call) }.count
    #expect(fired == 3, "each frame traced as a delayed call of its own")
  }

  @Test("Not added, nothing is called; paused, frames are skipped until it is resumed")
  func pausedAndNotAdded() {
    let (_, synthesizer, spinner) = stage()
    let link = CADisplayLink(target: spinner, selector: Selector("step:"))
    synthesizer.advance(to: 1)
    #expect(spinner.timestamps.isEmpty)
    link.add(to: .main, forMode: .default)
    link.isPaused = true
    synthesizer.advance(to: 2)
    #expect(spinner.timestamps.isEmpty)
    link.isPaused = false
    synthesizer.runUntilIdle()
    #expect(spinner.timestamps.count == 3)
    #expect(spinner.timestamps.allSatisfy { $0 > 2 })
  }

  @Test("preferredFramesPerSecond 20 calls every third frame (whole frames at the display's 60 Hz)")
  func preferredRate() {
    let (_, synthesizer, spinner) = stage()
    spinner.stopAfter = 2
    let link = CADisplayLink(target: spinner, selector: Selector("step:"))
    link.preferredFramesPerSecond = 20
    link.add(to: .main, forMode: .common)
    synthesizer.runUntilIdle()
    #expect(spinner.timestamps.count == 2)
    #expect(abs(spinner.timestamps[1] - spinner.timestamps[0] - 3.0 / 60) < 1e-9)
    #expect(link.duration == 1.0 / 60)
  }
}
