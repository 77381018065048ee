import Foundation

/// Numbers as a dump prints them: `320`, `-14.5`, `1e+03`, and the odd values real dumps hold
/// (`nan`, `inf`), which are read as what they are and judged later, when mapped.
enum DumpNumbers {
  static func number(_ text: some StringProtocol) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.count <= 64 else { return nil }
    return Double(trimmed)
  }

  /// `(0 0; 320 44)`, `[1, 0, 0, 1, 0, 0]`, `{0, -64}`: exactly `count` numbers between
  /// `open` and `close`, separated by spaces, commas or semicolons.
  static func list(_ text: String, open: Character, close: Character, count: Int) -> [Double]? {
    guard text.first == open, text.last == close, text.count <= 400 else { return nil }
    let inner = text.dropFirst().dropLast()
    let parts = inner.split { $0 == " " || $0 == "," || $0 == ";" }
    guard parts.count == count else { return nil }
    var numbers: [Double] = []
    for part in parts {
      guard let value = number(part) else { return nil }
      numbers.append(value)
    }
    return numbers
  }
}
