import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// A button's `menu:` and `showsMenuAsPrimaryAction:` in layouts (UIKit's `UIButton.menu`,
/// `showsMenuAsPrimaryAction`; docs/layout-format.md, docs/menus.md): read through the class
/// table, and bad input reported at its place, never loaded half-way.
@Suite("UIButton menus in layouts")
struct MenuLayoutTests {
  static func button(_ menu: String) -> String {
    oneWindow("      - {id: sort, class: Button, frame: [0, 0, 70, 40], \(menu)}\n")
  }

  @Test("menu: makes UIMenu's children: titles, actions with attributes and state, inline and nested menus")
  func reads() throws {
    let layout = try loadLayout(
      Self.button(
        "showsMenuAsPrimaryAction: true, menu: {title: Sort By, options: [singleSelection], items: "
          + "[Name, {title: Date, state: on, attributes: [destructive]}, {title: More, options: displayInline, items: [Size]}]}"
      ))
    let button = try #require(layout.view("sort") as? Button)
    #expect(button.showsMenuAsPrimaryAction)
    let menu = try #require(button.menu)
    #expect(menu.title == "Sort By" && menu.options == .singleSelection)
    let date = try #require(menu.children[1] as? Action)
    #expect(date.title == "Date" && date.state == .on && date.attributes == .destructive)
    let more = try #require(menu.children[2] as? Menu)
    #expect(more.options == .displayInline && (more.children.first as? Action)?.title == "Size")
    #expect(button.contextMenuInteraction?.gestureRecognizer.isEnabled == false)
  }

  @Test("Bad menus are errors with their place: no items, a number as an item, an unknown option or state")
  func badMenus() {
    #expect(
      diagnostics(of: Self.button("menu: {title: Sort}")).contains {
        $0.hasPrefix("test.yaml:4:") && $0.hasSuffix("menu is missing the required key 'items'")
      })
    #expect(
      diagnostics(of: Self.button("menu: {items: 3}")).contains {
        $0.hasSuffix("menu's items must be a list, got a number")
      })
    #expect(
      diagnostics(of: Self.button("menu: {options: [singleSelect], items: [A]}")).contains {
        $0.contains("menu's options cannot be 'singleSelect'")
          && $0.contains("did you mean 'singleSelection'?")
      })
    #expect(
      diagnostics(of: Self.button("menu: {items: [{title: A, state: yes}]}")).contains {
        $0.contains("an item of menu's state cannot be 'yes'")
      })
    #expect(
      diagnostics(of: oneWindow("      - {id: v, frame: [0, 0, 70, 40], menu: {items: [A]}}\n")).contains {
        $0.contains("menu")
      })
  }

  @Test(
    "contextMenu: on any view adds a UIContextMenuInteraction: its long press opens the menu after the view's own recognizers, and an item sends its action with no target"
  )
  func contextMenuOnAnyView() throws {
    let layout = try loadLayout(
      oneWindow(
        "      - {id: cell, frame: [0, 0, 200, 60], handlesActions: [pin], "
          + "gestures: [{id: cellPress, type: longPress, minimumPressDuration: 1}], "
          + "contextMenu: {title: Cell, items: [{title: Pin, action: pin}, Share]}}\n"))
    let cell = try #require(layout.view("cell"))
    let interaction = try #require(cell.interactions.first as? ContextMenuInteraction)
    #expect(cell.attachedRecognizers.map(\.traceID) == ["cellPress", "contextMenu"])
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    synthesizer.send(PointerEvent(.down, at: CGPoint(x: 50, y: 30), time: 0))
    synthesizer.advance(to: 0.6)
    #expect(interaction.gestureRecognizer.state == .began)
    let window = try #require(layout.application.menuWindow)
    #expect(window.rowTitles == ["Pin", "Share"])
    // Lift over the first row (the box is below the cell: y 60 to 104).
    synthesizer.send(PointerEvent(.move, at: CGPoint(x: 50, y: 80), time: 0.7))
    synthesizer.send(PointerEvent(.up, at: CGPoint(x: 50, y: 80), time: 0.8))
    #expect(layout.application.menuWindow == nil)
    #expect(
      recorder.trace.records.contains {
        if case .actionSent(action: "pin", sender: "cell", _) = $0.step { true } else { false }
      }, "\(recorder.trace.records.map(\.step))")
  }

  @Test("A bad contextMenu is an error with its place, as a bad menu is")
  func badContextMenu() {
    #expect(
      diagnostics(of: oneWindow("      - {id: v, frame: [0, 0, 70, 40], contextMenu: {title: A}}\n")).contains
      {
        $0.hasPrefix("test.yaml:4:") && $0.hasSuffix("contextMenu is missing the required key 'items'")
      })
  }
}
