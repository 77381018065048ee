import Foundation
import Testing
import TouchKit
import TouchTrace

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchScript

/// Reading scripts: every step kind with its defaults, target forms, and expectations.
@Suite("Script reading")
struct ScriptReaderTests {
  @Test("Every step kind reads into its gesture, with Gesture's default durations")
  func stepKinds() throws {
    let script = try ScriptFixture.read(
      """
        - tap: save
        - tap: [120, 300]
        - doubleTap: card
        - tripleTap: card
        - longPress: photo
        - longPress: {on: [10, 20], duration: 0.8}
        - drag: {from: row, to: [100, 200]}
        - drag: {from: [1, 2], to: [3, 4], duration: 1.5}
        - swipe: {from: [300, 400], to: [50, 400]}
        - pinch: {center: card, from: 40, to: 160}
        - rotate: {center: card, radius: 60, degrees: -90, duration: 0.4}
        - wait: 1.5
        - wait: 0
        - cancel: save
        - cancel: {on: save, after: 0.3}
      """)
    let save = ScriptTarget.view("save")
    let card = ScriptTarget.view("card")
    let point = { (x: Double, y: Double) in ScriptTarget.point(CGPoint(x: x, y: y)) }
    #expect(
      script.steps.map(\.action) == [
        .gesture(.tap(save)), .gesture(.tap(point(120, 300))), .gesture(.multiTap(card, count: 2)),
        .gesture(.multiTap(card, count: 3)), .gesture(.hold(.view("photo"), duration: Gesture.holdDuration)),
        .gesture(.hold(point(10, 20), duration: 0.8)),
        .gesture(.drag(from: .view("row"), to: point(100, 200), duration: Gesture.dragDuration)),
        .gesture(.drag(from: point(1, 2), to: point(3, 4), duration: 1.5)),
        .gesture(.drag(from: point(300, 400), to: point(50, 400), duration: GestureKind.swipeDuration)),
        .gesture(.pinch(center: card, fromDistance: 40, toDistance: 160, duration: Gesture.dragDuration)),
        .gesture(.rotate(center: card, radius: 60, degrees: -90, duration: 0.4)), .wait(1.5), .wait(0),
        .gesture(.interrupted(save, after: Gesture.interruptionDelay)),
        .gesture(.interrupted(save, after: 0.3)),
      ])
    #expect(script.steps.map(\.name).prefix(3) == ["tap", "tap", "doubleTap"])
    #expect(script.steps.map(\.line).prefix(3) == [2, 3, 4])
  }

  @Test("Expectations read in file order, with where each is written")
  func expectations() throws {
    let script = try ScriptFixture.read(
      """
        - tap: toggle
          expect:
            hits: toggle
            value: {toggle: true, volume: 0.5, range: -1, list: [0, 10]}
            states: {selectTap: [possible, recognized], list.pan: []}
            traceContains: [{kind: hitView, view: toggle, window: main, touch: 1, other: ~, flag: true, at: [1, 2]}]
      """)
    let expectations = try #require(script.steps.first?.expectations)
    #expect(expectations.map(\.line) == [4, 5, 6, 7])
    #expect(expectations.map(\.column) == [7, 7, 7, 7])
    #expect(
      expectations.map(\.kind) == [
        .claim(.hits("toggle")),
        .value([
          ExpectedValue(view: "toggle", property: "isOn", value: .bool(true)),
          ExpectedValue(view: "volume", property: "value", value: .number(0.5)),
          ExpectedValue(view: "range", property: "selectedSegmentIndex", value: .index(-1)),
          ExpectedValue(view: "list", property: "contentOffset", value: .point(CGPoint(x: 0, y: 10))),
        ]),
        .states([
          ExpectedStates(recognizer: "selectTap", states: [.possible, .ended]),
          ExpectedStates(recognizer: "list.pan", states: []),
        ]),
        .traceContains([
          TracePattern(
            kind: "hitView",
            fields: [
              ("view", .string("toggle")), ("window", .string("main")), ("touch", .number(1)),
              ("other", .null),
              ("flag", .bool(true)), ("at", .point(CGPoint(x: 1, y: 2))),
            ])
        ]),
      ])
  }

  @Test("Problems are reported all at once, with positions, in file order")
  func allAtOnce() throws {
    #expect(
      try ScriptFixture.diagnostics("  - tap: sav\n  - drag: {from: [1, 2]}\n  - wait: -2") == [
        "test.yaml:2:10: tap names an unknown view 'sav'; did you mean 'save'?",
        "test.yaml:3:11: drag is missing the required key 'to'",
        "test.yaml:4:11: wait must be between 0 and 60 seconds, got -2",
      ])
  }

  @Test("A query resolver plugs in: the reader and the runner both ask it")
  func customResolver() throws {
    let byHash = ViewTargetResolver { expression, layout in
      guard expression.hasPrefix("#") else { return .failure(.init("must start with #")) }
      return ViewTargetResolver.byID.resolve(String(expression.dropFirst()), layout)
    }
    let layout = try ScriptFixture.layout()
    let yaml = "steps:\n  - tap: '#toggle'\n    expect: {value: {toggle: true}}\n"
    let script = try ScriptLoader.load(yaml: yaml, source: "test.yaml", for: layout, resolver: byHash)
    #expect(ScriptRunner.run(script, on: layout, resolver: byHash).holds)
    #expect(throws: LayoutLoadError.self) {
      try ScriptLoader.load(
        yaml: "steps:\n  - tap: toggle\n", source: "test.yaml", for: layout, resolver: byHash)
    }
  }

  @Test("Targets are ids, or queries (#id, Class[attr=value], XPath) that select exactly one view")
  func queryTargets() throws {
    let layout = try ScriptFixture.layout()
    let script = try ScriptLoader.load(
      yaml:
        "steps:\n  - tap: '#toggle'\n    expect: {value: {toggle: true}}\n  - tap: \"//Switch\"\n    expect: {value: {toggle: false}}\n",
      source: "test.yaml", for: layout)
    #expect(ScriptRunner.run(script, on: layout).holds)
    let problems = try ScriptFixture.diagnostics("  - tap: '#nowhere'\n  - tap: View\n  - tap: sav")
    #expect(problems.count == 3)
    #expect(problems[0].hasSuffix("tap (a query): no view matches '#nowhere'"))
    #expect(problems[1].contains("tap (a query): 'View' matches"))
    #expect(problems[2].contains("tap names an unknown view 'sav'"))
  }

  @Test("Every record kind the gallery's traces produce is one traceContains knows")
  func knownKinds() throws {
    let layout = try ScriptFixture.layout()
    let script = try ScriptFixture.read(
      """
        - doubleTap: card
        - tap: card
        - tap: save
        - tap: tag
        - drag: {from: row, to: [100, 200]}
        - longPress: photo
        - pinch: {center: photo, from: 40, to: 160}
        - cancel: toggle
        - drag: {from: [30, 325], to: [320, 325]}
        - tap: [250, 375]
      """)
    let kinds = Set(ScriptRunner.run(script, on: layout).trace.records.map(\.step.kind))
    #expect(kinds.count > 25)
    #expect(kinds.subtracting(TracePattern.knownKinds).isEmpty)
  }
}
