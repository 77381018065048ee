import ArgumentParser

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Validate a layout.")
}
