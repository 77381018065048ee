import Foundation
import Testing

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchYAML

/// The loader's composer (libyaml's events → `YAMLNode`, issue 17) against libyaml's own
/// composer (``LibYAMLLoaderOracle``; `Yams.compose`, which it replaced, until Yams was
/// dropped): on every YAML text in the repository, the same tree node for node (kind, text,
/// resolved tag, style, mark) or the same error.
@Suite("YAML composer")
struct YAMLComposerTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every file under Layouts, Tests and FuzzTesting/Seeds whose name ends in .yaml or .yml
  /// (the fuzz seeds whatever their names: each is text a loader may meet), and every ```yaml
  /// block of docs/*.md and README.md.
  static let corpus: [(name: String, text: String)] = {
    var result: [(String, String)] = []
    let folders = ["Layouts", "Tests", "FuzzTesting/Seeds"]
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
        continue
      }
      for case let file as URL in files {
        let isYAML = ["yaml", "yml"].contains(file.pathExtension) || folder == "FuzzTesting/Seeds"
        guard isYAML, let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        result.append((file.path, text))
      }
    }
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
    for name in docs.filter({ $0.hasSuffix(".md") }).map({ "docs/" + $0 }) + ["README.md"] {
      guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) else {
        continue
      }
      for (index, block) in yamlBlocks(text).enumerated() {
        result.append(("\(name) block \(index + 1)", block))
      }
    }
    return result
  }()

  static func yamlBlocks(_ text: String) -> [String] {
    var blocks: [String] = []
    var current: [String]?
    for line in text.components(separatedBy: "\n") {
      if let lines = current {
        if line.hasPrefix("```") {
          blocks.append(lines.joined(separator: "\n") + "\n")
          current = nil
        } else {
          current = lines + [line]
        }
      } else if line == "```yaml" {
        current = []
      }
    }
    return blocks
  }

  @Test("The corpus is the repository's YAML: layouts, fixtures, bad layouts, seeds, docs")
  func corpusIsLarge() {
    #expect(Self.corpus.count > 200)
    #expect(Self.corpus.contains { $0.name.contains("BadLayouts") })
    #expect(Self.corpus.contains { $0.name.contains("block") })
  }

  @Test("Every YAML text composes as libyaml's own loader composes it: the same nodes or the same error")
  func sameAsLibYAMLsLoader() {
    var compared = (trees: 0, errors: 0)
    for (name, raw) in Self.corpus {
      // Aliases defused: libyaml's loader resolves them, which the composer never does
      // (YAMLAliases, tested below).
      let text = raw.replacingOccurrences(of: "*", with: "x")
      let actual = Self.composed(text, parsingAhead: nil)
      if case .success = actual { compared.trees += 1 } else { compared.errors += 1 }
      Self.expectSameAsLoader(text, actual, "\(name)")
    }
    #expect(compared.trees > 150)
    #expect(compared.errors > 10)
  }

  @Test("Tags, anchors, styles and merge keys compose as libyaml's loader composes them")
  func edgeCases() {
    let texts = [
      "a: &x [1, 2.5, ~, true, '3', !!str 4, ! 5, 2001-12-14, 0x1F, .inf]\nb: &y x\n",
      "base: &b {x: 1}\nview:\n  <<: {x: 2}\n  y: |\n    text\n  z: >-\n    folded\n",
      "a: 1\na: 2\n", "[1, 1]: x\n? [1, 1]\n: y\n", "--- a\n--- b\n", "",
      "1: a\n'1': b\n", "a: [\n", "a: b: c\n", "- \"\\x\"\n", "? !!null\n: v\n",
    ]
    for text in texts {
      Self.expectSameAsLoader(text, Self.composed(text, parsingAhead: nil), "\(text)")
    }
  }

  @Test("Parsing ahead on a thread of its own composes every text as the sequential parse does")
  func parsingAheadIsTheSameParse() {
    // The repository's texts (each small: parsed ahead only when forced), edge cases, errors
    // at every stage, and a large layout (parsed ahead on its own) whose error comes late.
    var large = "windows:\n  - id: main\n    views:\n"
    for index in 0..<5_000 { large += "      - {id: v\(index), frame: [\(index % 100), 0, 10, 10]}\n" }
    let texts =
      Self.corpus.map { $0.text.replacingOccurrences(of: "*", with: "x") } + [
        "", "a: [\n", "a: b: c\n", "a: 1\na: 2\n", "--- a\n--- b\n", "a: *missing\n", large,
        large + "      - {id: broken\n", large + "  bad: [1, 2\n",
        large + "windows: []\n",
      ]
    for text in texts {
      let (sequential, ahead) = (
        Self.composed(text, parsingAhead: false), Self.composed(text, parsingAhead: true)
      )
      #expect(Self.outcome(ahead) == Self.outcome(sequential), "\(text.prefix(80))")
    }
  }

  @Test("A text is parsed ahead from the threshold on, and only with a second core to do it")
  func whenItParsesAhead() {
    let threshold = YAMLEventSource.parallelBytes
    let cores = ProcessInfo.processInfo.activeProcessorCount
    #expect(!YAMLEventSource.parsesAhead(bytes: threshold - 1))
    #expect(!YAMLEventSource.parsesAhead(bytes: 0))
    #expect(YAMLEventSource.parsesAhead(bytes: threshold) == (cores >= 2))
    #expect(YAMLEventSource.parsesAhead(bytes: Int.max) == (cores >= 2))
  }

  @Test("A composer that stops early (a duplicate key) stops the parse ahead and frees its events")
  func stoppingEarly() {
    var text = "first: {a: 1, a: 2}\nviews:\n"
    for index in 0..<20_000 { text += "  - {id: v\(index)}\n" }
    for _ in 0..<20 {
      let result = Self.composed(text, parsingAhead: true)
      #expect(throws: YAMLParseError.self) { try result.get() }
    }
  }

  @Test("Aliases are never expanded: listed in file order as placeholders, or the first is an error")
  func aliases() throws {
    let text = "a: &x [1, 2]\nb: *x\n? *x\n: [*y, 3]\n"
    let aliases = YAMLAliases()
    let root = try #require(try YAMLComposer.compose(text, aliases: aliases))
    #expect(
      aliases.found == [
        .init(name: "x", position: .init(line: 2, column: 4)),
        .init(name: "x", position: .init(line: 3, column: 3)),
        .init(name: "y", position: .init(line: 4, column: 4)),
      ])
    #expect(Self.describe(root.mapping?["b"]) == ["scalar \"*x\" tag:yaml.org,2002:str 1 2:4"])
    #expect(
      throws: YAMLParseError.syntax(
        stage: .composer, context: nil, problem: "found an alias", at: .init(line: 2, column: 4))
    ) {
      try YAMLComposer.compose(text)
    }
  }

  /// Expects the composer's outcome for `text` to be libyaml's loader's. The errors the loader
  /// does not look for: a duplicate key where its tree has one, or its own error comes later;
  /// the nesting limit where its tree is deeper, or its own error comes later.
  static func expectSameAsLoader(
    _ text: String, _ actual: Result<YAMLNode?, YAMLParseError>, _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let oracle = LibYAMLLoaderOracle.load(text)
    switch (actual, oracle) {
    case (.failure(.duplicatedKeys(_, let position)), _):
      #expect(
        oracle.has(duplicateKeys: true, orErrorAfter: position), comment, sourceLocation: sourceLocation)
    case (.failure(.syntax(_, _, YAMLNestingBound.problem, let position)), _):
      #expect(
        oracle.has(depthOver: LayoutLimits.maximumYAMLNesting, orErrorAfter: position), comment,
        sourceLocation: sourceLocation)
    case (_, .lines(let lines)), (_, .tree(let lines, _, _)):
      #expect(outcome(actual) == lines, comment, sourceLocation: sourceLocation)
    }
  }

  static func composed(_ text: String, parsingAhead: Bool?) -> Result<YAMLNode?, YAMLParseError> {
    Result { () throws(YAMLParseError) in try YAMLComposer.compose(text, parsingAhead: parsingAhead) }
  }

  /// A tree's lines (``describe(_:)``), or its error's as one line: two outcomes compare equal
  /// when both are the same tree or both the same error.
  static func outcome(_ result: Result<YAMLNode?, YAMLParseError>) -> [String] {
    switch result {
    case .success(let node): describe(node)
    case .failure(let error): ["error: " + describe(error)]
    }
  }

  /// One line per node, depth first: everything a builder can read of it.
  static func describe(_ node: YAMLNode?) -> [String] {
    guard let node else { return ["no document"] }
    var lines: [String] = []
    var pending: [(YAMLNode, Int)] = [(node, 0)]
    while let (node, depth) = pending.popLast() {
      let mark = node.mark.map { "\($0.line):\($0.column)" } ?? "-"
      let indent = String(repeating: " ", count: depth)
      switch node {
      case .scalar(let scalar):
        lines.append(
          "\(indent)scalar \(scalar.string.debugDescription) \(node.tag.name) \(scalar.style.rawValue) \(mark)"
        )
      case .sequence(let sequence):
        lines.append("\(indent)sequence \(node.tag.name) \(mark)")
        pending.append(contentsOf: sequence.reversed().map { ($0, depth + 1) })
      case .mapping(let mapping):
        lines.append("\(indent)mapping \(node.tag.name) \(mark)")
        for (key, value) in mapping.reversed() {
          pending.append(contentsOf: [(value, depth + 1), (key, depth + 1)])
        }
      }
    }
    return lines
  }

  static func describe(_ error: YAMLParseError) -> String {
    switch error {
    case .memory: "memory"
    case .reader(let problem, let offset): "reader \(problem) \(offset.map(String.init) ?? "-")"
    case .duplicatedKeys(let keys, let position): "duplicates \(keys) \(position.line):\(position.column)"
    case .syntax(let stage, let context, let problem, let position):
      "\(stage) \(context.map { "\($0.text) \($0.position.line):\($0.position.column)" } ?? "-") \(problem) "
        + "\(position.line):\(position.column)"
    }
  }
}
