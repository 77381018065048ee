@testable import TouchFoundation
@testable import TouchLayout

/// `Suggestion.closest` as it was before it compared plain ASCII as bytes: every candidate
/// lowercased into a string and compared as characters. The oracle the fast one must agree
/// with, on any text.
enum SuggestionReference {
  static func closest(to word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    let loweredCandidates = candidates.map { $0.lowercased() }
    let allowed = max(1, min(2, word.count / 3))
    var best: (candidate: String, distance: Int)?
    for (candidate, other) in zip(candidates, loweredCandidates) {
      guard abs(other.count - lowered.count) <= allowed else { continue }
      let distance = Suggestion.editDistance(lowered, other)
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    if let best, best.distance <= allowed { return best.candidate }
    let containing = zip(candidates, loweredCandidates).first { _, other in
      min(other.count, lowered.count) >= 4 && (other.contains(lowered) || lowered.contains(other))
    }
    if let containing { return containing.0 }
    let prefixes = zip(candidates, loweredCandidates).map { ($0, zip(lowered, $1).prefix { $0 == $1 }.count) }
    guard let longest = prefixes.max(by: { $0.1 < $1.1 }), longest.1 >= 4, longest.1 * 2 >= word.count else {
      return nil
    }
    return longest.0
  }
}
