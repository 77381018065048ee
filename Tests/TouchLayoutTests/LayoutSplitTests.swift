import Foundation
import Testing

@testable import TouchKit
@testable import TouchLayout

/// A large list of views is built on two cores and joined (`LayoutBuilder+Split.swift`): the
/// layout, and every message, must be what one builder makes.
@Suite("Building a large layout on two cores")
struct LayoutSplitTests {
  /// A window of `containers` containers of ten leaves each (13 lines a container: 2,400 make
  /// about 1.2 MB and 31,000 lines, over the split's thresholds), with recognizers, actions and
  /// a controller in the first and the last container that refer to each other across the
  /// split. `last` replaces the last container's last leaf.
  static func text(containers: Int = 2_400, last: String? = nil) -> String {
    var lines = ["screen: {width: 1000, height: 1000}", "windows:", "  - id: main", "    views:"]
    for c in 0..<containers {
      lines.append("      - id: c\(c)")
      lines.append("        frame: [\(c % 10 * 100), \(c / 10 % 10 * 100), 100, 100]")
      if c == 0 { lines.append("        controller: {id: firstVC, handlesActions: [go]}") }
      lines.append("        subviews:")
      for leaf in 0..<10 {
        let frame = "[\(leaf * 10), 0, 10, 10]"
        switch (c, leaf) {
        case (0, 0):
          lines.append(
            "          - {id: first, frame: \(frame), gestures: [{id: firstTap, type: tap, action: go, "
              + "requireToFail: [lastDoubleTap], simultaneousWith: [lastDoubleTap]}]}")
        case (0, 1):
          lines.append(
            "          - {id: firstButton, class: Button, frame: \(frame), actions: {touchUpInside: go}}")
        case (containers - 1, 8):
          lines.append(
            "          - {id: lastView, frame: \(frame), gestures: [{id: lastDoubleTap, type: tap, "
              + "numberOfTapsRequired: 2, action: go, target: firstVC}]}")
        case (containers - 1, 9) where last != nil:
          lines.append("          - \(last ?? "")")
        default:
          lines.append("          - {id: v\(c).\(leaf), frame: \(frame)}")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func load(_ text: String, twoCores: Bool, maximumViewCount: Int = 2_000_000)
    -> Result<Layout, LayoutLoadError>
  {
    var options = LayoutLoadOptions(maximumViewCount: maximumViewCount)
    options.buildsOnTwoCores = twoCores
    return Result { () throws(LayoutLoadError) in
      try LayoutLoader.load(yaml: text, source: "split.yaml", registry: .standard, options: options)
    }
  }

  /// What a layout is, for comparing: its description, its recognizers in order with what they
  /// require, and its controllers.
  static func summary(_ layout: Layout) -> [String] {
    HierarchyDescription(application: layout.application).text()
      + layout.gestureRecognizers.map {
        "\($0.traceID) requires \($0.failureRequirements.map(\.traceID)) targets \($0.targets.count)"
      } + layout.controllers.map(\.traceID)
  }

  static func messages(_ result: Result<Layout, LayoutLoadError>) -> [String] {
    switch result {
    case .success(let layout): layout.warnings.map(\.description)
    case .failure(let error): error.diagnostics.map(\.description)
    }
  }

  @Test("A clean layout split in two is the layout one builder makes, references across the split included")
  func agreesWithOneBuilder() throws {
    let text = Self.text()
    let joined = LayoutBuilder.counts.current.joined
    let split = try Self.load(text, twoCores: true).get()
    #expect(LayoutBuilder.counts.current.joined > joined, "the list was split and joined")
    let single = try Self.load(text, twoCores: false).get()
    #expect(Self.summary(split) == Self.summary(single))
    #expect(split.application.view(withID: "lastView")?.superview?.id == "c2399")
    let firstTap = split.gestureRecognizers.first { $0.traceID == "firstTap" }
    #expect(firstTap?.failureRequirements.map(\.traceID) == ["lastDoubleTap"])
  }

  @Test(
    "Where the second part says anything, it is built again after the first: the same messages",
    arguments: [
      "{id: v0.5, frame: [0, 0, 1, 1]}",  // an id used in both parts
      "{id: late, frame: [0, 0, 1, 1], colour: red}",  // an unknown key
      "{id: late, frame: [0, 0, 1, 1], gestures: [{id: g, type: tap, requireToFail: [nowhere]}]}",
      "{id: application, frame: [0, 0, 1, 1]}",  // the application's own id
    ])
  func messagesAreOneBuildersMessages(last: String) {
    let text = Self.text(last: last)
    let rebuilt = LayoutBuilder.counts.current.rebuilt
    let split = Self.load(text, twoCores: true)
    let single = Self.load(text, twoCores: false)
    #expect(!Self.messages(split).isEmpty)
    #expect(Self.messages(split) == Self.messages(single))
    if case .failure = split {} else { Issue.record("the layout loaded despite \(last)") }
    // An unknown reference is found after building, by the joined builder, not by the part.
    if !last.contains("nowhere") { #expect(LayoutBuilder.counts.current.rebuilt > rebuilt) }
  }

  @Test("The view limit crossed in the second part: the message one builder gives, at its view")
  func viewLimit() {
    let text = Self.text()
    let limit = 2_400 * 11  // one view short of the windows and views
    let split = Self.load(text, twoCores: true, maximumViewCount: limit)
    let single = Self.load(text, twoCores: false, maximumViewCount: limit)
    #expect(Self.messages(split) == Self.messages(single))
    #expect(Self.messages(split).first?.contains("more than \(limit) windows and views") == true)
  }

  @Test("Only TouchKit's own classes, a large enough file, and a list with a quarter on each side split")
  func whenItSplits() throws {
    var own = ViewClassRegistry.standard
    own.register("Custom") { View(frame: $0) }
    let bytes = LayoutBuilder.Split.minimumBytes
    let stack = LayoutLimits.parserStackBytes
    #expect(
      LayoutBuilder.Split.allowed(bytes: bytes, registry: .standard, options: .standard, stackBytes: stack)
        != nil)
    #expect(
      LayoutBuilder.Split.allowed(bytes: bytes, registry: own, options: .standard, stackBytes: stack) == nil)
    #expect(
      LayoutBuilder.Split.allowed(
        bytes: bytes - 1, registry: .standard, options: .standard, stackBytes: stack) == nil)
    let split = try #require(
      LayoutBuilder.Split.allowed(bytes: bytes, registry: .standard, options: .standard, stackBytes: stack))
    // A background and one large content view: lopsided, so not split here.
    let lopsided = try Self.sequence(
      "- {id: a}\n- {id: b}\n" + String(repeating: "# x\n", count: 40_000) + "- {id: c}\n")
    #expect(split.point(in: lopsided) == nil)
    let even = try Self.sequence((0..<40_000).map { "- {id: v\($0)}" }.joined(separator: "\n"))
    #expect(split.point(in: even) == 19_999)  // line 20,000 of 1 to 40,000: the middle of the span
    let short = try Self.sequence((0..<1_000).map { "- {id: v\($0)}" }.joined(separator: "\n"))
    #expect(split.point(in: short) == nil)
  }

  static func sequence(_ yaml: String) throws -> YAMLSequence {
    guard case .sequence(let sequence)? = try YAMLComposer.compose(yaml) else {
      throw CancellationError()
    }
    return sequence
  }
}
