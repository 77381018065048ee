import Foundation
import TouchKit

/// The scene as it was when one dispatch finished (a pointer event, a timer firing, a forced
/// recognizer): what the canvas shows for the steps of that dispatch when the person travels
/// back to them. The engine dispatches synchronously, so inside a dispatch what changed (a
/// control's highlight or value, a scroll offset) is kept apart, record by record
/// (``StepTimeline``), and put back over this scene at each step.
public struct SceneSnapshot: Equatable, Sendable {
  /// The trace's record count when the snapshot was taken: it stands for the records before
  /// this index that no earlier snapshot covers. Compared first, so that equality of two
  /// snapshot lists that differ only in their last one stops there.
  public var until: Int
  public var scene: Scene
  /// How many views the scene holds: what a snapshot costs, for ``SequenceHistory``'s budget.
  public var nodes: Int

  public init(until: Int, scene: Scene) {
    self.until = until
    self.scene = scene
    nodes = scene.windows.reduce(0) { $0 + Self.count($1) }
  }

  /// A snapshot of a scene whose views are known to number `nodes`.
  init(until: Int, scene: Scene, nodes: Int) {
    self.until = until
    self.scene = scene
    self.nodes = nodes
  }

  static func count(_ node: SceneNode) -> Int {
    node.children.reduce(1) { $0 + count($1) }
  }
}

/// One touch sequence as the log keeps it: its trace, the scenes of its dispatches, the
/// changes its steps show and where the layout was reloaded.
public struct RecordedSequence: Equatable, Sendable {
  public var trace: Trace
  /// Oldest first, by ``SceneSnapshot/until``.
  public var scenes: [SceneSnapshot]
  /// The reloads during the sequence (or just before its first record, or after its last),
  /// in order.
  public var reloads: [ReloadMark]
  /// Each control, scroll offset and recognizer state at the record that changed it.
  public var steps: StepTimeline

  public init(
    trace: Trace, scenes: [SceneSnapshot], reloads: [ReloadMark] = [], steps: StepTimeline = StepTimeline()
  ) {
    self.trace = trace
    self.scenes = scenes
    self.reloads = reloads
    self.steps = steps
  }

  /// The scene at the step at `index`: the snapshot of the dispatch that recorded it (past the
  /// last snapshot, records of a dispatch still under way, the last one; nil with none), with
  /// each control, scroll offset and recognizer as it was after that record
  /// (``Scene/atStep(_:takenAt:)``), not as the dispatch left it.
  public func scene(at index: Int) -> Scene? {
    guard let snapshot = scenes.first(where: { $0.until > index }) ?? scenes.last else { return nil }
    guard !steps.isEmpty else { return snapshot.scene }
    return snapshot.scene.atStep(steps.state(at: index), takenAt: steps.state(at: snapshot.until - 1))
  }
}

/// The earlier touch sequences the log pane keeps (`<` and `>` go back to them) and the scenes
/// of the current one, as values.
///
/// Bounded, oldest dropped first: at most ``maximumSequences`` sequences (the current one
/// included), ``maximumRecords`` records in the earlier ones and ``maximumSceneNodes`` views
/// in scene snapshots (the current sequence's included). The current sequence itself is never
/// dropped (its trace is the live one); on a huge layout its own oldest snapshots go, and its
/// first steps then show the earliest scene kept. A dispatch that leaves the scene as it was adds no
/// snapshot, so a click on a plain view keeps one scene and a drag over it one too.
///
/// Kept in ``UIState``, which the app loop compares with the state it drew on every wake-up and
/// which is copied for every message: arrays of values copy by reference count and compare
/// equal at once when they share storage (Swift's `Array ==` checks buffer identity first), so
/// an unchanged history costs O(1) per mouse report however long it is; only archiving a
/// sequence (once per touch sequence) makes new storage.
public struct SequenceHistory: Equatable, Sendable {
  /// Sequences kept, the current one included: enough to go back over a lesson's worth of
  /// attempts, few enough that `<` reaches the first quickly.
  public static let maximumSequences = 20
  /// Records kept over all sequences (a tap on the default layout has about 40; a second of
  /// dragging a few hundred): a few MB at about 150 bytes a record.
  public static let maximumRecords = 50_000
  /// Views kept over all scene snapshots (about 200 bytes each, so some 20 MB): 20 snapshots
  /// of the 5,000-view benchmark layout, thousands of a teaching layout.
  public static let maximumSceneNodes = 100_000

  /// Earlier sequences, oldest first.
  public private(set) var earlier: [RecordedSequence] = []
  /// The current sequence's scenes (its trace is ``UIState/trace``).
  public private(set) var scenes: [SceneSnapshot] = []
  /// The current sequence's reloads.
  public private(set) var reloads: [ReloadMark] = []
  /// The current sequence's step changes, as the session last sent them.
  public private(set) var steps = StepTimeline()
  /// Running totals for the bounds, so that keeping a snapshot does not walk the history.
  private(set) var earlierRecords = 0
  private(set) var earlierNodes = 0
  private(set) var currentNodes = 0

  public init() {}

  /// Keeps `scene` as the scene of the records up to `records`; a scene equal to the last one
  /// kept extends that one instead, and a scene for no new records is not kept (the scene of a
  /// dispatch is the one it left, not a later change without a dispatch).
  public mutating func snapshot(_ scene: Scene, records: Int) {
    if let last = scenes.last {
      guard records > last.until else { return }
      if last.scene == scene {
        // The newer value, equal: it is the one the session keeps (Session.currentScene), so
        // the next comparison finds it by its storage instead of node by node.
        scenes[scenes.count - 1].until = records
        scenes[scenes.count - 1].scene = scene
        return
      }
    }
    // A scene that differs from the last only inside boxes (a key typed into a field) has its
    // views: counting them again would walk every node for each key.
    let sameViews = scenes.last.flatMap { last in
      SceneContentChanges.ids(from: last.scene.windows, to: scene.windows).map { _ in last.nodes }
    }
    let snapshot =
      sameViews.map { SceneSnapshot(until: records, scene: scene, nodes: $0) }
      ?? SceneSnapshot(until: records, scene: scene)
    scenes.append(snapshot)
    currentNodes += snapshot.nodes
    trim()
  }

  /// The session's step changes of the current sequence so far.
  public mutating func record(_ timeline: StepTimeline) {
    steps = timeline
  }

  /// The layout was reloaded after the current sequence's first `records` records. A second
  /// reload at the same place replaces the first: the latest file is the one that runs.
  public mutating func markReload(_ text: String, afterRecords records: Int) {
    let mark = ReloadMark(before: records, text: text)
    if reloads.last?.before == records { reloads[reloads.count - 1] = mark } else { reloads.append(mark) }
  }

  /// The current sequence is over: `trace` (its records) and its scenes become the latest
  /// earlier sequence, and the next one starts with no scenes. An empty trace is not kept. A
  /// reload after the last record opens the next sequence too: its lines come after the mark.
  public mutating func archive(_ trace: Trace) {
    let carried = reloads.filter { $0.before >= trace.records.count }.map {
      ReloadMark(before: 0, text: $0.text)
    }
    defer {
      scenes = []
      currentNodes = 0
      reloads = carried
      steps = StepTimeline()
    }
    guard !trace.records.isEmpty else { return }
    earlier.append(RecordedSequence(trace: trace, scenes: scenes, reloads: reloads, steps: steps))
    earlierRecords += trace.records.count
    earlierNodes += currentNodes
    trim()
  }

  /// Forgets everything: another layout is open.
  public mutating func removeAll() {
    self = SequenceHistory()
  }

  /// Drops the oldest earlier sequences while over a bound (the current one counts as a
  /// sequence, and its scenes count), then, still over the scene budget, the current
  /// sequence's oldest snapshots.
  private mutating func trim() {
    var drop = 0
    while drop < earlier.count,
      earlier.count - drop + 1 > Self.maximumSequences || earlierRecords > Self.maximumRecords
        || earlierNodes + currentNodes > Self.maximumSceneNodes
    {
      earlierRecords -= earlier[drop].trace.records.count
      earlierNodes -= earlier[drop].scenes.reduce(0) { $0 + $1.nodes }
      drop += 1
    }
    if drop > 0 { earlier.removeFirst(drop) }
    var dropScenes = 0
    while currentNodes > Self.maximumSceneNodes, scenes.count - dropScenes > 1 {
      currentNodes -= scenes[dropScenes].nodes
      dropScenes += 1
    }
    if dropScenes > 0 { scenes.removeFirst(dropScenes) }
  }
}
