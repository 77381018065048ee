import Foundation
import TouchLayout

/// The layout picker (`g`): the gallery's layouts, numbered as `touchlab list` numbers them, with
/// a cursor, as a value the overlay draws and the update moves.
///
/// `↑`/`↓` (and `PgUp`/`PgDn`, `Home`/`End`) move the cursor and Enter opens the layout under it;
/// typing a scenario's number moves the cursor there and opens it as soon as no longer number
/// could still be meant (`5` at once; `2` waits for `0`–`3` or Enter when there are 20 to 23,
/// `02` at once). A layout that does not load leaves the picker open, saying why.
public struct LayoutPicker: Equatable, Sendable {
  public var entries: [Gallery.Entry]
  /// The entry that is open, marked in the list.
  public var current: Int?
  /// The entry under the cursor.
  public var selected: Int
  /// The digits typed so far, when they may be the start of a longer number.
  public var typed = ""
  /// Why the layout last chosen did not load.
  public var problem: String?

  public init(entries: [Gallery.Entry], current: Int?) {
    self.entries = entries
    self.current = current.flatMap { entries.indices.contains($0) ? $0 : nil }
    selected = self.current ?? 0
  }

  /// Moves the cursor by `step`, within the list.
  mutating func move(by step: Int) {
    guard !entries.isEmpty else { return }
    selected = min(max(0, selected + step), entries.count - 1)
    typed = ""
  }

  /// A digit typed: the cursor goes to the scenario the digits so far number. Returns the entry
  /// to open now, when no longer number could still be meant.
  mutating func type(_ digit: Character) -> Int? {
    for candidate in [typed + String(digit), String(digit)] {
      let exact = entries.indices.first { Self.forms(of: entries[$0]).contains(candidate) }
      let longer = entries.contains { entry in
        Self.forms(of: entry).contains { $0.count > candidate.count && $0.hasPrefix(candidate) }
      }
      guard exact != nil || longer else { continue }
      if let exact { selected = exact }
      typed = longer ? candidate : ""
      return longer ? nil : exact
    }
    typed = ""
    problem = "no scenario numbered \(digit)"
    return nil
  }

  /// How a scenario's number may be typed: `3` and `03`.
  private static func forms(of entry: Gallery.Entry) -> [String] {
    guard let number = entry.number else { return [] }
    return [String(number), String(format: "%02d", number)]
  }
}
