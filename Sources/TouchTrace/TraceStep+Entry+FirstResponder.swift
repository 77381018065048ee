import Foundation
import TouchKit

/// The entries of the first responder, text input and the keyboard (TraceStep+Entry.swift
/// routes to them; docs/text-input.md tells the rules).
extension TraceEntry {
  static func firstResponder(_ from: String?, _ to: String?) -> TraceEntry {
    TraceEntry(
      .firstResponder, .responder, ["from": .optional(from), "to": .optional(to)],
      "first responder: \(from ?? "none") → \(to ?? "none")", about: [to, from].compactMap { $0 },
      emphasis: .headline)
  }

  static func firstResponderRefused(
    _ responder: String, _ request: FirstResponderRequest, _ reason: FirstResponderRefusal
  ) -> TraceEntry {
    let call = request == .become ? "becomeFirstResponder()" : "resignFirstResponder()"
    return TraceEntry(
      .firstResponderRefused, .responder,
      ["responder": .string(responder), "request": .string(request.rawValue)] + reason.traceFields,
      "\(responder).\(call) refused: \(reason.explanation)", about: [responder], emphasis: .warning)
  }

  static func textInputDelegate(_ view: String, _ method: UserMethod, _ answer: Bool?) -> TraceEntry {
    TraceEntry(
      .textInputDelegate, .control,
      ["view": .string(view), "method": .string(method.signature), "answer": .optional(answer)],
      "\(view).delegate.\(method.signature)" + (answer.map { " → \($0)" } ?? ""), about: [view])
  }

  static func typed(_ responder: String, _ text: String) -> TraceEntry {
    TraceEntry(
      .typed, .input, ["responder": .string(responder), "text": .string(text)],
      "typed \(Format.typedText(text)) to \(responder)", about: [responder], emphasis: .headline)
  }

  static func keyboard(_ shown: Bool, _ frame: CGRect) -> TraceEntry {
    TraceEntry(
      .keyboard, .responder, ["shown": .bool(shown), "frame": .rect(frame)],
      shown ? "keyboard shown at \(Format.rect(frame))" : "keyboard hidden (was \(Format.rect(frame)))",
      about: ["keyboard"], emphasis: .headline)
  }

  static func interactionIgnored(_ pointer: Int, _ begins: Int) -> TraceEntry {
    TraceEntry(
      .interactionIgnored, .hitTest, ["pointer": .int(pointer), "begins": .int(begins)],
      "pointer \(pointer) went down while the application ignores interaction events "
        + "(\(begins) beginIgnoringInteractionEvents() not ended): the touch is dropped",
      emphasis: .warning)
  }

  static func keyboardTouch(_ touch: Int, _ view: String?) -> TraceEntry {
    TraceEntry(
      .keyboardTouch, .hitTest, ["touch": .int(touch), "view": .optional(view)],
      "touch \(touch) is in the keyboard's area: the keyboard takes it (\(view ?? "no view")), "
        + "no window of the app's sees it",
      about: [view ?? "keyboard"])
  }
}
