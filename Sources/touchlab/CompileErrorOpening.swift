import Foundation
import TouchCode
import TouchFoundation
import TouchKit
import TouchLabTUI
import TouchLayout

/// `touchlab open` on code that does not compile (issue 36): the explorer opens anyway, the
/// compiler's errors in its side pane, the layout's views made with each of the person's
/// classes as the built-in class it descends from (``StandInClasses``), and the code loaded
/// when a file is saved fixed (hot reload, as after a good start).
///
/// Headless commands are not changed: they print the errors and exit 2.
enum CompileErrorOpening {
  /// The layout at `path` with the stand-ins of the code that just failed to compile, and the
  /// problems to show; nil when the failure was not such a compile (a layout error, a refusal,
  /// no compiler): those still end the command.
  static func standIn(_ path: String, failure: LayoutLoadError, in context: LoadContext) -> (
    Layout, FileProblems
  )? {
    guard let (registry, standIns) = context.code.standIns(forLayoutAt: path),
      let text = try? SourceFileReader.read(
        path, limit: max(context.limits.maximumFileBytes, LayoutLimits.maximumDumpBytes)),
      let layout = try? LayoutLoader.load(text: text, path: path, registry: registry, options: context.limits)
    else { return nil }
    // Each file by its name, as a failed reload shows them (the pane is narrow).
    let problems = failure.diagnostics.map { diagnostic in
      var named = diagnostic
      named.file = URL(fileURLWithPath: named.file).lastPathComponent
      return named.description
    }
    let code = failure.diagnostics.first { $0.file.hasSuffix(".swift") }?.file ?? path
    var shown = FileProblems(file: URL(fileURLWithPath: code).lastPathComponent, problems: problems)
    shown.standIns = shownAs(standIns)
    return (layout, shown)
  }

  /// What the pane says is shown: `RoundButton as UIButton, …`, or that no class stands in.
  static func shownAs(_ standIns: [StandInClasses.StandIn]) -> String {
    guard !standIns.isEmpty else { return "none of its classes" }
    return standIns.map { "\($0.name) as \($0.shownAs)" }.joined(separator: ", ")
  }
}
