import Foundation
import TouchKit

/// The kinds of step, for colouring and filtering.
public enum TraceCategory: String, Sendable, CaseIterable {
  case input, touch, hitTest, delivery, responder, sequence, recognizer, timer
  /// A control's tracking, highlight, events and value (§5).
  case control
  /// Target-action: asks up the chain, deliveries, unhandled actions (§6).
  case action
  /// A person's code: what it printed while the engine ran it, and what it asked to run later
  /// (timers, delayed performs, the main queue) when it runs.
  case code
}

extension TraceStep {
  /// The record's category, from its entry.
  public var category: TraceCategory { entry.category }
}
