import Foundation
import Testing

@testable import TouchFoundation
@testable import TouchKit
@testable import TouchLayout
@testable import TouchOpening
@testable import TouchYAML

/// The list of views holding a file's middle is built while the rest is parsed
/// (`EarlyBuild.swift`): the layout, and every message, must be what one builder makes on one
/// core. The layouts are `LayoutSplitTests`' at about 200 KB: over the size from which a list
/// is built on two cores, under the one from which a text is parsed in two parts.
@Suite("Building a list while the file is parsed")
struct EarlyBuildTests {
  static let containers = 400

  static func load(_ text: String, as source: String, twoCores: Bool, maximumViewCount: Int = 2_000_000)
    -> Result<Layout, LayoutLoadError>
  {
    LayoutSplitTests.load(text, as: source, twoCores: twoCores, maximumViewCount: maximumViewCount)
  }

  /// The same messages both ways, and where both loaded, the same layout.
  static func expectSame(
    _ early: Result<Layout, LayoutLoadError>, _ single: Result<Layout, LayoutLoadError>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      LayoutSplitTests.messages(early) == LayoutSplitTests.messages(single), sourceLocation: sourceLocation)
    switch (early, single) {
    case (.success(let early), .success(let single)):
      #expect(
        LayoutSplitTests.summary(early) == LayoutSplitTests.summary(single), sourceLocation: sourceLocation)
    case (.failure, .failure):
      #expect(!LayoutSplitTests.messages(early).isEmpty, sourceLocation: sourceLocation)
    default:
      Issue.record(
        "one way loaded and the other did not: \(LayoutSplitTests.messages(early))",
        sourceLocation: sourceLocation)
    }
  }

  @Test("A clean list built early is the layout one builder makes, references across it included")
  func agreesWithOneBuilder() throws {
    let text = LayoutSplitTests.text(containers: Self.containers)
    #expect(text.utf8.count >= LayoutBuilder.Split.minimumBytes && text.utf8.count < YAMLComposer.splitBytes)
    let early = try Self.load(text, as: "early-agrees.yaml", twoCores: true).get()
    #expect(early.report == .init(early: 1), "built early and taken in")
    let single = try Self.load(text, as: "early-agrees.yaml", twoCores: false).get()
    #expect(LayoutSplitTests.summary(early) == LayoutSplitTests.summary(single))
    let firstTap = early.gestureRecognizers.first { $0.traceID == "firstTap" }
    #expect(firstTap?.failureRequirements.map(\.traceID) == ["lastDoubleTap"])
  }

  @Test("A layout read from a file (what every command loads) is built early too")
  func fromAFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("early-file-\(getpid()).yaml")
      .path
    try LayoutSplitTests.text(containers: Self.containers).write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let layout = try LayoutLoader.load(contentsOf: path)
    #expect(layout.report == .init(early: 1))
  }

  @Test(
    "Where the early list says anything, the layout's builder builds it: the same messages",
    arguments: [
      "{id: v0.5, frame: [0, 0, 1, 1]}",  // an id used twice in the list
      "{id: main, frame: [0, 0, 1, 1]}",  // the window's id, used before the list
      "{id: late, frame: [0, 0, 1, 1], colour: red}",  // an unknown key
      "{id: late, frame: [0, 0, 1, 1], gestures: [{id: g, type: tap, requireToFail: [nowhere]}]}",
      "{id: late, frame: [0, 0, 10, 10], hitSlop: -100}",  // a warning
      "{id: late, frame: [0, 0, 1, 1], subviews: [{id: deep, frame: [0, 0, 1, 1], subviews: []}]}",
    ])
  func messagesAreOneBuildersMessages(last: String) {
    let text = LayoutSplitTests.text(containers: Self.containers, last: last)
    let source = "early-messages-\(last.hashValue).yaml"
    let early = Self.load(text, as: source, twoCores: true)
    let single = Self.load(text, as: source, twoCores: false)
    Self.expectSame(early, single)
  }

  @Test("The view limit crossed in the early list: the message one builder gives, at its view")
  func viewLimit() {
    let text = LayoutSplitTests.text(containers: Self.containers)
    let limit = Self.containers * 11  // one view short of the windows and views
    let early = Self.load(text, as: "early-limit.yaml", twoCores: true, maximumViewCount: limit)
    let single = Self.load(text, as: "early-limit.yaml", twoCores: false, maximumViewCount: limit)
    #expect(LayoutSplitTests.messages(early) == LayoutSplitTests.messages(single))
    #expect(LayoutSplitTests.messages(early).first?.contains("more than \(limit) windows and views") == true)
  }

  @Test(
    "What follows the early list sees its ids as one builder's",
    arguments: [
      "{id: v200.3, frame: [0, 0, 1, 1]}",  // a duplicate of the list's
      "{id: later, frame: [0, 0, 1, 1], gestures: [{id: g, type: tap, requireToFail: [lastDoubleTap]}]}",
      "{id: later, frame: [0, 0, 1, 1], gestures: [{id: g, type: tap, requireToFail: [lastDoubleTapp]}]}",
    ])
  func afterTheList(view: String) {
    let text =
      LayoutSplitTests.text(containers: Self.containers) + "  - id: other\n    views:\n      - \(view)\n"
    let source = "early-after-\(view.hashValue).yaml"
    let early = Self.load(text, as: source, twoCores: true)
    #expect(LayoutSplitTests.report(early).early == 1, "built early and taken in")
    let single = Self.load(text, as: source, twoCores: false)
    Self.expectSame(early, single)
  }

  @Test("A list deeper down (one content view's subviews) is built early, with its depth")
  func deeperList() throws {
    // The window holds one content view; its subviews are the containers, two columns deeper.
    let lines = LayoutSplitTests.text(containers: Self.containers).split(
      separator: "\n", omittingEmptySubsequences: false)
    let head = [
      "screen: {width: 1000, height: 1000}", "windows:", "  - id: main", "    views:",
      "      - id: content", "        frame: [0, 0, 1000, 1000]", "        subviews:",
    ]
    let text = (head + lines.dropFirst(4).map { $0.isEmpty ? "" : "    " + $0 }).joined(separator: "\n")
    let early = try Self.load(text, as: "early-deeper.yaml", twoCores: true).get()
    #expect(early.report == .init(early: 1))
    let single = try Self.load(text, as: "early-deeper.yaml", twoCores: false).get()
    #expect(LayoutSplitTests.summary(early) == LayoutSplitTests.summary(single))
    // Nested past the limit (the containers' leaves at depth 3): the same message either way.
    var options = LayoutLoadOptions(maximumViewCount: 2_000_000)
    options.maximumViewDepth = 2
    let shallow = { (twoCores: Bool) in
      options.buildsOnTwoCores = twoCores
      return Result { () throws(LayoutLoadError) in
        try LayoutLoader.load(yaml: text, source: "early-depth.yaml", registry: .standard, options: options)
      }
    }
    #expect(LayoutSplitTests.messages(shallow(true)) == LayoutSplitTests.messages(shallow(false)))
    #expect(LayoutSplitTests.messages(shallow(true)).first?.contains("nest deeper than 2") == true)
  }

  @Test("A parse error after the list: the error one parse gives (the list was streamed)")
  func parseErrorAfterTheList() {
    let text = LayoutSplitTests.text(containers: Self.containers) + "  - id: other\n    views: [\n"
    let early = Self.load(text, as: "early-error.yaml", twoCores: true)
    let single = Self.load(text, as: "early-error.yaml", twoCores: false)
    #expect(!LayoutSplitTests.messages(early).isEmpty)
    #expect(LayoutSplitTests.messages(early) == LayoutSplitTests.messages(single))
  }

  @Test("Lists that are not views (a recognizer list, a list at another column) are not streamed")
  func onlyViewLists() throws {
    // The middle of this file is in the window's gestures list: no views list holds it.
    let gestures = (0..<6_000).map { "      - {id: g\($0), type: tap}" }
    let text = (["windows:", "  - id: main", "    gestures:"] + gestures + ["    views: []"]).joined(
      separator: "\n")
    #expect(text.utf8.count >= LayoutBuilder.Split.minimumBytes)
    let loaded = Self.load(text, as: "early-gestures.yaml", twoCores: true)
    #expect(LayoutSplitTests.report(loaded) == .init())
  }

  @Test("The composer's tree is the same with a stream, which sees the list's items in order")
  func streamSeesItems() throws {
    final class Recorder: YAMLListStream {
      var lists: [(YAMLMark, [String])] = []
      var items: [YAMLMark?] = []
      var ends = 0
      func streams(listAt mark: YAMLMark, keys: [String]) -> Bool {
        lists.append((mark, keys))
        return keys == ["a", "b"]
      }
      func add(_ item: YAMLNode) { items.append(item.mark) }
      func end() { ends += 1 }
    }
    let text = "a:\n  b:\n    - 1\n    - {c: [x]}\n    - - y\n  d:\n    - 2\n"
    let recorder = Recorder()
    let streamed = try YAMLComposer.compose(text, parsingAhead: false, listStream: recorder)
    let plain = try YAMLComposer.compose(text, parsingAhead: false)
    #expect(YAMLComposerTests.describe(streamed) == YAMLComposerTests.describe(plain))
    // Block lists only, offered while none is streamed: `b`'s, then `d`'s (not `b`'s inner one).
    #expect(recorder.lists.map(\.1) == [["a", "b"], ["a", "d"]])
    #expect(
      recorder.items == [
        YAMLMark(line: 3, column: 7), YAMLMark(line: 4, column: 7), YAMLMark(line: 5, column: 7),
      ])
    #expect(recorder.ends == 1)
  }
}
