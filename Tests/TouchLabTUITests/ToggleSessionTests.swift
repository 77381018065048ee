import Foundation
import Testing
import TouchFoundation
import TouchKit
import TouchLayout
import TouchOpening
import TouchTrace

@testable import TouchLabTUI

/// Toggles through a session on real layouts: the last touch sequence runs again on a fresh
/// load with the toggles applied, deterministically, and the session says what changed.
@Suite("Toggle and re-run in the session")
struct ToggleSessionTests {
  static let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Layouts")

  /// Layouts/default.yaml's `save`, left half: inside `card`, so save is hit.
  static let onSave = CGPoint(x: 260, y: 300)

  static func session(_ name: String = "default.yaml") throws -> (Session, ManualClock) {
    let path = layouts.appendingPathComponent(name).path
    let clock = ManualClock(time: 1)
    let session = Session(
      layout: try LayoutLoader.load(contentsOf: path), columns: 120, rows: 40, clock: clock)
    return (session, clock)
  }

  static func tap(_ session: Session, _ clock: ManualClock, at point: CGPoint) {
    session.handle(.pointer(.down, point))
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, point))
    clock.advance(by: 0.5)
    session.tick()
  }

  static func key(_ character: Character) -> Message { .input(.key(.character(character))) }

  /// What the engine says a fresh load of `name`, with `change` made, hit-tests at `point`.
  static func engineHit(_ name: String, at point: CGPoint, after change: (Application) -> Void) throws
    -> String?
  {
    let layout = try LayoutLoader.load(contentsOf: layouts.appendingPathComponent(name).path)
    change(layout.application)
    return layout.application.hitTest(point, with: nil)?.traceID
  }

  @Test(
    "§1 hitTest skips a view whose isUserInteractionEnabled is false: u on save re-runs the tap, which hits card"
  )
  func userInteractionToggle() throws {
    let (session, clock) = try Self.session()
    Self.tap(session, clock, at: Self.onSave)
    #expect(session.state.hitView == "save")
    let before = session.state.trace
    session.state.inspector.selectedView = "save"
    session.handle(Self.key("u"))
    // Checked against the engine: a fresh load with save's interaction off hit-tests to card.
    let expected = try Self.engineHit("default.yaml", at: Self.onSave) {
      PropertyToggle.view("save", .isUserInteractionEnabled).apply(to: $0)
    }
    #expect(expected == "card")
    #expect(session.state.hitView == expected)
    let whatIf = try #require(session.state.toggles.whatIf)
    #expect(whatIf.oldHit == "save")
    #expect(whatIf.newHit == "card")
    let parting = try #require(whatIf.partingIndex)
    let after = session.state.trace.records
    // Everything before the parting record is what the tap did before; the parting one differs.
    #expect(Array(after.prefix(parting)).map(\.step) == Array(before.records.prefix(parting)).map(\.step))
    #expect(after[parting].step != before.records[parting].step)
    #expect(whatIf.oldLine == before.records[parting].step.message)
    #expect(whatIf.newLine == after[parting].step.message)
    #expect(!whatIf.comparedWithFreshRun)
    // The pane shows from just above the parting record, marked ≠.
    let marked = session.canvas.plainText.filter { $0.contains("│≠") }
    #expect(marked.count == 1)
    #expect(marked.first?.contains(String(after[parting].step.message.prefix(20))) == true)
    #expect(session.state.toggles.applied == ["save.isUserInteractionEnabled = false"])
    #expect(session.state.status?.contains("hit: save → card; traces part at step \(parting + 1): ") == true)
    // The re-run is the live engine now: the next click sees save's interaction off.
    #expect(
      PropertyToggle.view("save", .isUserInteractionEnabled).value(in: session.application)?.hasSuffix(
        "false") == true)
    Self.tap(session, clock, at: Self.onSave)
    #expect(session.state.hitView == "card")
  }

  @Test("§1 hitTest skips a view whose alpha is under 0.01: a gives save 0.005, and the tap hits card")
  func alphaToggle() throws {
    let (session, clock) = try Self.session()
    Self.tap(session, clock, at: Self.onSave)
    session.state.inspector.selectedView = "save"
    session.handle(Self.key("a"))
    #expect(session.state.toggles.applied == ["save.alpha = 0.005"])
    #expect(session.state.hitView == "card")
    #expect(session.state.toggles.whatIf?.hitText == "hit: save → card")
    // a again: the file's alpha, and the file's hit view.
    session.handle(Self.key("a"))
    #expect(session.state.toggles.toggles.isEmpty)
    #expect(session.state.hitView == "save")
    #expect(session.state.status?.hasPrefix("save.alpha = 1 (as in the file) · hit: card → save") == true)
  }

  @Test("The re-run is deterministic: the same toggles give the same trace, again and in another session")
  func deterministic() throws {
    let (session, clock) = try Self.session()
    Self.tap(session, clock, at: Self.onSave)
    let original = session.state.trace
    session.state.inspector.selectedView = "save"
    session.handle(Self.key("h"))
    let hidden = session.state.trace
    #expect(hidden != original)
    session.handle(Self.key("h"))
    #expect(session.state.trace == original)
    #expect(session.state.toggles.whatIf?.partingIndex != nil)
    session.handle(Self.key("h"))
    #expect(session.state.trace == hidden)
    let (other, otherClock) = try Self.session()
    Self.tap(other, otherClock, at: Self.onSave)
    other.state.inspector.selectedView = "save"
    other.handle(Self.key("h"))
    #expect(other.state.trace == hidden)
  }

  @Test(
    "Without a touch sequence the toggle applies to a fresh load, and the status says there was none to re-run"
  )
  func noSequence() throws {
    let (session, _) = try Self.session()
    session.state.inspector.selectedView = "save"
    session.handle(Self.key("h"))
    #expect(session.state.status == "no touch to re-run: click to try it")
    #expect(
      session.canvas.plainText.last?.contains("toggled: save.isHidden = true · no touch to re-run") == true)
    #expect(session.state.trace.records.isEmpty)
    #expect(session.state.toggles.whatIf == nil)
    let save = session.state.scene.windows.flatMap(\.children).flatMap(\.children).flatMap(\.children)
      .first { $0.id == "save" }
    #expect(save?.isHidden == true)
  }

  /// A switch (`wifi`, which a tap turns on or off) and a plain view (`pad`), loadable afresh
  /// from its text as a file would be.
  static func switchSession() throws -> (Session, ManualClock) {
    let yaml = """
      screen: {width: 200, height: 120}
      windows:
        - id: main
          views:
            - {id: wifi, class: Switch, frame: [120, 20, 60, 30]}
            - {id: pad, frame: [10, 60, 80, 40]}
      """
    let load = {
      Result { () throws(LayoutLoadError) in try LayoutLoader.load(yaml: yaml, source: "s.yaml") }
    }
    let clock = ManualClock(time: 1)
    let session = Session(layout: try load().get(), columns: 100, rows: 30, clock: clock)
    session.watch(LayoutSource(path: "s.yaml", load: load))
    return (session, clock)
  }

  @Test("The re-run starts from a fresh load: a switch the tap turned on is turned on once, not flipped back")
  func freshLoad() throws {
    let (session, clock) = try Self.switchSession()
    Self.tap(session, clock, at: CGPoint(x: 150, y: 35))
    let isOn = { (session: Session) in
      session.state.scene.windows.first?.children.first { $0.id == "wifi" }?.control?.value
    }
    #expect(isOn(session) == .toggle(isOn: true))
    session.state.inspector.selectedView = "pad"
    session.handle(Self.key("c"))
    #expect(isOn(session) == .toggle(isOn: true))
    #expect(session.state.toggles.whatIf?.partingIndex == nil)
    #expect(session.state.toggles.whatIf?.hitText == "hit: wifi (unchanged)")
  }

  @Test(
    "After earlier touches changed the engine, the comparison is with a fresh re-run, and the status says so")
  func comparedWithFreshRun() throws {
    let (session, clock) = try Self.switchSession()
    // Two sequences: on, then off. The second, on a fresh load, turns the switch on.
    Self.tap(session, clock, at: CGPoint(x: 150, y: 35))
    Self.tap(session, clock, at: CGPoint(x: 150, y: 35))
    let live = session.state.trace
    session.state.inspector.selectedView = "pad"
    session.handle(Self.key("c"))
    let whatIf = try #require(session.state.toggles.whatIf)
    #expect(whatIf.comparedWithFreshRun == (live != session.state.trace))
    #expect(whatIf.comparedWithFreshRun)
    #expect(whatIf.partingIndex == nil)
    #expect(session.state.status?.hasSuffix("(against a fresh re-run)") == true)
  }

  @Test("§3 cancelsTouchesInView: x on pad's tap turns touchesCancelled into touchesEnded in the re-run")
  func cancelsTouchesInViewToggle() throws {
    let (session, clock) = try Self.session("19-cancels-touches-in-view.yaml")
    Self.tap(session, clock, at: CGPoint(x: 100, y: 230))
    let cancelled = TraceStep.deliver(responder: "pad", method: .touchesCancelled, touches: [1])
    let ended = TraceStep.deliver(responder: "pad", method: .touchesEnded, touches: [1])
    #expect(session.state.trace.records.contains { $0.step == cancelled })
    session.state.inspector.selectedView = "pad"
    session.handle(Self.key("x"))
    #expect(session.state.toggles.applied == ["padTap.cancelsTouchesInView = false"])
    let steps = session.state.trace.records.map(\.step)
    #expect(steps.contains(ended))
    #expect(!steps.contains(cancelled))
    #expect(session.state.toggles.whatIf?.partingIndex != nil)
    #expect(session.state.toggles.whatIf?.hitText == "hit: pad (unchanged)")
  }

  @Test("§3 a disabled recognizer receives no touches: E on pad's tap, and the tap's action is not sent")
  func isEnabledToggle() throws {
    let (session, clock) = try Self.session("19-cancels-touches-in-view.yaml")
    Self.tap(session, clock, at: CGPoint(x: 100, y: 230))
    let sentTap = { (session: Session) in
      session.state.trace.records.contains { if case .actionSent = $0.step { true } else { false } }
    }
    #expect(sentTap(session))
    session.state.inspector.selectedView = "pad"
    session.handle(Self.key("E"))
    #expect(session.state.toggles.applied == ["padTap.isEnabled = false"])
    #expect(!sentTap(session))
  }

  @Test("A toggle during a press re-runs the touch so far; the release goes on in the re-run engine")
  func toggleMidTouch() throws {
    let (session, clock) = try Self.session()
    session.handle(.pointer(.down, Self.onSave))
    session.state.inspector.selectedView = "list"
    clock.advance(by: 0.05)
    session.handle(Self.key("h"))
    #expect(session.synthesizer.isTracking)
    clock.advance(by: 0.05)
    session.handle(.pointer(.up, Self.onSave))
    #expect(!session.synthesizer.isTracking)
    #expect(session.state.trace.records.last?.step == .sequenceEnd(touches: [1]))
    #expect(session.state.hitView == "save")
  }

  /// A sibling of the reload that cleared the trace: the re-run replaced the pane's trace and the
  /// one before it was gone, its scenes left to the re-run's steps.
  @Test(
    "§1 hitTest: after u, < shows the tap as it was (hit save), with its own scenes; the re-run hits card")
  func theTraceBeforeAToggleIsKept() throws {
    let (session, clock) = try Self.session()
    Self.tap(session, clock, at: Self.onSave)
    let before = session.state.trace
    let scenes = session.state.log.history.scenes
    session.state.inspector.selectedView = "save"
    session.handle(Self.key("u"))
    #expect(session.state.hitView == "card")
    #expect(session.state.log.history.earlier.last?.trace == before)
    #expect(session.state.log.history.earlier.last?.scenes == scenes)
    #expect(session.state.log.history.scenes.count == 1, "the re-run's own scene")
    session.handle(Self.key("<"))
    #expect(session.state.shownSequence.trace == before)
  }
}
