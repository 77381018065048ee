import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A large list of views built on a second core while libyaml is still parsing the rest of the
/// file (issue 17).
///
/// Parsing is the path a load waits on: libyaml parses ahead on one core, and the composer
/// keeps up on the other with time to spare (docs/performance.md). So the items of the list
/// that holds the middle of the file are built there too, each as soon as it is composed, by a
/// builder of its own (a ``YAMLListStream``). When the layout's builder comes to that list, it
/// takes the views in as it takes a split list's second part (``LayoutBuilder/Split``): only
/// where one builder would have made the same, in the same order, with the same messages (none
/// at all, ids used once, within the view limit); otherwise it builds the list itself.
///
/// The list streamed is a `views:` or `subviews:` list of views (keys `windows`, `views`, then
/// `subviews` only, so its items' depth is known) whose items are at the column of the split
/// point's item (``YAMLSplitPoint/middle(of:)``) and which holds that item. A builder that
/// starts at such a list builds what the layout's builder builds there: a view reads nothing
/// that the file's other keys set (the screen's size is a window's default frame only).
///
/// `@unchecked Sendable`: the stream's state is the composer thread's alone, the queue is read
/// and written under `condition`, and ``result`` is written by the building thread before it
/// ends and read only after it is joined.
final class EarlyBuild: YAMLListStream, @unchecked Sendable {
  /// Items are handed over in groups of at most this many, or as soon as they span this many
  /// lines: each hand-over takes a lock, and the last group is built after the parse ends.
  /// UNSOURCED: chosen (a container of 100 views in block style is 101 lines).
  static let groupItems = 32
  static let groupLines = 256

  /// The list's views, built, and the builder that made them (its ids, references and
  /// recognizers, for the join).
  struct Result {
    let depth: Int
    let itemCount: Int
    let builder: LayoutBuilder
    let views: [View]
  }

  private enum Command {
    case begin(depth: Int)
    case items([YAMLNode])
    case abandon
    case end
    case finish
  }

  /// How the layout's builder is set up, for the one here: what a view's building reads of
  /// it. (Not the screen's size, which only a window's default frame reads, nor the view
  /// limit's option, which only a message names: any message and the views are not taken.)
  struct Settings {
    let source: String
    let registry: ViewClassRegistry
    let maximumViewCount: Int
    let maximumViewDepth: Int
    let stackBytes: Int
  }

  private let point: YAMLSplitPoint
  private let settings: Settings
  // The composer's thread's.
  private var list: (mark: YAMLMark, holdsPoint: Bool)?
  private var group: [YAMLNode] = []
  private var groupLine = 0
  /// The list streamed whole, which holds the split point (read by the layout's builder, which
  /// runs on the composer's thread once the composer is done).
  private var streamedMark: YAMLMark?
  private var thread: LargeStackThread?
  // Shared.
  private let condition = NSCondition()
  private var commands: [Command] = []
  /// The views will not be asked for (the load failed): groups still waiting are skipped.
  private var cancelled = false
  private var result: Result?

  /// A stream for a layout of `text`, if it has a point to split at.
  static func make(for text: String, settings: Settings) -> EarlyBuild? {
    var text = text
    guard let point = text.withUTF8({ YAMLSplitPoint.middle(of: $0) }) else { return nil }
    return EarlyBuild(point: point, settings: settings)
  }

  private init(point: YAMLSplitPoint, settings: Settings) {
    self.point = point
    self.settings = settings
  }

  // MARK: The composer's side

  func streams(listAt mark: YAMLMark, keys: [String]) -> Bool {
    guard streamedMark == nil, mark.column == point.column + 1, mark.line <= point.line + 1, keys.count >= 2,
      keys[0] == "windows", keys[1] == "views", keys.dropFirst(2).allSatisfy({ $0 == "subviews" })
    else { return false }
    list = (mark, false)
    group = []
    send(.begin(depth: keys.count - 1))
    return true
  }

  func add(_ item: YAMLNode) {
    let line = item.mark?.line ?? 0
    if line == point.line + 1 { list?.holdsPoint = true }
    if group.isEmpty { groupLine = line }
    group.append(item)
    if group.count >= Self.groupItems || line - groupLine >= Self.groupLines { flush() }
  }

  func end() {
    flush()
    if let list, list.holdsPoint {
      streamedMark = list.mark
      send(.end)
    } else {
      send(.abandon)
    }
    list = nil
  }

  private func flush() {
    guard !group.isEmpty else { return }
    send(.items(group))
    group = []
  }

  private func send(_ command: Command) {
    if thread == nil {
      thread = LargeStackThread.start(stackBytes: settings.stackBytes) { [self] in build() }
    }
    condition.lock()
    commands.append(command)
    condition.signal()
    condition.unlock()
  }

  // MARK: The layout's builder's side

  /// The views built for `sequence` at `depth`, once the building thread is done; nil where
  /// they were not built (another list, a message, the limit). Only the list streamed whole
  /// (``streamedMark``) gets a result.
  func views(for sequence: YAMLSequence, depth: Int) -> Result? {
    // Another list: the builder goes on while this thread builds.
    guard sequence.mark == streamedMark else { return nil }
    stop(cancelling: false)
    guard let result, result.depth == depth,
      result.itemCount == sequence.count
    else { return nil }
    return result
  }

  /// Stops the building thread, skipping what it has not built yet, and waits for it (again:
  /// nothing). Every load calls it, and so joins the thread once, however its parse or build
  /// ended.
  func finish() { stop(cancelling: true) }

  private func stop(cancelling: Bool) {
    guard let thread else { return }
    self.thread = nil
    condition.lock()
    cancelled = cancelling
    commands.append(.finish)
    condition.signal()
    condition.unlock()
    thread.join()
  }

  private var isCancelled: Bool {
    condition.lock()
    defer { condition.unlock() }
    return cancelled
  }

  // MARK: The building thread

  private func next() -> [Command] {
    condition.lock()
    defer { condition.unlock() }
    while commands.isEmpty { condition.wait() }
    let taken = commands
    commands.removeAll(keepingCapacity: true)
    return taken
  }

  private func build() {
    var current: (depth: Int, builder: LayoutBuilder, views: [View], items: Int)?
    var failed = false
    while true {
      for command in next() {
        switch command {
        case .begin(let depth):
          current = (depth, makeBuilder(), [], 0)
          failed = false
        case .items(let items):
          guard var part = current, !failed, !isCancelled else { continue }
          current = nil  // one reference to the views array, so appending does not copy it
          for item in items {
            // Anything said, or the limit crossed, and the layout's builder builds the list.
            guard part.builder.log.isEmptyOfWarningsToo, part.builder.viewCount <= settings.maximumViewCount
            else {
              failed = true
              break
            }
            if let view = part.builder.view(item, depth: part.depth) { part.views.append(view) }
            part.items += 1
          }
          current = part
        case .abandon:
          current = nil
        case .end:
          if let part = current, !failed {
            result = Result(
              depth: part.depth, itemCount: part.items, builder: part.builder, views: part.views)
          }
          current = nil
        case .finish:
          return
        }
      }
    }
  }

  /// A builder as the layout's is set up (made on this thread: its application is this
  /// thread's current one, so a notice raised while building is its own).
  private func makeBuilder() -> LayoutBuilder {
    let builder = LayoutBuilder(
      source: settings.source, log: DiagnosticLog(file: settings.source), registry: settings.registry)
    builder.maximumViewCount = settings.maximumViewCount
    builder.maximumViewDepth = settings.maximumViewDepth
    // The list holds the middle of the file, and most of it in a large layout.
    builder.reserveIDs(forBytes: point.offset * 2)
    return builder
  }
}
