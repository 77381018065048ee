import Foundation
import TouchKit

/// The entries of hit testing (§1): windows asked, views visited and skipped, `point(inside:)`
/// answers, returns, and the hit view a touch is bound to (TraceStep+Entry.swift routes to them).
extension TraceEntry {
  static func hitTestWindow(_ window: String, _ level: CGFloat, _ point: CGPoint) -> TraceEntry {
    TraceEntry(
      .hitTestWindow, .hitTest,
      ["window": .string(window), "level": .number(level), "point": .point(point)],
      "hit-test window \(window) (level \(Format.number(level))) at \(Format.point(point))", about: [window]
    )
  }

  static func hitTestVisit(
    _ view: String, _ point: CGPoint, _ implementation: HitTestImplementation, _ caller: String?
  ) -> TraceEntry {
    TraceEntry(
      .hitTestVisit, .hitTest,
      ["view": .string(view), "point": .point(point)] + implementation.traceFields
        + ["caller": .optional(caller)],
      "\(view).hitTest(\(Format.point(point)))" + Format.callMarks(view, implementation, caller),
      about: [view])
  }

  static func hitTestSkip(_ view: String, _ reason: HitTestSkipReason) -> TraceEntry {
    TraceEntry(
      .hitTestSkip, .hitTest, ["view": .string(view)] + reason.traceFields,
      "\(view) skipped with its subtree: \(reason.explanation)", about: [view])
  }

  static func pointInside(
    _ view: String, _ point: CGPoint, _ bounds: CGRect, _ inside: Bool,
    _ implementation: HitTestImplementation, _ caller: String?
  ) -> TraceEntry {
    TraceEntry(
      .pointInside, .hitTest,
      ["view": .string(view), "point": .point(point), "bounds": .rect(bounds), "inside": .bool(inside)]
        + implementation.traceFields + ["caller": .optional(caller)],
      Sentence.pointInside(view, point, bounds, inside, implementation, caller), about: [view])
  }

  static func hitTestSiblingsOutside(_ view: String, _ point: CGPoint, _ count: Int, _ from: Int, _ to: Int)
    -> TraceEntry
  {
    let which = from == to ? "subviews[\(from)]" : "subviews[\(from)] down to [\(to)]"
    return TraceEntry(
      .hitTestSiblingsOutside, .hitTest,
      [
        "view": .string(view), "point": .point(point), "count": .int(count), "from": .int(from),
        "to": .int(to),
      ],
      "\(Format.count(count)) \(count == 1 ? "subview" : "subviews") of \(view) (\(which)): "
        + "point \(Format.point(point)) outside each, not visited individually (spatial index)",
      about: [view])
  }

  static func hitTestReturn(_ view: String, _ result: String?) -> TraceEntry {
    TraceEntry(
      .hitTestReturn, .hitTest, ["view": .string(view), "result": .optional(result)],
      "\(view).hitTest → \(result ?? "nil")", about: [view])
  }

  static func hitTestOutsideSubtree(_ view: String, _ result: String) -> TraceEntry {
    TraceEntry(
      .hitTestOutsideSubtree, .hitTest, ["view": .string(view), "result": .string(result)],
      "⚠ \(view).hitTest returned \(result), which is not in \(view)'s subtree: the touch goes there",
      about: [result, view])
  }

  /// Names the override whose code made the call that went too deep (`caller`), so the
  /// message says whose recursion it was, not only where it was stopped.
  static func hitTestRecursionLimit(_ view: String, _ limit: Int, _ caller: String?) -> TraceEntry {
    let from = caller.map { ", called from \($0)'s override" } ?? ""
    return TraceEntry(
      .hitTestRecursionLimit, .hitTest,
      ["view": .string(view), "limit": .int(limit), "caller": .optional(caller)],
      "✗ \(view).hitTest entered again inside itself \(limit) times deep\(from): recursion stopped, answering nil",
      about: [view] + (caller.map { [$0] } ?? []))
  }

  static func hitTestRepeat(_ touch: Int, _ pass: Int) -> TraceEntry {
    TraceEntry(
      .hitTestRepeat, .hitTest, ["touch": .int(touch), "pass": .int(pass)],
      "hit testing touch \(touch) again (pass \(pass)): UIKit calls hitTest more than once per touch")
  }

  static func hitTestPassesDisagree(_ touch: Int, _ first: String?, _ second: String?) -> TraceEntry {
    TraceEntry(
      .hitTestPassesDisagree, .hitTest,
      ["touch": .int(touch), "first": .optional(first), "second": .optional(second)],
      "⚠ touch \(touch): the passes disagree (\(first ?? "nil") then \(second ?? "nil")): "
        + "hitTest has side effects; the last pass counts")
  }

  static func hitView(_ touch: Int, _ view: String?, _ window: String?) -> TraceEntry {
    TraceEntry(
      .hitView, .touch, ["touch": .int(touch), "view": .optional(view), "window": .optional(window)],
      view.map { "touch \(touch) → hit view \($0) in window \(window ?? "?")" }
        ?? "touch \(touch) hit no view: no window returned one", about: view.map { [$0] } ?? [],
      also: .hitTest)
  }

  static func importedView(
    _ view: String, _ className: String, _ importedAs: String, _ address: String?, _ ibID: String?,
    _ unknown: Bool
  ) -> TraceEntry {
    let at = address.map { " at \($0)" } ?? ""
    // A view from a storyboard or xib is named by its IB object id, which Xcode shows.
    let source = ibID.map { " (IB object \($0)) in the Interface Builder file" } ?? "\(at) in the dump"
    let recognizers =
      unknown
      ? "; it had gesture recognizers of unknown kinds, which the dump does not list and were not imported"
      : ""
    return TraceEntry(
      .importedView, .touch,
      [
        "view": .string(view), "className": .string(className), "importedAs": .string(importedAs),
        "address": .optional(address), "ibID": .optional(ibID), "unknownRecognizers": .bool(unknown),
      ],
      "\(view) is \(className)\(source) (imported as \(importedAs))\(recognizers)", about: [view],
      also: .hitTest)
  }
}
