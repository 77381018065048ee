import Foundation
import Testing
import TouchKit
import TouchTrace

@testable import TouchLayout
@testable import TouchScript

/// `traceContains:` patterns against a record's typed fields from the record table: the same
/// answers the JSON round trip gave, with no JSON written or read.
@Suite("Record fields")
struct RecordFieldsTests {
  private static func fields(_ step: TraceStep) -> RecordFields {
    RecordFields(TraceRecord(id: 4, time: 0.25, depth: 1, step: step))
  }

  private static func matches(_ step: TraceStep, _ fields: [(name: String, value: TracePattern.Value)])
    -> Bool
  {
    Self.fields(step).matches(TracePattern(kind: step.kind, fields: fields))
  }

  @Test("Numbers match whole or fractional numbers; booleans match only booleans")
  func numbersAndBooleans() {
    let step = TraceStep.hitTestRecursionLimit(view: "card", limit: 64, caller: nil)
    #expect(Self.matches(step, [("limit", .number(64)), ("id", .number(4)), ("time", .number(0.25))]))
    #expect(!Self.matches(step, [("limit", .bool(true))]))
    let highlight = TraceStep.controlHighlight(control: "save", isHighlighted: true)
    #expect(Self.matches(highlight, [("isHighlighted", .bool(true))]))
    #expect(!Self.matches(highlight, [("isHighlighted", .number(1))]))
  }

  @Test("A point matches a point field, and a rectangle's origin; ~ matches only null")
  func pointsAndNull() {
    let inside = TraceStep.pointInside(
      view: "card", point: CGPoint(x: 1, y: 2), bounds: CGRect(x: 5, y: 6, width: 7, height: 8), inside: true,
      implementation: .uikit, caller: nil)
    #expect(Self.matches(inside, [("point", .point(CGPoint(x: 1, y: 2))), ("caller", .null)]))
    #expect(Self.matches(inside, [("bounds", .point(CGPoint(x: 5, y: 6)))]))
    #expect(!Self.matches(inside, [("view", .null)]))
  }

  @Test("A string matches whatever is shown as that string, nested reasons included")
  func strings() {
    let change = TraceStep.stateChange(
      recognizer: "tap", from: .possible, to: .failed, reason: .movedTooFar(distance: 12.5, allowed: 10))
    let fields = Self.fields(change)
    #expect(Self.matches(change, [("to", .string("failed")), ("depth", .string("1"))]))
    #expect(
      fields.fields["reason"].map(RecordFields.describe) == "{allowed: 10, distance: 12.5, kind: movedTooFar}"
    )
    let sent = TraceStep.sendEvent(responder: "main", touches: [1, 2])
    #expect(Self.matches(sent, [("touches", .string("[1, 2]"))]))
    let skip = TraceStep.hitTestSkip(view: "ghost", reason: .alphaBelowMinimum(alpha: 0.005, minimum: 0.01))
    #expect(Self.matches(skip, [("reason", .string("alphaBelowMinimum")), ("alpha", .number(0.005))]))
  }

  @Test("A record's fields are its JSON keys: id, time, depth, kind and the table's")
  func names() {
    let fields = Self.fields(.hitView(touch: 1, view: nil, window: nil))
    #expect(Set(fields.fields.keys) == ["id", "time", "depth", "kind", "touch", "view", "window"])
  }
}
