import Foundation
import TouchKit

/// Builds a ``TraceSummary`` one record at a time, so a trace streamed out record by record
/// (JSON Lines) gets its summary without keeping the records.
///
/// Each record costs a dictionary lookup, not a search of the touches so far, so summarising
/// a long script stays linear in its length.
public struct TraceSummaryBuilder {
  public private(set) var summary = TraceSummary(touches: [], transitions: [], actions: [])
  /// Where each touch's entry is: the first entry for an id, as the summary always reported.
  private var touchIndex: [Int: Int] = [:]
  /// Touches already handed out by ``takeSummary()``, the latest ``rememberedTouches``, so a
  /// delivery that comes after its sequence's end (a recognizer delayed `touchesEnded`, then
  /// recognizes during the next sequence and cancels the touch) gets an entry in the next
  /// summary instead of being lost.
  private var closed: [Int: TraceSummary.TouchSummary] = [:]
  private var closedOrder: [Int] = []
  private static let rememberedTouches = 256

  public init() {}

  /// The summary of every record added since the last call (or since the start), and a fresh
  /// start: JSON Lines writes a summary per touch sequence and keeps nothing of it afterwards.
  public mutating func takeSummary() -> TraceSummary {
    defer {
      for touch in summary.touches where closed[touch.touch] == nil {
        closed[touch.touch] = TraceSummary.TouchSummary(
          touch: touch.touch, hitView: touch.hitView, window: touch.window, tapCount: touch.tapCount,
          deliveries: [], withheld: [])
        closedOrder.append(touch.touch)
      }
      if closedOrder.count > Self.rememberedTouches {
        let forgotten = closedOrder.count - Self.rememberedTouches
        for touch in closedOrder[..<forgotten] { closed[touch] = nil }
        closedOrder.removeFirst(forgotten)
      }
      summary = TraceSummary(touches: [], transitions: [], actions: [])
      touchIndex.removeAll(keepingCapacity: true)
    }
    return summary
  }

  /// True when nothing has been added since the start or the last ``takeSummary()``.
  public var isEmpty: Bool {
    summary.touches.isEmpty && summary.transitions.isEmpty && summary.actions.isEmpty
  }

  public mutating func add(_ record: TraceRecord) {
    switch record.step {
    case .hitView(let touch, let view, let window):
      if touchIndex[touch] == nil { touchIndex[touch] = summary.touches.count }
      summary.touches.append(
        TraceSummary.TouchSummary(
          touch: touch, hitView: view, window: window, tapCount: 1, deliveries: [], withheld: []))
    case .touch(let touch, .began, _, let tapCount):
      update(touch) { $0.tapCount = tapCount }
    case .deliver(let responder, let method, let ids):
      for id in ids {
        update(id) {
          $0.deliveries.append(.init(responder: responder, method: method, via: .window, outcome: .returned))
        }
      }
    case .forward(let from, let to, let method, let ids):
      settle(ids, from, method, .forwarded)
      for id in ids {
        update(id) {
          $0.deliveries.append(.init(responder: to, method: method, via: .forward, outcome: .returned))
        }
      }
    case .handle(let responder, let method, let ids): settle(ids, responder, method, .handled)
    case .drop(let responder, let method, let ids), .chainLimit(let responder, let method, let ids, _):
      settle(ids, responder, method, .dropped)
    case .withhold(let view, let method, let touch, _):
      update(touch) { $0.withheld.append(.init(view: view, method: method)) }
    case .stateChange(let recognizer, let from, let to, _):
      summary.transitions.append(.init(recognizer: recognizer, from: from, to: to, time: record.time))
    case .actionSent(let action, let sender, let target):
      summary.actions.append(.init(action: action, sender: sender, receiver: target, time: record.time))
    case .actionUnhandled(let action, let sender, _):
      summary.actions.append(.init(action: action, sender: sender, receiver: nil, time: record.time))
    default: break
    }
  }

  private mutating func update(_ id: Int, _ change: (inout TraceSummary.TouchSummary) -> Void) {
    if touchIndex[id] == nil, let earlier = closed[id] {
      touchIndex[id] = summary.touches.count
      summary.touches.append(earlier)
    }
    guard let index = touchIndex[id] else { return }
    change(&summary.touches[index])
  }

  /// The outcome of the responder's latest delivery of `method` to each touch.
  private mutating func settle(
    _ ids: [Int], _ responder: String, _ method: TouchMethod, _ outcome: TraceSummary.Delivery.Outcome
  ) {
    for id in ids {
      update(id) { summary in
        guard
          let index = summary.deliveries.lastIndex(where: { $0.responder == responder && $0.method == method }
          )
        else { return }
        summary.deliveries[index].outcome = outcome
      }
    }
  }
}
