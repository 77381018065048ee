import Foundation
import TouchKit

/// The table's longer sentences (TraceStep+Entry+*.swift), each for one record kind, kept here so
/// the table reads one entry at a glance.
enum Sentence {
  static func tapSeries(_ touch: Int, _ interval: TimeInterval, _ distance: CGFloat, _ continued: Bool)
    -> String
  {
    let limits =
      "\(Format.seconds(interval)) s after the last tap (limit \(Format.number(Tunables.maximumTapInterval)) s), "
      + "\(Format.number(distance)) pt away (limit \(Format.number(Tunables.maximumTapDistance)) pt)"
    return "touch \(touch) \(continued ? "continues the tap series" : "starts a new tap series"): \(limits)"
  }

  static func pointInside(
    _ view: String, _ point: CGPoint, _ bounds: CGRect, _ inside: Bool,
    _ implementation: HitTestImplementation,
    _ caller: String?
  ) -> String {
    let call =
      "\(view).point(inside: \(Format.point(point)))" + Format.callMarks(view, implementation, caller)
    if case .override = implementation { return "\(call) → \(inside)" }
    let relation = inside ? "inside" : "outside"
    let area = implementation == .uikit ? "bounds" : "hit area"
    return "\(call) → \(inside): \(relation) \(area) \(Format.rect(bounds))"
  }

  static func controlTracking(
    _ control: String, _ step: ControlTrackingStep, _ inside: Bool?, _ result: Bool?
  )
    -> String
  {
    let area = inside.map { $0 ? " (touch inside" : " (touch outside" }.map {
      "\($0) bounds + \(Format.number(Tunables.controlTrackingAreaExpansion)) pt)"
    }
    return "\(control).\(step.methodName)\(area ?? "")" + (result.map { " → \($0)" } ?? "")
  }

  static func discardDelayed(_ recognizer: String, _ view: String, _ method: TouchMethod, _ touches: [Int])
    -> String
  {
    let instead =
      switch method {
      case .touchesBegan: "so \(view) never gets \(Format.touches(touches)) (delaysTouchesBegan)"
      case .touchesEnded: "so \(view) gets touchesCancelled instead (delaysTouchesEnded)"
      case .touchesMoved, .touchesCancelled: "so \(view) never gets it"
      }
    return
      "delayed \(method.rawValue)(\(Format.touches(touches))) for \(view) discarded: \(recognizer) recognized, \(instead)"
  }

  static func forced(_ recognizer: String, _ outcome: ForcedOutcome, _ applied: Bool) -> String {
    let verb = outcome == .recognize ? "recognize" : "fail"
    return applied
      ? "⚑ \(recognizer) forced to \(verb), with no gesture (its actions are sent now)"
      : "⚑ \(recognizer) cannot be forced to \(verb): it has already finished"
  }

  static func scrollViewAsk(
    _ scrollView: String, _ question: ScrollViewQuestion, _ view: String, _ answer: Bool
  )
    -> String
  {
    let call =
      question == .touchesShouldBegin
      ? "touchesShouldBegin(_:with:in: \(view))" : "touchesShouldCancel(in: \(view))"
    return "\(scrollView).\(call) → \(answer)"
  }
}
