import Foundation
import TouchKit
import TouchLayout
import TouchScript

extension Inspection {
  /// The inspection as `step` shows it: the view's control (highlight, enabled, value), scroll
  /// offset and recognizers' states as they were after that record, where the sequence changed
  /// them (``StepTimeline``); and why-not read from the records up to the step, so that it
  /// does not give away what a later step decides.
  ///
  /// What the sequence did not change is shown as the engine has it now: for an earlier
  /// sequence (`<`), a later one may have changed it.
  func atStep(_ step: StepPosition, of sequence: RecordedSequence, layout: Layout) -> Inspection {
    var inspection = self
    inspection.step = step
    let records = sequence.trace.records
    let upToStep = records.isEmpty ? [] : Array(records[...min(max(0, step.index), records.count - 1)])
    inspection.whyNot = WhyNot.answer(id, in: upToStep, layout: layout)
    let values = sequence.steps.state(at: step.index)
    if case .control(let control)? = values[.control(id)], inspection.view.control != nil {
      inspection.view.control?.isEnabled = control.isEnabled
      inspection.view.control?.isHighlighted = control.isHighlighted
      inspection.view.control?.state = control.value.descriptionAttributes
    }
    if case .offset(let offset)? = values[.scrollView(id)] {
      inspection.view.scrollView?.contentOffset = offset
    }
    for index in inspection.view.gestureRecognizers.indices {
      let recognizer = inspection.view.gestureRecognizers[index].id
      if case .recognizer(let state)? = values[.recognizer(recognizer)] {
        inspection.view.gestureRecognizers[index].state = state.rawValue
      }
    }
    return inspection
  }
}
