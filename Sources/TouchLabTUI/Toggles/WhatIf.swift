import Foundation
import TouchKit
import TouchTrace

/// What a toggle changed in the last touch sequence: the hit view before and after, and the
/// first record where the two traces part (``TraceDiff``, as `touchlab diff` finds it). The
/// pane's header and the status bar say it; the pane marks the parting record.
public struct WhatIf: Equatable, Sendable {
  /// The toggle that was flipped, as it reads now: "save.isUserInteractionEnabled = false".
  public var change: String
  /// The toggles in force after it (the file's values, flipped).
  public var toggles: [PropertyToggle]
  /// What every toggle in force set, one entry each.
  public var applied: [String]
  /// False when there was no touch sequence to re-run: the toggle applies all the same.
  public var reran: Bool
  public var oldHit: String?
  public var newHit: String?
  /// The index (0-based) of the first record that differs; nil when the traces are the same.
  public var partingIndex: Int?
  /// The two records at the parting (nil where that trace had ended).
  public var oldLine: String?
  public var newLine: String?
  /// True when the live trace had come from an engine that earlier touches had changed, so
  /// the comparison is with a fresh re-run of the same touches before the toggle.
  public var comparedWithFreshRun = false

  public init(
    change: String, toggles: [PropertyToggle], applied: [String], reran: Bool, oldHit: String? = nil,
    newHit: String? = nil, partingIndex: Int? = nil, oldLine: String? = nil, newLine: String? = nil
  ) {
    self.change = change
    self.toggles = toggles
    self.applied = applied
    self.reran = reran
    self.oldHit = oldHit
    self.newHit = newHit
    self.partingIndex = partingIndex
    self.oldLine = oldLine
    self.newLine = newLine
  }

  /// The summary of two runs of the same inputs: `old` before the toggle, `new` after it.
  init(change: String, toggles: [PropertyToggle], applied: [String], old: Trace, new: Trace) {
    let diff = TraceDiff(old, new, context: 1)
    self.init(
      change: change, toggles: toggles, applied: applied, reran: true, oldHit: Self.hitView(of: old),
      newHit: Self.hitView(of: new), partingIndex: diff.partingIndex, oldLine: diff.left.first?.step.message,
      newLine: diff.right.first?.step.message)
  }

  /// The hit view of the touch that began last, as ``UIState/hitView`` reads it.
  static func hitView(of trace: Trace) -> String? {
    for record in trace.records.reversed() {
      if case .hitView(_, let view, _) = record.step { return view }
    }
    return nil
  }

  /// "hit: save → card" or "hit: save (unchanged)".
  public var hitText: String {
    let old = oldHit ?? "nothing"
    return oldHit == newHit ? "hit: \(old) (unchanged)" : "hit: \(old) → \(newHit ?? "nothing")"
  }

  /// "traces part at step 7" (the pane's record numbers), or "same trace".
  public var partingText: String {
    partingIndex.map { "traces part at step \($0 + 1)" } ?? "same trace"
  }

  /// The pane's header: short, since the pane is narrow ("What if: hit save → card · ≠ step 7").
  public var headline: String {
    let hit =
      oldHit == newHit
      ? "hit \(oldHit ?? "nothing") (same)" : "hit \(oldHit ?? "nothing") → \(newHit ?? "nothing")"
    return "What if: \(hit) · " + (partingIndex.map { "≠ step \($0 + 1)" } ?? "same trace")
  }

  /// The status bar's line: the hit views and the two records where the traces part, after
  /// the change when the status bar's toggled mark does not show it (flipped back to the file).
  public var status: String {
    let prefix = applied.contains(change) ? "" : change + " · "
    guard reran else { return prefix + "no touch to re-run: click to try it" }
    var text = prefix + "\(hitText); \(partingText)"
    if partingIndex != nil { text += ": \(oldLine ?? "(ended)") / \(newLine ?? "(ended)")" }
    if comparedWithFreshRun { text += " (against a fresh re-run)" }
    return text
  }
}
