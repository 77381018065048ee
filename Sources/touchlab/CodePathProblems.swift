import Foundation
import TouchCode
import TouchFoundation
import TouchKit
import TouchLayout

/// Reading the files a layout's `code:` names, each problem told at the layout's `code:` entry.
///
/// A missing file, an unreadable one, a folder with no Swift files, too many files: reported
/// only at the path, such a problem left the person to find which layout named it, and where.
/// Here each is at `layout:line:column` of the `code:` entry that named the path, with the
/// path (sanitized: a file name may hold anything) and the reader's words.
///
/// A path holding a control character (a newline, an escape…) is refused before anything is
/// read or asked: no one means one in a file name, and it could break a line of the consent
/// list, a message or the terminal (``AllowedCodeList/controlCharacter(in:)``). So is a file
/// with one found in a folder `code:` names.
enum CodePathProblems {
  /// The files `references` name, read together (one load's limits hold across all of them),
  /// or nil with the problems added to `problems`.
  static func read(_ references: [LayoutCode.Reference], layout: String, _ problems: inout [Diagnostic])
    -> CodeFiles?
  {
    let before = problems.count
    for reference in references {
      if let scalar = AllowedCodeList.controlCharacter(in: reference.path) {
        problems.append(
          at(
            reference, layout,
            "the path in 'code:' holds a control character (\(name(of: scalar))): \(shown(reference.path)); rename the file"
          ))
      }
    }
    guard problems.count == before else { return nil }
    switch CodeFiles.read(references.map(\.path)) {
    case .success(let files):
      for file in files.files {
        guard let scalar = AllowedCodeList.controlCharacter(in: file.path) else { continue }
        let reference = naming(file.path, in: references) ?? references[0]
        problems.append(
          at(
            reference, layout,
            "'code:' names a folder with a file whose name holds a control character (\(name(of: scalar))): \(shown(file.path)); rename the file"
          ))
      }
      return problems.count == before ? files : nil
    case .failure(let failure):
      for problem in failure.diagnostics {
        let path = problem.diagnostic.file
        guard let reference = naming(path, in: references) else {
          problems += CodeLoading.diagnostics(of: CodeFailure(failure.summary, [problem]))
          continue
        }
        problems.append(at(reference, layout, "'code:' names \(shown(path)): \(problem.diagnostic.message)"))
      }
      return nil
    }
  }

  /// The reference that named `path`: the path itself, or a folder holding it.
  private static func naming(_ path: String, in references: [LayoutCode.Reference]) -> LayoutCode.Reference? {
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    return references.first { $0.path == path || $0.path == standardized }
      ?? references.first { standardized.hasPrefix($0.path.hasSuffix("/") ? $0.path : $0.path + "/") }
  }

  private static func at(_ reference: LayoutCode.Reference, _ layout: String, _ message: String) -> Diagnostic
  {
    Diagnostic(file: layout, line: reference.line, column: reference.column, message: message)
  }

  /// A path as a message shows it: control characters made visible.
  static func shown(_ path: String) -> String { TerminalSafety.sanitized(path) }

  /// `U+000A`, for a message.
  private static func name(of scalar: Unicode.Scalar) -> String {
    "U+" + String(format: "%04X", scalar.value)
  }
}
