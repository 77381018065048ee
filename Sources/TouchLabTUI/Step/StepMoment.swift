import Foundation
import TouchKit
import TouchTrace

/// What the canvas shows for one step of a recorded sequence: the state at that moment.
///
/// The engine dispatches a pointer event at once, as UIKit's main thread does, so a step is
/// not a pause in the engine: it is a record of the trace, and this is rebuilt from the records
/// up to it (exact, record by record: who is asked, the hit-test path so far, the hit view once
/// decided, a recognizer's state, where the fingers are) and from the scene its dispatch left
/// (``SceneSnapshot``) with each control and scroll offset put back as it was at the step
/// (``StepTimeline``), so the step does not show what a later step decides.
struct StepMoment: Equatable {
  /// The step: an index in the sequence's records.
  var index: Int
  var scene: Scene
  /// The views whose `hitTest` is under way or has returned a view in the pass the step is in
  /// (or the last pass before it), outermost first: the path so far (§1). The view being asked
  /// at the step is not in it until its call returns a view: it is the step's subject.
  var hitPath: [String]
  /// The hit view, once the pass has decided it; nil while a pass is under way.
  var hitView: String?
  /// Who the step is about, most telling first: the view asked, the responder receiving a touch
  /// method, the control, the view whose touches a recognizer holds. Ids that are not drawn (the
  /// application, a view controller) are passed over when it is drawn.
  var subjects: [String]
  /// The recognizer the step is about, and its state at this step (§4).
  var recognizer: (id: String, state: GestureRecognizer.State)?
  /// Where each finger is at this step, in screen points, finger 0 first: the fingers down,
  /// and the one whose event is being dispatched even when it is lifting.
  var touches: [CGPoint]

  /// The moment at record `index` of `records` (clamped to them), whose scene `scene(index)`
  /// gives: the one the step's dispatch left.
  init(records: [TraceRecord], at index: Int, scene: (Int) -> Scene) {
    let index = min(max(0, index), max(0, records.count - 1))
    self.index = index
    self.scene = scene(index)
    guard index < records.count else {
      (hitPath, hitView, subjects, recognizer, touches) = ([], nil, [], nil, [])
      return
    }
    let upToStep = records[...index]
    (hitPath, hitView) = Self.hitTesting(upToStep)
    touches = Self.fingers(upToStep)
    let subject = Self.subject(of: records[index].step)
    if records[index].step.category == .hitTest, let asked = subject.views.first, hitPath.last == asked,
      !records[index].step.isReturn
    {
      hitPath.removeLast()
    }
    subjects = subject.views
    recognizer = subject.recognizer.map { ($0, Self.state(of: $0, in: upToStep)) }
  }

  static func == (lhs: StepMoment, rhs: StepMoment) -> Bool {
    lhs.index == rhs.index && lhs.scene == rhs.scene && lhs.hitPath == rhs.hitPath
      && lhs.hitView == rhs.hitView
      && lhs.subjects == rhs.subjects && lhs.recognizer?.id == rhs.recognizer?.id
      && lhs.recognizer?.state == rhs.recognizer?.state && lhs.touches == rhs.touches
  }

  /// The hit-test path so far and the hit view, replaying the calls: a pass starts at its first
  /// window (or a repeat of hit testing) after the previous pass decided.
  static func hitTesting(_ records: ArraySlice<TraceRecord>) -> (path: [String], hitView: String?) {
    var underWay: [String] = []
    var returned: [String] = []
    var hitView: String?
    var passOpen = false
    for record in records {
      switch record.step {
      case .hitTestWindow, .hitTestRepeat:
        if !passOpen || record.step.isRepeat {
          (underWay, returned, hitView, passOpen) = ([], [], nil, true)
        }
      case .hitTestVisit(let view, _, _, _): underWay.append(view)
      case .hitTestReturn(let view, let result):
        if let call = underWay.lastIndex(of: view) { underWay.removeSubrange(call...) }
        if result != nil { returned.append(view) }
      case .hitView(_, let view, _):
        (underWay, hitView, passOpen) = ([], view, false)
      default: break
      }
    }
    return (underWay + returned.reversed().filter { !underWay.contains($0) }, hitView)
  }

  /// Each finger's last position at the step, for the fingers still down and the one whose
  /// event the step belongs to.
  static func fingers(_ records: ArraySlice<TraceRecord>) -> [CGPoint] {
    var fingers: [Int: (location: CGPoint, isDown: Bool)] = [:]
    var latest: Int?
    for record in records {
      guard case .pointer(let event) = record.step else { continue }
      fingers[event.pointer] = (event.location, event.kind == .down || event.kind == .move)
      latest = event.pointer
    }
    return fingers.keys.sorted().compactMap { finger in
      guard let state = fingers[finger], state.isDown || finger == latest else { return nil }
      return state.location
    }
  }

  /// A recognizer's state after the records: the last state change's, `possible` after a reset.
  static func state(of recognizer: String, in records: ArraySlice<TraceRecord>) -> GestureRecognizer.State {
    var state = GestureRecognizer.State.possible
    for record in records {
      switch record.step {
      case .stateChange(recognizer, _, let to, _): state = to
      case .reset(recognizer): state = .possible
      default: break
      }
    }
    return state
  }

  /// The views (or responders) a step is about, and the recognizer, as the record table
  /// declares them (`TraceStep.entry`).
  static func subject(of step: TraceStep) -> (views: [String], recognizer: String?) {
    let entry = step.entry
    return (entry.views, entry.recognizer)
  }
}

extension TraceStep {
  fileprivate var isRepeat: Bool {
    if case .hitTestRepeat = self { true } else { false }
  }

  fileprivate var isReturn: Bool {
    if case .hitTestReturn = self { true } else { false }
  }
}
