import Foundation
import Testing

/// Every command example in README.md, docs/ and `--help` runs, so none rots: headless ones to
/// their stated exit status, explorer ones in tmux to their first screen and a clean `q`.
/// (The rules for what counts as an example are on ``DocumentedExample``.)
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct DocumentedExampleTests {
  /// The subcommands whose `--help` is read for examples ("" is `touchlab --help`).
  static let commands = [
    "", "open", "list", "trace", "check", "run", "diff", "render", "describe", "query", "import",
  ]

  static let all: [DocumentedExample] = {
    var examples: [DocumentedExample] = []
    let root = E2E.packageRoot
    let docs = root.appendingPathComponent("docs")
    let pages =
      ["README.md"]
      + ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? [])
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    for page in pages {
      guard let text = try? String(contentsOf: root.appendingPathComponent(page), encoding: .utf8) else {
        continue
      }
      examples += DocumentedExample.examples(inMarkdown: text, file: page)
    }
    for command in commands {
      let arguments = (command.isEmpty ? [] : [command]) + ["--help"]
      // Wide, so that ArgumentParser does not wrap an example over two lines.
      guard
        let help = try? E2E.run(
          "/usr/bin/env", ["COLUMNS=1000", E2E.binary] + arguments)
      else { continue }
      examples += DocumentedExample.examples(inHelp: help.output, command: command)
    }
    return examples
  }()

  @Test("README, docs/ and --help have examples, from each source")
  func examplesAreFound() {
    let sources = Set(Self.all.map { $0.source.components(separatedBy: ":").first ?? "" })
    #expect(Self.all.count > 60)
    #expect(sources.isSuperset(of: ["README.md", "docs/trace-format.md", "touchlab trace --help"]))
    #expect(Self.all.contains { $0.isInteractive })
  }

  @Test("A headless example exits as documented", arguments: all.filter { !$0.isInteractive })
  func headless(_ example: DocumentedExample) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try E2E.run("/bin/sh", ["-c", sandbox.script(for: example)])
    #expect(
      result.status == example.expectedStatus,
      "exit \(result.status), documented \(example.expectedStatus)\n\(result.output)\(result.errors)")
    if let expected = example.expectedOutput {
      let output = (result.output + result.errors).components(separatedBy: "\n")
      #expect(
        Self.matches(Self.trimmed(output)[...], Self.trimmed(expected)[...]),
        "the transcript differs from the output:\n\(output.joined(separator: "\n"))")
    }
  }

  /// Whether `output` is `transcript`, where a transcript line `…` matches any run of lines.
  static func matches(_ output: ArraySlice<String>, _ transcript: ArraySlice<String>) -> Bool {
    guard let first = transcript.first else { return output.isEmpty }
    if first == "…" {
      return (output.startIndex...output.endIndex).contains { matches(output[$0...], transcript.dropFirst()) }
    }
    return output.first == first && matches(output.dropFirst(), transcript.dropFirst())
  }

  /// Lines without trailing blanks, and without blank lines at the end.
  static func trimmed(_ lines: [String]) -> [String] {
    var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  @Test("An explorer example opens its first screen and quits with q", arguments: all.filter(\.isInteractive))
  func interactive(_ example: DocumentedExample) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let shell = sandbox.script(for: example).replacingOccurrences(of: "'", with: "'\\''")
    let tmux = try Tmux(
      width: 120, height: 40,
      command: "env TERM=xterm-256color LANG=C.UTF-8 sh -c '\(shell); echo EXITED $?; sleep 60'")
    defer { tmux.kill() }
    try tmux.waitForScreen("the explorer's first screen") { $0.contains("? help") || $0.contains("EXITED") }
    try tmux.sendLiteral("q")
    let screen = try tmux.waitForScreen("the exit") { $0.contains("EXITED") }
    #expect(screen.contains("EXITED \(example.expectedStatus)"), "\(screen)")
  }
}

/// A folder that looks like the package to an example (Layouts, Scripts, Tests and docs linked
/// in) plus the files the docs assume a reader has made (Fixtures/examples), so that outputs
/// such as `--output tap.svg` land in it and not in the package.
struct Sandbox {
  let folder: URL
  let bin: URL

  init() throws {
    let manager = FileManager.default
    folder = manager.temporaryDirectory.appendingPathComponent("touchlab-examples-\(UUID().uuidString)")
    bin = folder.appendingPathComponent(".bin")
    try manager.createDirectory(at: bin, withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      at: bin.appendingPathComponent("touchlab"), withDestinationURL: URL(fileURLWithPath: E2E.binary))
    // Layouts and Scripts are folders of links, so a file a reader is told to add there
    // (Fixtures/examples/Layouts/my-layout.yaml) can sit beside the real ones.
    for name in ["Layouts", "Scripts"] {
      let real = E2E.packageRoot.appendingPathComponent(name)
      try manager.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
      for file in try manager.contentsOfDirectory(atPath: real.path) {
        try manager.createSymbolicLink(
          at: folder.appendingPathComponent("\(name)/\(file)"),
          withDestinationURL: real.appendingPathComponent(file))
      }
    }
    for name in ["Tests", "docs", "Sources"] {
      try manager.createSymbolicLink(
        at: folder.appendingPathComponent(name),
        withDestinationURL: E2E.packageRoot.appendingPathComponent(name))
    }
    try Self.copyContents(
      of: E2E.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/examples"), into: folder)
  }

  /// Copies every file below `source` to the same relative path below `destination`.
  static func copyContents(of source: URL, into destination: URL) throws {
    let manager = FileManager.default
    for name in try manager.contentsOfDirectory(atPath: source.path) {
      let from = source.appendingPathComponent(name)
      let to = destination.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      if manager.fileExists(atPath: from.path, isDirectory: &isFolder), isFolder.boolValue {
        try manager.createDirectory(at: to, withIntermediateDirectories: true)
        try copyContents(of: from, into: to)
      } else {
        try manager.copyItem(at: from, to: to)
      }
    }
  }

  /// The shell script that runs `example` here, with the built binary first on PATH.
  func script(for example: DocumentedExample) -> String {
    (["cd '\(folder.path)'", "export PATH='\(bin.path)':\"$PATH\""]
      + example.assignments.map { "export \($0)" }
      + [example.command]).joined(separator: "\n")
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
