import Foundation
import Testing
import TouchKit

/// CopyLinkButton.swift: the Swift/Objective-C gaps in one real-shaped file (issue 36, item 1),
/// compiled unchanged: the file inside `#if canImport(UIKit)`, an `override` in an extension,
/// `perform(_:with:afterDelay:)` with `cancelPreviousPerformRequests`, a target/selector
/// `Timer` and `DispatchQueue.main`, each run on the application's clock.
@Suite("Corpus: CopyLinkButton")
struct CopyLinkButtonTests {
  /// What the button's timers and delayed calls did: each as its sentence ("Timer runs
  /// copy.tick:"), with the output printed under it.
  private func timeline(_ steps: [TraceStep]) -> [String] {
    steps.compactMap { step in
      switch step {
      case .delayedCallFired(let call): "\(call.api.rawValue) runs \(call.callee)"
      case .output(let text): text
      default: nil
      }
    }
  }

  @Test(
    "§1 the extension's point(inside:with:) override is the button's: a tap 6 pt outside its 32 pt copies")
  func overrideInExtension() throws {
    let screen = try Corpus.screen("CopyLinkButton")
    #expect(screen.hit(200, 100)?.id == "copy")
    // 6 pt left of the 32 pt frame, inside the 44 pt target; 8 pt left is outside it.
    #expect(screen.hit(178, 100)?.id == "copy")
    #expect(screen.hit(176, 100)?.id == "screen")
    #expect(screen.tap(178, 100).actionNames == ["copyTapped"])
  }

  /// `main.async` after the tap, the 0.5 s `asyncAfter`, the timer each second,
  /// `perform(afterDelay: 2)`; the timer stops at zero.
  @Test("A tap's delayed work runs in time order on the application's clock")
  func delayedWorkInOrder() throws {
    let screen = try Corpus.screen("CopyLinkButton")
    let steps = screen.tap(200, 100)
    let order = timeline(steps)
    #expect(
      Array(order.prefix(7)) == [
        "copied link 1 (the simulator's pasteboard)",
        "DispatchQueue.main.async runs a block", "after the tap",
        "DispatchQueue.main.asyncAfter runs a block", "enabled again",
        "Timer runs copy.tick:", "2 s left",
      ])
    // At 2 s the hint hides and the timer ticks (the two are due together); at 3 s it ends.
    #expect(
      Set(order.dropFirst(7).prefix(4)) == [
        "perform(_:with:afterDelay:) runs copy.hideHint", "hint hidden", "Timer runs copy.tick:", "1 s left",
      ])
    #expect(Array(order.dropFirst(11)) == ["Timer runs copy.tick:", "0 s left"])
    // Scheduled when asked for, at the tap's time plus each delay.
    let scheduled = steps.compactMap { step -> (String, TimeInterval)? in
      guard case .delayedCallScheduled(let call, let fireTime) = step else { return nil }
      return (call.method ?? call.api.rawValue, fireTime)
    }
    let tapTime = try #require(scheduled.first { $0.0 == "DispatchQueue.main.async" }?.1)
    let delays = Dictionary(scheduled.map { ($0.0, $0.1 - tapTime) }, uniquingKeysWith: { first, _ in first })
    #expect(abs((delays["DispatchQueue.main.asyncAfter"] ?? 0) - 0.5) < 1e-9)
    #expect(abs((delays["tick:"] ?? 0) - 1) < 1e-9)
    #expect(abs((delays["hideHint"] ?? 0) - 2) < 1e-9)
  }

  @Test("§5 the button is disabled for 0.5 s after a tap (asyncAfter), so a double tap copies once")
  func debounce() throws {
    let screen = try Corpus.screen("CopyLinkButton")
    let steps = screen.run(.multiTap(CGPoint(x: 200, y: 100), count: 2))
    #expect(steps.actionNames == ["copyTapped"])
    #expect((screen.view("copy") as? Control)?.isEnabled == true)
  }

  @Test("cancelPreviousPerformRequests: a second copy a second later moves the hint's hiding to 2 s after it")
  func cancelPreviousPerform() throws {
    let screen = try Corpus.screen("CopyLinkButton")
    let steps = screen.run(.tap(CGPoint(x: 200, y: 100)), .tap(CGPoint(x: 200, y: 100)))
    #expect(steps.actionNames == ["copyTapped", "copyTapped"])
    #expect(steps.printed.filter { $0 == "hint hidden" }.count == 1)
    // The second countdown replaced the first (invalidate()): it ends once, at zero.
    #expect(steps.printed.filter { $0 == "0 s left" }.count == 1)
    #expect(!steps.printed.contains("-1 s left"))
  }

  @Test("Deterministic: the same taps give the same trace, timers and all")
  func deterministic() throws {
    let first = try Corpus.screen("CopyLinkButton").run(.tap(CGPoint(x: 200, y: 100)))
    let second = try Corpus.screen("CopyLinkButton").run(.tap(CGPoint(x: 200, y: 100)))
    #expect("\(first)" == "\(second)")
  }
}
