import Foundation

/// A plain scalar's UTF-8 bytes and the patterns of Yams' default resolver over them
/// (``YAMLScalarSchema``), each written as the regular expression it replaces reads, so the two
/// can be compared line by line (Yams' `Resolver.swift`, `Resolver.Rule`).
struct ScalarBytes {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var end: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    end = bytes.count
  }

  /// ICU's `$` matches at the end or before one final line terminator (\n, \v, \f, \r, \r\n,
  /// U+0085, U+2028, U+2029). libyaml never ends a plain scalar with one, but the rule is the rule.
  mutating func dropFinalLineTerminator() {
    guard end > 0 else { return }
    let last = bytes[end - 1]
    if last == 0x0A {
      end -= (end >= 2 && bytes[end - 2] == 0x0D) ? 2 : 1
    } else if last >= 0x0B && last <= 0x0D {
      end -= 1
    } else if end >= 2, bytes[end - 2] == 0xC2, last == 0x85 {
      end -= 2
    } else if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, last == 0xA8 || last == 0xA9 {
      end -= 3
    }
  }

  func equals(_ word: StaticString) -> Bool {
    guard word.utf8CodeUnitCount == end else { return false }
    let pointer = word.utf8Start
    for index in 0..<end where pointer[index] != bytes[index] { return false }
    return true
  }

  /// `yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF`
  var isBool: Bool {
    guard end >= 2, end <= 5 else { return false }
    // Every word starts with y, n, t, f or o: numbers and most names are settled here.
    switch bytes[0] | 0x20 {
    case UInt8(ascii: "y"), UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "o"): break
    default: return false
    }
    return Self.boolWords.contains { equals($0) }
  }

  /// The words of the bool rule: made once (as a literal in the getter, the array was
  /// allocated for every scalar that starts with a digit).
  private static let boolWords: [StaticString] = [
    "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
    "on", "On", "ON", "off", "Off", "OFF",
  ]
  private static let nanWords: [StaticString] = ["nan", "NaN", "NAN"]
  private static let infWords: [StaticString] = ["inf", "Inf", "INF"]

  /// `~|null|Null|NULL|` (the empty scalar included)
  var isNull: Bool {
    end == 0 || equals("~") || equals("null") || equals("Null") || equals("NULL")
  }

  /// `[-+]?0b[0-1_]+ | [-+]?0o?[0-7_]+ | [-+]?(?:0|[1-9][0-9_]*) | [-+]?0x[0-9a-fA-F_]+ |
  /// [-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+`
  var isInt: Bool {
    let start = afterSign(0)
    guard start < end else { return false }
    if bytes[start] == UInt8(ascii: "0") {
      let next = start + 1
      if next == end { return true }
      switch bytes[next] {
      case UInt8(ascii: "b"): return run(from: next + 1, of: \.isBinary) == end && next + 1 < end
      case UInt8(ascii: "x"): return run(from: next + 1, of: \.isHex) == end && next + 1 < end
      case UInt8(ascii: "o"): return run(from: next + 1, of: \.isOctal) == end && next + 1 < end
      default: return run(from: next, of: \.isOctal) == end
      }
    }
    guard bytes[start].isNonZeroDigit else { return false }
    let digits = run(from: start + 1, of: \.isDigitOrUnderscore)
    return digits == end || sexagesimal(from: digits).map { $0 == end } == true
  }

  /// `[-+]?(?:[0-9][0-9_]*)(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)? | \.[0-9_]+(?:[eE][-+][0-9]+)? |
  /// [-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]* | [-+]?\.(?:inf|Inf|INF) | \.(?:nan|NaN|NAN)`
  var isFloat: Bool {
    guard end > 0 else { return false }
    if bytes[0] == UInt8(ascii: "."),
      fractionWithSignedExponent(from: 0) || isWord(at: 1, Self.nanWords)
    {
      return true
    }
    let start = afterSign(0)
    guard start < end else { return false }
    if bytes[start] == UInt8(ascii: ".") { return isWord(at: start + 1, Self.infWords) }
    guard bytes[start].isDigit else { return false }
    let digits = run(from: start + 1, of: \.isDigitOrUnderscore)
    if let afterGroups = sexagesimal(from: digits), afterGroups < end, bytes[afterGroups] == UInt8(ascii: ".")
    {
      if run(from: afterGroups + 1, of: \.isDigitOrUnderscore) == end { return true }
    }
    var index = digits
    if index < end, bytes[index] == UInt8(ascii: ".") {
      index = run(from: index + 1, of: \.isDigitOrUnderscore)
    }
    return index == end || exponent(from: index, signRequired: false)
  }

  /// `[0-9]{4}-[0-9][0-9]-[0-9][0-9] | [0-9]{4}-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?
  /// :[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?`
  var isTimestamp: Bool {
    guard end >= 8, digits(at: 0, count: 4), bytes[4] == UInt8(ascii: "-") else { return false }
    guard let month = oneOrTwoDigits(at: 5), month < end, bytes[month] == UInt8(ascii: "-"),
      let day = oneOrTwoDigits(at: month + 1)
    else { return false }
    if day == end { return month == 7 && day == 10 }
    var index = day
    if bytes[index] == UInt8(ascii: "T") || bytes[index] == UInt8(ascii: "t") {
      index += 1
    } else {
      let blanks = run(from: index, of: \.isBlank)
      guard blanks > index else { return false }
      index = blanks
    }
    guard let hour = oneOrTwoDigits(at: index), colonAndTwoDigits(at: hour), colonAndTwoDigits(at: hour + 3)
    else { return false }
    index = hour + 6
    if index < end, bytes[index] == UInt8(ascii: ".") { index = run(from: index + 1, of: \.isDigit) }
    if index == end { return true }
    index = run(from: index, of: \.isBlank)
    guard index < end else { return false }
    if bytes[index] == UInt8(ascii: "Z") { return index + 1 == end }
    guard bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+"),
      let zone = oneOrTwoDigits(at: index + 1)
    else { return false }
    return zone == end || (colonAndTwoDigits(at: zone) && zone + 3 == end)
  }

  // MARK: - Pieces

  private func afterSign(_ index: Int) -> Int {
    index < end && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+"))
      ? index + 1 : index
  }

  /// The index after the longest run of bytes that pass `test`, from `index`.
  private func run(from index: Int, of test: KeyPath<UInt8, Bool>) -> Int {
    var index = index
    while index < end, bytes[index][keyPath: test] { index += 1 }
    return index
  }

  /// `(?::[0-5]?[0-9])+` from `index`: the index after the groups, nil without one.
  private func sexagesimal(from index: Int) -> Int? {
    var index = index
    var groups = 0
    while index < end, bytes[index] == UInt8(ascii: ":") {
      let digitsEnd = run(from: index + 1, of: \.isDigit)
      let count = digitsEnd - index - 1
      guard count == 1 || (count == 2 && bytes[index + 1] <= UInt8(ascii: "5")) else { break }
      index = digitsEnd
      groups += 1
    }
    return groups > 0 ? index : nil
  }

  /// `\.[0-9_]+(?:[eE][-+][0-9]+)?` from `index` to the end.
  private func fractionWithSignedExponent(from index: Int) -> Bool {
    let fraction = run(from: index + 1, of: \.isDigitOrUnderscore)
    guard fraction > index + 1 else { return false }
    return fraction == end || exponent(from: fraction, signRequired: true)
  }

  /// `[eE][-+]?[0-9]+` (the sign required or not) from `index` to the end.
  private func exponent(from index: Int, signRequired: Bool) -> Bool {
    guard index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else {
      return false
    }
    let digitsStart = afterSign(index + 1)
    guard !signRequired || digitsStart > index + 1 else { return false }
    return digitsStart < end && run(from: digitsStart, of: \.isDigit) == end
  }

  private func isWord(at index: Int, _ words: [StaticString]) -> Bool {
    words.contains { word in
      word.utf8CodeUnitCount == end - index
        && (0..<word.utf8CodeUnitCount).allSatisfy { word.utf8Start[$0] == bytes[index + $0] }
    }
  }

  private func digits(at index: Int, count: Int) -> Bool {
    index + count <= end && (index..<index + count).allSatisfy { bytes[$0].isDigit }
  }

  /// `[0-9][0-9]?` at `index`: the index after it. Greedy, as the pattern is; what follows the
  /// two-digit fields here is never a digit, so taking two never loses a match.
  private func oneOrTwoDigits(at index: Int) -> Int? {
    guard index < end, bytes[index].isDigit else { return nil }
    return index + 1 < end && bytes[index + 1].isDigit ? index + 2 : index + 1
  }

  private func colonAndTwoDigits(at index: Int) -> Bool {
    index < end && bytes[index] == UInt8(ascii: ":") && digits(at: index + 1, count: 2)
  }
}

extension UInt8 {
  fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
  fileprivate var isNonZeroDigit: Bool { self >= UInt8(ascii: "1") && self <= UInt8(ascii: "9") }
  fileprivate var isDigitOrUnderscore: Bool { isDigit || self == UInt8(ascii: "_") }
  fileprivate var isBinary: Bool {
    self == UInt8(ascii: "0") || self == UInt8(ascii: "1") || self == UInt8(ascii: "_")
  }
  fileprivate var isOctal: Bool {
    (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "7")) || self == UInt8(ascii: "_")
  }
  fileprivate var isHex: Bool {
    isDigitOrUnderscore || ((self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "f"))
  }
  fileprivate var isBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
}
