import Foundation

/// Collects ``TraceRecord``s while the engine dispatches.
///
/// The engine reaches it through `Event.trace`, the one object every dispatch method already
/// receives, so tracing costs a nil check when it is off and views need no global state.
public final class TraceRecorder {
  // Unchecked exclusivity, as on View's hot properties: recording is single-threaded and
  // never overlaps itself, and the run-time checks were most of a traced tap's cost.
  /// The records held: every record so far, unless some were handed off with ``drain(_:)``.
  @exclusivity(unchecked) public private(set) var records: [TraceRecord] = []
  /// How many records ``drain(_:)`` handed off and dropped: `records[0]` is record
  /// `drainedCount + 1` of the whole trace.
  @exclusivity(unchecked) public private(set) var drainedCount = 0
  /// Time stamped on new records: the timestamp of the input being dispatched.
  @exclusivity(unchecked) public var time: TimeInterval = 0
  /// Depth stamped on new records; the engine increments it around nested calls.
  @exclusivity(unchecked) public var depth = 0
  /// Handed each record as it is recorded, before the next one exists: what a trace file
  /// streamed to disk writes, so a crash in the middle of a step loses no record before it.
  /// Nil (the default) costs a nil check per record.
  @exclusivity(unchecked) public var sink: ((TraceRecord) -> Void)?
  /// Handed each record after ``sink``, while the engine is still at that record: what reads
  /// the engine's state step by step (the explorer's step mode keeps, at each record that
  /// changes a control, a scroll offset or a recognizer, the state it left). Apart from
  /// `sink`, which a trace file owns. Nil (the default) costs a nil check per record.
  @exclusivity(unchecked) public var observer: ((TraceRecord) -> Void)?

  // Hit-test call bookkeeping (HitTesting/HitTestCall.swift): which call TouchKit has just
  // made, so UIKit's implementation can tell it from a call an override made, and whose code
  // is making calls now (nil: UIKit's algorithm; an id: that view's override).
  @exclusivity(unchecked) var announcedHitTest: ObjectIdentifier?
  @exclusivity(unchecked) var announcedPointInside: ObjectIdentifier?
  @exclusivity(unchecked) var hitTestCallers: [String?] = []
  /// The last `hitTest` return recorded whose result is in the returning view's subtree: that
  /// view's superview and the result. The superview returning the same result knows it is in
  /// its own subtree without a walk (HitTestCall.swift).
  @exclusivity(unchecked) var lastHitTestReturn: (superview: ObjectIdentifier?, result: ObjectIdentifier)?

  public init() {
    records.reserveCapacity(Self.initialCapacity)
  }

  /// Room for a typical tap's records without regrowing.
  static let initialCapacity = 256

  /// `consuming`: the step is moved into the record, not copied (a copy retains every string
  /// it holds, and the caller's is then destroyed; a traced tap records hundreds of steps).
  public func record(_ step: consuming TraceStep) {
    records.append(TraceRecord(id: drainedCount + records.count + 1, time: time, depth: depth, step: step))
    if let sink { handOver(sink) }
    if let observer { handOver(observer) }
  }

  /// Hands the newest record to `sink` where it lies, without a copy.
  @inline(never)
  private func handOver(_ sink: (TraceRecord) -> Void) {
    records.withUnsafeBufferPointer { sink($0[$0.count - 1]) }
  }

  /// How many records the whole trace has so far, drained ones included: the position the
  /// next record takes (its id is one more).
  public var count: Int { drainedCount + records.count }

  /// Hands the records held to `body` (a JSON Lines writer) and drops them, so a long run keeps
  /// only what was recorded since. Ids count on: they are positions in the whole trace.
  public func drain<E: Error>(_ body: (ArraySlice<TraceRecord>) throws(E) -> Void) throws(E) {
    guard !records.isEmpty else { return }
    try body(records[...])
    drainedCount += records.count
    records.removeAll(keepingCapacity: true)
  }

  /// Runs `body` one level deeper, so its records indent under the current one.
  @inlinable
  public func nested<T>(_ body: () throws -> T) rethrows -> T {
    depth += 1
    defer { depth -= 1 }
    return try body()
  }

  /// The records held, as a value: the whole trace unless some were drained.
  public var trace: Trace { Trace(records: records) }

  /// Forgets the records (the explorer keeps one trace per sequence).
  public func removeAll() {
    records.removeAll(keepingCapacity: true)
    drainedCount = 0
    depth = 0
  }
}
