import Foundation
import TouchKit

/// Plain-text rendering of trace records: one line each, indented by depth, that reads like an
/// explanation of what UIKit did and why.
extension TraceRecord {
  /// `id time  indent message`, e.g. `  12   0.000      card.point(inside: (20, 40)) → true`;
  /// the indentation stops at ``Indentation/maximumLevels``, past which the line names its depth.
  public var textLine: String {
    let number = String(id).leftPadded(to: 4)
    let clock = Format.seconds(time).leftPadded(to: 8)
    return "\(number) \(clock)  \(Indentation.text(depth))\(step.message)"
  }
}

extension Trace {
  /// The whole trace as text, one record per line.
  public var text: String {
    records.map(\.textLine).joined(separator: "\n") + (records.isEmpty ? "" : "\n")
  }
}

extension TraceStep {
  /// The record's message, without number, time or indentation: its entry's sentence.
  public var message: String { entry.sentence }
}

/// The trace's own phrases, next to the engine's number formats.
extension Format {
  /// What a hit-testing call ran and who made it: ` [override RoundButton]`, ` [hitSlop]`,
  /// ` [super]` (an override calling UIKit's implementation), ` [from card's override]`;
  /// nothing for UIKit's algorithm calling UIKit's implementation.
  public static func callMarks(_ view: String, _ implementation: HitTestImplementation, _ caller: String?)
    -> String
  {
    var marks = implementation.mark.map { " " + $0 } ?? ""
    if let caller { marks += caller == view ? " [super]" : " [from \(caller)'s override]" }
    return marks
  }

  /// `touch 1` or `touches 1, 2`.
  static func touches(_ ids: [Int]) -> String {
    (ids.count == 1 ? "touch " : "touches ") + ids.map(String.init).joined(separator: ", ")
  }
}
