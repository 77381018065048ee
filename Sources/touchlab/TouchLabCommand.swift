import ArgumentParser
import Foundation
import TouchFoundation
import TouchLabTUI
import TouchLayout

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
    // Each names itself (`commandName`): a name derived from the type costs every start a
    // scan of the binary's conformance tables (CommandNameTests).
    subcommands: [
      Open.self, ListCommand.self, TraceCommand.self, Check.self, Run.self, Diff.self, Render.self,
      Describe.self, MapCommand.self,
      Query.self, Import.self,
    ],
    defaultSubcommand: Open.self
  )

  /// Runs the command. A write past a file size limit (`ulimit -f`, RLIMIT_FSIZE) sends
  /// SIGXFSZ, whose default action kills the process mid-write; ignored, the write fails with
  /// EFBIG instead, and the writer reports it and leaves the previous file whole
  /// (``AtomicFile``).
  ///
  /// A crash in the user's code (a trap, a stack overflow) is reported with the class and
  /// method that was running and the partial trace, from handlers installed first
  /// (``CrashReport``, docs/reliability.md).
  ///
  /// The heap grows in large steps (``HeapGrowth``): a large layout's threads otherwise make it
  /// writable a page at a time.
  ///
  /// The command runs on a thread with a stack of ``stackBytes``: the engine's hit testing
  /// recurses once per level of views, as UIKit's does, and so do the walks that describe,
  /// query, draw and free a hierarchy; `--max-depth` lets a layout nest up to
  /// ``LayoutLoadOptions/largestViewDepth`` (20,000) deep, past what the main thread's 8 MiB hold. The stack is reserved, not used:
  /// only the pages a deep layout touches become memory. The thread gets its own alternate
  /// signal stack, so a stack overflow there is reported too.
  static func main() {
    signal(SIGXFSZ, SIG_IGN)
    HeapGrowth.configure()
    CrashReport.install()
    LargeStack.run(stackBytes: stackBytes) {
      CrashReport.prepareThread()
      main(nil)
    }
  }

  /// 256 MiB: about 13 KiB a level for 20,000 levels (a traced hit test of a level takes a
  /// few hundred bytes in a release build, a few kilobytes in a debug one). Not more: runaway
  /// recursion in a person's override fills the whole stack before it is reported.
  static let stackBytes = 1 << 28
}
