import Foundation
import TouchCode
import TouchKit

/// Asks on the terminal whether a layout's code may run, before the explorer takes the
/// terminal over. Only a `y` or `yes` is a yes.
enum ConsentPrompt {
  static func ask(about files: CodeFiles) -> Bool {
    var lines = ["touchlab: this layout names Swift code, which TouchLab would compile and run:"]
    lines += files.files.map { "  " + $0.path }
    lines.append("Run it? Only say yes to code you trust. [y/N] ")
    FileHandle.standardError.write(Data(TerminalSafety.sanitizedLines(lines.joined(separator: "\n")).utf8))
    guard let answer = readLine(strippingNewline: true)?.lowercased() else { return false }
    return answer == "y" || answer == "yes"
  }
}
