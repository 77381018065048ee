import Foundation

/// Something a file held that TouchLab did not read (an element or attribute of an Interface
/// Builder file), counted once per file: `describe --unsupported` lists them, so that nothing
/// a touch could depend on is defaulted in silence.
public struct UnsupportedFeature: Sendable, Equatable {
  /// `constraint`, `scrollEnabled on scrollView`.
  public var what: String
  public var count: Int
  /// Where it first appears.
  public var line: Int
  public var column: Int
  /// Why it is not read, when there is more to say than "not read yet".
  public var reason: String?

  /// `constraint: 12, first at line 40:21 — not solved yet (issue 37); the stored frames are kept`.
  public var summary: String {
    "\(what): \(count), first at line \(line):\(column)" + (reason.map { " — \($0)" } ?? "")
  }
}

/// Counts what was not read, in the order first seen.
struct UnsupportedTally {
  private(set) var features: [UnsupportedFeature] = []
  private var index: [String: Int] = [:]

  mutating func add(_ what: String, reasonKey: String, line: Int, column: Int) {
    if let at = index[what] {
      features[at].count += 1
      return
    }
    index[what] = features.count
    features.append(
      UnsupportedFeature(
        what: what, count: 1, line: line, column: column,
        reason: InterfaceBuilderVocabulary.reasons[reasonKey]))
  }
}
