import Foundation
import Testing
import TouchKit

@testable import TouchTrace

/// The trace is data (ARCHITECTURE principle 3) and deterministic (principle 4).
@Suite("Trace")
struct TraceTests {
  /// A small screen where several rules meet, built fresh each time.
  static func scene() -> Stage {
    let stage = Stage()
    let root = stage.add(View(id: "root", frame: rect(0, 0, 400, 300)))
    root.handledTouchMethods = [.touchesEnded]
    let card = stage.add(View(id: "card", frame: rect(20, 100, 200, 100)), to: root)
    stage.add(View(id: "save", frame: rect(150, 60, 100, 60)), to: card)
    let overlay = stage.add(View(id: "overlay", frame: rect(0, 0, 400, 80)))
    overlay.isUserInteractionEnabled = false
    return stage
  }

  static func run(_ stage: Stage) -> Trace {
    for pointer in Gesture.pointerEvents(for: [
      .tap(CGPoint(x: 190, y: 170)), .drag(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 300, y: 250)),
    ]) {
      stage.synthesizer.send(pointer)
    }
    return stage.trace
  }

  @Test("Same layout and same pointer stream give the same JSON, byte for byte")
  func deterministicJSON() throws {
    let first = try TraceDocument(Self.run(Self.scene())).encoded()
    let second = try TraceDocument(Self.run(Self.scene())).encoded()
    #expect(first == second)
    #expect(first.count > 1000)
  }

  @Test("Records are numbered from 1 without gaps and stamped with the input's clock time")
  func numberingAndTime() {
    let trace = Self.run(Self.scene())
    #expect(trace.records.map(\.id) == Array(1...trace.records.count))
    #expect(trace.records.first?.time == 0)
    #expect(trace.records.last?.time == 1.1 + Gesture.dragDuration)
  }

  @Test("The JSON document has its schema version, flat records and a per-touch summary")
  func jsonShape() throws {
    let data = try TraceDocument(Self.run(Self.scene())).encoded()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["format"] as? String == "touchlab-trace")
    #expect(object["schemaVersion"] as? Int == TraceDocument.schemaVersion)
    let records = try #require(object["records"] as? [[String: Any]])
    let skip = try #require(records.first { $0["kind"] as? String == "hitTestSkip" })
    #expect(skip["view"] as? String == "overlay")
    #expect(skip["reason"] as? String == "userInteractionDisabled")
    let summary = try #require(object["summary"] as? [String: Any])
    let touches = try #require(summary["touches"] as? [[String: Any]])
    #expect(touches.map { $0["hitView"] as? String } == ["save", "root"])
    let deliveries = try #require(touches.first?["deliveries"] as? [[String: Any]])
    #expect(deliveries.first?["responder"] as? String == "save")
    #expect(deliveries.first?["method"] as? String == "touchesBegan")
  }

  @Test("Summary: the hit view and the ordered deliveries with how each ended")
  func summary() throws {
    let summary = Self.run(Self.scene()).summary
    let tap = try #require(summary.touches.first)
    #expect(tap.hitView == "save")
    #expect(tap.window == "window")
    let described = tap.deliveries.map {
      "\($0.responder).\($0.method.rawValue) \($0.via.rawValue) \($0.outcome.rawValue)"
    }
    #expect(
      described == [
        "save.touchesBegan window forwarded",
        "card.touchesBegan forward forwarded",
        "root.touchesBegan forward forwarded",
        "window.touchesBegan forward forwarded",
        "application.touchesBegan forward dropped",
        "save.touchesEnded window forwarded",
        "card.touchesEnded forward forwarded",
        "root.touchesEnded forward handled",
      ])
  }

  @Test("Text rendering: numbered, timed, indented by depth, reading like an explanation")
  func textRendering() {
    let lines = Self.run(Self.scene()).text.split(separator: "\n").prefix(9).map(String.init)
    #expect(
      lines == [
        "   1    0.000  pointer 0 down at (190, 170)",
        "   2    0.000  hit-test window window (level 0) at (190, 170)",
        "   3    0.000    window.hitTest((190, 170))",
        "   4    0.000    window.point(inside: (190, 170)) → true: inside bounds (0, 0, 400, 300)",
        "   5    0.000      overlay.hitTest((190, 170))",
        "   6    0.000      overlay skipped with its subtree: isUserInteractionEnabled is false",
        "   7    0.000      overlay.hitTest → nil",
        "   8    0.000      root.hitTest((190, 170))",
        "   9    0.000      root.point(inside: (190, 170)) → true: inside bounds (0, 0, 400, 300)",
      ])
  }
}
