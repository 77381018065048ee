import Foundation
import TouchKit

/// Turns records into sequence-diagram statements, one record at a time (see
/// ``SequenceDiagram`` for what becomes an arrow and what a note).
struct MermaidBuilder {
  let application: String
  private(set) var statements: [MermaidStatement] = []
  /// The window whose `sendEvent` runs: it delivers to views and recognizers.
  private var window: String?
  private var pass: HitTestPass?

  /// A window's hit-test pass, collapsed into one call, one note and one reply.
  private struct HitTestPass {
    let window: String
    let depth: Int
    var returns: [String] = []
    var notes: [String] = []
    var result: String?
  }

  init(application: String) {
    self.application = application
  }

  mutating func add(_ record: TraceRecord) {
    if let open = pass, record.depth <= open.depth { closePass() }
    if pass != nil {
      collect(record)
      return
    }
    let step = record.step
    switch step {
    case .hitTestWindow(let window, _, let point):
      call(application, window, "hitTest(\(Format.point(point)))")
      pass = HitTestPass(window: window, depth: record.depth)
    case .pointer:
      note(application, "\(Format.seconds(record.time)) s: \(step.message)")
    case .hitView(_, let view?, _):
      note(view, step.message)
    case .sendEvent(let responder, let touches):
      if responder == application {
        call(application, application, "sendEvent(\(Format.touches(touches)))")
      } else {
        window = responder
        call(application, responder, "sendEvent(\(Format.touches(touches)))")
      }
    case .deliver(let responder, let method, let touches):
      call(window ?? application, responder, "\(method.rawValue)(\(Format.touches(touches)))")
    case .recognizerTouches(let recognizer, let method, let touches):
      call(window ?? application, recognizer, "\(method.rawValue)(\(Format.touches(touches)))")
    case .forward(let from, let to, let method, let touches):
      call(from, to, "\(method.rawValue)(\(Format.touches(touches))) via next")
    case .ask(let recognizer, let asked, _, _) where asked != "delegate":
      call(recognizer, asked, step.message)
    case .cancelTouches(let recognizer, let view, let touches):
      statements.append(
        .message(
          from: recognizer, to: view, arrow: .cancel,
          text: "cancels \(Format.touches(touches)) (cancelsTouchesInView)"))
    case .actionSent(let action, let sender, let target):
      call(sender, target, "action \(action)")
    default:
      note(subject(of: step) ?? application, step.message)
    }
  }

  /// Closes a hit-test pass the trace ended in.
  mutating func finish() {
    if pass != nil { closePass() }
  }

  private mutating func collect(_ record: TraceRecord) {
    guard var open = pass else { return }
    switch record.step {
    case .hitTestReturn(let view, let result):
      if record.depth == open.depth + 1, view == open.window { open.result = result }
      if result != nil { open.returns.append(view) }
    case .hitTestSkip(let view, let reason):
      open.notes.append("\(view) skipped: \(reason.explanation)")
    case .hitTestOutsideSubtree(_, let result):
      if record.depth == open.depth + 1 { open.result = result }
      open.notes.append(record.step.message)
    case .hitTestRecursionLimit, .hitTestPassesDisagree:
      open.notes.append(record.step.message)
    default: break
    }
    pass = open
  }

  private mutating func closePass() {
    guard let open = pass else { return }
    pass = nil
    var path: [String] = []
    for view in open.returns.reversed() where !path.contains(view) { path.append(view) }
    let lines = ["hit-test path: " + (path.isEmpty ? "none" : path.joined(separator: " → "))] + open.notes
    note(open.window, lines)
    statements.append(.message(from: open.window, to: application, arrow: .reply, text: open.result ?? "nil"))
  }

  private mutating func call(_ from: String, _ to: String, _ text: String) {
    statements.append(.message(from: from, to: to, arrow: .call, text: text))
  }

  private mutating func note(_ over: String, _ text: String) { note(over, [text]) }

  private mutating func note(_ over: String, _ lines: [String]) {
    statements.append(.note(over: over, lines: lines))
  }

  /// The participant a note about `step` stands over: whom the step is about, as the record
  /// table declares it (its recognizer, else the first view it names).
  private func subject(of step: TraceStep) -> String? {
    let entry = step.entry
    return entry.recognizer ?? entry.views.first
  }

}
