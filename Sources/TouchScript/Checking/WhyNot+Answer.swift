import Foundation
import TouchKit
import TouchLayout

extension WhyNot {
  /// The explorer's answer (`w`) about the view with `id`, from the records of the last touch
  /// sequence: always something to show, unlike ``explain(_:in:layout:)``, which is only asked
  /// about a failure.
  ///
  /// - No touch in the records: say to touch first.
  /// - The view was not hit: where hit testing closed the way (``explain(_:in:layout:)``), with
  ///   "never visited" when its own `hitTest(_:with:)` was not even called (the way closed
  ///   above it), and which view took the touch; if the touch still reached it up the
  ///   responder chain, which methods.
  /// - The view was the hit view: what it received, or where it lost the touch to a
  ///   recognizer or a delivery rule (§3).
  public static func answer(_ id: String, in records: [TraceRecord], layout: Layout) -> String {
    guard let hitIndex = records.firstIndex(where: { if case .hitView = $0.step { true } else { false } }),
      case .hitView(let touch, let hitView, _) = records[hitIndex].step
    else {
      return records.isEmpty
        ? "No touch yet: touch the canvas first (click a view), then w explains whether \(id) got it."
        : "The last trace has no touch: touch the canvas first, then w explains whether \(id) got it."
    }
    let received = methods(receivedBy: id, in: records[hitIndex...])
    if hitView == id {
      if let lost = withheld(id, records[hitIndex...]) { return lost + "." }
      let got = received.isEmpty ? "no touch method" : received.joined(separator: ", ")
      return "\(id) was the hit view of touch \(touch) and received \(got)."
    }
    let visited = records[passStart(before: hitIndex, in: records)..<hitIndex].contains {
      if case .hitTestVisit(id, _, _, _) = $0.step { true } else { false }
    }
    let prefix = "\(id) was not hit: "
    var text: String
    if let why = explain(id, in: records, layout: layout), why.hasPrefix(prefix) {
      text =
        "\(id) was not hit" + (visited ? "" : ", never visited") + ": " + why.dropFirst(prefix.count) + "."
    } else {
      text = "\(id) was not hit" + (visited ? "" : ", never visited") + "."
    }
    text += " Touch \(touch) went to \(hitView ?? "no view")."
    if !received.isEmpty {
      text += " \(id) still received \(received.joined(separator: ", ")), forwarded up the responder chain."
    }
    return text
  }

  /// The touch methods that reached `id` (delivered to it, forwarded to it, or handled by it),
  /// each once, in the order they first did.
  static func methods(receivedBy id: String, in records: ArraySlice<TraceRecord>) -> [String] {
    var methods: [String] = []
    for record in records {
      let method: TouchMethod? =
        switch record.step {
        case .deliver(id, let method, _), .forward(_, id, let method, _), .sendDelayed(id, let method, _, _):
          method
        default: nil
        }
      if let method, !methods.contains(method.rawValue) { methods.append(method.rawValue) }
    }
    return methods
  }
}
