import Foundation
import TestSupport
import Testing
import TouchKit

@testable import TouchTrace

/// ``TraceLinesWriter``'s hand-written record lines against `JSONEncoder`, the reference
/// (docs/trace-format.md): same keys in the same order, same numbers, same escapes.
@Suite("JSON Lines encoder")
struct TraceLineEncoderTests {
  /// A record's line as `JSONEncoder` writes it, with the JSON Lines writer's settings.
  static func reference(_ record: TraceRecord) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: TerminalSafeJSON.escaped(try encoder.encode(record)), as: UTF8.self) + "\n"
  }

  /// The record's line as the writer writes it (without the summary line a `sequenceEnd` adds).
  static func written(_ record: TraceRecord) throws -> String {
    var text = ""
    var writer = TraceLinesWriter { text += $0 }
    try writer.writeHeader()
    text = ""
    try writer.write(record)
    return String(text.prefix { $0 != "\n" }) + "\n"
  }

  static let special: [Double] = [
    0, -0.0, 0.1, 0.2, 1.0 / 3, 1e-5, 1e-4, 1e-7, 1e15, 1e15 - 1, 1e16, 1e21, 1e22, -1e21, 123_456_789.125,
    .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .ulpOfOne,
    // 2^53, where doubles stop holding every integer (2^53 + 1 has no double of its own).
    9_007_199_254_740_992,
    -5, 0.5, 2.5e-300, 1.5e300, 999_999_999_999_999.9,
  ]

  /// Special values, random bit patterns (any double at all), and the usual kind: short
  /// decimals and whole numbers of any size.
  static func number(_ rng: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: special.randomElement(using: &rng) ?? 0
    case 1: Double(bitPattern: rng.next())
    case 2: Double(Int.random(in: -100_000...100_000, using: &rng)) / 8
    default:
      Double(Int64.random(in: -(1 << 60)...(1 << 60), using: &rng))
        * ([1, 1e-3, 1e-9].randomElement(using: &rng) ?? 1)
    }
  }

  static func text(_ rng: inout SplitMix64) -> String {
    let pieces = [
      "a", "save", "c0.1", "é", "😀", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{1f}", "\u{7f}", " ",
      "\u{2028}", "\u{9b}", "\u{202e}", "\u{feff}", "\u{61c}", "\u{200b}", "\u{2069}", "\u{80}", "€",
      "\u{e000}",
    ]
    return (0..<Int.random(in: 0...6, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }
      .joined()
  }

  @Test("Random numbers, ids and strings give JSONEncoder's bytes, written by hand or from the record table")
  func fuzz() throws {
    var rng = SplitMix64(seed: 6)
    for _ in 0..<3_000 {
      let n = { Self.number(&rng) }
      let point = CGPoint(x: n(), y: n())
      let view = Self.text(&rng)
      let caller = Bool.random(using: &rng) ? nil : Self.text(&rng)
      let implementations: [HitTestImplementation] = [
        .uikit, .override(className: Self.text(&rng)), .declarative(Self.text(&rng)),
      ]
      let implementation = implementations.randomElement(using: &rng) ?? .uikit
      let touches = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
        Int.random(in: Int.min...Int.max, using: &rng)
      }
      let steps: [TraceStep] = [
        .pointer(PointerEvent(.down, at: point, time: n(), pointer: Int.random(in: -9...9, using: &rng))),
        .touch(touch: Int.random(in: 0...99, using: &rng), phase: .moved, location: point, tapCount: 2),
        .tapSeries(touch: 1, interval: n(), distance: CGFloat(n()), continued: Bool.random(using: &rng)),
        .hitTestWindow(window: view, level: CGFloat(n()), point: point),
        .hitTestVisit(view: view, point: point, implementation: implementation, caller: caller),
        .pointInside(
          view: view, point: point, bounds: CGRect(x: n(), y: n(), width: n(), height: n()),
          inside: Bool.random(using: &rng), implementation: implementation, caller: caller),
        .hitTestSkip(view: view, reason: Bool.random(using: &rng) ? .hidden : .userInteractionDisabled),
        .hitTestSkip(view: view, reason: .alphaBelowMinimum(alpha: CGFloat(n()), minimum: 0.01)),
        .hitTestReturn(view: view, result: caller),
        .hitTestOutsideSubtree(view: view, result: Self.text(&rng)),
        .hitTestSiblingsOutside(
          view: view, point: point, count: Int.random(in: 0...10_000, using: &rng),
          from: Int.random(in: -1...9_999, using: &rng), to: Int.random(in: Int.min...Int.max, using: &rng)),
        .hitView(touch: 3, view: caller, window: Bool.random(using: &rng) ? nil : view),
        .sendEvent(responder: view, touches: touches),
        .deliver(responder: view, method: .touchesBegan, touches: touches),
        .handle(responder: view, method: .touchesEnded, touches: touches),
        .drop(responder: view, method: .touchesCancelled, touches: touches),
        .forward(from: view, to: Self.text(&rng), method: .touchesMoved, touches: touches),
        .sequenceEnd(touches: touches),
        // Kinds written from the record table rather than by hand.
        .hitTestSkip(view: view, reason: .animating(until: n())),
        .withhold(
          view: view, method: .touchesBegan, touch: 2,
          reason: .exclusiveTouch(exclusiveView: view, trackingView: Self.text(&rng))),
        .stateChange(
          recognizer: view, from: .possible, to: .failed,
          reason: .movedTooFar(distance: CGFloat(n()), allowed: CGFloat(n()))),
        .timerScheduled(owner: view, purpose: Self.text(&rng), fireTime: n()),
        .controlEvents(control: view, events: [Self.text(&rng), Self.text(&rng)]),
        .controlTracking(control: view, step: .end, inside: caller == nil ? nil : true, result: false),
        .scroll(scrollView: view, contentOffset: point),
      ]
      for step in steps {
        let record = TraceRecord(
          id: Int.random(in: Int.min...Int.max, using: &rng), time: n(),
          depth: Int.random(in: -3...40, using: &rng), step: step)
        #expect(try Self.written(record) == Self.reference(record), "\(record)")
      }
    }
  }

  @Test(
    "Doubles print as JSONEncoder prints them: no trailing .0, exponents as Swift writes them, NaN and infinities as null"
  )
  func numbers() throws {
    for value in Self.special {
      let record = TraceRecord(id: 1, time: value, depth: 0, step: .sequenceEnd(touches: []))
      #expect(try Self.written(record) == Self.reference(record))
    }
    let record = TraceRecord(id: 1, time: 1e21, depth: 0, step: .sequenceEnd(touches: [1]))
    #expect(
      try Self.written(record)
        == "{\"depth\":0,\"id\":1,\"kind\":\"sequenceEnd\",\"time\":1e+21,\"touches\":[1]}\n")
  }
}

@Suite("JSON bytes: key order")
struct JSONBytesKeyOrderTests {
  @Test(
    "keys sort as JSONEncoder's .sortedKeys sorts them (case folded first, then bytes), compared byte by byte without lowercased strings"
  )
  func keyOrder() {
    var rng = SplitMix64(seed: 42)
    let pieces = ["a", "A", "b", "B", "z", "Z", "_", "0", "[", "`", "{", "id", "Id", "é", "É", ""]
    for _ in 0..<20_000 {
      let key = {
        (0..<Int.random(in: 0...4, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }
      }
      let (lhs, rhs) = (key().joined(), key().joined())
      #expect(JSONBytes.keyPrecedes(lhs, rhs) == JSONBytes.foldedPrecedes(lhs, rhs), "\(lhs) \(rhs)")
    }
    #expect(JSONBytes.keyPrecedes("id", "isHighlighted"))
    #expect(JSONBytes.keyPrecedes("ID", "id") && !JSONBytes.keyPrecedes("id", "ID"))
    #expect(!JSONBytes.keyPrecedes("view", "view"))
  }
}

@Suite("The JSON Lines writer's words")
struct TraceWordTests {
  @Test("each enum's literal word is its rawValue, so the hand-written lines equal JSONEncoder's")
  func wordsAreRawValues() {
    for method in TouchMethod.allCases { #expect(method.word.description == method.rawValue) }
    for phase in Touch.Phase.allCases { #expect(phase.word.description == phase.rawValue) }
    for kind in [PointerEvent.Kind.down, .move, .up, .cancel] {
      #expect(kind.word.description == kind.rawValue)
    }
  }
}

@Suite("JSON bytes: record ids")
struct JSONBytesIDTests {
  @Test(
    "ids counted on by one, carried across 9 → 10 → 100 → 1000, and ids that jump, read as their decimal text"
  )
  func idsAreDecimal() {
    let buffer = ByteBuffer()
    var json = JSONBytes(into: buffer)
    let ids = Array(1...1_205) + [1_207, 99, 100, 101, 0, 1, 9_999, 10_000, 10_001, -5, -4, Int.max]
    var expected = ""
    for id in ids {
      json.id(id)
      json.bytes.append(UInt8(ascii: " "))
      expected += "\(id) "
    }
    let written = buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    #expect(written == expected)
  }
}
