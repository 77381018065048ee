/// What `#selector(…)` names, worked out from the action methods of a person's files: the
/// compiler does this on iOS, with the types in hand; TouchLab does it from the syntax, which
/// is enough because `#selector` names a method by its written name.
struct SelectorResolver {
  let methods: [ActionMethodDeclaration]

  /// The selector of `base` (with `labels` when the reference spells them: `closeTapped(_:)`),
  /// looked for first in `typeName` when the reference names a type (`CardView.closeTapped`),
  /// else in the types around the reference, innermost first, else anywhere. A method in none
  /// of the files (UIKit's own) gets the name Swift's rule gives it.
  func selector(base: String, labels: [String?]?, typeName: String?, enclosing: [String]) -> Result<
    String, SelectorProblem
  > {
    let named = methods.filter { $0.baseName == base && (labels == nil || $0.labels == labels) }
    let scopes = typeName.map { [$0] } ?? enclosing.reversed()
    for scope in scopes {
      let inScope = named.filter { $0.typeName == scope || $0.typeName.hasSuffix("." + scope) }
      if let found = unique(inScope, base: base) { return found }
    }
    if let found = unique(named, base: base) { return found }
    return .success(labels.map { ObjCSelectorName.name(base: base, labels: $0) } ?? base)
  }

  /// The one selector `candidates` share; an ambiguity if they have several; nil for none.
  private func unique(_ candidates: [ActionMethodDeclaration], base: String) -> Result<
    String, SelectorProblem
  >? {
    let selectors = Set(candidates.map(\.selector))
    guard let first = selectors.first else { return nil }
    guard selectors.count == 1 else {
      let names = Set(candidates.map(\.swiftName)).sorted().joined(separator: ", ")
      return .failure(
        SelectorProblem(
          "#selector(\(base)) could name any of \(names); write the one you mean with its labels"))
    }
    return .success(first)
  }
}

/// Why a `#selector` could not be rewritten, in a sentence.
struct SelectorProblem: Error, Equatable {
  var message: String
  init(_ message: String) { self.message = message }
}
