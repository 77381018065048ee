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
}
