import ArgumentParser
import Foundation
import TouchKit
import TouchLabTUI
import TouchLayout
import TouchScript

/// `touchlab check LAYOUT`: load and validate, reporting every problem as file:line:column;
/// then run the layout's claims, each on a freshly loaded copy, and say which hold.
struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate a layout and check its claims.",
    discussion: """
      Exits 0 when the layout loads and every claim holds; 1 when a claim fails (one line per \
      failure, saying what was expected and what happened), or with --frames-as-stored when a \
      view of an Interface Builder file is misplaced; 2 when the layout does not load (every \
      problem, as file:line:column).
      """)

  @Argument(
    help:
      "The layout file, or a gallery scenario's name or number (default: the app folder --code names, launched; else Layouts/default.yaml)."
  )
  var layout: String?

  @OptionGroup var code: CodeOptions

  @OptionGroup var limits: LayoutLimitOptions

  @Flag(
    help: """
      Fail when a view's frame, as its Interface Builder file's constraints solve, is not the one \
      the file stored (Xcode's "misplaced view"), naming both rectangles.
      """)
  var framesAsStored = false

  func run() throws {
    let context = LoadContext(limits: limits.loadOptions, code: code)
    let path = try layout.map(GalleryLookup.path(for:)) ?? LayoutFile.defaultPath(in: context)
    let loaded = try LayoutFile.load(path, in: context)
    let windows = loaded.application.windows
    let views = windows.reduce(0) { $0 + $1.allViews.count - 1 }
    print(
      TerminalSafety.sanitized(
        "\(path): ok (\(windows.count) window\(windows.count == 1 ? "" : "s"), \(views) view\(views == 1 ? "" : "s"))"
      ))
    let misplaced = framesAsStored ? Self.misplacedLines(windows.flatMap(\.allViews), file: path) : []
    for line in misplaced { print(TerminalSafety.sanitized(line)) }
    if framesAsStored {
      print("\(misplaced.count) misplaced view\(misplaced.count == 1 ? "" : "s")")
    }
    guard !loaded.claims.isEmpty else {
      if !misplaced.isEmpty { throw ExitCode(1) }
      return
    }
    let results = try ClaimCheck.check(loaded.claims) { try LayoutFile.load(path, in: context, warns: false) }
    for line in Self.lines(results, file: path) { print(TerminalSafety.sanitized(line)) }
    let failed = results.filter { !$0.holds }.count
    let held = results.count - failed
    print(
      "\(results.count) claim\(results.count == 1 ? "" : "s"): \(held) hold\(held == 1 ? "s" : ""), "
        + "\(failed) fail\(failed == 1 ? "s" : "")")
    if failed > 0 || !misplaced.isEmpty { throw ExitCode(1) }
  }

  /// `file:line: id (IB object …) is misplaced: …`, one per view whose solved frame is not the
  /// stored one (``View/misplacedFrames``).
  static func misplacedLines(_ views: [View], file: String) -> [String] {
    views.compactMap { view in
      guard let (stored, solved) = view.misplacedFrames else { return nil }
      let line = view.importedOrigin?.line.map { ":\($0)" } ?? ""
      let object = view.importedOrigin?.objectID.map { " (IB object \($0))" } ?? ""
      return "\(file)\(line): \(view.traceID)\(object) is misplaced: the file stored \(Format.rect(stored)), "
        + "its constraints give \(Format.rect(solved))"
    }
  }

  /// `file:line:column: claim holds: says`, or one `file:line:column: claim fails: …` line per
  /// failure.
  static func lines(_ results: [ClaimCheck.Result], file: String) -> [String] {
    results.flatMap { result -> [String] in
      let claim = result.claim
      let position = "\(file):\(claim.line):\(claim.column)"
      guard !result.holds else { return ["\(position): claim holds" + (claim.says.map { ": \($0)" } ?? "")] }
      let says = claim.says.map { " (\($0))" } ?? ""
      return result.failures.map { "\(position): claim fails\(says): \($0)" }
    }
  }
}
