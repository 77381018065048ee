import Foundation

/// Number formatting shared by every rendering, so text and JSON agree and never vary.
public enum Format {
  /// Up to three decimals, trailing zeros dropped: `120`, `0.005`, `-3.5`.
  ///
  /// A value so large that a thousand times it overflows (past 1.8e305: a frame scaled by a
  /// person's code) has no decimals to drop and is written as it is: rounding it first made
  /// `inf` of a finite number, which a JSON writer then printed bare (issue 34).
  public static func number(_ value: CGFloat) -> String {
    let scaled = value * 1000
    guard scaled.isFinite else { return String(describing: Double(value)) }
    let rounded = scaled.rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(describing: Double(rounded))
  }

  /// `1.250`: seconds with milliseconds; a time too large for them (or not finite) as
  /// ``number(_:)`` writes it, since times can come from a person's file.
  public static func seconds(_ value: TimeInterval) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return number(CGFloat(value)) }
    let millis = Int(saturating: value * 1000, rounding: .toNearestOrAwayFromZero)
    let sign = millis < 0 ? "-" : ""
    let magnitude = abs(millis)
    return "\(sign)\(magnitude / 1000).\(String(magnitude % 1000).leftPadded(to: 3, with: "0"))"
  }

  /// `9,998`: a count with thousands separators, the same in every locale, for sentences that
  /// count many things at once (a summary of passed-over subviews).
  public static func count(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return value < 0 ? "-" + grouped : grouped
  }

  public static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

  public static func rect(_ r: CGRect) -> String {
    "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
  }

  /// Typed or edited text as a sentence shows it: `Return` and `Backspace` by name, other text
  /// quoted with control characters as `\u{1B}`, and past ``typedTextLength`` characters cut
  /// with its length in bytes (a megabyte typed must not make a megabyte sentence, nor a walk
  /// over the megabyte, per key).
  public static func typedText(_ text: String) -> String {
    switch text {
    case "\n": return "Return"
    case "\u{8}": return "Backspace"
    default: break
    }
    var shown = ""
    var count = 0
    for character in text {
      count += 1
      guard count <= typedTextLength else { break }
      if character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
        let hex = character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
        shown += hex.map { "\\u{\($0)}" }.joined()
      } else {
        shown.append(character)
      }
    }
    // UTF-8's count is kept by a native string: a megabyte's length costs nothing.
    return count > typedTextLength ? "\"\(shown)…\" (\(Format.count(text.utf8.count)) bytes)" : "\"\(shown)\""
  }

  /// The characters of typed text a sentence shows before cutting it.
  public static let typedTextLength = 40
}

extension String {
  /// The text with `pad` before it up to `width` characters: columns of ids and times.
  public func leftPadded(to width: Int, with pad: Character = " ") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}
