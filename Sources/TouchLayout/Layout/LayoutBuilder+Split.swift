import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A large list of views built on two cores (issue 17: at a million views, building was a
/// third of the explorer's first screen, on one core while the other waited).
///
/// The list's second part is built by a builder of its own, on a thread of its own, while this
/// builder builds the first part; then the two are joined in file order: the views, and the
/// ids, references, recognizers, actions, delegates and controllers they brought. That is what
/// one builder makes, in the same order. Whenever joining could differ from one builder (the
/// second part had a message of any kind, an id is used in both parts, the view limit is
/// crossed, a notice was raised), the second builder's work is dropped and this builder builds
/// the second part itself, after the first, as it always did: every message is the same, at
/// the same place.
extension LayoutBuilder {
  /// When a load may split, and where a list is split.
  struct Split {
    /// Files smaller than this are built on one core: the second thread and the join would be
    /// most of the gain. The parse ahead's threshold (``YAMLEventSource/parallelBytes``),
    /// about 2,600 views. UNSOURCED: measured here (docs/performance.md).
    static let minimumBytes = YAMLEventSource.parallelBytes
    /// A list spanning fewer lines is not split; a larger one deeper down may be. About 2,000
    /// views in block style (a view is a line, a container two or three): 10,000 views in
    /// containers of 100 span some 10,200 lines, and their window's list is split.
    static let minimumLines = 2_048

    let stackBytes: Int

    /// A split for a load of `bytes` bytes, or nil where building must stay on one thread.
    static func allowed(bytes: Int, registry: ViewClassRegistry, options: LayoutLoadOptions, stackBytes: Int)
      -> Split?
    {
      guard options.buildsOnTwoCores, bytes >= minimumBytes, registry.isStandard,
        ProcessInfo.processInfo.activeProcessorCount >= 2
      else { return nil }
      return Split(stackBytes: stackBytes)
    }

    /// Where to split `sequence`: the item at which its lines are halved, if the list spans
    /// enough lines and each part holds a quarter of them at least (a lopsided list, such as
    /// a background and one content view, leaves the split to a list inside it).
    func point(in sequence: YAMLSequence) -> Int? {
      guard sequence.count >= 2 else { return nil }
      // A node without a place (none from a file) gives no span, so no split.
      let line = { (index: Int) in sequence[index].mark?.line ?? 0 }
      let first = line(sequence.startIndex)
      let span = line(sequence.endIndex - 1) - first
      guard span >= Self.minimumLines else { return nil }
      // Items are in file order, so their lines ascend: the first at or past the middle.
      var low = sequence.startIndex + 1
      var high = sequence.endIndex - 1
      while low < high {
        let middle = (low + high) / 2
        if line(middle) - first < span / 2 { low = middle + 1 } else { high = middle }
      }
      let before = line(low) - first
      guard before >= span / 4, span - before >= span / 4 else { return nil }
      return low
    }
  }

  /// The views of `sequence`, the items from `at` on built by a second builder on a thread
  /// with a stack of `stackBytes` while this one builds those before it.
  func views(_ sequence: YAMLSequence, splitAt at: Int, depth: Int, stackBytes: Int) -> [View] {
    let items = sequence.nodes[at...]
    let second = Part()
    // The second builder is made on its thread: its application becomes that thread's current
    // one (a notice raised there is its, and stops the join), not this thread's.
    // Copied here, not read through `self`, which this thread changes meanwhile.
    let (source, registry, maximumViewCount) = (source, registry, maximumViewCount)
    let (maximumViewDepth, viewCountOption, screenSize) = (maximumViewDepth, viewCountOption, screenSize)
    let screen = application.screen
    // What the second part may make: past it, the join fails whatever the first part holds,
    // so building on would only cost (the first part's own count still stops at the limit).
    let budget = maximumViewCount - viewCount
    // Its ids, sized as this builder's were (``reserveIDs(forBytes:)``) but by lines, which is
    // what is known of the part: a view takes a line at least, two in block style.
    let lines = (items.last?.mark?.line ?? 0) - (items.first?.mark?.line ?? 0)
    let thread = LargeStackThread.start(stackBytes: stackBytes) {
      let builder = LayoutBuilder(source: source, log: DiagnosticLog(file: source), registry: registry)
      builder.maximumViewCount = maximumViewCount
      builder.maximumViewDepth = maximumViewDepth
      builder.viewCountOption = viewCountOption
      builder.screenSize = screenSize
      builder.application.screen = screen
      builder.ids.reserveCapacity(min(maximumViewCount, lines / 2) + 1)
      second.builder = builder
      for item in items {
        // Anything said, or the budget spent, and the first builder builds this part again.
        guard builder.log.isEmptyOfWarningsToo, builder.viewCount <= budget else { return }
        if let view = builder.view(item, depth: depth) { second.views.append(view) }
      }
    }
    var views = sequence.nodes[..<at].compactMap { view($0, depth: depth) }
    thread.join()
    if let builder = second.builder, join(builder) {
      views += second.views
      report.joined += 1
    } else {
      views += items.compactMap { view($0, depth: depth) }
      report.rebuilt += 1
    }
    return views
  }

  /// Takes in what `second` built after this builder's own: false, with nothing taken, where
  /// one builder would have said or made anything differently. Also an early-built list's
  /// builder (``EarlyBuild``), taken in when this builder comes to the list.
  func join(_ second: LayoutBuilder) -> Bool {
    guard second.log.isEmptyOfWarningsToo, second.application.notices.notices.isEmpty,
      viewCount + second.viewCount <= maximumViewCount
    else { return false }
    // An id used in both parts: one builder reports the second use. The keys only, looked up
    // in place: copying each entry retained its object, a cache miss per view, and that was
    // most of the join at a million views (issue 17).
    let own = second.application.id
    for id in second.ids.keys where id != own {
      if ids.index(forKey: id) != nil || joinedEntry(id) != nil { return false }
    }
    joinedIDs.append(JoinedIDs(table: second.ids, application: own))
    viewCount += second.viewCount
    references += second.references
    gestureEntries += second.gestureEntries
    controlActions += second.controlActions
    pendingConstraints += second.pendingConstraints
    gestureDelegates += second.gestureDelegates
    controllers += second.controllers
    presentations += second.presentations
    pageLists += second.pageLists
    return true
  }

  /// A second builder's ids, as its part was joined.
  struct JoinedIDs {
    let table: [String: IDEntry]
    /// The second builder's own application's id, which names nothing of this layout's.
    let application: String

    func entry(_ id: String) -> IDEntry? { id == application ? nil : table[id] }
  }

  /// What `id` names: this builder's own entry, else a joined part's.
  func idEntry(_ id: String) -> IDEntry? { ids[id] ?? joinedEntry(id) }

  /// What `id` names in a joined part.
  func joinedEntry(_ id: String) -> IDEntry? {
    for joined in joinedIDs {
      if let entry = joined.entry(id) { return entry }
    }
    return nil
  }

  /// Every id's kind, joined parts' included: what a message about an unknown reference
  /// suggests from.
  func idKinds() -> [String: IDKind] {
    var kinds = ids.mapValues(\.kind)
    for joined in joinedIDs {
      for (id, entry) in joined.table where id != joined.application && kinds[id] == nil {
        kinds[id] = entry.kind
      }
    }
    return kinds
  }

  /// The second part's builder and views. The thread writes them before it is joined and the
  /// caller reads them after, so the join orders the accesses: `@unchecked Sendable`.
  private final class Part: @unchecked Sendable {
    var builder: LayoutBuilder?
    var views: [View] = []
  }
}
