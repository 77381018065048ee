import Foundation

/// A command shown to a user — in README.md, in docs/, or under "Examples:" in `--help` — and
/// how it is run to prove it still works.
///
/// The rules, so a writer knows what is run:
/// - In Markdown, a line inside a fenced code block is an example when it starts (after an
///   optional `$ ` prompt) with `touchlab` or `swift run touchlab`. Blocks tagged with another
///   language than a shell's (` ```text `, ` ```yaml `) hold no examples. `swift run ` is dropped: the
///   test runs the built binary, found first on `PATH`.
/// - A line whose arguments include a placeholder (an upper-case word such as `LAYOUT` or
///   `SCRIPT...`) is a synopsis, not an example, and is not run.
/// - `NAME=value` lines earlier in the same block are set for it (`F=Tests/…`).
/// - A trailing comment that starts `# exit N` states the exit status; otherwise it must be 0.
/// - A `$ ` line followed by lines of output is a transcript: the command's output (standard
///   output, then standard error) must be those lines, where a line `…` alone stands for any
///   number of lines (an excerpt).
/// - A command that opens the explorer (no headless subcommand) runs in tmux until its first
///   screen, then quits with `q`.
struct DocumentedExample: CustomStringConvertible, Sendable {
  /// `README.md:202`, or `touchlab diff --help`.
  var source: String
  /// The command as a shell runs it, without its comment.
  var command: String
  /// Assignments from earlier lines of its block.
  var assignments: [String]
  var expectedStatus: Int32
  /// A transcript's output lines, nil for a bare command.
  var expectedOutput: [String]?
  var isInteractive: Bool

  var description: String { "\(source): \(command)" }

  /// The subcommands that run without a terminal.
  static let headless: Set<String> = [
    "list", "trace", "check", "run", "diff", "render", "describe", "query", "map", "import", "help", "--help",
    "-h",
    "--version",
  ]

  /// An example from one line, or nil when the line is no example.
  init?(line rawLine: String, source: String, assignments: [String]) {
    var line = rawLine.trimmingCharacters(in: .whitespaces)
    let isTranscript = line.hasPrefix("$ ")
    if isTranscript { line.removeFirst(2) }
    if line.hasPrefix("swift run touchlab") { line.removeFirst("swift run ".count) }
    guard line == "touchlab" || line.hasPrefix("touchlab ") else { return nil }
    let (command, comment) = Self.splitComment(line)
    let words = command.split(separator: " ").map(String.init)
    guard !words.dropFirst().contains(where: Self.isPlaceholder) else { return nil }
    self.source = source
    self.command = command
    self.assignments = assignments
    expectedStatus =
      comment.flatMap { $0.trimmingCharacters(in: .whitespaces).prefixMatch(of: /exit (\d+)/) }
      .flatMap { Int32($0.1) } ?? 0
    expectedOutput = isTranscript ? [] : nil
    isInteractive = !Self.headless.contains(words.dropFirst().first ?? "")
  }

  /// `LAYOUT`, `SCRIPT...`, `[--junit FILE]`: words a reader replaces.
  static func isPlaceholder(_ word: String) -> Bool {
    let letters = word.filter(\.isLetter)
    return letters.count >= 3 && letters.allSatisfy(\.isUppercase)
  }

  /// The command and its trailing `# comment`, split at a `#` after a space outside quotes.
  static func splitComment(_ line: String) -> (String, String?) {
    var quote: Character?
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "#", previous == " " {
        let command = line[..<index].trimmingCharacters(in: .whitespaces)
        return (command, String(line[line.index(after: index)...]))
      }
      previous = character
    }
    return (line, nil)
  }

  /// Every example in a Markdown file's fenced code blocks.
  static func examples(inMarkdown text: String, file: String) -> [DocumentedExample] {
    var result: [DocumentedExample] = []
    var inBlock = false
    var isShell = false
    var assignments: [String] = []
    /// The transcript whose output lines are being read, by index in `result`.
    var transcript: Int?
    for (number, line) in text.components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        inBlock.toggle()
        isShell = ["", "sh", "shell", "bash", "console"].contains(trimmed.dropFirst(3))
        assignments = []
        transcript = nil
        continue
      }
      guard inBlock, isShell else { continue }
      if trimmed.wholeMatch(of: /[A-Z_]+=\S+/) != nil {
        assignments.append(trimmed)
        transcript = nil
      } else if let example = DocumentedExample(
        line: line, source: "\(file):\(number + 1)", assignments: assignments)
      {
        result.append(example)
        transcript = example.expectedOutput == nil ? nil : result.count - 1
      } else if trimmed.hasPrefix("$ ") {
        transcript = nil
      } else if let index = transcript {
        result[index].expectedOutput?.append(line)
      }
    }
    return result
  }

  /// The examples under "Examples:" (or "Example:") in a command's `--help`, up to the next
  /// blank line.
  static func examples(inHelp text: String, command: String) -> [DocumentedExample] {
    let lines = text.components(separatedBy: "\n")
    guard
      let start = lines.firstIndex(where: {
        ["Example:", "Examples:"].contains($0.trimmingCharacters(in: .whitespaces))
      })
    else { return [] }
    return lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.compactMap {
      DocumentedExample(line: $0, source: "touchlab \(command) --help", assignments: [])
    }
  }
}
