import Foundation
import TouchKit

/// The entries of menus: opened, an item chosen, closed (TraceStep+Entry.swift routes to them;
/// docs/menus.md tells the rules).
extension TraceEntry {
  static func menuOpened(_ menu: String, _ source: String, _ items: [String]) -> TraceEntry {
    TraceEntry(
      .menuOpened, .control, ["menu": .string(menu), "source": .string(source), "items": .strings(items)],
      "\(menu) opened from \(source): " + (items.isEmpty ? "no items" : items.joined(separator: ", ")),
      about: [source], emphasis: .headline)
  }

  static func menuItemChosen(_ item: String, _ menu: String) -> TraceEntry {
    TraceEntry(
      .menuItemChosen, .action, ["item": .string(item), "menu": .string(menu)],
      "\(item) chosen in \(menu)", emphasis: .headline)
  }

  static func menuClosed(_ menu: String, _ reason: MenuCloseReason) -> TraceEntry {
    let why =
      switch reason {
      case .itemChosen: "an item was chosen"
      case .tappedOutside: "a touch outside it ended; no view of the app's saw that touch"
      case .replaced: "another menu opened"
      case .dismissed: "dismissMenu() was called"
      }
    return TraceEntry(
      .menuClosed, .control, ["menu": .string(menu), "reason": .string(reason.rawValue)],
      "\(menu) closed: \(why)", about: ["menuWindow"])
  }
}
