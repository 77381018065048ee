import Foundation
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchLabTUI

/// The end-to-end fingers layout (Tests/EndToEndTests/Fixtures/fingers.yaml), 200×120: `photo`
/// (10…100 × 10…110) with the pinch `zoom`, `dial` (110…190 × 10…55) with the rotation `turn`,
/// `map` (110…190 × 65…110) with the two-finger pan `twoPan`. And mouse reports at points.
enum FingersFixture {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("EndToEndTests/Fixtures/fingers.yaml").path

  static func session(columns: Int = 100, rows: Int = 30, recordingsDirectory: String? = nil) throws
    -> (Session, ManualClock)
  {
    let clock = ManualClock()
    let layout = try LayoutLoader.load(contentsOf: path)
    let session = Session(
      layout: layout, columns: columns, rows: rows, clock: clock,
      recordingsDirectory: recordingsDirectory ?? FileManager.default.temporaryDirectory.path)
    return (session, clock)
  }

  /// A left-button report at `cell`, with `modifiers`.
  static func mouse(
    _ action: MouseReport.Action, _ cell: CellPosition, _ modifiers: MouseReport.Modifiers = []
  ) -> Message {
    .input(
      .mouse(MouseReport(action, button: .left, column: cell.column, row: cell.row, modifiers: modifiers)))
  }

  static func key(_ key: Key) -> Message { .input(.key(key)) }

  /// The cell `columns` and `rows` away from `cell`.
  static func offset(_ cell: CellPosition, _ columns: Int, _ rows: Int = 0) -> CellPosition {
    CellPosition(column: cell.column + columns, row: cell.row + rows)
  }

  /// The point a click on `cell` touches.
  static func point(_ state: UIState, _ cell: CellPosition) -> CGPoint {
    state.scaling.point(forColumn: cell.column, row: cell.row)
  }

  /// The recognizer state changes of a trace, as "id: from → to".
  static func stateChanges(_ trace: Trace) -> [String] {
    trace.records.compactMap { record in
      guard case .stateChange(let id, let from, let to, _) = record.step else { return nil }
      return "\(id): \(from) → \(to)"
    }
  }

  /// The touch records of a trace, as "touch N phase".
  static func touches(_ trace: Trace) -> [String] {
    trace.records.compactMap { record in
      guard case .touch(let touch, let phase, _, _) = record.step else { return nil }
      return "touch \(touch) \(phase.rawValue)"
    }
  }
}
