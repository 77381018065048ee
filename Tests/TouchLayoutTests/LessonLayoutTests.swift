import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// Reading `title`, `lesson`, `confusions` and `claims`: what each key becomes, and the message
/// for each way of writing it wrong.
@Suite("Lessons and claims in layouts")
struct LessonLayoutTests {
  static let window = "windows:\n  - id: main\n    views:\n      - {id: card, frame: [0, 0, 100, 100]}\n"

  @Test("A lesson's four parts, its confusions and its claims are read in file order")
  func readsTheTeachingKeys() throws {
    let layout = try loadLayout(
      """
      title: A button outside its superview is dead there
      confusions: [1, 2]
      lesson:
        try: Tap the half of save outside card.
        happens: Nothing but the window is hit.
        why: card's point(inside:with:) says no first.
        rule: "hitTest(_:with:) — points outside the receiver's bounds are never reported as hits"
      claims:
        - tap: [50, 50]
          hits: card
          says: card takes it
        - {doubleTap: [150, 150], hits: main}

      """ + Self.window)
    #expect(layout.title == "A button outside its superview is dead there")
    #expect(layout.confusions == [1, 2])
    let lesson = try #require(layout.lesson)
    #expect(lesson.whatToTry == "Tap the half of save outside card.")
    #expect(lesson.whatHappens == "Nothing but the window is hit.")
    #expect(lesson.why == "card's point(inside:with:) says no first.")
    #expect(lesson.rule.hasPrefix("hitTest(_:with:) — points outside"))
    #expect(lesson.parts.map(\.heading) == ["Try", "What happens", "Why", "Rule"])
    #expect(
      layout.claims == [
        Claim(
          gesture: .tap(CGPoint(x: 50, y: 50)), expectations: [.hits("card")], says: "card takes it", line: 9,
          column: 5),
        Claim(
          gesture: .multiTap(CGPoint(x: 150, y: 150), count: 2), expectations: [.hits("main")], line: 12,
          column: 5),
      ])
  }

  @Test("A layout without the teaching keys has no lesson, confusions or claims")
  func teachingKeysAreOptional() throws {
    let layout = try loadLayout(Self.window)
    #expect(layout.lesson == nil)
    #expect(layout.confusions == [])
    #expect(layout.claims == [])
  }

  @Test(
    "Every gesture key becomes its Gesture, with Gesture's defaults when a duration is left out",
    arguments: [
      ("tap: [1, 2]", Gesture.tap(CGPoint(x: 1, y: 2))),
      ("doubleTap: [1, 2]", .multiTap(CGPoint(x: 1, y: 2), count: 2)),
      ("tripleTap: [1, 2]", .multiTap(CGPoint(x: 1, y: 2), count: 3)),
      ("hold: [1, 2]", .hold(CGPoint(x: 1, y: 2), duration: Gesture.holdDuration)),
      ("hold: {at: [1, 2], duration: 0.8}", .hold(CGPoint(x: 1, y: 2), duration: 0.8)),
      ("drag: {from: [1, 2], to: [3, 4]}", .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4))),
      (
        "drag: {from: [1, 2], to: [3, 4], duration: 2}",
        .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), duration: 2)
      ),
      (
        "pinch: {center: [1, 2], from: 40, to: 160}",
        .pinch(center: CGPoint(x: 1, y: 2), fromDistance: 40, toDistance: 160)
      ),
      (
        "pinch: {center: [1, 2], from: 160, to: 40, duration: 0.3}",
        .pinch(center: CGPoint(x: 1, y: 2), fromDistance: 160, toDistance: 40, duration: 0.3)
      ),
      (
        "rotate: {center: [1, 2], radius: 60, degrees: -90}",
        .rotate(center: CGPoint(x: 1, y: 2), radius: 60, degrees: -90)
      ),
      (
        "rotate: {center: [1, 2], radius: 60, degrees: 90, duration: 1}",
        .rotate(center: CGPoint(x: 1, y: 2), radius: 60, degrees: 90, duration: 1)
      ),
      ("cancel: [1, 2]", .interrupted(CGPoint(x: 1, y: 2), after: Gesture.interruptionDelay)),
      ("cancel: {at: [1, 2], after: 0.3}", .interrupted(CGPoint(x: 1, y: 2), after: 0.3)),
    ])
  func gestureKeys(_ key: String, _ gesture: Gesture) throws {
    let layout = try loadLayout("claims:\n  - \(key)\n    hits: card\n" + Self.window)
    #expect(layout.claims.map(\.gesture) == [gesture])
  }

  @Test("Every expectation key becomes its expectation")
  func expectationKeys() throws {
    let layout = try loadLayout(
      """
      claims:
        - tap: [1, 2]
          hits: none
          misses: [card, main]
          sends: [zoom, {action: select, to: card}, {action: open, to: none}]
          doesNotSend: [{action: zoom, to: application}]
          recognizes: [cardTap]
          doesNotRecognize: [cardTap]
          receives: {card: [touchesBegan, touchesEnded], main: []}
          traceShows: ["card.point(inside:"]
      windows:
        - id: main
          views:
            - id: card
              frame: [0, 0, 100, 100]
              gestures: [{id: cardTap, type: tap}]
      """)
    #expect(
      layout.claims.first?.expectations == [
        .hits(nil), .misses(["card", "main"]),
        .sends([.init("zoom"), .init("select", to: .responder("card")), .init("open", to: .nobody)]),
        .doesNotSend([.init("zoom", to: .responder("application"))]),
        .recognizes(["cardTap"]), .doesNotRecognize(["cardTap"]),
        .receives([
          .init(responder: "card", methods: [.touchesBegan, .touchesEnded]),
          .init(responder: "main", methods: []),
        ]),
        .traceShows(["card.point(inside:"]),
      ])
  }

  @Test(
    "Each way of writing the teaching keys wrong is a diagnostic at its place",
    arguments: [
      (
        "confusions: 3",
        "test.yaml:1:13: confusions must be a list of numbers from 1 to 20 (the confusions of the reference's §8), got a number"
      ),
      (
        "confusions: [0, 1]",
        "test.yaml:1:14: each item of confusions must be a whole number from 1 to 20, got 0"
      ),
      (
        "confusions: [21]",
        "test.yaml:1:14: each item of confusions must be a whole number from 1 to 20, got 21"
      ),
      (
        "confusions: [1.5]",
        "test.yaml:1:14: each item of confusions must be a whole number from 1 to 20, got 1.5"
      ),
      ("confusions: [one]", "test.yaml:1:14: each item of confusions must be a number, got a string"),
      ("lesson: Tap it", "test.yaml:1:9: lesson must be a mapping (key: value lines), got a string"),
      ("lesson: {try: a, happens: b, why: c}", "test.yaml:1:9: lesson is missing the required key 'rule'"),
      ("lesson: {try: a, happens: b, why: c, rule: ''}", "test.yaml:1:44: lesson rule must not be empty"),
      (
        "lesson: {try: a, happens: b, why: [c], rule: d}",
        "test.yaml:1:35: lesson why must be a string, got a list"
      ),
      (
        "lesson: {try: a, happens: b, why: c, rule: d, hint: e}",
        "test.yaml:1:47: unknown key 'hint' in lesson; expected one of: try, happens, why, rule"
      ),
      ("claims: {tap: [1, 2]}", "test.yaml:1:9: claims must be a list of claims, got a mapping"),
      ("claims: [[1, 2]]", "test.yaml:1:10: a claim must be a mapping (key: value lines), got a list"),
      (
        "claims: [{hits: card}]",
        "test.yaml:1:10: a claim needs one gesture: tap, doubleTap, tripleTap, hold, drag, pinch, rotate, cancel"
      ),
      (
        "claims: [{tap: [1, 2], drag: {from: [1, 2], to: [3, 4]}, hits: card}]",
        "test.yaml:1:24: a claim has one gesture, but this one also has 'drag' after 'tap'"
      ),
      (
        "claims: [{tap: [1, 2], says: hi}]",
        "test.yaml:1:10: a claim needs at least one expectation: hits, misses, sends, doesNotSend, recognizes, doesNotRecognize, receives, traceShows"
      ),
      (
        "claims: [{tap: [1, 2], hit: card}]",
        "test.yaml:1:24: unknown key 'hit' in a claim; did you mean 'hits'?"
      ),
      (
        "claims: [{tapp: [1, 2], hits: card}]",
        "test.yaml:1:11: unknown key 'tapp' in a claim; did you mean 'tap'?"
      ),
      (
        "claims: [{tap: [1], hits: card}]",
        "test.yaml:1:16: tap must be a list of 2 numbers [x, y], got 1 item(s)"
      ),
      (
        "claims: [{tap: [1, .nan], hits: card}]",
        "test.yaml:1:20: each item of tap must be a finite number, got .nan"
      ),
      (
        "claims: [{tap: [1, 2000000], hits: card}]",
        "test.yaml:1:16: tap value 2000000 is beyond ±1000000 points"
      ),
      (
        "claims: [{hold: yes, hits: card}]",
        "test.yaml:1:17: hold must be a point [x, y] or a mapping {at: [x, y], duration: seconds}, got a boolean"
      ),
      (
        "claims: [{hold: {duration: 1}, hits: card}]", "test.yaml:1:17: hold is missing the required key 'at'"
      ),
      (
        "claims: [{hold: {at: [1, 2], duration: 0}, hits: card}]",
        "test.yaml:1:40: hold duration must be greater than 0 and at most 60 seconds, got 0"
      ),
      (
        "claims: [{cancel: {at: [1, 2], after: 61}, hits: card}]",
        "test.yaml:1:39: cancel after must be greater than 0 and at most 60 seconds, got 61"
      ),
      (
        "claims: [{drag: [1, 2], hits: card}]",
        "test.yaml:1:17: drag must be a mapping (key: value lines), got a list"
      ),
      (
        "claims: [{drag: {from: [1, 2]}, hits: card}]",
        "test.yaml:1:17: drag is missing the required key 'to'"
      ),
      (
        "claims: [{drag: {from: [1, 2], to: [3, 4], duration: -1}, hits: card}]",
        "test.yaml:1:54: drag duration must be greater than 0 and at most 60 seconds, got -1"
      ),
      (
        "claims: [{pinch: {center: [1, 2], from: 0, to: 10}, hits: card}]",
        "test.yaml:1:41: pinch from must be greater than 0 and at most 1000000 points, got 0"
      ),
      (
        "claims: [{rotate: {center: [1, 2], radius: 10}, hits: card}]",
        "test.yaml:1:19: rotate is missing the required key 'degrees'"
      ),
      (
        "claims: [{rotate: {center: [1, 2], radius: 10, degrees: 90, speed: 1}, hits: card}]",
        "test.yaml:1:61: unknown key 'speed' in rotate; expected one of: center, radius, degrees, duration"
      ),
      ("claims: [{tap: [1, 2], hits: [card]}]", "test.yaml:1:30: hits must be a string, got a list"),
      (
        "claims: [{tap: [1, 2], misses: card}]",
        "test.yaml:1:32: misses must be a list of view ids, got a string"
      ),
      ("claims: [{tap: [1, 2], misses: []}]", "test.yaml:1:32: misses must list at least one view id"),
      (
        "claims: [{tap: [1, 2], sends: [{to: card}]}]",
        "test.yaml:1:32: an action of sends is missing the required key 'action'"
      ),
      ("claims: [{tap: [1, 2], sends: ['']}]", "test.yaml:1:32: each action of sends must not be empty"),
      (
        "claims: [{tap: [1, 2], receives: [card]}]",
        "test.yaml:1:34: receives must be a mapping of responder ids to lists of touch methods (e.g. {card: [touchesBegan, touchesEnded]}), got a list"
      ),
      (
        "claims: [{tap: [1, 2], receives: {card: touchesBegan}}]",
        "test.yaml:1:41: receives card must be a list of touch methods (e.g. [touchesBegan, touchesEnded]), got a string"
      ),
      (
        "claims: [{tap: [1, 2], receives: {card: [touchesBegun]}}]",
        "test.yaml:1:42: unknown touch method 'touchesBegun'; did you mean 'touchesBegan'?"
      ),
      (
        "claims: [{tap: [1, 2], traceShows: ['']}]",
        "test.yaml:1:37: each fragment of traceShows must not be empty"
      ),
      ("claims: [{tap: [1, 2], says: [a], hits: card}]", "test.yaml:1:30: says must be a string, got a list"),
    ])
  func malformed(_ line: String, _ message: String) {
    #expect(diagnostics(of: line + "\n" + Self.window) == [message])
  }

  @Test(
    "Every id an expectation names must exist, and be of the right kind",
    arguments: [
      ("hits: crad", "test.yaml:1:30: hits names an unknown view 'crad'; did you mean 'card'?"),
      ("misses: [cardTap]", "test.yaml:1:33: misses must name a view, but 'cardTap' is a gesture recognizer"),
      (
        "recognizes: [cardTop]",
        "test.yaml:1:37: recognizes names an unknown gesture recognizer 'cardTop'; did you mean 'cardTap'?"
      ),
      (
        "doesNotRecognize: [card]",
        "test.yaml:1:43: doesNotRecognize must name a gesture recognizer, but 'card' is a view"
      ),
      (
        "sends: [{action: a, to: homeCV}]",
        "test.yaml:1:48: to names an unknown responder 'homeCV'; did you mean 'homeVC'?"
      ),
      (
        "receives: {cardTap: []}",
        "test.yaml:1:35: receives must name a responder (a view, window, controller, the app delegate or the application), but 'cardTap' is a gesture recognizer"
      ),
    ])
  func unknownIDs(_ expectation: String, _ message: String) {
    let yaml = """
      claims: [{tap: [1, 2], \(expectation)}]
      windows:
        - id: main
          views:
            - id: card
              frame: [0, 0, 100, 100]
              controller: {id: homeVC}
              gestures: [{id: cardTap, type: tap}]
      """
    #expect(diagnostics(of: yaml) == [message])
  }

  @Test("Claims may name the application, the app delegate, windows, controllers and a scroll view's pan")
  func everyKindOfID() throws {
    let layout = try loadLayout(
      """
      appDelegate: {id: app}
      claims:
        - tap: [1, 2]
          misses: [main]
          receives: {application: [], app: [], homeVC: []}
          doesNotRecognize: [list.pan]
          doesNotSend: [{action: a, to: application}]
      windows:
        - id: main
          views:
            - {id: list, class: ScrollView, frame: [0, 0, 100, 100], controller: {id: homeVC}}
      """)
    #expect(layout.claims.count == 1)
  }
}
