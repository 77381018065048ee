import Foundation
import LibYAML

/// libyaml's events for the composer, one at a time, parsed on the composer's thread or, for a
/// large text, ahead of it on a thread of their own.
///
/// Scanning and parsing are half of a large layout's load (libyaml, issue 17), and the
/// composer's own work on the events (scalars resolved, strings made, nodes stacked) is most
/// of the other half's first part; on a machine with a second core the two overlap. The
/// events are the same, in the same order, and an error is thrown at the same point of the
/// stream (after every event before it has been composed), so the tree, and every message,
/// is the one the sequential parse gives (`YAMLComposerTests` compares the two).
package final class YAMLEventSource {
  /// Events parsed ahead are handed over in batches of this many: each hand-over takes a lock.
  static let batchSize = 1024
  /// At most this many batches wait for the composer: a parser far ahead only costs memory.
  static let maximumWaitingBatches = 64
  /// From this size of text on (about 2,600 views in block style), on a machine with a second
  /// core, events are parsed on a thread of their own. libyaml is about half of a load, so at
  /// 5,000 and 10,000 views the overlap (with the build split, ``LayoutBuilder/Split``) took
  /// 13–14% off a load in alternated runs (docs/performance.md); smaller loads take a few
  /// milliseconds, where a thread and the hand-overs would be all the gain. UNSOURCED: measured
  /// here.
  package static let parallelBytes = 1 << 17

  /// Whether a text of `bytes` bytes is parsed ahead, unless a caller says.
  static func parsesAhead(bytes: Int) -> Bool {
    bytes >= parallelBytes && ProcessInfo.processInfo.activeProcessorCount >= 2
  }

  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let text: String
  /// The event being composed (valid until the next call of ``next()``).
  private(set) var event: UnsafeMutablePointer<yaml_event_t>
  /// The single event of the sequential parse.
  private let ownEvent: UnsafeMutablePointer<yaml_event_t>
  /// The parse ahead, when there is one.
  private let ahead: ParseAhead?
  /// The nesting counted in the sequential parse (a parse ahead counts its own).
  private var bound: YAMLNestingBound
  /// The batch being composed, and where in it.
  private var batch: ParseAhead.Batch?
  private var position = 0

  /// `bytes` (the UTF-8 of `text`) must stay valid until the source is gone. `maximumNesting`:
  /// the parse stops at the first collection deeper (``YAMLNestingBound``).
  convenience init(text: String, bytes: UnsafeBufferPointer<UInt8>, parsingAhead: Bool, maximumNesting: Int) {
    self.init(text: text, parsingAhead: parsingAhead, maximumNesting: maximumNesting) {
      yaml_parser_set_input_string($0, bytes.baseAddress, bytes.count)
    }
  }

  /// The events of what `input` gives libyaml (the first part of a split parse), parsed here.
  convenience init(text: String, input: YAMLSplitInput, maximumNesting: Int) {
    self.init(text: text, parsingAhead: false, maximumNesting: maximumNesting) {
      yaml_parser_set_input($0, YAMLSplitInput.read, Unmanaged.passUnretained(input).toOpaque())
    }
  }

  /// A parser whose input `setInput` sets, parsing ahead or not.
  private init(
    text: String, parsingAhead: Bool, maximumNesting: Int,
    setInput: (UnsafeMutablePointer<yaml_parser_t>) -> Void
  ) {
    self.text = text
    bound = YAMLNestingBound(limit: maximumNesting)
    parser = .allocate(capacity: 1)
    ownEvent = .allocate(capacity: 1)
    ownEvent.initialize(to: yaml_event_t())
    event = ownEvent
    yaml_parser_initialize(parser)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    setInput(parser)
    ahead = parsingAhead ? ParseAhead(parser: parser, text: text, maximumNesting: maximumNesting) : nil
  }

  deinit {
    if let ahead {
      if let batch { ahead.giveBack(batch) }
      ahead.stop()
    }
    yaml_event_delete(ownEvent)
    yaml_parser_delete(parser)
    parser.deallocate()
    ownEvent.deallocate()
  }

  /// Moves to the next event (the previous one deleted) and returns its type.
  func next() throws(YAMLParseError) -> yaml_event_type_t {
    guard let ahead else {
      yaml_event_delete(ownEvent)
      guard yaml_parser_parse(parser, ownEvent) == 1 else {
        throw YAMLParseError(parser: parser.pointee, text: text)
      }
      if let error = bound.count(ownEvent) { throw error }
      return ownEvent.pointee.type
    }
    // A batch's events are deleted on the parsing thread, once the whole batch is given back.
    if let current = batch {
      position += 1
      if position == current.count {
        ahead.giveBack(current)
        batch = nil
      }
    }
    if batch == nil {
      switch ahead.take() {
      case .events(let next):
        batch = next
        position = 0
      case .failed(let error): throw error
      }
    }
    guard let batch else { preconditionFailure("a batch is never empty") }
    event = batch.events + position
    return event.pointee.type
  }
}
