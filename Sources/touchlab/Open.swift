import ArgumentParser

/// `touchlab [open] [LAYOUT]`: the interactive terminal UI. (Owned by the TUI work.)
struct Open: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Open a layout in the terminal UI.")
}
