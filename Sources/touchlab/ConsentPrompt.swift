import Foundation
import TouchCode
import TouchKit

/// Asks on the terminal whether a layout's code may run: only for `open`'s first load, before
/// the explorer takes the terminal over (the explorer asks on its own screen after that:
/// ``TouchLabTUI/ConsentModal``). Only a `y` or `yes` is a yes. The paths are sanitized: a file
/// name may hold anything, and none reaches the terminal raw. `forApp`: the code is an app folder
/// opened to be launched (``AppFolderLaunch``), not a layout's `code:`.
enum ConsentPrompt {
  static func ask(about files: [String], forApp: Bool = false) -> Bool {
    let what =
      forApp
      ? "this app folder is Swift code, which TouchLab would compile and run to launch the app:"
      : "this layout names Swift code, which TouchLab would compile and run:"
    var lines = ["touchlab: " + what]
    lines += files.map { "  " + TerminalSafety.sanitized($0) }
    lines.append("Run it? Only say yes to code you trust. [y/N] ")
    FileHandle.standardError.write(Data(TerminalSafety.sanitizedLines(lines.joined(separator: "\n")).utf8))
    guard let answer = readLine(strippingNewline: true)?.lowercased() else { return false }
    return answer == "y" || answer == "yes"
  }
}
