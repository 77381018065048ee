import Foundation
import TouchKit
import TouchLayout
import TouchTrace

/// Checks a layout's ``Claim``s against the engine: each claim's gesture goes through
/// `TouchSynthesizer` with tracing, exactly as `touchlab trace` sends it (its pointer events,
/// then `runUntilIdle()` so timers play out in virtual time), and every expectation is
/// evaluated on the trace's typed records.
///
/// Each claim runs on a freshly loaded layout: a gesture changes the objects it touches (a
/// switch flips, a scroll view scrolls, a tap series counts on), so claims that shared one
/// layout would depend on their order. No I/O: the caller says how to make a layout.
public enum ClaimCheck {
  /// A claim and what went wrong with it: nothing when it holds.
  public struct Result: Equatable, Sendable {
    public var claim: Claim
    /// One message per expectation that failed (more for a list, one per item that failed), in
    /// the order the claim gives them: what was expected, and what happened.
    public var failures: [String]

    public var holds: Bool { failures.isEmpty }
  }

  /// Checks every claim, each on a new layout from `makeLayout`.
  public static func check(_ claims: [Claim], makeLayout: () throws -> Layout) rethrows -> [Result] {
    try claims.map { Result(claim: $0, failures: failures(of: $0, on: try makeLayout())) }
  }

  /// What fails of `claim` when its gesture runs on `layout`, which it changes: pass a layout
  /// no gesture has touched.
  public static func failures(of claim: Claim, on layout: Layout) -> [String] {
    let outcome = Outcome(trace(of: claim.gesture, on: layout, startingAt: claim.startTime))
    let gesture =
      phrase(claim.gesture) + (claim.startTime > 0 ? " at \(Format.number(claim.startTime)) s" : "")
    return claim.expectations.flatMap { failures(of: $0, outcome, gesture) }
  }

  /// The trace of `gesture` on `layout`, as `touchlab trace` makes it, the gesture starting
  /// `startTime` seconds after the layout's clock starts (timers due before then fire first).
  public static func trace(of gesture: Gesture, on layout: Layout, startingAt startTime: TimeInterval = 0)
    -> Trace
  {
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    if startTime > 0 { synthesizer.advance(to: startTime) }
    for pointer in Gesture.pointerEvents(for: [gesture]) {
      var shifted = pointer
      shifted.timestamp += startTime
      synthesizer.send(shifted)
    }
    synthesizer.runUntilIdle()
    return recorder.trace
  }

  /// What fails of `expectation` on a gesture's `outcome`; `gesture` names it ("the tap at (230, 60)").
  static func failures(of expectation: Claim.Expectation, _ outcome: Outcome, _ gesture: String)
    -> [String]
  {
    switch expectation {
    case .hits(let expected):
      guard outcome.hitView != expected else { return [] }
      return ["expected \(gesture) to hit \(expected ?? "no view"); it hit \(outcome.hitDescription)"]
    case .misses(let views):
      return views.filter { $0 == outcome.hitView }.map {
        "expected \(gesture) not to hit \($0); it did\(outcome.pathDescription)"
      }
    case .sends(let expected):
      return sendFailures(expected, outcome, gesture)
    case .doesNotSend(let unwanted):
      return unwanted.compactMap { action in
        outcome.actions.first { action.matches($0) }.map {
          "expected \(gesture) not to send \(phrase(action)); it sent \(phrase($0))"
        }
      }
    case .recognizes(let recognizers):
      return recognizers.filter { !outcome.recognized($0) }.map {
        "expected \($0) to recognize \(gesture); \(outcome.history(of: $0))"
      }
    case .doesNotRecognize(let recognizers):
      return recognizers.filter { outcome.recognized($0) }.map {
        "expected \($0) not to recognize \(gesture); \(outcome.history(of: $0))"
      }
    case .receives(let expected):
      return expected.compactMap { entry in
        let received = outcome.methods(receivedBy: entry.responder)
        guard received != entry.methods else { return nil }
        return "expected \(entry.responder) to receive \(phrase(entry.methods, none: "no touch methods")) "
          + "from \(gesture); it received \(phrase(received, none: "none"))"
      }
    case .traceShows(let fragments):
      return fragments.filter { fragment in !outcome.lines.contains { $0.contains(fragment) } }.map {
        "expected the trace of \(gesture) to show '\($0)'; no line does"
      }
    }
  }

  /// `sends:` holds when the actions were sent in this relative order, others allowed between.
  /// An action never sent is reported by itself; one sent only out of order, as the order.
  private static func sendFailures(_ expected: [Claim.ExpectedAction], _ outcome: Outcome, _ gesture: String)
    -> [String]
  {
    let sent =
      outcome.actions.isEmpty
      ? "it sent no action" : "it sent " + outcome.actions.map(phrase).joined(separator: ", ")
    var failures: [String] = []
    var next = outcome.actions.startIndex
    var outOfOrder = false
    for action in expected {
      if let index = outcome.actions[next...].firstIndex(where: action.matches) {
        next = index + 1
      } else if outcome.actions.contains(where: action.matches) {
        outOfOrder = true
      } else {
        failures.append("expected \(gesture) to send \(phrase(action)); \(sent)")
      }
    }
    if outOfOrder, failures.isEmpty {
      let order = expected.map(phrase).joined(separator: ", then ")
      failures.append("expected \(gesture) to send \(order), in that order; \(sent)")
    }
    return failures
  }
}

extension Claim.ExpectedAction {
  /// Whether `sent` is this action, to the receiver this one asks for.
  func matches(_ sent: TraceSummary.Action) -> Bool {
    guard sent.action == action else { return false }
    switch receiver {
    case .any: return true
    case .nobody: return sent.receiver == nil
    case .responder(let id): return sent.receiver == id
    }
  }
}
