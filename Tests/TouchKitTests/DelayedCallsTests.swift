import Foundation
import Testing

@testable import TouchKit

/// A view whose `hideHint` action counts its calls, registered as a person's `@objc` method is.
private final class HintView: View {
  var hidden = 0
  var argument: String?
}

/// `perform(_:with:afterDelay:)`, `cancelPreviousPerformRequests` and the timers and main-queue
/// work of a person's code, on the application's scheduler (issue 36, item 1). Apple's
/// documentation of `NSObject.perform(_:with:afterDelay:)`: "invokes a method of the receiver
/// on the current thread using the default mode after a delay"; of
/// `cancelPreviousPerformRequests(withTarget:selector:object:)`: "cancels perform requests
/// previously registered with perform(_:with:afterDelay:)", the argument matched with
/// `isEqual:` (TouchLab: by identity).
@Suite("Delayed calls")
struct DelayedCallsTests {
  private func stage() -> (Stage, HintView) {
    let stage = Stage()
    let hint = stage.add(HintView(id: "hint", frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
    ActionMethods.register(
      [
        ActionMethod(selector: "hideHint", of: HintView.self) { $0.hidden += 1 },
        ActionMethod(selector: "show:", of: HintView.self, sender: String.self) { $0.argument = $1 },
      ], for: HintView.self)
    _ = stage.synthesizer
    return (stage, hint)
  }

  @Test(
    "perform(afterDelay: 2) runs the method when the application's clock reaches 2 s, traced as a delayed call"
  )
  func performAfterDelay() throws {
    let (stage, hint) = stage()
    let calls = try #require(DelayedCalls.of(hint))
    calls.perform("hideHint", on: hint, with: nil, after: 2)
    stage.synthesizer.advance(to: 1.999)
    #expect(hint.hidden == 0)
    stage.synthesizer.advance(to: 2)
    #expect(hint.hidden == 1)
    let call = DelayedCall(api: .perform, target: "hint", method: "hideHint")
    #expect(stage.steps.contains(.delayedCallScheduled(call: call, fireTime: 2)))
    #expect(stage.steps.contains(.delayedCallFired(call: call)))
  }

  /// A delayed call is the person's code, not a recognizer's timer: the recognizers' timer
  /// records (whose `owner` a script matches against recognizer names) are not used for it.
  @Test("A delayed call has its own records, never a recognizer timer's")
  func ownRecords() throws {
    let (stage, hint) = stage()
    let calls = try #require(DelayedCalls.of(hint))
    calls.perform("hideHint", on: hint, with: nil, after: 0.5, api: .performOnMainThread)
    calls.schedule(DelayedCall(api: .mainQueueAsyncAfter), after: 1) {}
    stage.synthesizer.runUntilIdle()
    let timerRecords = stage.steps.filter { step in
      switch step {
      case .timerScheduled, .timerFired: true
      default: false
      }
    }
    #expect(timerRecords.isEmpty)
    #expect(
      stage.steps.contains(
        .delayedCallFired(call: DelayedCall(api: .performOnMainThread, target: "hint", method: "hideHint"))))
    #expect(
      stage.steps.contains(.delayedCallScheduled(call: DelayedCall(api: .mainQueueAsyncAfter), fireTime: 1)))
    #expect(stage.steps.contains(.delayedCallFired(call: DelayedCall(api: .mainQueueAsyncAfter))))
  }

  @Test("The argument reaches the method's parameter")
  func argument() throws {
    let (stage, hint) = stage()
    try #require(DelayedCalls.of(hint)).perform("show:", on: hint, with: "Copied", after: 0.5)
    stage.synthesizer.runUntilIdle()
    #expect(hint.argument == "Copied")
  }

  @Test("cancelPreviousPerformRequests(withTarget:) cancels them all; with a selector, only that one's")
  func cancel() throws {
    let (stage, hint) = stage()
    let calls = try #require(DelayedCalls.of(hint))
    calls.perform("hideHint", on: hint, with: nil, after: 1)
    calls.perform("show:", on: hint, with: "x", after: 1)
    calls.cancelPerformRequests(target: hint, selector: "hideHint")
    stage.synthesizer.runUntilIdle()
    #expect(hint.hidden == 0)
    #expect(hint.argument == "x")
    calls.perform("hideHint", on: hint, with: nil, after: 1)
    calls.cancelPerformRequests(target: hint)
    stage.synthesizer.runUntilIdle()
    #expect(hint.hidden == 0)
  }

  @Test("A target without the method is an unhandled action (iOS: unrecognized selector), not a crash")
  func unrecognized() throws {
    let (stage, hint) = stage()
    try #require(DelayedCalls.of(hint)).perform("missing", on: hint, with: nil, after: 0)
    stage.synthesizer.runUntilIdle()
    #expect(
      stage.steps.contains(
        .actionUnhandled(
          action: "missing", sender: "perform(_:with:afterDelay:)",
          reason: .targetDoesNotRespond(target: "hint"))))
  }

  @Test("Work cancelled before it is due (an invalidated timer) neither runs nor is traced as fired")
  func cancelledWork() throws {
    let (stage, hint) = stage()
    let calls = try #require(DelayedCalls.of(hint))
    var live = true
    var ran = false
    calls.schedule(DelayedCall(api: .timer), after: 1, while: { live }) { ran = true }
    live = false
    stage.synthesizer.runUntilIdle()
    #expect(!ran)
    #expect(!stage.steps.contains(.delayedCallFired(call: DelayedCall(api: .timer))))
  }

  @Test("Calls due at the same instant run in the order they were asked for")
  func order() throws {
    let (stage, hint) = stage()
    let calls = try #require(DelayedCalls.of(hint))
    var order: [String] = []
    calls.schedule(DelayedCall(api: .timer), after: 1) { order.append("first") }
    calls.schedule(DelayedCall(api: .mainQueueAsyncAfter), after: 1) { order.append("second") }
    calls.schedule(DelayedCall(api: .mainQueueAsync), after: 0.5) { order.append("early") }
    stage.synthesizer.runUntilIdle()
    #expect(order == ["early", "first", "second"])
  }

  /// Apple's `CATransaction` documentation: "Core Animation supports two types of transactions:
  /// implicit transactions and explicit transactions. Implicit transactions are created
  /// automatically when the layer tree is modified by a thread without an active transaction
  /// and are committed automatically when the thread's runloop next iterates."
  @Test(
    "A completion block set with no begin commits the implicit transaction after the current work, traced as CATransaction.commit, never as main-queue work"
  )
  func implicitTransactionCommit() {
    let (stage, _) = stage()
    var ran = 0
    Transaction.setCompletionBlock { ran += 1 }
    #expect(ran == 0, "the implicit transaction commits after the current work")
    stage.synthesizer.runUntilIdle()
    #expect(ran == 1)
    let commit = DelayedCall(api: .transactionCommit)
    #expect(stage.steps.contains(.delayedCallScheduled(call: commit, fireTime: 0)))
    #expect(stage.steps.contains(.delayedCallFired(call: commit)))
    let mainQueue = stage.steps.filter { step in
      switch step {
      case .delayedCallScheduled(let call, _), .delayedCallFired(let call): call.api == .mainQueueAsync
      default: false
      }
    }
    #expect(mainQueue.isEmpty, "the person's code asked for no DispatchQueue.main.async")
  }
}
