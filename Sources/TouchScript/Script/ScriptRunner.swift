import Foundation
import TouchKit
import TouchLayout

/// Runs a ``Script`` on a layout through the one pipeline (`TouchSynthesizer` with tracing), in
/// virtual time, and checks each step's expectations on its part of the trace.
///
/// Time (``ScriptTimeline``): the first gesture starts at 0; each next one starts
/// `Gesture.pauseBetweenGestures` after the previous one's last input, or, after `wait:` steps,
/// as long after as they add up to; a pointer step (or a timed force) runs at its own time.
/// Timers due before a step starts fire first (a double tap's wait, a long press), and after
/// the last step every pending timer fires (`runUntilIdle()`), as `touchlab trace` does. So a
/// script's trace is the trace of its gestures sent at those times: the same script on the same
/// layout gives the same trace, byte for byte. No I/O.
public enum ScriptRunner {
  /// Runs `script` on `layout`, which it changes: pass a layout no touch has reached.
  /// `progress` is called with each step's number as it starts.
  public static func run(
    _ script: Script, on layout: Layout, resolver: ViewTargetResolver = .standard,
    progress: ((Int) -> Void)? = nil
  ) -> ScriptResult {
    run(script, on: layout, resolver: resolver, progress: progress, streams: false) { _ throws(Never) in }
  }

  /// Runs `script` as ``run(_:on:resolver:progress:)`` does, with the same step results and
  /// messages, but hands the trace to `sink` as it goes (a step's records once its expectations
  /// are checked; they need no other step's) and keeps none of it: memory stays flat however
  /// long the script is, and the result's ``ScriptResult/trace`` is empty. The records `sink`
  /// receives, one batch after another, are the whole trace, ids and all.
  public static func run<E: Error>(
    _ script: Script, on layout: Layout, resolver: ViewTargetResolver = .standard,
    progress: ((Int) -> Void)? = nil, streamingTraceTo sink: (ArraySlice<TraceRecord>) throws(E) -> Void
  ) throws(E) -> ScriptResult {
    try run(script, on: layout, resolver: resolver, progress: progress, streams: true, sink)
  }

  /// Runs `script` as ``run(_:on:resolver:progress:streamingTraceTo:)`` does, but hands each
  /// record to `sink` the moment it is recorded (a ``TraceFileStream``), so that a crash in the
  /// middle of a step — in a user's override — loses none of the records before it.
  public static func run(
    _ script: Script, on layout: Layout, resolver: ViewTargetResolver = .standard,
    progress: ((Int) -> Void)? = nil, streamingRecordsTo sink: @escaping (TraceRecord) -> Void
  ) -> ScriptResult {
    run(script, on: layout, resolver: resolver, progress: progress, streams: true, recordSink: sink) {
      _ throws(Never) in
    }
  }

  private static func run<E: Error>(
    _ script: Script, on layout: Layout, resolver: ViewTargetResolver, progress: ((Int) -> Void)?,
    streams: Bool, recordSink: ((TraceRecord) -> Void)? = nil,
    _ sink: (ArraySlice<TraceRecord>) throws(E) -> Void
  ) throws(E) -> ScriptResult {
    let recorder = TraceRecorder()
    recorder.sink = recordSink
    let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    var timeline = ScriptTimeline()
    var open: OpenStep?
    var results: [StepResult] = []
    // Positions are in the whole trace (`recorder.count`); the recorder holds those from
    // `drainedCount` on.
    func close() throws(E) {
      guard let step = open else { return }
      let end = recorder.count
      let held = recorder.drainedCount
      let records = recorder.records[(step.start - held)..<(end - held)]
      results.append(
        StepResult(
          number: step.index + 1, step: script.steps[step.index], description: step.description,
          records: step.start..<end,
          failures: step.problems + check(script.steps[step.index], step.gesture, records, layout)
            + absenceFailures(script.never, script.steps[step.index], step.gesture, records)))
      open = nil
      if streams { try recorder.drain(sink) }
    }
    for (index, step) in script.steps.enumerated() {
      progress?(index + 1)
      // Timers due before the step begins belong to the step before.
      synthesizer.advance(to: timeline.begin(step))
      try close()
      var current = OpenStep(index: index, start: recorder.count, description: describe(step))
      switch timeline.inputs(of: step, on: layout, resolver: resolver) {
      case .wait(let time):
        synthesizer.advance(to: time)
      case .force(let id, let outcome):
        layout.application.gestureRecognizer(withID: id)?.force(outcome)
      case .type(let text):
        if !layout.application.typeKeys(text) {
          let message = "type: no text field is editing (tap one first, or name it in firstResponder:)"
          current.problems = [ScriptFailure(line: step.line, column: step.column, message: message)]
        }
      case .appearance(let style):
        layout.application.setUserInterfaceStyle(style)
      case .pointers(let events, let gesture):
        current.gesture = gesture
        for event in events { synthesizer.send(event) }
      case .failed(let problem):
        // The reader checked every target, so only a layout that changed since can get here.
        current.problems = [ScriptFailure(line: step.line, column: step.column, message: problem)]
      }
      open = current
    }
    synthesizer.runUntilIdle()
    try close()
    if streams { try recorder.drain(sink) }
    return ScriptResult(script: script, steps: results, trace: recorder.trace)
  }

  /// A step whose part of the trace is still growing.
  private struct OpenStep {
    var index: Int
    var start: Int
    var description: String
    var gesture: Gesture?
    var problems: [ScriptFailure] = []
  }

  /// Where a target is on screen: a point as given, a view's centre (see
  /// ``TouchKit/View/centerOnScreen``).
  static func point(of target: ScriptTarget, in layout: Layout, _ resolver: ViewTargetResolver)
    -> Result<CGPoint, ViewTargetResolver.Failure>
  {
    switch target {
    case .point(let point): return .success(point)
    case .view(let expression):
      let found = resolver.resolve(expression, layout).mapError {
        ViewTargetResolver.Failure("the target \($0.message)")
      }
      return found.flatMap { view in
        guard let center = view.centerOnScreen else {
          return .failure(
            ViewTargetResolver.Failure("cannot touch \(expression): its centre is on no point of the screen"))
        }
        return .success(center)
      }
    case .row(let row):
      let found = resolver.resolve(row.list, layout).mapError {
        ViewTargetResolver.Failure("the target \($0.message)")
      }
      return found.flatMap(row.view(in:)).flatMap { view in
        guard let center = view.centerOnScreen else {
          return .failure(
            ViewTargetResolver.Failure("cannot touch \(row.name): its centre is on no point of the screen"))
        }
        return .success(center)
      }
    case .tappable(let expression):
      let found = resolver.resolve(expression, layout).mapError {
        ViewTargetResolver.Failure("the target \($0.message)")
      }
      return found.flatMap { view in
        let screen = CGRect(origin: .zero, size: layout.screenSize)
        let map = HitRegionMap(
          application: layout.application, grid: .points(in: screen, of: layout.application))
        guard let index = map.viewIndex(of: view) else {
          return .failure(ViewTargetResolver.Failure("cannot tap \(expression): it is in no window"))
        }
        return map.tappablePoint(ofView: index).mapError {
          ViewTargetResolver.Failure("\(expression) has no tappable point: \($0.message)")
        }
      }
    }
  }

  /// A step's name in a description; built once, not per step.
  private static let stepWords = [
    "tap": "tap", "doubleTap": "double tap", "tripleTap": "triple tap", "longPress": "long press",
    "drag": "drag", "swipe": "swipe", "pinch": "pinch", "rotate": "rotation", "cancel": "cancelled press",
  ]

  /// "tap on save", "tap at (120, 300)", "drag from row3 to (100, 200)", "wait 1.5 s".
  public static func describe(_ step: Script.Step) -> String {
    func place(_ target: ScriptTarget) -> String {
      switch target {
      case .point(let point): Format.point(point)
      case .view(let expression): expression
      case .tappable(let expression): "\(expression)'s tappable point"
      case .row(let row): row.name
      }
    }
    func at(_ target: ScriptTarget) -> String {
      if case .view = target { return "on " + place(target) }
      if case .row = target { return "on " + place(target) }
      if case .tappable = target { return "at " + place(target) }
      return "at " + place(target)
    }
    let word = stepWords[step.name] ?? step.name
    switch step.action {
    case .wait(let seconds): return "wait \(Format.number(seconds)) s"
    case .force(let id, let outcome, let time):
      return "force \(id) to \(outcome.rawValue)" + (time.map { ", \(Format.number($0)) s" } ?? "")
    case .gesture(.drag(let from, let to, _)): return "\(word) from \(place(from)) to \(place(to))"
    case .gesture(let spec): return "\(word) \(spec.locations.first.map(at) ?? "")"
    case .pointer(let pointer): return describe(pointer)
    case .type(let text, let time):
      return "type \(Format.typedText(text))" + (time.map { ", \(Format.number($0)) s" } ?? "")
    case .appearance(let style): return "appearance \(style == .dark ? "dark" : "light")"
    }
  }
}
