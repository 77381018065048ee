@testable import TouchKit

/// What every engine owes its touches once a stream is over (issue 16, item 4), as problems
/// found, each a sentence (none: it holds):
///
/// - each touch that began ended or was cancelled exactly once, as a touch (§2: phases) and
///   in the view it was delivered to (§3: touchesBegan is answered by one touchesEnded or
///   touchesCancelled, late or not);
/// - every recognizer is back to possible (§4: terminal states last until the sequence ends,
///   then `reset()`), and none asked for a transition the state table forbids;
/// - no view still tracks a touch: no control is tracking, the environment holds no touch
///   down, delayed or owed a cancel, and the synthesizer has no pointer down.
enum StreamInvariants {
  static func problems(of engine: StreamEngine) -> [String] {
    touchProblems(engine.recorder.trace) + viewProblems(engine.recorder.trace)
      + recognizerProblems(engine.layout.application) + trackingProblems(engine)
  }

  private static func touchProblems(_ trace: Trace) -> [String] {
    var began: [Int: Int] = [:]
    var finished: [Int: Int] = [:]
    for record in trace.records {
      guard case .touch(let touch, let phase, _, _) = record.step else { continue }
      switch phase {
      case .began: began[touch, default: 0] += 1
      case .ended, .cancelled: finished[touch, default: 0] += 1
      default: continue
      }
    }
    var problems: [String] = []
    for touch in Set(began.keys).union(finished.keys).sorted() {
      let (b, f) = (began[touch] ?? 0, finished[touch] ?? 0)
      if b != 1 || f != 1 {
        problems.append("touch \(touch) began \(b) times and ended or was cancelled \(f) times")
      }
    }
    return problems
  }

  private static func viewProblems(_ trace: Trace) -> [String] {
    var open: [String: Int] = [:]
    var problems: [String] = []
    for record in trace.records {
      switch record.step {
      case .deliver(let view, .touchesBegan, let touches):
        for touch in touches { open["\(view) touch \(touch)", default: 0] += 1 }
      case .deliver(let view, .touchesEnded, let touches), .deliver(let view, .touchesCancelled, let touches):
        for touch in touches {
          let key = "\(view) touch \(touch)"
          if open[key] != 1 {
            problems.append("\(key): touchesEnded or touchesCancelled without one touchesBegan")
          }
          open[key] = (open[key] ?? 0) - 1
        }
      case .invalidTransition(let recognizer, let from, let to):
        problems.append("\(recognizer) asked for an invalid transition \(from) → \(to)")
      default: continue
      }
    }
    return problems
      + open.filter { $0.value > 0 }.keys.sorted().map { "\($0): began, never ended or cancelled" }
  }

  private static func recognizerProblems(_ application: Application) -> [String] {
    var problems: [String] = []
    for window in application.windows {
      for view in window.allViews {
        for recognizer in view.attachedRecognizers where recognizer.state != .possible {
          problems.append("\(recognizer.traceID) on \(view.traceID) left \(recognizer.state), not reset")
        }
      }
    }
    return problems
  }

  private static func trackingProblems(_ engine: StreamEngine) -> [String] {
    var problems: [String] = []
    let application = engine.layout.application
    for window in application.windows {
      for case let control as Control in window.allViews where control.isTracking {
        problems.append("\(control.traceID) is still tracking")
      }
    }
    let environment = application.gestureEnvironment
    if !environment.liveTouchIDs.isEmpty {
      problems.append("touches still down: \(environment.liveTouchIDs.sorted())")
    }
    if !environment.heldTouches.isEmpty {
      problems.append("touches still delayed: \(environment.heldTouches.map(\.touch.id))")
    }
    if !environment.pendingCancels.isEmpty || !environment.pendingActions.isEmpty {
      problems.append("cancels or actions still pending")
    }
    let engaged = environment.engaged.map(\.traceID)
    if !engaged.isEmpty { problems.append("recognizers still engaged: \(engaged)") }
    if engine.synthesizer.isTracking { problems.append("the synthesizer still has a pointer down") }
    return problems
  }
}
