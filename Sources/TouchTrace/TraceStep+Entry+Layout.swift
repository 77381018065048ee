import Foundation
import TouchKit

/// The layout pass's records (``TouchKit/LayoutPass``): a person's `layoutSubviews()` that ran in
/// the update cycle after an event, a pass the bound stopped, and Auto Layout's complaints in
/// UIKit's own words.
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

  static func unsatisfiableConstraints(_ constraints: [String], _ broken: String) -> TraceEntry {
    TraceEntry(
      .unsatisfiableConstraints, .delivery,
      ["constraints": .strings(constraints), "broken": .string(broken)],
      "Unable to simultaneously satisfy constraints. (" + constraints.joined(separator: ", ")
        + ") Will attempt to recover by breaking constraint " + broken,
      emphasis: .warning)
  }

  static func invalidConstraint(_ location: String, _ message: String) -> TraceEntry {
    TraceEntry(
      .invalidConstraint, .code, ["location": .string(location), "message": .string(message)],
      "\(location): \(message)", emphasis: .warning)
  }
}
