import Foundation
import Testing
import TouchKit

/// SignatureView.swift: `touchesBegan`/`Moved`/`Ended` overrides without `super`, and `draw(_:)`.
@Suite("Corpus: SignatureView")
struct SignatureViewTests {
  @Test("§3 a drag on the pad delivers began, moved and ended to it")
  func padGetsTheTouch() throws {
    let screen = try Corpus.screen("SignatureView")
    let steps = screen.drag(from: (50, 250), to: (300, 350))
    let methods = steps.delivered(to: "pad")
    #expect(methods.first == .touchesBegan)
    #expect(methods.contains(.touchesMoved))
    #expect(methods.last == .touchesEnded)
  }

  @Test("§6 §8 #20 the overrides do not call super, so nothing is forwarded to the form")
  func nothingForwarded() throws {
    let screen = try Corpus.screen("SignatureView")
    let steps = screen.drag(from: (50, 250), to: (300, 350))
    #expect(steps.forwarded(from: "pad").isEmpty)
  }

  @Test("§3 isMultipleTouchEnabled is false: of two fingers, the pad gets only the first")
  func oneFingerOnly() throws {
    let screen = try Corpus.screen("SignatureView")
    let steps = screen.run(
      .fingers(
        [
          FingerPath(from: CGPoint(x: 60, y: 260), to: CGPoint(x: 100, y: 300)),
          FingerPath(from: CGPoint(x: 250, y: 260), to: CGPoint(x: 300, y: 300)),
        ], duration: 0.3))
    let touches = steps.compactMap { step -> [Int]? in
      guard case .deliver("pad", .touchesBegan, let touches) = step else { return nil }
      return touches
    }
    #expect(touches.flatMap { $0 }.count == 1)
  }
}
