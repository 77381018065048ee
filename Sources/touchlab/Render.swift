import ArgumentParser

/// `touchlab render LAYOUT --size COLSxROWS`: the canvas as plain text. (Owned by the TUI work.)
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Print the canvas as plain text.")
}
