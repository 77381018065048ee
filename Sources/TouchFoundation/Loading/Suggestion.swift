import Foundation

/// "Did you mean …?" for misspelled keys and names.
///
/// A misspelled key must never be silently ignored (ARCHITECTURE.md, principle 5); pointing
/// at the intended spelling turns the error into a one-keystroke fix.
package enum Suggestion {
  /// Off where no one would read a suggestion: a problem after as many as a report shows
  /// (``LayoutLimits/maximumDiagnostics``, ``DiagnosticLog/showsNothing(at:)``) is still found,
  /// but a suggestion for an unknown id is a pass over every id of the layout, and a hostile
  /// script may name a hundred thousand.
  @TaskLocal package static var isWanted = true

  /// The candidate `word` most likely stands for, if one is close enough: a small edit
  /// distance (case-insensitive), or one containing the other (`views` for `subviews`), or a
  /// long shared beginning (`rotation` for `rotate`); the first in `candidates` of the closest.
  ///
  /// `candidates` may be every id of a million-view layout, once for each unknown id in a
  /// script, so a candidate that is plain ASCII (nearly all ids and keys) is compared as bytes,
  /// without lowercasing it into a new string or counting its characters (issue 17: a hundred
  /// unknown ids against 100,000 views took 11.7 s). Any other candidate, or a `word` that is not
  /// plain ASCII, is compared as characters; both ways give the same answer.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    guard isWanted else { return nil }
    let typed = Spelling(word)
    let allowed = max(1, min(2, typed.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      // The distance is at least the difference in length: no need to compute it when that
      // alone is too far (which keeps a long list of ids cheap to search).
      guard let distance = typed.distance(to: candidate, within: allowed) else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    if let best, best.distance <= allowed { return best.candidate }
    if let containing = candidates.first(where: { typed.overlaps($0, atLeast: 4) }) { return containing }
    var longest: (candidate: String, length: Int)?
    for candidate in candidates {
      let length = typed.commonPrefixLength(with: candidate)
      if longest.map({ length > $0.length }) ?? true { longest = (candidate, length) }
    }
    guard let longest, longest.length >= 4, longest.length * 2 >= typed.count else { return nil }
    return longest.candidate
  }

  /// `" did you mean 'x'?"` or `" valid: a, b, c"`, to append to a message about `word`.
  package static func hint(for word: String, among candidates: [String]) -> String {
    if let match = closest(to: word, among: candidates) { return "; did you mean '\(match)'?" }
    return "; expected one of: " + candidates.joined(separator: ", ")
  }

  /// Edit distance in Characters, counting a swap of neighbours as one edit (`Lable` is one
  /// edit from `Label`): the optimal-string-alignment variant of Levenshtein, in three rows.
  package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    editDistance(Array(lhs), Array(rhs))
  }

  /// ``editDistance(_:_:)-(String,String)`` of any two arrays (characters, or the bytes of
  /// plain ASCII text).
  package static func editDistance<Element: Equatable>(_ left: [Element], _ right: [Element]) -> Int {
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var beforePrevious = Array(0...right.count)
    var previous = beforePrevious
    var current = previous
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        current[j] = min(previous[j - 1] + cost, previous[j] + 1, current[j - 1] + 1)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[right.count]
  }
}
