/// The loops of a module's folder graph, all at once (issue 35): ``SourceLayering/loop(in:)``
/// names one loop, enough to fail; measuring how tangled a module is, and checking that a list
/// of allowed edges leaves no loop at all, needs every strongly connected component.
extension SourceLayering {
  /// One folder naming another, whatever the file and name.
  struct Edge: Hashable, Comparable, CustomStringConvertible {
    var from: String
    var to: String

    init(_ from: String, _ to: String) {
      self.from = from
      self.to = to
    }

    static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }

    /// `Trace → Input`, the module's root shown as `(root)`.
    var description: String { "\(from.isEmpty ? "(root)" : from) → \(to.isEmpty ? "(root)" : to)" }
  }

  /// The folder edges `uses` make, each once.
  static func edges(of uses: [Use]) -> [Edge] {
    Set(uses.map { Edge($0.from, $0.to) }).sorted()
  }

  /// The strongly connected components of `edges` with more than one folder: each a set of
  /// folders that all reach one another, so any two of them are on a loop. Sorted, folders
  /// and components, so a message is the same on every run. Tarjan's algorithm, with an
  /// explicit stack of (folder, next successor) rather than recursion.
  static func components(of edges: [Edge]) -> [[String]] {
    var next: [String: [String]] = [:]
    for edge in edges { next[edge.from, default: []].append(edge.to) }
    let folders = Set(edges.flatMap { [$0.from, $0.to] }).sorted()
    var index: [String: Int] = [:]
    var low: [String: Int] = [:]
    var stack: [String] = []
    var onStack: Set<String> = []
    var result: [[String]] = []
    for root in folders where index[root] == nil {
      var work: [(folder: String, successor: Int)] = [(root, 0)]
      index[root] = index.count
      low[root] = index[root]
      stack.append(root)
      onStack.insert(root)
      while let top = work.last {
        let (folder, successor) = (top.folder, top.successor)
        let successors = next[folder] ?? []
        if successor < successors.count {
          work[work.count - 1].successor += 1
          let target = successors[successor]
          if index[target] == nil {
            index[target] = index.count
            low[target] = index[target]
            stack.append(target)
            onStack.insert(target)
            work.append((target, 0))
          } else if onStack.contains(target), let targetIndex = index[target] {
            low[folder] = min(low[folder] ?? targetIndex, targetIndex)
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.folder, let folderLow = low[folder] {
          low[parent] = min(low[parent] ?? folderLow, folderLow)
        }
        guard low[folder] == index[folder] else { continue }
        var component: [String] = []
        while let top = stack.popLast() {
          onStack.remove(top)
          component.append(top)
          if top == folder { break }
        }
        if component.count > 1 { result.append(component.sorted()) }
      }
    }
    return result.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// Whether `edges` lead from `start` to `goal`.
  static func reaches(from start: String, to goal: String, along edges: [Edge]) -> Bool {
    var next: [String: [String]] = [:]
    for edge in edges { next[edge.from, default: []].append(edge.to) }
    var seen: Set<String> = [start]
    var work = [start]
    while let folder = work.popLast() {
      if folder == goal { return true }
      for target in next[folder] ?? [] where seen.insert(target).inserted { work.append(target) }
    }
    return false
  }
}
