import Foundation
import TouchKit

/// The layout pass's records (``TouchKit/LayoutPass``): a person's `layoutSubviews()` that ran in
/// the update cycle after an event, and a pass the bound stopped.
extension TraceEntry {
  static func layout(_ view: String) -> TraceEntry {
    TraceEntry(
      .layout, .delivery, ["view": .string(view)],
      "\(view) lays out its subviews (layoutSubviews)", about: [view])
  }

  static func layoutLoop(_ view: String, _ limit: Int) -> TraceEntry {
    TraceEntry(
      .layoutLoop, .delivery, ["view": .string(view), "limit": .int(limit)],
      "layout stopped after \(limit) rounds: \(view) is still marked (a layoutSubviews that keeps "
        + "resizing a view above it?)",
      about: [view], emphasis: .warning)
  }
}
