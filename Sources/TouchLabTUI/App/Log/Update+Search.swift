import Foundation
import TouchKit

/// Searching the log pane (`/`): a prompt in the pane's header collects the query; Enter
/// selects the next line that contains it (ignoring case), which moves the canvas to that step.
extension Update {
  /// `/`: opens the prompt, when the log pane is shown.
  static func openSearch(_ state: inout UIState) {
    guard !state.lesson.isShown, state.scriptPicker == nil else {
      state.status = "/ searches the log: l shows it again"
      return
    }
    state.log.prompt = ""
  }

  /// A character typed while the prompt is open: the query grows.
  static func typeInSearch(_ key: Key, _ state: inout UIState) {
    guard case .character(let character) = key else { return }
    state.log.prompt?.append(character)
  }

  /// Enter in the prompt: it closes and searches for what was typed (for the last query when
  /// nothing was).
  static func submitSearch(_ state: inout UIState) {
    let prompt = state.log.prompt ?? ""
    state.log.prompt = nil
    search(prompt.isEmpty ? state.log.query : prompt, &state)
  }

  /// Selects the next line after the selected one (from the top when live), wrapping round,
  /// that contains `query`; an empty query asks for one.
  static func search(_ query: String, _ state: inout UIState) {
    guard !query.isEmpty else {
      state.status = "/: type what to look for, then Enter"
      return
    }
    state.log.query = query
    let lines = state.logLines
    let current = state.log.cursor.flatMap { lines.line(showing: $0) }
    guard let match = lines.nextMatch(of: query, after: current) else {
      state.status = "no line matches \u{201C}\(query)\u{201D}"
      return
    }
    select(line: match, &state)
  }
}
