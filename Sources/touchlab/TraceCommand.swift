import ArgumentParser

struct TraceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "trace", abstract: "Trace a synthesized tap or drag.")
}
