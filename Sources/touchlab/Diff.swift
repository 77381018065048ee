import ArgumentParser
import Foundation
import TouchFoundation
import TouchKit
import TouchLabTUI
import TouchLayout
import TouchScript
import TouchTrace

/// `touchlab diff LAYOUT_A LAYOUT_B SCRIPT` or `touchlab diff LAYOUT SCRIPT_A SCRIPT_B`: run
/// both and print where their traces part, with the records around it.
struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Run a script on two layouts (or two scripts on one layout) and show where the traces part.",
    discussion: """
      With two layouts and a script, the script runs on each layout; with one layout and two \
      scripts, each script runs on the layout. The second argument decides: a file that loads as \
      a layout makes the first form. Traces are deterministic, so everything before the parting \
      record is shared, and the first differing record is the first step the change decided.

      Prints the shared records before the parting (` `), then each side's (`-` first, `+` \
      second). Exits 0 when the traces are the same, 1 when they part (as diff(1) does), 2 when \
      a file does not load.

      Examples:
        touchlab diff Layouts/05-overlay-eats-taps.yaml Layouts/variants/05-overlay-pass-through.yaml Scripts/overlay-tap.yaml   # exit 1
        touchlab diff Layouts/default.yaml Scripts/checkout.yaml Scripts/checkout-alt.yaml   # exit 1
      """)

  @Argument(help: "The first layout (a file, or a gallery scenario's name or number).")
  var first: String

  @OptionGroup var code: CodeOptions
  @Argument(help: "The second layout, or the first script.")
  var second: String
  @Argument(help: "The script, or the second script.")
  var third: String

  @Option(help: "Records of context each side of the parting.")
  var context: Int = TraceDiff.defaultContext

  func validate() throws {
    guard (0...1000).contains(context) else { throw ValidationError("--context must be between 0 and 1000.") }
  }

  @OptionGroup var limits: LayoutLimitOptions

  func run() throws {
    let loading = LoadContext(limits: limits.loadOptions, code: code)
    let firstPath = try GalleryLookup.path(for: first)
    let secondIsLayout: Bool
    if let path = GalleryLookup.quietPath(for: second), case .success = LayoutFile.loaded(path, in: loading) {
      secondIsLayout = true
    } else {
      secondIsLayout = false
    }
    let runs: [(layout: String, script: String)] =
      secondIsLayout
      ? [(firstPath, third), (try GalleryLookup.path(for: second), third)]
      : [(firstPath, second), (firstPath, third)]
    let traces = try runs.map { try trace(of: $0.script, on: $0.layout, loading: loading) }
    print("- \(TerminalSafety.sanitized(runs[0].script)) on \(TerminalSafety.sanitized(runs[0].layout))")
    print("+ \(TerminalSafety.sanitized(runs[1].script)) on \(TerminalSafety.sanitized(runs[1].layout))")
    let diff = TraceDiff(traces[0], traces[1], context: context)
    for line in diff.text.split(separator: "\n") { print(TerminalSafety.sanitized(String(line))) }
    if !diff.isEqual { throw ExitCode(1) }
  }

  /// The whole trace of `script` run on a fresh copy of the layout at `layout`.
  private func trace(of script: String, on layout: String, loading: LoadContext) throws -> Trace {
    let loaded = try LayoutFile.load(layout, in: loading)
    let fresh = try LayoutFile.load(layout, in: loading, warns: false)
    do throws(LayoutLoadError) {
      let parsed = try ScriptLoader.load(contentsOf: script, for: loaded)
      return ScriptRunner.run(parsed, on: fresh).trace
    } catch {
      for diagnostic in error.diagnostics { printError(diagnostic.description) }
      throw ExitCode(2)
    }
  }
}
