import Foundation
import Testing

@testable import TouchFoundation
@testable import TouchKit
@testable import TouchLayout
@testable import TouchTrace
@testable import TouchYAML

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
        case (containers - 1, 7):
          lines.append(
            "          - {id: lastButton, class: Button, frame: \(frame), actions: {touchUpInside: go}}")
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

  /// Loads `text` as the file `source`.
  static func load(_ text: String, as source: String, twoCores: Bool, maximumViewCount: Int = 2_000_000)
    -> Result<Layout, LayoutLoadError>
  {
    var options = LayoutLoadOptions(maximumViewCount: maximumViewCount)
    options.buildsOnTwoCores = twoCores
    return Result { () throws(LayoutLoadError) in
      try LayoutLoader.load(yaml: text, source: source, registry: .standard, options: options)
    }
  }

  /// What a layout is, for comparing: its description; its recognizers in order with what
  /// they require, their targets and actions and their delegates' rules; its controls'
  /// actions with their targets; its controllers.
  static func summary(_ layout: Layout) -> [String] {
    let name = { (object: AnyObject?) -> String in
      switch object {
      case let responder as Responder: responder.traceID
      case nil: "nil"
      default: "?"
      }
    }
    let recognizers = layout.gestureRecognizers.map { recognizer in
      "\(recognizer.traceID) requires \(recognizer.failureRequirements.map(\.traceID)) "
        + "targets \(recognizer.targets.map { "\(name($0.target)).\($0.action)" })"
    }
    let delegates = layout.gestureDelegates.map {
      "with \($0.simultaneousRecognizers.map(\.traceID)) ignoring \($0.ignoredViews.map(\.traceID))"
    }
    let controls = layout.application.windows.flatMap(\.allViews).compactMap { $0 as? Control }.map {
      control in
      "\(control.traceID): "
        + control.targetActions.map { "\(name($0.target)).\($0.action) \($0.events.rawValue)" }.joined(
          separator: ", ")
    }
    return HierarchyDescription(application: layout.application).text() + recognizers + delegates + controls
      + layout.controllers.map(\.traceID)
  }

  /// Which way the load went (``LoadReport``), read from its result, whether it loaded or not.
  static func report(_ result: Result<Layout, LayoutLoadError>) -> LoadReport {
    switch result {
    case .success(let layout): layout.report
    case .failure(let error): error.report
    }
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
    let split = try Self.load(text, as: "agrees.yaml", twoCores: true).get()
    #expect(split.report == .init(joined: 1, rebuilt: 0), "the list was split and joined")
    let single = try Self.load(text, as: "agrees.yaml", twoCores: false).get()
    #expect(single.report == .init(), "one core: no split")
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
    let source = "messages-\(last.hashValue).yaml"
    let split = Self.load(text, as: source, twoCores: true)
    let single = Self.load(text, as: source, twoCores: false)
    #expect(!Self.messages(split).isEmpty)
    #expect(Self.messages(split) == Self.messages(single))
    if case .failure = split {} else { Issue.record("the layout loaded despite \(last)") }
    // An unknown reference is found after building, by the joined builder, not by the part.
    let rebuilt = last.contains("nowhere") ? 0 : 1
    #expect(Self.report(split) == .init(joined: 1 - rebuilt, rebuilt: rebuilt))
    #expect(Self.report(single) == .init())
  }

  /// After a join, the second part's ids are looked up in its own table, not copied into the
  /// first's: what comes after the list (here a second window) still meets them, as it meets
  /// one builder's, in a duplicate, a reference and a misspelled reference's suggestion.
  @Test(
    "What follows a joined list sees the second part's ids as one builder's",
    arguments: [
      "{id: v2000.3, frame: [0, 0, 1, 1]}",  // a duplicate of the second part's
      "{id: v10.3, frame: [0, 0, 1, 1]}",  // a duplicate of the first part's
      "{id: later, frame: [0, 0, 1, 1], gestures: [{id: g, type: tap, requireToFail: [lastDoubleTap]}]}",
      "{id: later, frame: [0, 0, 1, 1], gestures: [{id: g, type: tap, requireToFail: [lastDoubleTapp]}]}",
    ])
  func afterTheJoin(view: String) throws {
    let text = Self.text() + "  - id: other\n    views:\n      - \(view)\n"
    let source = "after-\(view.hashValue).yaml"
    let split = Self.load(text, as: source, twoCores: true)
    #expect(Self.report(split) == .init(joined: 1, rebuilt: 0), "the list was split and joined")
    let single = Self.load(text, as: source, twoCores: false)
    #expect(Self.messages(split) == Self.messages(single))
    switch (split, single) {
    case (.success(let split), .success(let single)):
      #expect(Self.summary(split) == Self.summary(single))
      #expect(split.gestureRecognizers.last?.failureRequirements.map(\.traceID) == ["lastDoubleTap"])
    case (.failure, .failure): #expect(!Self.messages(split).isEmpty)
    default: Issue.record("one way loaded and the other did not: \(Self.messages(split))")
    }
  }

  @Test("A warning in the second part: built again, and the layout that loads is one builder's")
  func warningInTheSecondPart() throws {
    let text = Self.text(last: "{id: late, frame: [0, 0, 10, 10], hitSlop: -100}")
    let split = try Self.load(text, as: "warning.yaml", twoCores: true).get()
    let single = try Self.load(text, as: "warning.yaml", twoCores: false).get()
    #expect(split.report == .init(joined: 0, rebuilt: 1))
    #expect(split.warnings.count == 1)
    #expect(Self.messages(.success(split)) == Self.messages(.success(single)))
    #expect(Self.summary(split) == Self.summary(single))
  }

  @Test("The view limit crossed in the second part: the message one builder gives, at its view")
  func viewLimit() {
    let text = Self.text()
    let limit = 2_400 * 11  // one view short of the windows and views
    let split = Self.load(text, as: "limit.yaml", twoCores: true, maximumViewCount: limit)
    let single = Self.load(text, as: "limit.yaml", twoCores: false, maximumViewCount: limit)
    #expect(Self.report(split) == .init(joined: 0, rebuilt: 1))
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
    let split = LayoutBuilder.Split(stackBytes: stack)
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
