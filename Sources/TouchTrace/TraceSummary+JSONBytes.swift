import Foundation
import TouchKit

/// A ``TraceSummary`` written straight to bytes for JSON Lines' `sequenceSummary` lines, byte for
/// byte what `JSONEncoder` (sorted keys) writes for it, so the writer never builds `JSONEncoder`'s
/// tree of boxed values for a summary (it was a third of a long script's time). Keys are in
/// sorted (byte) order; optional ids absent when nil, as synthesized `Encodable` leaves them, but
/// an action's `receiver` is `null` (``TraceSummary/Action``'s own encoding). Tests compare the
/// two (Tests/TouchTraceTests/TraceSummaryLineTests.swift).
extension TraceSummary: JSONFragment {
  func write(to json: inout JSONBytes) {
    json.begin("actions", JSONList(actions))
    json.field("touches", JSONList(touches))
    json.field("transitions", JSONList(transitions))
    json.end()
  }
}

extension TraceSummary.TouchSummary: JSONFragment {
  func write(to json: inout JSONBytes) {
    json.begin("deliveries", JSONList(deliveries))
    if let hitView { json.field("hitView", hitView) }
    json.field("tapCount", tapCount)
    json.field("touch", touch)
    if let window { json.field("window", window) }
    json.field("withheld", JSONList(withheld))
    json.end()
  }
}

extension TraceSummary.Delivery: JSONFragment {
  func write(to json: inout JSONBytes) {
    json.begin("method", method.rawValue)
    json.field("outcome", outcome.rawValue)
    json.field("responder", responder)
    json.field("via", via.rawValue)
    json.end()
  }
}

extension TraceSummary.Withholding: JSONFragment {
  func write(to json: inout JSONBytes) {
    json.begin("method", method.rawValue)
    json.field("view", view)
    json.end()
  }
}

extension TraceSummary.Transition: JSONFragment {
  func write(to json: inout JSONBytes) {
    json.begin("from", from.rawValue)
    json.field("recognizer", recognizer)
    json.field("time", time)
    json.field("to", to.rawValue)
    json.end()
  }
}

extension TraceSummary.Action: JSONFragment {
  func write(to json: inout JSONBytes) {
    json.begin("action", action)
    json.field("receiver", receiver)
    json.field("sender", sender)
    json.field("time", time)
    json.end()
  }
}

/// `[a,b,…]` of fragments (an `Array` extension would clash with `[Int]`'s).
struct JSONList<Element: JSONFragment>: JSONFragment {
  let elements: [Element]

  init(_ elements: [Element]) {
    self.elements = elements
  }

  func write(to json: inout JSONBytes) {
    json.bytes.append(UInt8(ascii: "["))
    for (index, element) in elements.enumerated() {
      if index > 0 { json.bytes.append(UInt8(ascii: ",")) }
      element.write(to: &json)
    }
    json.bytes.append(UInt8(ascii: "]"))
  }
}
