import Foundation
import LibYAML
import TouchFoundation

/// libyaml's event stream → the loader's tree of ``YAMLNode``s: the same nodes, marks and errors
/// `Yams.compose(yaml:)` gave, at a fraction of the cost (docs/performance.md, issue 17), and the
/// same tree libyaml's own loader makes (YAMLComposerTests compares them on every YAML text in
/// the repository). The parse stops at its nesting limit (``YAMLNestingBound``).
///
/// Not a YAML parser: libyaml scans and parses; this only stacks its events into nodes.
/// Plain scalars are resolved by ``YAMLScalarSchema`` as they arrive, duplicate keys found by
/// ``YAMLDuplicateKeys`` as each mapping ends. Collections are composed with an explicit stack,
/// so a document's depth costs heap, not call stack.
package final class YAMLComposer {
  /// libyaml's events, parsed here or ahead on a thread of their own (a large text).
  private let source: YAMLEventSource
  /// The deepest nesting the parse accepts (``YAMLNestingBound``).
  let maximumNesting: Int
  /// The event being composed.
  var event: UnsafeMutablePointer<yaml_event_t> { source.event }
  /// Where aliases are listed, each composed as a placeholder; nil: an alias is an error.
  /// Never expanded either way (``YAMLAliases``).
  var aliases: YAMLAliases?
  /// Added to every line libyaml reports: a split parse's second part starts at its split
  /// point's line, and its first part skips the second's lines once it has taken them in.
  var lineShift = 0
  /// A split parse's first part watches for its split point from this line on (see
  /// `YAMLComposer+Split.swift`); `Int.max` once it has passed it, or when not split.
  var crossingLine = Int.max
  /// That first part's split point and the second part's outcome.
  var crossing: (point: YAMLSplitPoint, input: YAMLSplitInput)?
  /// The deepest stack of collections composed so far.
  private(set) var deepest = 0
  /// What sees a block list's items as they are composed (``YAMLListStream``), if anything.
  var listStream: (any YAMLListStream)?
  /// The stack's size with the streamed list on top, while one is streamed.
  private var streamedLevel: Int?

  /// The single document in `yaml`, nil when there is none; throws what Yams would have.
  /// `parsingAhead` nil: by the text's size and the cores (``YAMLEventSource/parsesAhead(bytes:)``),
  /// libyaml parses ahead, and a text of ``splitBytes`` or more is split in two parts where it
  /// can be (`YAMLComposer+Split.swift`); true or false: in one piece, parsed ahead or not (the
  /// tests compose every way). `splitAtLine`: the tests' split point, a line that opens a list
  /// item. `stackBytes`: the caller's stack, for the second part's thread. `listStream`: sees
  /// a list's items early where the text is composed in one piece (not where it is split).
  /// `aliases`: where every alias is listed (``YAMLAliases``); without it the first is an
  /// error. A split parse's parts take neither (an anchor may be in the other part): a text
  /// with an alias is composed in one piece. `maximumNesting`: the parse stops at the first
  /// collection deeper (``YAMLNestingBound``), a limit of this parse's alone.
  package static func compose(
    _ yaml: String, parsingAhead: Bool? = nil, splitAtLine: Int? = nil,
    stackBytes: Int = LayoutLimits.parserStackBytes, listStream: (any YAMLListStream)? = nil,
    aliases: YAMLAliases? = nil, maximumNesting: Int = LayoutLimits.maximumYAMLNesting
  ) throws(YAMLParseError) -> YAMLNode? {
    var contiguous = yaml
    return try contiguous.withUTF8 { bytes in
      Result { () throws(YAMLParseError) in
        let point: YAMLSplitPoint? =
          if let splitAtLine {
            YAMLSplitPoint.at(line: splitAtLine, of: bytes)
          } else if parsingAhead == nil, bytes.count >= splitBytes,
            YAMLEventSource.parsesAhead(bytes: bytes.count)
          {
            YAMLSplitPoint.middle(of: bytes)
          } else {
            nil
          }
        if let point,
          case .some(let root) = composeSplit(
            text: yaml, bytes: bytes, at: point, stackBytes: stackBytes, maximumNesting: maximumNesting)
        {
          return root
        }
        let composer = YAMLComposer(
          text: yaml, bytes: bytes, parsingAhead: parsingAhead, maximumNesting: maximumNesting)
        composer.listStream = listStream
        composer.aliases = aliases
        return try composer.singleRoot()
      }
    }.get()
  }

  init(text: String, bytes: UnsafeBufferPointer<UInt8>, parsingAhead: Bool?, maximumNesting: Int) {
    self.maximumNesting = maximumNesting
    source = YAMLEventSource(
      text: text, bytes: bytes, parsingAhead: parsingAhead ?? YAMLEventSource.parsesAhead(bytes: bytes.count),
      maximumNesting: maximumNesting)
  }

  /// A composer of what `input` gives libyaml: a split parse's first part.
  init(text: String, input: YAMLSplitInput, maximumNesting: Int) {
    self.maximumNesting = maximumNesting
    source = YAMLEventSource(text: text, input: input, maximumNesting: maximumNesting)
  }

  /// Yams' `Parser.singleRoot()`: the stream's start, one document, the stream's end.
  func singleRoot() throws(YAMLParseError) -> YAMLNode? {
    try next()  // the stream's start
    if try next() == YAML_STREAM_END_EVENT { return nil }
    let root = try composeNode(first: next())
    try next()  // the document's end
    if try next() != YAML_STREAM_END_EVENT {
      throw .syntax(
        stage: .composer,
        context: .init(text: "expected a single document in the stream", position: .init(line: 1, column: 1)),
        problem: "but found another document", at: startPosition)
    }
    return root
  }

  /// Moves to the next event (the previous one deleted) and returns its type.
  @discardableResult
  func next() throws(YAMLParseError) -> yaml_event_type_t { try source.next() }

  /// Composes the node that starts with the current event (of type `type`) and every event
  /// up to its end.
  /// The stack is a local: as a property of this class, each access was checked for
  /// exclusivity at run time.
  func composeNode(first type: yaml_event_type_t) throws(YAMLParseError) -> YAMLNode {
    var type = type
    var stack: [Frame] = []
    while true {
      if Int(event.pointee.start_mark.line) >= crossingLine { try cross(type, &stack) }
      var finished: YAMLNode?
      switch type {
      case YAML_SCALAR_EVENT: finished = try scalar()
      case YAML_ALIAS_EVENT: finished = try alias()
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        stack.append(try frame(isMapping: type == YAML_MAPPING_START_EVENT))
        deepest = max(deepest, stack.count)
        if listStream != nil, streamedLevel == nil, type == YAML_SEQUENCE_START_EVENT { offer(stack) }
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        guard let frame = stack.popLast() else {
          throw .syntax(
            stage: .composer, context: nil, problem: "a collection ended twice", at: startPosition)
        }
        finished = try collection(frame)
        if stack.count + 1 == streamedLevel {
          streamedLevel = nil
          listStream?.end()
        }
      default:
        // libyaml gives only these inside a document; anything else is not a tree.
        throw .syntax(stage: .composer, context: nil, problem: "unexpected event \(type)", at: startPosition)
      }
      if let node = finished {
        guard !stack.isEmpty else { return node }
        stack[stack.count - 1].add(node)
        if stack.count == streamedLevel { listStream?.add(node) }
      }
      type = try next()
    }
  }

  /// Offers the block list just started on top of `stack` to ``listStream``.
  private func offer(_ stack: [Frame]) {
    guard let listStream, let list = stack.last, list.isBlock else { return }
    let keys = stack.compactMap { $0.isMapping ? $0.key?.scalarText : nil }
    if listStream.streams(listAt: list.mark, keys: keys) { streamedLevel = stack.count }
  }

  private func scalar() throws(YAMLParseError) -> YAMLNode {
    let data = event.pointee.data.scalar
    if crossingLine != Int.max { try checkScalarEnd(style: data.style) }
    let bytes = UnsafeBufferPointer(start: data.value, count: data.length)
    let tag: YAMLTag
    if data.quoted_implicit == 1 {
      tag = .str
    } else if let name = data.tag {
      let written = String(cString: name)
      // `!` (non-specific) is a string, as Yams resolved it.
      tag = written == "!" ? .str : try explicitTag(written)
    } else {
      tag = YAMLScalarSchema.tag(of: bytes)
    }
    let style = YAMLScalar.Style(rawValue: UInt8(truncatingIfNeeded: data.style.rawValue)) ?? .any
    return .scalar(
      YAMLScalar(string: String(decoding: bytes, as: UTF8.self), tag: tag, style: style, mark: startMark))
  }

  /// An alias: listed and composed as a placeholder, or an error (``YAMLAliases``). An anchor
  /// (`&name`) is let through and forgotten: nothing refers to it.
  private func alias() throws(YAMLParseError) -> YAMLNode {
    let name = event.pointee.data.alias.anchor.map { String(cString: $0) } ?? ""
    guard let aliases else {
      throw .syntax(stage: .composer, context: nil, problem: Self.aliasProblem, at: startPosition)
    }
    aliases.add(YAMLAliases.Alias(name: name, position: startPosition))
    return .scalar(YAMLScalar(string: "*" + name, tag: .str, style: .plain, mark: startMark))
  }

  /// The problem of an alias met where none is listed. No load shows it: the loader lists
  /// aliases (``AliasCheck``), and a split part or `code:`'s read only learns that it failed.
  static let aliasProblem = "found an alias"

  private func frame(isMapping: Bool) throws(YAMLParseError) -> Frame {
    let data = event.pointee.data
    let (tag, implicit) =
      isMapping
      ? (data.mapping_start.tag, data.mapping_start.implicit)
      : (data.sequence_start.tag, data.sequence_start.implicit)
    let written = implicit != 0 ? nil : tag.map { String(cString: $0) }
    let isBlock =
      isMapping
      ? data.mapping_start.style == YAML_BLOCK_MAPPING_STYLE
      : data.sequence_start.style == YAML_BLOCK_SEQUENCE_STYLE
    let resolved: YAMLTag =
      switch written {
      case nil, "!": isMapping ? .map : .seq
      case let name?: try explicitTag(name)
      }
    return Frame(isMapping: isMapping, isBlock: isBlock, tag: resolved, mark: startMark)
  }

  /// The collection `frame` was composing, which the current end event closes.
  private func collection(_ frame: Frame) throws(YAMLParseError) -> YAMLNode {
    guard frame.isMapping else {
      return .sequence(YAMLSequence(nodes: frame.nodes, tag: frame.tag, mark: frame.mark))
    }
    if let duplicate = YAMLDuplicateKeys.check(frame.pairs) { throw duplicate }
    return .mapping(YAMLMapping(pairs: frame.pairs, tag: frame.tag, mark: frame.mark))
  }

  /// The tag written explicitly as `name`; an error past the names a process keeps
  /// (``NamedYAMLTags/capacity``: only a fuzzer's inputs come near).
  private func explicitTag(_ name: String) throws(YAMLParseError) -> YAMLTag {
    guard let tag = YAMLTag(name: name) else {
      throw .syntax(
        stage: .composer, context: nil,
        problem: "too many different explicit tags in this process (\(NamedYAMLTags.capacity))",
        at: startPosition)
    }
    return tag
  }

  var startPosition: TextPosition {
    TextPosition(
      line: event.pointee.start_mark.line + 1 + lineShift, column: event.pointee.start_mark.column + 1)
  }

  private var startMark: YAMLMark {
    YAMLMark(line: event.pointee.start_mark.line + 1 + lineShift, column: event.pointee.start_mark.column + 1)
  }

  /// A sequence or mapping being composed: its items, or its pairs and the key that waits for
  /// its value (each node moved in once, never copied into a second array).
  struct Frame {
    var isMapping: Bool
    /// Block style (indented), not flow (`[…]`, `{…}`): where a split point may fall.
    var isBlock: Bool
    var tag: YAMLTag
    var mark: YAMLMark
    var nodes: [YAMLNode] = []
    var pairs: [YAMLMapping.Element] = []
    var key: YAMLNode?

    mutating func add(_ node: YAMLNode) {
      guard isMapping else {
        nodes.append(node)
        return
      }
      if let key {
        pairs.append((key, node))
        self.key = nil
      } else {
        key = node
      }
    }
  }
}
