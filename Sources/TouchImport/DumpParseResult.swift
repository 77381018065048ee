import Foundation
import TouchFoundation

/// What ``DumpParser/parse(_:source:)`` makes of a text: the views it read (each root with its
/// subviews) and every problem, each at `file:line:column`.
///
/// Never an error thrown: garbage gives no views and diagnostics saying why, so a caller (the
/// loader, `touchlab import`, a fuzz target) decides what is fatal.
public struct DumpParseResult: Equatable, Sendable {
  /// Top-level views in dump order: usually one (the window or view the dump was taken of).
  public var roots: [DumpView]
  /// Lines that could not be read, indentation that skips a level, odd values: warnings. An
  /// error only when nothing at all was a view.
  public var diagnostics: [Diagnostic]
  /// Lines passed over on purpose: `(layer)` lines, LLDB prompts, blank lines.
  public var skippedLines: Int

  public init(roots: [DumpView], diagnostics: [Diagnostic], skippedLines: Int) {
    self.roots = roots
    self.diagnostics = diagnostics
    self.skippedLines = skippedLines
  }

  /// Every view read, roots included.
  public var viewCount: Int { roots.reduce(0) { $0 + $1.count } }

  public var warnings: [Diagnostic] { diagnostics.filter(\.isWarning) }
  public var errors: [Diagnostic] { diagnostics.filter { !$0.isWarning } }
}
