import Foundation
import TouchFoundation
import TouchKit

/// Recognizers that require themselves to fail, directly or through others (`requireToFail:`).
///
/// Such a recognizer could never leave possible: it waits for a recognizer that waits, in the
/// end, for it. UIKit does not check; the gesture just never fires. A layout is checked
/// instead, and the message shows the cycle, shortest first, so the link to cut is visible.
///
/// Layouts are user files, so this must stay linear in the number of recognizers: cyclic ones
/// are found with one pass of Tarjan's algorithm, and only they get a (breadth-first) search
/// for their shortest cycle, at most ``LayoutLimits/maximumDiagnostics`` of them: the rest
/// come later in the file than those, so their messages are never shown, only counted.
enum RequirementCycle {
  /// One recognizer in a cycle: the index of the requirement that starts its shortest cycle,
  /// and the cycle as recognizer indices, from the recognizer back to itself (empty, with
  /// requirement 0, past the limit of cycles searched).
  struct Finding: Equatable {
    var node: Int
    var edge: Int
    var path: [Int]
  }

  /// The recognizers in `edges` (each one's requirements, by index, in file order) that are in
  /// a cycle, in index order; the first `limit` of them with their shortest cycle.
  static func findings(_ edges: [[Int]], limit: Int) -> [Finding] {
    var result: [Finding] = []
    for (node, cyclic) in cyclicNodes(edges).enumerated() where cyclic {
      guard result.count < limit else {
        result.append(Finding(node: node, edge: 0, path: []))
        continue
      }
      if let (edge, path) = shortestCycle(from: node, edges) {
        result.append(Finding(node: node, edge: edge, path: path))
      }
    }
    return result
  }

  /// Whether each node is in a cycle: in a strongly connected component of more than one
  /// node, or requiring itself. Tarjan's algorithm, with an explicit stack (a long chain of
  /// requirements must not overflow the thread's stack).
  static func cyclicNodes(_ edges: [[Int]]) -> [Bool] {
    var index = Array(repeating: -1, count: edges.count)
    var low = index
    var onStack = Array(repeating: false, count: edges.count)
    var stack: [Int] = []
    var cyclic = onStack
    var counter = 0
    func visit(_ node: Int) {
      index[node] = counter
      low[node] = counter
      counter += 1
      stack.append(node)
      onStack[node] = true
    }
    for root in edges.indices where index[root] < 0 {
      visit(root)
      var work: [(node: Int, next: Int)] = [(root, 0)]
      while let top = work.last {
        let node = top.node
        if top.next < edges[node].count {
          work[work.count - 1].next += 1
          let target = edges[node][top.next]
          if index[target] < 0 {
            visit(target)
            work.append((target, 0))
          } else if onStack[target] {
            low[node] = min(low[node], index[target])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last { low[parent.node] = min(low[parent.node], low[node]) }
        guard low[node] == index[node] else { continue }
        var members: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          members.append(member)
          if member == node { break }
        }
        if members.count > 1 || edges[node].contains(node) {
          for member in members { cyclic[member] = true }
        }
      }
    }
    return cyclic
  }

  /// The shortest path from `start` back to itself, breadth first (ties go to the requirement
  /// written first), with the index of its first requirement in `edges[start]`.
  static func shortestCycle(from start: Int, _ edges: [[Int]]) -> (edge: Int, path: [Int])? {
    var parent = [Int: Int]()
    var firstEdge = [Int: Int]()
    var queue: [Int] = []
    for (edge, target) in edges[start].enumerated() {
      if target == start { return (edge, [start, start]) }
      guard firstEdge[target] == nil else { continue }
      firstEdge[target] = edge
      parent[target] = start
      queue.append(target)
    }
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for target in edges[node] {
        if target == start {
          var path = [start]
          var current: Int? = node
          while let step = current, step != start {
            path.append(step)
            current = parent[step]
          }
          return (firstEdge[node] ?? 0, [start] + path.dropFirst().reversed() + [start])
        }
        guard parent[target] == nil else { continue }
        parent[target] = node
        firstEdge[target] = firstEdge[node]
        queue.append(target)
      }
    }
    return nil
  }
}

extension LayoutBuilder {
  /// Reports every recognizer that requires itself to fail, at the requirement that starts
  /// the cycle.
  func checkRequirementCycles() {
    var indices: [ObjectIdentifier: Int] = [:]
    for (index, entry) in gestureEntries.enumerated() { indices[ObjectIdentifier(entry.recognizer)] = index }
    let edges = gestureEntries.map { entry in
      entry.requirements.compactMap { indices[ObjectIdentifier($0.recognizer)] }
    }
    for finding in RequirementCycle.findings(edges, limit: LayoutLimits.maximumDiagnostics) {
      let requirements = gestureEntries[finding.node].requirements
      guard requirements.indices.contains(finding.edge) else { continue }
      guard !finding.path.isEmpty else {
        log.error("requireToFail makes a cycle", at: requirements[finding.edge].mark)
        continue
      }
      let ids = finding.path.map { gestureEntries[$0].recognizer.traceID }
      let links = ids.count - 1
      let shown = links > 10 ? ids.prefix(8) + ["…", ids[0]] : ids[...]
      let size = links > 10 ? " of \(links) recognizers" : ""
      log.error(
        "requireToFail makes a cycle\(size): " + shown.joined(separator: " → "),
        at: requirements[finding.edge].mark)
    }
  }
}
