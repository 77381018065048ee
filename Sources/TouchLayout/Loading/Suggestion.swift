import Foundation

/// "Did you mean …?" for misspelled keys and names.
///
/// A misspelled key must never be silently ignored (ARCHITECTURE.md, principle 5); pointing
/// at the intended spelling turns the error into a one-keystroke fix.
enum Suggestion {
  /// The candidate `word` most likely stands for, if one is close enough: a small edit
  /// distance (case-insensitive), or one containing the other (`views` for `subviews`).
  static func closest(to word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    let loweredCandidates = candidates.map { $0.lowercased() }
    let allowed = max(1, min(2, word.count / 3))
    var best: (candidate: String, distance: Int)?
    for (candidate, other) in zip(candidates, loweredCandidates) {
      // The distance is at least the difference in length: no need to compute it when that
      // alone is too far (which keeps a long list of ids cheap to search).
      guard abs(other.count - lowered.count) <= allowed else { continue }
      let distance = editDistance(lowered, other)
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    if let best, best.distance <= allowed { return best.candidate }
    let containing = zip(candidates, loweredCandidates).first { _, other in
      min(other.count, lowered.count) >= 4 && (other.contains(lowered) || lowered.contains(other))
    }
    if let containing { return containing.0 }
    // A long shared beginning: `rotation` for `rotate`.
    let prefixes = zip(candidates, loweredCandidates).map { ($0, commonPrefixLength(lowered, $1)) }
    guard let longest = prefixes.max(by: { $0.1 < $1.1 }), longest.1 >= 4, longest.1 * 2 >= word.count else {
      return nil
    }
    return longest.0
  }

  private static func commonPrefixLength(_ lhs: String, _ rhs: String) -> Int {
    zip(lhs, rhs).prefix { $0 == $1 }.count
  }

  /// `" did you mean 'x'?"` or `" valid: a, b, c"`, to append to a message about `word`.
  static func hint(for word: String, among candidates: [String]) -> String {
    if let match = closest(to: word, among: candidates) { return "; did you mean '\(match)'?" }
    return "; expected one of: " + candidates.joined(separator: ", ")
  }

  /// Edit distance in Characters, counting a swap of neighbours as one edit (`Lable` is one
  /// edit from `Label`): the optimal-string-alignment variant of Levenshtein, in three rows.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
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
