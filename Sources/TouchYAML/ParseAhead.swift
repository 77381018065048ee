import Foundation
import LibYAML

/// libyaml parsing ahead of the composer on a thread of its own (``YAMLEventSource``): events
/// in batches through a bounded queue, then the stream's end or its error.
///
/// The parser is this thread's alone until ``stop()`` has returned; the composer only takes
/// batches and gives each back when it is done with it, and this thread deletes the events: what
/// libyaml allocated here is freed here. (Freed on the composer's thread, every free took the
/// lock of this thread's malloc arena, and the two threads ran in turn, not together.)
/// `@unchecked Sendable`: the queues and flags are read and written under `condition` only.
final class ParseAhead: @unchecked Sendable {
  /// Parsed events, lent to the composer until it gives them back (``giveBack(_:)``).
  struct Batch {
    let events: UnsafeMutablePointer<yaml_event_t>
    let count: Int

    /// Deletes the events from `start` on and frees the batch.
    func delete(from start: Int) {
      deleteEvents(from: start)
      events.deallocate()
    }

    /// Deletes the events from `start` on, keeping the batch's memory for another.
    func deleteEvents(from start: Int = 0) {
      for index in start..<count { yaml_event_delete(events + index) }
    }
  }

  enum Item {
    case events(Batch)
    case failed(YAMLParseError)
  }

  /// The parser and text, handed to the thread (which alone touches them until it ends).
  private struct Input: @unchecked Sendable {
    let parser: UnsafeMutablePointer<yaml_parser_t>
    let text: String
    let maximumNesting: Int
  }

  private let condition = NSCondition()
  private var queue: [Item] = []
  private var head = 0
  /// Batches the composer is done with, for this thread to delete.
  private var spent: [Batch] = []
  /// The thread has put its last item (the stream's end or an error).
  private var finished = false
  /// The composer is gone: the thread stops at its next hand-over.
  private var stopping = false
  private let ended = DispatchSemaphore(value: 0)

  /// `maximumNesting`: this thread stops at the first collection deeper, so a hostile text is
  /// not parsed far ahead of the composer (``YAMLNestingBound``).
  init(parser: UnsafeMutablePointer<yaml_parser_t>, text: String, maximumNesting: Int) {
    let input = Input(parser: parser, text: text, maximumNesting: maximumNesting)
    Thread { [self] in
      parse(input)
      ended.signal()
    }.start()
  }

  /// The next batch or the error, waiting for the thread if it has not got there. After the
  /// stream's end, a batch of one empty event, as libyaml gives when asked again.
  func take() -> Item {
    condition.lock()
    defer { condition.unlock() }
    while head == queue.count, !finished { condition.wait() }
    guard head < queue.count else {
      let empty = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
      empty.initialize(to: yaml_event_t())
      return .events(Batch(events: empty, count: 1))
    }
    let item = queue[head]
    head += 1
    condition.signal()
    if head == queue.count {
      queue.removeAll(keepingCapacity: true)
      head = 0
    }
    return item
  }

  /// The composer is done with `batch`: this thread deletes its events at its next hand-over.
  func giveBack(_ batch: Batch) {
    condition.lock()
    spent.append(batch)
    condition.unlock()
  }

  /// Stops the thread, waits for it, and deletes what it parsed that was never taken, and what
  /// was given back since its last hand-over.
  func stop() {
    condition.lock()
    stopping = true
    condition.broadcast()
    condition.unlock()
    ended.wait()
    for case .events(let batch) in queue[head...] { batch.delete(from: 0) }
    queue.removeAll()
    for batch in spent { batch.delete(from: 0) }
    spent.removeAll()
  }

  private func parse(_ input: Input) {
    // Batches given back are filled again, not freed: a batch is some 100 KB, and glibc
    // consolidates its small free blocks at every block that large it allocates or frees,
    // which libyaml's many small allocations then pay for. Reusing them took 5% off this
    // thread's instructions at 10,000 views (callgrind; docs/performance.md, issue 17).
    var unused: [UnsafeMutablePointer<yaml_event_t>] = []
    defer { for events in unused { events.deallocate() } }
    var bound = YAMLNestingBound(limit: input.maximumNesting)
    while true {
      let events =
        unused.popLast() ?? UnsafeMutablePointer<yaml_event_t>.allocate(capacity: YAMLEventSource.batchSize)
      var count = 0
      var failure: YAMLParseError?
      var atEnd = false
      while count < YAMLEventSource.batchSize {
        guard yaml_parser_parse(input.parser, events + count) == 1 else {
          failure = YAMLParseError(parser: input.parser.pointee, text: input.text)
          break
        }
        if let error = bound.count(events + count) {
          yaml_event_delete(events + count)
          failure = error
          break
        }
        count += 1
        if events[count - 1].type == YAML_STREAM_END_EVENT {
          atEnd = true
          break
        }
      }
      let batch = Batch(events: events, count: count)
      condition.lock()
      let done = spent
      spent.removeAll(keepingCapacity: true)
      while queue.count - head >= YAMLEventSource.maximumWaitingBatches, !stopping { condition.wait() }
      guard !stopping else {
        condition.unlock()
        batch.delete(from: 0)
        for batch in done { batch.delete(from: 0) }
        return
      }
      if count > 0 { queue.append(.events(batch)) } else { unused.append(events) }
      if let failure { queue.append(.failed(failure)) }
      let last = atEnd || failure != nil
      finished = last
      condition.broadcast()
      condition.unlock()
      for batch in done {
        batch.deleteEvents()
        unused.append(batch.events)
      }
      if last { return }
    }
  }
}
