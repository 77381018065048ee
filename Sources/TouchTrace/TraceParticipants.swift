import Foundation
import TouchKit

/// What each id in a trace names (the application, a window, a recognizer, a view, a
/// controller, the app delegate), for renderings that group them: a sequence diagram's
/// participants stand in this order.
public enum TraceParticipantRole: Int, Comparable, Sendable, CaseIterable {
  case application, window, recognizer, view, controller, appDelegate
  /// Named in the trace but not found: a view removed since, a sender that is no responder.
  case other

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The roles of a trace's ids. A trace holds ids only (it is plain data), so who is what comes
/// from the application when the renderer has it, and is otherwise inferred from the records
/// (see ``init(inferringFrom:)``).
public struct TraceParticipants: Equatable, Sendable {
  public var roles: [String: TraceParticipantRole]

  public init(roles: [String: TraceParticipantRole] = [:]) {
    self.roles = roles
  }

  /// Every responder and recognizer of `application`: its windows, their views (and their
  /// recognizers and controllers), and its delegate. An id used twice keeps its first role.
  public init(application: Application) {
    roles = [application.traceID: .application]
    for window in application.windows {
      assign(window.traceID, .window)
      add(window)
    }
    if let delegate = application.delegate { assign(delegate.traceID, .appDelegate) }
  }

  /// Roles the records themselves show: windows (hit tested, or holding a hit view),
  /// recognizers (given touches, changing state) and the application (the responder sending
  /// events that is no window); any other id is a view or controller, told apart by nothing in
  /// the trace, so ``role(of:)`` calls it a view.
  public init(inferringFrom trace: Trace) {
    roles = [:]
    for record in trace.records {
      switch record.step {
      case .hitTestWindow(let window, _, _): assign(window, .window)
      case .hitView(_, _, let window?): assign(window, .window)
      default:
        if let recognizer = record.step.recognizerName { assign(recognizer, .recognizer) }
      }
    }
    for record in trace.records {
      if case .sendEvent(let responder, _) = record.step, roles[responder] == nil {
        assign(responder, .application)
        break
      }
    }
  }

  /// The id's role; ids it does not know are views.
  public func role(of id: String) -> TraceParticipantRole { roles[id] ?? .view }

  /// The application's id: the one with that role, else UIKit's name for it.
  public var application: String {
    roles.filter { $0.value == .application }.keys.min() ?? "application"
  }

  private mutating func add(_ view: View) {
    for recognizer in view.attachedRecognizers { assign(recognizer.traceID, .recognizer) }
    if let controller = view.owningViewController { assign(controller.traceID, .controller) }
    for subview in view.subviews {
      assign(subview.traceID, .view)
      add(subview)
    }
  }

  private mutating func assign(_ id: String, _ role: TraceParticipantRole) {
    if roles[id] == nil { roles[id] = role }
  }
}

extension TraceStep {
  /// The recognizer a recognizer record is about: the record table's (``TraceEntry/recognizer``).
  var recognizerName: String? { entry.recognizer }
}
