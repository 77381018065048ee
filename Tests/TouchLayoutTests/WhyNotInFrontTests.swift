import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchScript

/// Why-not for a view that hit testing never asked, or asked in a way its first records do
/// not tell (§1): the reason is the one its own hit testing gives, not a guess.
@Suite("Why not: views not asked, overrides, passes")
struct WhyNotInFrontTests {
  /// Taps `point` on `yaml` and answers about `id` from the trace.
  func answer(_ id: String, tapping point: CGPoint, on yaml: String) throws -> String {
    let layout = try loadLayout(yaml)
    let synthesizer = TouchSynthesizer(application: layout.application)
    for pointer in Gesture.pointerEvents(for: [.tap(point)]) { synthesizer.send(pointer) }
    _ = synthesizer.runUntilIdle()
    return WhyNot.answer(id, in: synthesizer.trace?.trace.records ?? [], layout: layout)
  }

  /// `card` with `save` inside, and `list` in front of card (later in the list), lower down.
  static let cardAndList = oneWindow(
    """
          - id: card
            frame: [20, 130, 300, 220]
            subviews:
              - {id: save, frame: [220, 150, 160, 50]}
          - {id: list, frame: [20, 400, 350, 300]}

    """)

  @Test("§1 A point outside the view, where a view in front took the touch: the point, not a cover")
  func outsideAndNotAsked() throws {
    #expect(
      try answer("save", tapping: CGPoint(x: 106, y: 544), on: Self.cardAndList)
        == "save was not hit, never visited: its superview card would return false from point(inside:) at "
        + "(86, 414), outside its bounds (0, 0, 300, 220); card was not even asked, as list, in front, took "
        + "the touch first. Touch 1 went to list.")
  }

  @Test("§1 A view in front over a point inside the view: it covers the point")
  func coveredForReal() throws {
    let yaml = oneWindow(
      """
            - {id: save, frame: [20, 20, 100, 50]}
            - {id: sheet, frame: [0, 0, 390, 400]}

      """)
    #expect(
      try answer("save", tapping: CGPoint(x: 50, y: 40), on: yaml)
        == "save was not hit, never visited: sheet (isUserInteractionEnabled true) covers (50, 40). "
        + "Touch 1 went to sheet.")
  }

  @Test("§1 A redirecting override: what the override returned, not what its super call did")
  func redirectReturnsAnotherView() throws {
    let yaml = oneWindow(
      """
            - {id: field, frame: [20, 300, 350, 50]}
            - id: row
              frame: [20, 420, 350, 70]
              hitTest: {redirect: field}

      """)
    #expect(
      try answer("row", tapping: CGPoint(x: 195, y: 450), on: yaml)
        == "row was not hit: its hitTest(_:with:) returned field. Touch 1 went to field.")
  }
}
