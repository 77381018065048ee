import Foundation
import TouchLayout

/// `code:` scanning against the loader (``fuzzConsent(_:_:)``, mode 1).
enum CodeReferenceFuzz {
  /// The spellings of the key put in front of the text: each one the loader reads as `code`.
  static let spellings = [
    "code:", "code :", "\"code\":", "'code':", "? code\n:", "!!str code:", "\"\\x63ode\":",
  ]
  static let probe = "/fuzz/Probe.swift"

  static func run(_ bytes: [UInt8]) {
    guard let choice = bytes.first else { return }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let path = "/fuzz/layout.yaml"
    let references = LayoutCode.references(in: text, path: path)
    check(references == LayoutCode.references(in: text, path: path), "two scans of one text differ")
    for reference in references {
      check(reference.path.hasPrefix("/") && reference.line >= 1, "a reference without a place: \(reference)")
    }
    let spelled = spellings[Int(choice) % spellings.count] + " " + probe + "\n" + text
    guard (try? LayoutLoader.load(yaml: text, source: path)) != nil,
      (try? LayoutLoader.load(yaml: spelled, source: path)) != nil
    else { return }
    // The loader took the text with one more `code` key: it had none (a second is a duplicate
    // key), so the scan finds none in the text, and exactly the probe in front of it.
    check(references.isEmpty, "code found in a text whose loader saw none: \(references)")
    check(
      LayoutCode.references(in: spelled, path: path).map(\.path) == [probe],
      "the key spelled \(spellings[Int(choice) % spellings.count].debugDescription) was not found")
  }

  static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("code: scan: \(message())") }
  }
}
