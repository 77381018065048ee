import Foundation
import TouchKit
import TouchLayout
import TouchTrace

extension ClaimCheck {
  /// What a claim's gesture did, read from the trace's typed records: the facts expectations
  /// are checked against, and the words failures describe them in.
  struct Outcome {
    /// The first touch's hit view (nil: no window returned a view).
    var hitView: String?
    /// The views whose `hitTest` returned a view while hit testing the first touch, outermost
    /// first: the path to the hit view.
    var hitPath: [String] = []
    var actions: [TraceSummary.Action]
    var transitions: [TraceSummary.Transition]
    /// Each touch method that reached a responder, from its window or up the chain, in order.
    var deliveries: [(responder: String, method: TouchMethod)] = []
    /// The trace as text, one line per record.
    var lines: [String]

    init(_ trace: Trace) {
      let summary = trace.summary
      actions = summary.actions
      transitions = summary.transitions
      lines = trace.records.map(\.textLine)
      var firstHit: (index: Int, view: String?)?
      for (index, record) in trace.records.enumerated() {
        switch record.step {
        case .hitView(_, let view, _) where firstHit == nil: firstHit = (index, view)
        case .deliver(let responder, let method, _): deliveries.append((responder, method))
        case .forward(_, let to, let method, _): deliveries.append((to, method))
        default: break
        }
      }
      hitView = firstHit?.view
      if let firstHit {
        hitPath = Self.path(in: trace.records[..<firstHit.index])
      }
    }

    /// The hit-test path of the hit testing that ends where `records` end: within the last
    /// window asked (the one that answered), the views whose `hitTest` returned a view.
    private static func path(in records: ArraySlice<TraceRecord>) -> [String] {
      let start = records.lastIndex { if case .hitTestWindow = $0.step { true } else { false } }
      guard let start else { return [] }
      return records[start...].compactMap { record -> String? in
        if case .hitTestReturn(let view, let result) = record.step, result != nil { return view }
        return nil
      }.reversed()
    }

    /// "save (path main › card › save)", or "no view".
    var hitDescription: String {
      guard let hitView else { return "no view" }
      return hitView + pathDescription
    }

    /// " (path main › card › save)", or nothing when there is no path.
    var pathDescription: String {
      hitPath.isEmpty ? "" : " (path " + hitPath.joined(separator: " › ") + ")"
    }

    func recognized(_ recognizer: String) -> Bool {
      transitions.contains { $0.recognizer == recognizer && ($0.to == .began || $0.to == .ended) }
    }

    /// "it went possible → failed", or "it never changed state".
    func history(of recognizer: String) -> String {
      let own = transitions.filter { $0.recognizer == recognizer }
      guard let first = own.first else { return "it never changed state" }
      var text = "it went \(first.from.rawValue)"
      var current = first.from
      for transition in own {
        if transition.from != current { text += ", then \(transition.from.rawValue)" }
        text += " → \(transition.to.rawValue)"
        current = transition.to
      }
      return text
    }

    func methods(receivedBy responder: String) -> [TouchMethod] {
      deliveries.filter { $0.responder == responder }.map(\.method)
    }
  }

  /// "the tap at (230, 60)", "the drag from (10, 10) to (200, 10)": a gesture in a message.
  public static func phrase(_ gesture: Gesture) -> String {
    switch gesture {
    case .tap(let point): "the tap at \(Format.point(point))"
    case .multiTap(let point, 2): "the double tap at \(Format.point(point))"
    case .multiTap(let point, 3): "the triple tap at \(Format.point(point))"
    case .multiTap(let point, let count): "the \(count) taps at \(Format.point(point))"
    case .hold(let point, let duration): "the \(Format.number(duration)) s hold at \(Format.point(point))"
    case .drag(let from, let to, _): "the drag from \(Format.point(from)) to \(Format.point(to))"
    case .pinch(let center, let from, let to, _):
      "the pinch around \(Format.point(center)) from \(Format.number(from)) to \(Format.number(to)) pt"
    case .rotate(let center, _, let degrees, _):
      "the \(Format.number(degrees))° rotation around \(Format.point(center))"
    case .interrupted(let point, _): "the cancelled press at \(Format.point(point))"
    case .fingers(let paths, _):
      "the \(paths.count) fingers at "
        + paths.map { $0.moves ? "\(Format.point($0.from)) → \(Format.point($0.to))" : Format.point($0.from) }
        .joined(separator: ", ")
    }
  }

  /// "zoom", "zoom to card", "zoom to nobody".
  static func phrase(_ action: Claim.ExpectedAction) -> String {
    switch action.receiver {
    case .any: action.action
    case .nobody: "\(action.action) to nobody"
    case .responder(let id): "\(action.action) to \(id)"
    }
  }

  /// "zoom → homeVC", "zoom (unhandled)": an action as it was sent.
  static func phrase(_ action: TraceSummary.Action) -> String {
    action.receiver.map { "\(action.action) → \($0)" } ?? "\(action.action) (unhandled)"
  }

  static func phrase(_ methods: [TouchMethod], none: String) -> String {
    methods.isEmpty ? none : methods.map(\.rawValue).joined(separator: ", ")
  }
}
