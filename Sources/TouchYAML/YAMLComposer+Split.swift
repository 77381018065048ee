import Foundation
import LibYAML
import TouchFoundation

/// A large text parsed and composed in two parts on two cores (issue 17: libyaml's scanning
/// is half of a load, and one parser is one core however the rest is spread).
///
/// The split point (``YAMLSplitPoint``) is a line near the middle that opens an item of a
/// block list. The second part is parsed on a thread of its own as a text of its own, from
/// that line: a list at the same column, composed item by item until it ends (at a less
/// indented line, or the text's end). The first part is parsed from the start up to the
/// point and then on from where the second part's list ended, as if the items in between
/// were not there; when the first part's list ends at the point, the second part's items are
/// put in it, in file order, with their lines.
///
/// Both parts check that the split is clean — the point is between two items of one block
/// list (not inside a quoted or block scalar or a flow collection: no event of the first part
/// may cross the point but the ends of the last item's block collections, and a quoted or
/// plain scalar may not end past it), the list is the one at the point's column, no alias (an
/// anchor may be in the other part), the nesting within the parse's limit. Whenever any check
/// fails, or either part has any error, the text is composed again in one piece, so the tree
/// and every message are what one parse gives (`YAMLSplitTests` splits every text of the
/// repository at every list item and compares).
extension YAMLComposer {
  /// From this size of text on (about 20,000 views), on a machine with a second core, a text
  /// is split where it can be; below it libyaml parses ahead instead. Measured in alternated
  /// runs (docs/performance.md): at 100,000 and 1,000,000 views the split took 16% off a load
  /// against parsing ahead; at 10,000 it was no better (a median ratio of 1.05, spread wide).
  /// UNSOURCED: measured here.
  package static let splitBytes = 1 << 20

  /// Levels of nesting kept free of the parse's limit: a part counts its own levels only, and
  /// the two counts may each be one off the whole parse's. UNSOURCED: chosen.
  static let splitNestingMargin = 4

  /// The root of `text` composed in two parts at `point`: `.some(root)`, or nil where the two
  /// parts could differ from one parse (the caller then composes it in one piece).
  static func composeSplit(
    text: String, bytes: UnsafeBufferPointer<UInt8>, at point: YAMLSplitPoint, stackBytes: Int,
    maximumNesting: Int
  ) -> YAMLNode?? {
    let input = YAMLSplitInput(bytes: bytes, point: point)
    let second = UnsafeBufferPointer(rebasing: bytes[point.offset...])
    // A second part that fails frees what it composed there, one call per level of nesting:
    // on a stack as large as the load's.
    let thread = LargeStackThread.start(stackBytes: stackBytes) {
      input.publish(
        middle(of: text, bytes: second, whole: bytes, at: point, maximumNesting: maximumNesting))
    }
    let first = YAMLComposer(text: text, input: input, maximumNesting: maximumNesting)
    first.crossing = (point, input)
    first.crossingLine = point.line
    let root = try? first.singleRoot()
    thread.join()
    // Read to its end: a list that ends at the point has taken the second part's items.
    guard let root, first.crossingLine == Int.max else { return nil }
    return .some(root)
  }

  /// The second part: its items, and where the text after its list starts; nil on any error.
  private static func middle(
    of text: String, bytes: UnsafeBufferPointer<UInt8>, whole: UnsafeBufferPointer<UInt8>,
    at point: YAMLSplitPoint, maximumNesting: Int
  ) -> YAMLSplitInput.Middle? {
    let composer = YAMLComposer(text: text, bytes: bytes, parsingAhead: false, maximumNesting: maximumNesting)
    composer.lineShift = point.line
    guard let (items, line, column) = try? composer.items(column: point.column) else { return nil }
    let depth = composer.deepest + 1
    // The list ended at the first token of a less indented line, or at the text's end.
    let end = point.offset(linesLater: line, in: whole)
    guard end + column < whole.count else {
      return YAMLSplitInput.Middle(items: items, endOffset: whole.count, lines: line, depth: depth)
    }
    let indentation = UnsafeBufferPointer(rebasing: whole[end..<end + column])
    guard column < point.column, indentation.allSatisfy({ $0 == UInt8(ascii: " ") }),
      whole[end + column] != UInt8(ascii: " ")
    else { return nil }
    return YAMLSplitInput.Middle(items: items, endOffset: end, lines: line, depth: depth)
  }

  /// A text that is one block list at `column` of its first line: its items, and the line and
  /// column where it ended (libyaml's, from 0); nil if it starts otherwise.
  private func items(column: Int) throws(YAMLParseError) -> (items: [YAMLNode], line: Int, column: Int)? {
    guard try next() == YAML_STREAM_START_EVENT, try next() == YAML_DOCUMENT_START_EVENT,
      try next() == YAML_SEQUENCE_START_EVENT
    else { return nil }
    let start = event.pointee.data.sequence_start
    guard start.style == YAML_BLOCK_SEQUENCE_STYLE, start.anchor == nil, start.tag == nil,
      event.pointee.start_mark.line == 0, event.pointee.start_mark.column == column
    else { return nil }
    var items: [YAMLNode] = []
    var type = try next()
    while type != YAML_SEQUENCE_END_EVENT {
      items.append(try composeNode(first: type))
      type = try next()
    }
    return (items, Int(event.pointee.start_mark.line), Int(event.pointee.start_mark.column))
  }

  /// The first part, at an event on or past the split point's line before the second part's
  /// items are in: the end of a block collection of the last item is let through, the end of
  /// the point's list takes the items in, and anything else stops the composer.
  func cross(_ type: yaml_event_type_t, _ stack: inout [Frame]) throws(YAMLParseError) {
    guard let crossing, let frame = stack.last, frame.isBlock,
      type == YAML_SEQUENCE_END_EVENT || type == YAML_MAPPING_END_EVENT
    else { throw splitFailure }
    guard !frame.isMapping, frame.mark.column == crossing.point.column + 1 else { return }
    guard let middle = crossing.input.middle,
      stack.count + middle.depth + Self.splitNestingMargin <= maximumNesting
    else { throw splitFailure }
    stack[stack.count - 1].nodes.append(contentsOf: middle.items)
    lineShift = middle.lines
    crossingLine = Int.max
  }

  /// The first part, at a scalar before the split point: one that ends past it crossed it,
  /// but for a block scalar (`|`, `>`), whose end libyaml puts after the next line's spaces.
  func checkScalarEnd(style: yaml_scalar_style_t) throws(YAMLParseError) {
    guard Int(event.pointee.end_mark.line) >= crossingLine, style != YAML_LITERAL_SCALAR_STYLE,
      style != YAML_FOLDED_SCALAR_STYLE
    else { return }
    throw splitFailure
  }

  private var splitFailure: YAMLParseError {
    .syntax(stage: .composer, context: nil, problem: "not split cleanly", at: startPosition)
  }
}
