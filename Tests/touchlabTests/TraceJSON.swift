import Foundation
import Testing

/// The parts of `touchlab trace --format json` output the tests read.
struct TraceJSON {
  /// A `pointer` record: input as it reached the touch synthesizer.
  struct Pointer: Equatable, CustomStringConvertible {
    var kind: String
    var pointer: Int
    var x: Double
    var y: Double
    var time: Double

    var description: String { "\(kind) \(pointer) at (\(x), \(y)) t=\(time)" }
  }

  let records: [[String: Any]]
  let touches: [[String: Any]]

  init(_ json: String) throws {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    records = try #require(object["records"] as? [[String: Any]])
    let summary = try #require(object["summary"] as? [String: Any])
    touches = try #require(summary["touches"] as? [[String: Any]])
  }

  /// Every `pointer` record, in order.
  var pointers: [Pointer] {
    records.filter { $0["kind"] as? String == "pointer" }.compactMap { record in
      guard let kind = record["pointerKind"] as? String, let pointer = record["pointer"] as? Int,
        let location = record["location"] as? [String: Double], let x = location["x"],
        let y = location["y"], let time = record["time"] as? Double
      else { return nil }
      return Pointer(kind: kind, pointer: pointer, x: x, y: y, time: time)
    }
  }

  /// The phases of the `touch` records, in order, as "touch phase".
  var touchPhases: [String] {
    records.filter { $0["kind"] as? String == "touch" }.compactMap { record in
      guard let touch = record["touch"] as? Int, let phase = record["phase"] as? String else { return nil }
      return "\(touch) \(phase)"
    }
  }

  /// The summary's tapCount of each touch, in the order the touches began.
  var tapCounts: [Int] { touches.compactMap { $0["tapCount"] as? Int } }
}
