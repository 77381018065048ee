import Foundation
import TouchFoundation

/// Unique, readable ids for imported views, made from what the dump says of each: its class
/// (without `UI`, underscores and module), its text and its tag: `button`, `label_Sign_in`,
/// `imageView_tag7`, then `button2`, `button3` for the next ones.
struct ImportIDs {
  /// The application's id, and the window the import makes around a windowless dump.
  private var used: Set<String> = ["application", "importedWindow"]
  /// The next number to try for each base, so the 1,000th `tableViewCell` costs one lookup, not
  /// a thousand.
  private var nextNumber: [String: Int] = [:]

  mutating func id(for view: DumpView) -> String {
    var base = Self.classPart(view.className)
    if let text = view.text.map(Self.textPart), !text.isEmpty { base += "_" + text }
    if let tag = view.tag, tag != 0 { base += "_tag\(tag)" }
    base = String(base.prefix(LayoutLimits.maximumIDLength - 6))
    var id = base
    var counter = nextNumber[base] ?? 1
    if counter > 1 { id = base + String(counter) }
    while used.contains(id) {
      counter += 1
      id = base + String(counter)
    }
    nextNumber[base] = counter + 1
    used.insert(id)
    return id
  }

  /// `_UIBarBackground` → `barBackground`, `MyApp.CardView` → `cardView`, `UIButton` → `button`.
  static func classPart(_ name: String) -> String {
    let unspecialized = name.prefix { $0 != "<" }
    var name = unspecialized.split(separator: ".").last ?? unspecialized
    while name.hasPrefix("_") { name = name.dropFirst() }
    if name.hasPrefix("UI"), name.count > 2, name.dropFirst(2).first?.isUppercase == true {
      name = name.dropFirst(2)
    }
    let kept = name.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    guard let first = kept.first else { return "view" }
    let part = first.lowercased() + kept.dropFirst()
    return first.isNumber ? "view" + part : part
  }

  /// `Sign in!` → `Sign_in`: at most three words of letters and digits, 20 characters.
  static func textPart(_ text: String) -> String {
    let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.prefix(3)
    return String(words.joined(separator: "_").prefix(20))
  }
}
