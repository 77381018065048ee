import Foundation
import Testing

@testable import TouchKit

/// Menus: a button's menu (UIKit's `UIButton.menu`, `showsMenuAsPrimaryAction`: "the button
/// displays the menu on a long press, or as the primary action"), `UIContextMenuInteraction`
/// with its delegate, `UIMenu`'s options and `UIDeferredMenuElement` (developer.apple.com; each
/// UNSOURCED choice is named in its test). docs/menus.md lists each rule.
@Suite("Menus")
struct MenuTests {
  /// What the handlers ran, in order.
  final class Log {
    var chosen: [String] = []
    var senders: [AnyObject?] = []
  }

  final class Scene {
    let stage = Stage()
    let log = Log()
    let button: Button
    let below: RecordingView

    init(primary: Bool) {
      stage.application.screen = DeviceScreen(size: CGSize(width: 400, height: 300))
      below = stage.add(RecordingView(id: "below", frame: rect(0, 150, 400, 150)))
      button = stage.add(Button(id: "share", frame: rect(20, 20, 100, 40)))
      button.menu = Menu(title: "Edit", children: ["Copy", "Paste", "Delete"].map(action))
      button.showsMenuAsPrimaryAction = primary
      _ = stage.synthesizer
    }

    func action(_ title: String) -> Action {
      Action(title: title) { [log] action in
        log.chosen.append(title)
        log.senders.append(action.sender)
      }
    }

    var menuWindow: MenuWindow? { stage.application.menuWindow }
  }

  // The box is placed below the button (20, 60), 250 wide, rows 44 tall: row n's middle is
  // at y = 60 + 44 n - 22.
  static func rowY(_ row: Int) -> CGFloat { 60 + 44 * CGFloat(row) - 22 }

  @Test("showsMenuAsPrimaryAction: the menu opens at touch down, in a window above the app's")
  func primaryOpensAtTouchDown() throws {
    let scene = Scene(primary: true)
    scene.stage.down(50, 40)
    let window = try #require(scene.menuWindow)
    #expect(window.rowTitles == ["Copy", "Paste", "Delete"])
    #expect(scene.stage.application.windowsFrontToBack.first === window)
    #expect(window.windowLevel > KeyboardWindow.level)
    #expect(window.box.frame == rect(20, 60, MenuWindow.width, 3 * MenuWindow.rowHeight))
    #expect(
      scene.stage.steps.contains(
        .menuOpened(menu: "menu \"Edit\"", source: "share", items: ["Copy", "Paste", "Delete"])))
    // The touch is the menu's, not the control's (UNSOURCED): no touchDown.
    #expect(!scene.stage.steps.contains { if case .controlEvents = $0 { true } else { false } })
    scene.stage.up(50, 40)
    #expect(scene.menuWindow != nil)
    #expect(scene.log.chosen.isEmpty)
  }

  @Test("A tap on a row runs its action's handler, with the button as sender, and closes the menu")
  func tapOnRowChooses() throws {
    let scene = Scene(primary: true)
    scene.stage.tap(50, 40)
    scene.stage.tap(100, Self.rowY(2), after: 0.5)
    #expect(scene.log.chosen == ["Paste"])
    #expect(scene.log.senders.first.flatMap { $0 } === scene.button)
    #expect(scene.menuWindow == nil)
    let steps = scene.stage.steps
    let chosen = try #require(
      steps.firstIndex(of: .menuItemChosen(item: "UIAction \"Paste\"", menu: "menu \"Edit\"")))
    let closed = try #require(steps.firstIndex(of: .menuClosed(menu: "menu \"Edit\"", reason: .itemChosen)))
    let sent = try #require(
      steps.firstIndex(
        of: .actionSent(action: Action.handlerName, sender: "share", target: "UIAction \"Paste\"")))
    #expect(chosen < closed && closed < sent)
    #expect(scene.below.received.isEmpty)
  }

  @Test("Dragging from the button to a row and lifting there chooses the row")
  func dragAndRelease() {
    let scene = Scene(primary: true)
    scene.stage.down(50, 40)
    scene.stage.move(60, Self.rowY(3))
    scene.stage.up(60, Self.rowY(3))
    #expect(scene.log.chosen == ["Delete"])
    #expect(scene.menuWindow == nil)
  }

  @Test(
    "While dragging from the button over the open menu, the row under the finger is highlighted, and only it (UNSOURCED: observed)"
  )
  func dragHighlightsTheRowUnderTheFinger() throws {
    let scene = Scene(primary: true)
    scene.stage.down(50, 40)
    let window = try #require(scene.menuWindow)
    #expect(window.highlightedRowTitle == nil, "the finger is still on the button")
    scene.stage.move(60, Self.rowY(1))
    #expect(window.highlightedRowTitle == "Copy")
    scene.stage.move(60, Self.rowY(2))
    #expect(window.highlightedRowTitle == "Paste")
    let rows = window.box.subviews.compactMap { $0 as? Label }
    #expect(rows.filter(\.isHighlighted).count == 1)
    #expect(ViewSummary(rows[1], className: "MenuRow").isHighlighted, "the highlight is drawn")
    scene.stage.move(60, 250)
    #expect(window.highlightedRowTitle == nil, "off the menu, no row")
    scene.stage.move(60, Self.rowY(2))
    scene.stage.up(60, Self.rowY(2))
    #expect(scene.log.chosen == ["Paste"], "lifting on the highlighted row chooses it")
  }

  @Test("A disabled action is not highlighted under the finger, and lifting there chooses nothing")
  func disabledRowIsNotHighlighted() throws {
    let scene = Scene(primary: true)
    let disabled = Action(title: "Delete", attributes: .disabled) { _ in }
    scene.button.menu = Menu(title: "Edit", children: [scene.action("Copy"), disabled])
    scene.stage.down(50, 40)
    let window = try #require(scene.menuWindow)
    scene.stage.move(60, Self.rowY(2))
    #expect(window.highlightedRowTitle == nil)
    scene.stage.up(60, Self.rowY(2))
    #expect(scene.log.chosen.isEmpty)
  }

  @Test("A tap outside the menu closes it, and no view of the app's sees that touch (UNSOURCED)")
  func tapOutsideCloses() {
    let scene = Scene(primary: true)
    scene.stage.tap(50, 40)
    scene.stage.tap(350, 250, after: 0.5)
    #expect(scene.menuWindow == nil)
    #expect(scene.below.received.isEmpty)
    #expect(scene.log.chosen.isEmpty)
    #expect(scene.stage.steps.contains(.menuClosed(menu: "menu \"Edit\"", reason: .tappedOutside)))
    // The next tap reaches the app again.
    scene.stage.tap(350, 250, after: 0.5)
    #expect(scene.below.methods == [.touchesBegan, .touchesEnded])
  }

  @Test("Without showsMenuAsPrimaryAction a tap is the button's: touchUpInside, no menu")
  func tapWithoutPrimary() {
    let scene = Scene(primary: false)
    scene.stage.tap(50, 40)
    #expect(scene.menuWindow == nil)
    #expect(
      scene.stage.steps.contains(
        .controlEvents(control: "share", events: ["touchUpInside", "primaryActionTriggered"])))
  }

  @Test("Without showsMenuAsPrimaryAction a long press opens the menu and cancels the button's touch")
  func longPressOpens() throws {
    let scene = Scene(primary: false)
    let interaction = try #require(scene.button.contextMenuInteraction)
    #expect(scene.button.attachedRecognizers.contains { $0 === interaction.gestureRecognizer })
    scene.stage.down(50, 40)
    scene.stage.move(50, 40, after: 0.6)
    #expect(scene.menuWindow != nil)
    #expect(scene.stage.steps.contains(.controlEvents(control: "share", events: ["touchCancel"])))
    scene.stage.up(50, 40)
    #expect(scene.menuWindow != nil)
    #expect(
      !scene.stage.steps.contains {
        if case .controlEvents(_, let events) = $0 { events.contains("touchUpInside") } else { false }
      })
  }

  @Test("A button whose menu is set to nil has no interaction left")
  func menuRemoved() {
    let scene = Scene(primary: false)
    scene.button.menu = nil
    #expect(scene.button.contextMenuInteraction == nil)
    #expect(scene.button.attachedRecognizers.isEmpty)
    #expect(scene.button.interactions.isEmpty)
  }

  /// UIKit's `UIControl.contextMenuInteraction` is the control's own interaction; that one a
  /// person adds to the button is not it is UNSOURCED (TouchLab finds the button's own among its
  /// interactions: the one whose delegate is the button).
  @Test("A button's context menu interaction is its own, not one a person adds to the button")
  func ownInteractionOnly() throws {
    let scene = Scene(primary: false)
    let own = try #require(scene.button.contextMenuInteraction)
    let delegate = MenuDelegate()
    let added = ContextMenuInteraction(delegate: delegate)
    scene.button.addInteraction(added)
    #expect(scene.button.contextMenuInteraction === own)
    scene.button.menu = nil
    #expect(scene.button.contextMenuInteraction == nil)
    #expect(scene.button.interactions.count == 1)
    #expect(scene.button.interactions.first === added)
  }

  /// A delegate that answers with a menu, or nil, and counts the questions.
  final class MenuDelegate: ContextMenuInteractionDelegate {
    var menu: Menu?
    var asked: [CGPoint] = []

    func contextMenuInteraction(
      _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration? {
      asked.append(location)
      guard let menu else { return nil }
      return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }
  }

  @Test("A context menu's long press beats the cell's own slower one, which the trace shows failing")
  func contextMenuBeatsCellPress() throws {
    let stage = Stage()
    stage.application.screen = DeviceScreen(size: CGSize(width: 400, height: 300))
    let cell = stage.add(RecordingView(id: "cell", frame: rect(0, 0, 400, 60)))
    let own = stage.attach(LongPressGestureRecognizer(), to: cell, id: "cellPress")
    own.minimumPressDuration = 1
    let delegate = MenuDelegate()
    delegate.menu = Menu(children: [Action(title: "Pin") { _ in }])
    cell.addInteraction(ContextMenuInteraction(delegate: delegate))
    stage.down(30, 30)
    stage.move(30, 30, after: 0.6)
    #expect(delegate.asked == [CGPoint(x: 30, y: 30)])
    #expect(stage.application.menuWindow?.rowTitles == ["Pin"])
    #expect(own.state == .failed)
    #expect(stage.reason(of: "cellPress", to: .failed) == .preventedBy(other: "contextMenu"))
    #expect(stage.reason(of: "contextMenu", to: .began) == .pressDurationReached(duration: 0.5))
    #expect(cell.methods.contains(.touchesCancelled))
  }

  @Test(
    "A context menu's long press, dragged over its open menu, highlights the row under the finger; lifting chooses it"
  )
  func contextMenuDragHighlights() throws {
    let stage = Stage()
    stage.application.screen = DeviceScreen(size: CGSize(width: 400, height: 300))
    let cell = stage.add(RecordingView(id: "cell", frame: rect(0, 0, 400, 60)))
    var chosen: [String] = []
    let delegate = MenuDelegate()
    delegate.menu = Menu(
      children: ["Pin", "Share"].map { title in Action(title: title) { _ in chosen.append(title) } })
    cell.addInteraction(ContextMenuInteraction(delegate: delegate))
    stage.down(30, 30)
    stage.move(30, 30, after: 0.6)
    let window = try #require(stage.application.menuWindow)
    // The box is below the cell (y 60), rows 44 tall: the second row's middle is at 126.
    stage.move(40, 126)
    #expect(window.highlightedRowTitle == "Share")
    stage.up(40, 126)
    #expect(chosen == ["Share"])
    #expect(stage.application.menuWindow == nil)
  }

  @Test("A delegate that returns nil shows no menu")
  func nilConfiguration() {
    let stage = Stage()
    let cell = stage.add(RecordingView(id: "cell", frame: rect(0, 0, 400, 60)))
    let delegate = MenuDelegate()
    let interaction = ContextMenuInteraction(delegate: delegate)
    cell.addInteraction(interaction)
    #expect(interaction.view === cell)
    stage.down(30, 30)
    stage.move(30, 30, after: 0.6)
    #expect(delegate.asked.count == 1)
    #expect(stage.application.menuWindow == nil)
    cell.removeInteraction(interaction)
    #expect(interaction.view == nil)
    #expect(cell.attachedRecognizers.isEmpty)
  }

  @Test(
    "Inline menus' children are rows, hidden actions are left out, a submenu is one row that opens in place")
  func menuStructure() throws {
    let scene = Scene(primary: true)
    let sort = Menu(
      title: "Sort", children: [Action(title: "Name") { _ in }, Action(title: "Date") { _ in }])
    scene.button.menu = Menu(children: [
      Menu(options: .displayInline, children: [scene.action("A"), scene.action("B")]),
      Action(title: "Secret", attributes: .hidden) { _ in },
      sort,
    ])
    scene.stage.tap(50, 40)
    let window = try #require(scene.menuWindow)
    #expect(window.rowTitles == ["A", "B", "Sort ›"])
    scene.stage.tap(100, Self.rowY(3), after: 0.5)
    #expect(window.rowTitles == ["Name", "Date"])
    #expect(scene.menuWindow === window)
    #expect(
      scene.stage.steps.contains(
        .menuOpened(menu: "menu \"Sort\"", source: "share", items: ["Name", "Date"])))
  }

  @Test("singleSelection turns the chosen action on and its siblings off; a disabled action does nothing")
  func singleSelectionAndDisabled() throws {
    let scene = Scene(primary: true)
    let small = scene.action("Small")
    let large = scene.action("Large")
    large.state = .on
    let off = Action(title: "Off", attributes: .disabled) { _ in }
    scene.button.menu = Menu(options: .singleSelection, children: [small, large, off])
    scene.stage.tap(50, 40)
    #expect(scene.menuWindow?.rowTitles == ["Small", "✓ Large", "Off"])
    scene.stage.tap(100, Self.rowY(3), after: 0.5)
    #expect(scene.menuWindow != nil)
    scene.stage.tap(100, Self.rowY(1), after: 0.5)
    #expect(small.state == .on && large.state == .off)
    #expect(scene.log.chosen == ["Small"])
  }

  @Test("A deferred element's provider is called when the menu opens; cached once, uncached each time")
  func deferredElements() throws {
    let scene = Scene(primary: true)
    var cachedCalls = 0
    var uncachedCalls = 0
    let cached = DeferredMenuElement { completion in
      cachedCalls += 1
      completion([Action(title: "Recent") { _ in }])
    }
    let uncached = DeferredMenuElement.uncached { completion in
      uncachedCalls += 1
      completion([Action(title: "Now \(uncachedCalls)") { _ in }])
    }
    scene.button.menu = Menu(children: [cached, uncached])
    #expect(cachedCalls == 0 && uncachedCalls == 0)
    scene.stage.tap(50, 40)
    #expect(scene.menuWindow?.rowTitles == ["Recent", "Now 1"])
    scene.stage.tap(350, 250, after: 0.5)
    scene.stage.tap(50, 40, after: 0.5)
    #expect(scene.menuWindow?.rowTitles == ["Recent", "Now 2"])
    #expect(cachedCalls == 1 && uncachedCalls == 2)
  }

  @Test("A deferred element that completes later shows a loading row until it does")
  func deferredLater() throws {
    let scene = Scene(primary: true)
    var later: (([MenuElement]) -> Void)?
    scene.button.menu = Menu(children: [DeferredMenuElement { later = $0 }])
    scene.stage.tap(50, 40)
    let window = try #require(scene.menuWindow)
    #expect(window.rowTitles == ["Loading…"])
    let complete = try #require(later)
    complete([Action(title: "Loaded") { _ in }])
    #expect(window.rowTitles == ["Loaded"])
  }

  @Test("dismissMenu() closes the menu its interaction opened")
  func dismissMenu() throws {
    let scene = Scene(primary: true)
    scene.stage.application.trace = scene.stage.recorder
    scene.stage.tap(50, 40)
    try #require(scene.button.contextMenuInteraction).dismissMenu()
    #expect(scene.menuWindow == nil)
    #expect(scene.stage.steps.contains(.menuClosed(menu: "menu \"Edit\"", reason: .dismissed)))
  }
}
