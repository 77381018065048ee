import Foundation
import TouchKit

@testable import TouchLabTUI

/// Helpers for the log and step-mode tests, on ``TestLayout`` (a 200×120 screen: `main`,
/// `card` at (10, 10, 120, 80) holding `save` at screen (70…150, 50…80), `note`).
enum StepTesting {
  /// Inside `save` and inside `card`.
  static let save = CGPoint(x: 100, y: 65)
  /// Inside `save`'s rectangle on screen, but outside `card`, its superview.
  static let outsideCard = CGPoint(x: 140, y: 65)

  static func key(_ character: Character) -> Message { .input(.key(.character(character))) }
  static func key(_ key: Key) -> Message { .input(.key(key)) }

  /// A press and a release at `point`, 0.1 s apart.
  static func tap(_ session: Session, _ clock: ManualClock, at point: CGPoint = save) {
    session.handle(.pointer(.down, point))
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, point))
    clock.advance(by: 1)
  }

  /// The index of the first record of the shown sequence whose step matches.
  static func index(_ state: UIState, where matches: (TraceStep) -> Bool) -> Int? {
    state.shownSequence.trace.records.firstIndex { matches($0.step) }
  }

  /// The step at the cursor.
  static func stepAtCursor(_ state: UIState) -> TraceStep? {
    guard let cursor = state.log.cursor else { return nil }
    let records = state.shownSequence.trace.records
    return records.indices.contains(cursor) ? records[cursor].step : nil
  }

  static func text(_ session: Session) -> String { session.canvas.plainText.joined(separator: "\n") }
}
