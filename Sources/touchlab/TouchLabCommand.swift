import ArgumentParser
import Foundation
import TouchLabTUI

/// `touchlab`: open a layout in the terminal, or trace, check and render it headless.
@main
struct TouchLabCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "touchlab",
    abstract: "See how touches travel through a UIKit-style interface.",
    discussion: """
      With no subcommand, opens LAYOUT (default: Layouts/default.yaml) in the terminal. \
      LAYOUT is a file, or a gallery scenario by name or number (see `touchlab list`). \
      The headless subcommands run the same engine without a terminal.
      """,
    version: TouchLabVersion.description,
    subcommands: [
      Open.self, ListCommand.self, TraceCommand.self, Check.self, Run.self, Diff.self, Render.self,
      Describe.self,
      Query.self, Import.self,
    ],
    defaultSubcommand: Open.self
  )

  /// Runs the command. A write past a file size limit (`ulimit -f`, RLIMIT_FSIZE) sends
  /// SIGXFSZ, whose default action kills the process mid-write; ignored, the write fails with
  /// EFBIG instead, and the writer reports it and leaves the previous file whole
  /// (``AtomicFile``).
  /// A crash in the user's code (a trap, a stack overflow) is reported with the class and
  /// method that was running and the partial trace, from handlers installed first
  /// (``CrashReport``, docs/reliability.md).
  static func main() {
    signal(SIGXFSZ, SIG_IGN)
    CrashReport.install()
    main(nil)
  }
}
