import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// The toggle keys as pure updates: a key and a state in, the state and the effects out; the
/// session's answer (``Message/reran(_:)``) in, the state out. No engine here.
@Suite("Toggle keys in the update")
struct ToggleUpdateTests {
  /// A scene with `save` (two recognizers, `tap` and `press`) inside `card`, and `note` with none.
  static func state(selected: String? = "save") -> UIState {
    let save = SceneNode(
      id: "save", frame: CGRect(x: 70, y: 50, width: 80, height: 30), recognizers: ["tap", "press"])
    let note = SceneNode(id: "note", frame: CGRect(x: 140, y: 10, width: 50, height: 20))
    let card = SceneNode(id: "card", frame: CGRect(x: 10, y: 10, width: 120, height: 80), children: [save])
    let main = SceneNode(
      id: "main", className: "Window", frame: CGRect(x: 0, y: 0, width: 200, height: 120),
      children: [card, note])
    var state = UIState(
      title: "T", scene: Scene(screenSize: CGSize(width: 200, height: 120), windows: [main]), columns: 100,
      rows: 30)
    state.inspector.selectedView = selected
    return state
  }

  static func key(_ character: Character) -> Message { .input(.key(.character(character))) }

  @Test(
    "h, u, a and c ask for a re-run with the selected view's property flipped; the state waits for the answer",
    arguments: [
      ("h", PropertyToggle.ViewProperty.isHidden), ("u", .isUserInteractionEnabled), ("a", .alpha),
      ("c", .clipsToBounds),
    ] as [(Character, PropertyToggle.ViewProperty)])
  func viewToggleKeys(key: Character, property: PropertyToggle.ViewProperty) {
    let state = Self.state()
    let (next, effects) = Update.update(state, Self.key(key))
    let toggle = PropertyToggle.view("save", property)
    #expect(effects == [.applyToggles([toggle], previous: [], flipped: toggle)])
    #expect(next.toggles == state.toggles)
  }

  @Test("A toggle key again flips the property back: the toggle leaves the list")
  func toggleTwice() {
    var state = Self.state()
    let toggle = PropertyToggle.view("save", .isHidden)
    state.toggles.toggles = [.view("card", .alpha), toggle]
    let (_, effects) = Update.update(state, Self.key("h"))
    #expect(
      effects == [.applyToggles([.view("card", .alpha)], previous: state.toggles.toggles, flipped: toggle)])
  }

  @Test("Without a selection a toggle key does nothing but say how to select")
  func noSelection() {
    for key: Character in ["h", "u", "a", "c", "e", "x", "b", "B", "E"] {
      let (next, effects) = Update.update(Self.state(selected: nil), Self.key(key))
      #expect(effects.isEmpty)
      #expect(next.status == Update.selectFirst)
    }
    let (gone, effects) = Update.update(Self.state(selected: "ghost"), Self.key("u"))
    #expect(effects.isEmpty)
    #expect(gone.status == "ghost is not in this layout: select a view again")
  }

  @Test("e chooses the selected view's recognizers in turn, shown in the status bar")
  func chooseRecognizer() {
    var state = Self.state()
    (state, _) = Update.update(state, Self.key("e"))
    #expect(state.toggles.recognizer == ChosenRecognizer(view: "save", index: 0, id: "tap", count: 2))
    #expect(state.status == "e next · x cancelsTouchesInView · b/B delaysTouchesBegan/Ended · E isEnabled")
    #expect(Screen.render(state).plainText.last?.contains("✦ tap (1 of 2) · e next") == true)
    (state, _) = Update.update(state, Self.key("e"))
    #expect(state.toggles.recognizer?.id == "press")
    state.status = nil
    #expect(Screen.render(state).plainText.last?.contains("✦ press (2 of 2)") == true)
    (state, _) = Update.update(state, Self.key("e"))
    #expect(state.toggles.recognizer?.index == 0)
    // Another selection chooses anew, from its first recognizer.
    state.inspector.selectedView = "note"
    (state, _) = Update.update(state, Self.key("e"))
    #expect(state.status == "note has no gesture recognizers")
  }

  @Test(
    "x, b, B and E ask for a re-run with the chosen recognizer's property flipped (the first when none is chosen)",
    arguments: [
      ("x", PropertyToggle.RecognizerProperty.cancelsTouchesInView), ("b", .delaysTouchesBegan),
      ("B", .delaysTouchesEnded), ("E", .isEnabled),
    ] as [(Character, PropertyToggle.RecognizerProperty)])
  func recognizerToggleKeys(key: Character, property: PropertyToggle.RecognizerProperty) {
    let (first, firstEffects) = Update.update(Self.state(), Self.key(key))
    let toggle = PropertyToggle.recognizer(view: "save", index: 0, property)
    #expect(firstEffects == [.applyToggles([toggle], previous: [], flipped: toggle)])
    #expect(first.toggles.recognizer?.id == "tap")
    var state = Self.state()
    (state, _) = Update.update(state, Self.key("e"))
    (state, _) = Update.update(state, Self.key("e"))
    let (_, effects) = Update.update(state, Self.key(key))
    let second = PropertyToggle.recognizer(view: "save", index: 1, property)
    #expect(effects == [.applyToggles([second], previous: [], flipped: second)])
  }

  @Test("The session's answer puts the toggles in force, says what changed and scrolls to the parting record")
  func reran() {
    var state = Self.state()
    state.pointerPoint = CGPoint(x: 100, y: 65)
    state.pointerCell = state.scaling.cell(for: CGPoint(x: 100, y: 65))
    let toggle = PropertyToggle.view("save", .isUserInteractionEnabled)
    let whatIf = WhatIf(
      change: "save.isUserInteractionEnabled = false", toggles: [toggle],
      applied: ["save.isUserInteractionEnabled = false"], reran: true, oldHit: "save", newHit: "card",
      partingIndex: 9, oldLine: "save.hitTest → save", newLine: "save.hitTest → nil")
    let (next, effects) = Update.update(state, .reran(whatIf))
    #expect(next.toggles.toggles == [toggle])
    #expect(next.toggles.whatIf == whatIf)
    #expect(
      next.status == "hit: save → card; traces part at step 10: save.hitTest → save / save.hitTest → nil")
    #expect(next.log.scroll == 9 - Update.partingContext)
    #expect(!next.log.followsEnd)
    #expect(effects == [.hover(CGPoint(x: 100, y: 65))])
    let text = Screen.render(next).plainText
    #expect(text.contains { $0.contains("What if: hit save → card · ≠ step 10") })
    #expect(text.last?.contains("toggled: save.isUserInteractionEnabled = false") == true)
  }

  @Test("Without a sequence to re-run the toggle is in force all the same, and the status says so")
  func reranWithoutSequence() {
    let toggle = PropertyToggle.view("save", .isHidden)
    let whatIf = WhatIf(
      change: "save.isHidden = true", toggles: [toggle], applied: ["save.isHidden = true"], reran: false)
    let (next, _) = Update.update(Self.state(), .reran(whatIf))
    #expect(next.toggles.toggles == [toggle])
    #expect(next.toggles.whatIf == nil)
    #expect(next.status == "no touch to re-run: click to try it")
  }

  @Test("A toggle that cannot apply changes nothing and says why")
  func toggleFailed() {
    let state = Self.state()
    let (next, effects) = Update.update(state, .toggleFailed("cannot re-run: x.yaml:3:1: bad"))
    #expect(effects.isEmpty)
    #expect(next.toggles == state.toggles)
    #expect(next.status == "cannot re-run: x.yaml:3:1: bad")
  }

  @Test("A new touch sequence clears the what-if; the toggles stay in force")
  func newSequenceClearsWhatIf() {
    var state = Self.state()
    state.toggles.toggles = [.view("save", .alpha)]
    state.toggles.whatIf = WhatIf(change: "save.alpha = 0.005", toggles: [], applied: [], reran: true)
    let (next, effects) = Update.update(state, .pointer(.down, CGPoint(x: 20, y: 20)))
    #expect(next.toggles.whatIf == nil)
    #expect(next.toggles.toggles == [.view("save", .alpha)])
    #expect(effects.first == .clearTrace)
  }

  @Test("The help table lists every toggle key")
  func keysAreInTheHelp() {
    let listed = Set(
      KeyHelp.sections.flatMap(\.entries).flatMap { $0.keys.components(separatedBy: " / ") })
    for key in ["h", "u", "a", "c", "e", "x", "b", "B", "E"] {
      #expect(listed.contains(key), "\(key)")
    }
  }

  @Test("Another layout opening resets the toggles")
  func openingResetsToggles() {
    var state = Self.state()
    state.toggles.toggles = [.view("save", .alpha)]
    state.toggles.applied = ["save.alpha = 0.005"]
    let scenario = OpenedScenario(index: 1, title: "Other", scene: state.scene, lesson: nil)
    let (next, _) = Update.update(state, .scenarioOpened(scenario))
    #expect(next.toggles == ToggleState())
  }
}
