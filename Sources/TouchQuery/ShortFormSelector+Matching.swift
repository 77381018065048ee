import Foundation
import TouchFoundation
import TouchKit
import TouchLayout

extension ShortFormSelector {
  /// The views this selector matches, in document order. Runs on the views themselves, not
  /// the XML: only views that pass the class and id tests are described, and only when a
  /// compound tests attributes, so a script resolving `#save` on every step stays cheap.
  func views(in application: Application) throws(ViewQueryError) -> [View] {
    let views = HierarchyDescription.documentOrder(of: application)
    try checkClassNames(against: views)
    var indexes: [ObjectIdentifier: Int] = [:]
    for (index, view) in views.enumerated() { indexes[ObjectIdentifier(view)] = index }
    var matcher = Matcher(selector: self, indexes: indexes)
    return views.filter { matcher.matches($0, compound: compounds.count - 1) }
  }

  /// A class that no view of the layout is or derives from, and that is not built in, is a
  /// typo: say so instead of matching nothing.
  private func checkClassNames(against views: [View]) throws(ViewQueryError) {
    let named = compounds.compactMap { compound -> String? in
      switch compound.classTest {
      case .any: nil
      case .exact(let name), .kindOf(let name): name
      }
    }
    guard !named.isEmpty else { return }
    var known = Set(ViewClassRegistry.standard.classNames + ["Window"])
    var seenTypes = Set<ObjectIdentifier>()
    for view in views where seenTypes.insert(ObjectIdentifier(type(of: view))).inserted {
      known.formUnion(ViewDescription.classChain(of: view))
    }
    for name in named where !known.contains(name) {
      let hint = Suggestion.closest(to: name, among: known.sorted()).map { "; did you mean '\($0)'?" } ?? ""
      throw ViewQueryError(.unknownClass, "no class '\(name)' in this layout\(hint)")
    }
  }

  /// Matches right to left, as CSS engines do: the last compound against the view, then the
  /// earlier ones against its ancestors.
  private struct Matcher {
    let selector: ShortFormSelector
    let indexes: [ObjectIdentifier: Int]
    /// Class chains by class, computed once per class.
    var chains: [ObjectIdentifier: [String]] = [:]

    init(selector: ShortFormSelector, indexes: [ObjectIdentifier: Int]) {
      self.selector = selector
      self.indexes = indexes
    }

    mutating func matches(_ view: View, compound position: Int) -> Bool {
      guard test(view, selector.compounds[position]) else { return false }
      guard position > 0 else { return true }
      var ancestor = view.superview
      while let current = ancestor {
        if matches(current, compound: position - 1) { return true }
        if selector.combinators[position - 1] == .child { return false }
        ancestor = current.superview
      }
      return false
    }

    private mutating func test(_ view: View, _ compound: Compound) -> Bool {
      if let id = compound.id, view.traceID != id { return false }
      switch compound.classTest {
      case .any: break
      case .exact(let name):
        guard String(describing: type(of: view)) == name else { return false }
      case .kindOf(let name):
        guard chain(of: view).contains(name) else { return false }
      }
      guard !compound.attributes.isEmpty else { return true }
      let described = ViewDescription(view, index: indexes[ObjectIdentifier(view)] ?? -1).attributes
      return compound.attributes.allSatisfy { test in
        guard let attribute = described.first(where: { $0.name == test.name }) else { return false }
        return (attribute.value.text == test.value) != test.negated
      }
    }

    private mutating func chain(of view: View) -> [String] {
      let key = ObjectIdentifier(type(of: view))
      if let known = chains[key] { return known }
      let chain = ViewDescription.classChain(of: view)
      chains[key] = chain
      return chain
    }
  }
}
