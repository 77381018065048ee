import Testing

@testable import TouchKit

/// `require(toFail:)` does not keep the required recognizer alive (found by the layout fuzzer,
/// FuzzTesting/: a layout whose recognizers require each other is refused, and its recognizers
/// leaked, each holding the other).
@Suite("Failure requirements and lifetimes")
struct RequirementLifetimeTests {
  @Test("§4 require(toFail:): two recognizers that require each other are freed once nothing else holds them")
  func cycleIsFreed() {
    weak var first: TapGestureRecognizer?
    weak var second: TapGestureRecognizer?
    do {
      let a = TapGestureRecognizer(id: "a")
      let b = TapGestureRecognizer(id: "b")
      a.require(toFail: b)
      b.require(toFail: a)
      #expect(a.failureRequirements.first === b)
      first = a
      second = b
    }
    #expect(first == nil)
    #expect(second == nil)
  }

  @Test("§4 require(toFail:): a requirement still held elsewhere stays, and waits as before")
  func heldRequirementStays() {
    let single = TapGestureRecognizer(id: "single")
    let double = TapGestureRecognizer(id: "double")
    single.require(toFail: double)
    single.require(toFail: double)
    #expect(single.failureRequirements.map(\.traceID) == ["double"])
  }
}
