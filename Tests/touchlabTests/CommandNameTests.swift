import ArgumentParser
import Testing

@testable import touchlab

/// Every command names itself. Without `commandName`, ArgumentParser derives the name from
/// `String(describing:)` of the command's type on every start, and each of those dynamic casts
/// scans the conformance tables of a binary that links swift-syntax: 18 of the 78 million
/// instructions of `touchlab check` on a one-view layout (docs/performance.md).
struct CommandNameTests {
  @Test func everySubcommandNamesItselfAsItsTypeWould() {
    let subcommands = TouchLabCommand.configuration.subcommands
    #expect(!subcommands.isEmpty)
    for command in subcommands {
      let name = command.configuration.commandName
      #expect(name != nil, "\(command) has no commandName")
      // The names users type: what ArgumentParser derived before (`Check` → `check`), or
      // the explicit name a `…Command` type always had.
      let derived = String(describing: command).replacingOccurrences(of: "Command", with: "").lowercased()
      #expect(name == derived, "\(command) is named \(name ?? "nothing")")
    }
  }
}
