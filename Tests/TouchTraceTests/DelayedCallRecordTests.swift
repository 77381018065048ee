import Foundation
import Testing
import TouchKit

@testable import TouchTrace

/// A person's code's calls later (`Timer`, `perform(_:with:afterDelay:)`,
/// `performSelector(onMainThread:…)`, `DispatchQueue.main.async`/`asyncAfter`) have records of
/// their own, `delayedCallScheduled` and `delayedCallFired`: which API asked, whose method
/// runs or a block, and when (issue 36). Apple's documentation of
/// `perform(_:with:afterDelay:)`: "invokes a method of the receiver on the current thread using
/// the default mode after a delay"; of `DispatchQueue.asyncAfter(deadline:execute:)`:
/// "schedules a work item for execution at the specified time".
@Suite("Delayed call records")
struct DelayedCallRecordTests {
  @Test("The sentence names the API as iOS names it, the method as target.selector, and the due time")
  func sentences() {
    let perform = DelayedCall(api: .perform, target: "hint", method: "hideHint")
    #expect(
      TraceStep.delayedCallScheduled(call: perform, fireTime: 2).entry.sentence
        == "perform(_:with:afterDelay:) will run hint.hideHint at 2.000 s")
    #expect(
      TraceStep.delayedCallFired(call: DelayedCall(api: .mainQueueAsyncAfter)).entry.sentence
        == "DispatchQueue.main.asyncAfter runs a block")
    #expect(
      TraceStep.delayedCallFired(call: DelayedCall(api: .runLoopTimer)).entry.sentence
        == "RunLoop.main.add runs the timer")
  }

  @Test("They are the person's code's records: every log filter's category, not the recognizers' timers")
  func category() {
    let fired = TraceStep.delayedCallFired(call: DelayedCall(api: .timer, target: "copy", method: "tick:"))
    #expect(fired.entry.category == .code)
    #expect(fired.entry.recognizer == nil)
    #expect(fired.entry.views == ["copy"])
    #expect(fired.kind == "delayedCallFired")
  }

  @Test("JSON: api, target and method (null for a block), and fireTime when scheduled")
  func json() throws {
    let step = TraceStep.delayedCallScheduled(call: DelayedCall(api: .mainQueueAsync), fireTime: 0.25)
    let record = TraceRecord(id: 3, time: 0.25, depth: 1, step: step)
    let data = try JSONEncoder().encode(record)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["kind"] as? String == "delayedCallScheduled")
    #expect(object["api"] as? String == "DispatchQueue.main.async")
    #expect(object["target"] is NSNull)
    #expect(object["method"] is NSNull)
    #expect(object["fireTime"] as? Double == 0.25)
    #expect(try TraceLineEncoderTests.written(record) == TraceLineEncoderTests.reference(record))
  }
}
