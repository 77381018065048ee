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

  static func delayTouches(_ recognizer: String, _ view: String, _ method: TouchMethod, _ touches: [Int])
    -> String
  {
    let flag =
      switch method {
      case .touchesBegan: "delaysTouchesBegan"
      case .touchesEnded: "delaysTouchesEnded"
      case .touchesMoved, .touchesCancelled: "its touchesBegan is delayed"
      }
    return
      "\(view).\(method.rawValue)(\(Format.touches(touches))) delayed while \(recognizer) is possible (\(flag))"
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
