import Foundation
import TouchKit

/// Writes a ``TraceRecord`` as one compact JSON line, byte for byte what `JSONEncoder` (with
/// `.sortedKeys`, `.withoutEscapingSlashes` and NaN and infinities as strings) makes of it,
/// about thirty times faster.
///
/// `JSONEncoder` builds a tree of boxed values, sorts each object's keys and then writes it,
/// about 6 µs a record: a tap on a thousand-view layout records hundreds. The kinds hit testing
/// and touch delivery record (nearly every record of a trace) are written here directly, keys
/// in sorted (byte) order; any other kind is written from its entry in the record table
/// (``TraceStep/entry``), so a new kind needs nothing here. Tests compare both paths with
/// `JSONEncoder` over every kind and over random numbers
/// (Tests/TouchTraceTests/TraceLineEncoderTests.swift).
struct TraceLineEncoder {
  private var json: JSONBytes
  /// Keeps `json`'s buffer alive.
  private let bytes: ByteBuffer

  /// Lines are appended to `bytes`.
  init(into bytes: ByteBuffer) {
    self.bytes = bytes
    json = JSONBytes(into: bytes)
  }

  /// Appends the record's line (with its newline).
  mutating func append(_ record: TraceRecord) {
    if !writeDirectly(record) { writeFromTable(record) }
    json.bytes.append(UInt8(ascii: "\n"))
  }

  /// Writes the record if its kind is one written by hand; false (having written nothing) if not.
  private mutating func writeDirectly(_ r: TraceRecord) -> Bool {
    switch r.step {
    case .pointer(let p):
      open(r, "pointer", location: p.location)
      json.field("pointer", p.pointer)
      json.field("pointerKind", p.kind.word)
      close(r)
    case .touch(let touch, let phase, let location, let tapCount):
      open(r, "touch", location: location)
      json.field("phase", phase.word)
      json.field("tapCount", tapCount)
      close(r)
      json.field("touch", touch)
    case .tapSeries(let touch, let interval, let distance, let continued):
      json.begin("continued", continued)
      json.field("depth", r.depth)
      json.field("distance", distance)
      json.idField(r.id)
      json.field("interval", interval)
      json.field("kind", "tapSeries")
      close(r)
      json.field("touch", touch)
    case .hitTestWindow(let window, let level, let point):
      open(r, "hitTestWindow")
      json.field("level", level)
      json.field("point", point)
      close(r)
      json.field("window", window)
    case .hitTestVisit(let view, let point, let implementation, let caller):
      json.begin("caller", caller)
      implementation.writeFields(around: r, "hitTestVisit", into: &json)
      json.field("point", point)
      close(r)
      json.field("view", view)
    case .pointInside(let view, let point, let bounds, let inside, let implementation, let caller):
      json.begin("bounds", bounds)
      json.field("caller", caller)
      implementation.writeFields(around: r, "pointInside", inside: inside, into: &json)
      json.field("point", point)
      close(r)
      json.field("view", view)
    case .hitTestSkip(let view, let reason):
      // By hand only for the reasons that are just a word (`hidden`); any other, from the table.
      let fields = reason.traceFields
      guard fields.count == 1, fields[0].name == "reason", case .string(let word) = fields[0].value else {
        return false
      }
      open(r, "hitTestSkip")
      json.field("reason", word)
      close(r)
      json.field("view", view)
    case .hitTestSiblingsOutside(let view, let point, let count, let from, let to):
      // A wide parent's passed-over subviews (spatial index): one a hit test there, so common.
      json.begin("count", count)
      json.field("depth", r.depth)
      json.field("from", from)
      json.idField(r.id)
      json.field("kind", "hitTestSiblingsOutside")
      json.field("point", point)
      close(r)
      json.field("to", to)
      json.field("view", view)
    case .hitTestReturn(let view, let result):
      viewResult(r, "hitTestReturn", view, result)
    case .hitTestOutsideSubtree(let view, let result):
      viewResult(r, "hitTestOutsideSubtree", view, result)
    case .hitView(let touch, let view, let window):
      open(r, "hitView")
      close(r)
      json.field("touch", touch)
      json.field("view", view)
      json.field("window", window)
    case .sendEvent(let responder, let touches):
      open(r, "sendEvent")
      json.field("responder", responder)
      close(r)
      json.field("touches", touches)
    case .deliver(let responder, let method, let touches):
      methodRecord(r, "deliver", responder, method, touches)
    case .handle(let responder, let method, let touches):
      methodRecord(r, "handle", responder, method, touches)
    case .drop(let responder, let method, let touches):
      methodRecord(r, "drop", responder, method, touches)
    case .forward(let from, let to, let method, let touches):
      json.begin("depth", r.depth)
      json.field("from", from)
      json.idField(r.id)
      json.field("kind", "forward")
      json.field("method", method.word)
      close(r)
      json.field("to", to)
      json.field("touches", touches)
    case .sequenceEnd(let touches):
      open(r, "sequenceEnd")
      close(r)
      json.field("touches", touches)
    default:
      return false
    }
    json.end()
    return true
  }

  /// The record from its entry: its fields and `depth`, `id`, `kind`, `time`, sorted.
  private mutating func writeFromTable(_ r: TraceRecord) {
    let entry = r.step.entry
    var fields = entry.fields.elements
    fields += [
      ("depth", .int(r.depth)), ("id", .int(r.id)), ("kind", .string(entry.kind.rawValue)),
      ("time", .number(r.time)),
    ]
    json.object(fields)
  }

  /// `{"depth":…,"id":…,"kind":…` (and `location`, which sorts right after `kind`).
  private mutating func open(_ r: TraceRecord, _ kind: StaticString, location: CGPoint? = nil) {
    json.begin("depth", r.depth)
    json.idField(r.id)
    json.field("kind", kind)
    if let location { json.field("location", location) }
  }

  /// `time`, which sorts after every key but `to`, `touch`, `touches`, `until`, `view`, `window`.
  private mutating func close(_ r: TraceRecord) {
    json.field("time", r.time)
  }

  private mutating func viewResult(_ r: TraceRecord, _ kind: StaticString, _ view: String, _ result: String?)
  {
    open(r, kind)
    json.field("result", result)
    close(r)
    json.field("view", view)
  }

  private mutating func methodRecord(
    _ r: TraceRecord, _ kind: StaticString, _ responder: String, _ method: TouchMethod, _ touches: [Int]
  ) {
    open(r, kind)
    json.field("method", method.word)
    json.field("responder", responder)
    close(r)
    json.field("touches", touches)
  }
}

extension HitTestImplementation {
  /// From `className` (after `caller`) to `name` (before `point`): the implementation's fields
  /// interleaved with the record's `depth`, `id`, `kind` and, for `pointInside`, `inside`.
  fileprivate func writeFields(
    around r: TraceRecord, _ kind: StaticString, inside: Bool? = nil, into json: inout JSONBytes
  ) {
    if case .override(let className) = self { json.field("className", className) }
    json.field("depth", r.depth)
    json.idField(r.id)
    switch self {
    case .uikit: json.field("implementation", "uikit" as StaticString)
    case .override: json.field("implementation", "override" as StaticString)
    case .declarative: json.field("implementation", "declarative" as StaticString)
    }
    if let inside { json.field("inside", inside) }
    json.field("kind", kind)
    if case .declarative(let name) = self { json.field("name", name) }
  }
}
