import Foundation
import TouchKit

/// A value ``JSONBytes`` can write.
protocol JSONFragment {
  func write(to json: inout JSONBytes)
}

extension Int: JSONFragment {
  func write(to json: inout JSONBytes) { json.integer(self) }
}

extension Double: JSONFragment {
  func write(to json: inout JSONBytes) { json.number(self) }
}

extension CGFloat: JSONFragment {
  func write(to json: inout JSONBytes) { json.number(Double(self)) }
}

extension Bool: JSONFragment {
  func write(to json: inout JSONBytes) {
    json.raw(self ? "true" : "false")
  }
}

extension String: JSONFragment {
  func write(to json: inout JSONBytes) { json.string(self) }
}

extension StaticString: JSONFragment {
  /// For the writer's own words (kinds, reasons): nothing in them needs escaping.
  func write(to json: inout JSONBytes) {
    guard hasPointerRepresentation else {
      json.bytes.append(UInt8(ascii: "\""))
      withUTF8Buffer { json.bytes.append(contentsOf: $0) }
      json.bytes.append(UInt8(ascii: "\""))
      return
    }
    let count = utf8CodeUnitCount
    let source = utf8Start
    json.bytes.append(reserving: count + 2) { start in
      start[0] = UInt8(ascii: "\"")
      ByteBuffer.copy(source, to: start + 1, count: count)
      start[count + 1] = UInt8(ascii: "\"")
      return count + 2
    }
  }
}

extension Optional: JSONFragment where Wrapped: JSONFragment {
  func write(to json: inout JSONBytes) {
    if let self { self.write(to: &json) } else { json.raw("null") }
  }
}

extension Array: JSONFragment where Element == Int {
  func write(to json: inout JSONBytes) {
    json.bytes.append(UInt8(ascii: "["))
    for (index, element) in enumerated() {
      if index > 0 { json.bytes.append(UInt8(ascii: ",")) }
      json.integer(element)
    }
    json.bytes.append(UInt8(ascii: "]"))
  }
}

extension CGPoint: JSONFragment {
  /// `{"x":…,"y":…}`, as ``JSONPoint``.
  func write(to json: inout JSONBytes) {
    json.begin("x", x)
    json.field("y", y)
    json.end()
  }
}

extension CGRect: JSONFragment {
  /// `{"height":…,"width":…,"x":…,"y":…}`, as ``JSONRect``.
  func write(to json: inout JSONBytes) {
    json.begin("height", height)
    json.field("width", width)
    json.field("x", minX)
    json.field("y", minY)
    json.end()
  }
}
