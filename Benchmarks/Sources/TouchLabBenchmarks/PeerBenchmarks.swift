import Benchmark
import Foundation
import TouchKit

/// Issue 42's hit testing near the floor: the engine's untraced `hitTest(_:with:)` and the
/// flat floor (``FlatHitTest``) over the same 10,000 seeded points of each ``PeerTree``. One
/// iteration is all 10,000 points: divide by 10,000 for one hit test.
///
/// With `TOUCHLAB_PEER_EXPORT=<directory>` set, the suite also writes each tree, its points
/// and the engine's answers there, for `Benchmarks/Scripts/peer-textual.sh`.
func peerSuite() -> BenchmarkSuite {
  let exportDirectory = ProcessInfo.processInfo.environment["TOUCHLAB_PEER_EXPORT"].map {
    URL(fileURLWithPath: $0, isDirectory: true)
  }
  return BenchmarkSuite(name: "peer") { suite in
    for tree in PeerTree.all() {
      let points = tree.points()
      let (application, index) = tree.application()
      let floor = FlatHitTest(tree)
      let answers = points.map { point in
        application.hitTest(point, with: nil).flatMap { index[ObjectIdentifier($0)] } ?? -1
      }
      for (point, answer) in zip(points, answers) {
        precondition(floor.hit(point.x, point.y) == answer, "\(tree.name): floor and engine disagree")
      }
      if let exportDirectory {
        do {
          try tree.export(to: exportDirectory)
          try answers.map { "\($0)\n" }.joined().write(
            to: exportDirectory.appendingPathComponent("\(tree.name).hits"), atomically: true,
            encoding: .utf8)
        } catch {
          preconditionFailure("cannot write \(tree.name) to \(exportDirectory.path): \(error)")
        }
      }

      suite.benchmark("\(tree.name) engine x10k") { state in
        var last: View?
        try state.measure {
          for point in points { last = application.hitTest(point, with: nil) }
        }
        precondition(last.flatMap { index[ObjectIdentifier($0)] } == answers.last)
      }
      suite.benchmark("\(tree.name) floor x10k") { state in
        var last = -1
        try state.measure {
          for point in points { last = floor.hit(point.x, point.y) }
        }
        precondition(last == answers.last)
      }
    }
  }
}
