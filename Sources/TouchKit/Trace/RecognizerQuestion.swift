import Foundation

/// A question a recognizer asks its delegate or a view (§3, §4).
public enum RecognizerQuestion: Equatable, Sendable {
  case shouldReceive(touch: Int)
  case shouldBegin
  case shouldRecognizeSimultaneously(with: String)
  case shouldRequireFailure(of: String)
  case shouldBeRequiredToFail(by: String)
}

extension RecognizerQuestion {
  /// The call as a UIKit developer would write it.
  public func call(recognizer: String, asked: String) -> String {
    let receiver = asked == "delegate" ? "\(recognizer).delegate" : asked
    switch self {
    case .shouldReceive(let touch):
      return "\(receiver).gestureRecognizer(\(recognizer), shouldReceive: touch \(touch))"
    case .shouldBegin:
      return "\(receiver).gestureRecognizerShouldBegin(\(recognizer))"
    case .shouldRecognizeSimultaneously(let other):
      return "\(receiver).gestureRecognizer(\(recognizer), shouldRecognizeSimultaneouslyWith: \(other))"
    case .shouldRequireFailure(let other):
      return "\(receiver).gestureRecognizer(\(recognizer), shouldRequireFailureOf: \(other))"
    case .shouldBeRequiredToFail(let other):
      return "\(receiver).gestureRecognizer(\(recognizer), shouldBeRequiredToFailBy: \(other))"
    }
  }

  /// The `ask` record's fields for this question.
  public var traceFields: TraceFields {
    switch self {
    case .shouldReceive(let touch): ["question": .string("shouldReceive"), "touch": .int(touch)]
    case .shouldBegin: ["question": .string("shouldBegin")]
    case .shouldRecognizeSimultaneously(let other):
      ["question": .string("shouldRecognizeSimultaneously"), "other": .string(other)]
    case .shouldRequireFailure(let other):
      ["question": .string("shouldRequireFailure"), "other": .string(other)]
    case .shouldBeRequiredToFail(let other):
      ["question": .string("shouldBeRequiredToFail"), "other": .string(other)]
    }
  }
}
