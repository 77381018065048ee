import Benchmark
import Foundation
import TouchKit

/// Issue 42's hit testing near the floor: the engine's untraced `hitTest(_:with:)` and the
/// flat floor (``FlatHitTest``) over the same 10,000 seeded points of each ``PeerTree``. One
/// iteration is all 10,000 points: divide by 10,000 for one hit test.
///
/// A tree is built (and the engine's answers checked against the floor's) only when one of its
/// benchmarks runs, so `--filter peer-balanced-1k` does not first hit test the 10k chain (half
/// a minute), and callgrind (`Benchmarks/Scripts/peer-instructions.sh`) can count one tree.
///
/// With `TOUCHLAB_PEER_EXPORT=<directory>` set, the suite also writes each tree, its points
/// and the engine's answers there, for `Benchmarks/Scripts/peer-textual.sh`.
func peerSuite() -> BenchmarkSuite {
  let exportDirectory = ProcessInfo.processInfo.environment["TOUCHLAB_PEER_EXPORT"].map {
    URL(fileURLWithPath: $0, isDirectory: true)
  }
  return BenchmarkSuite(name: "peer") { suite in
    for tree in PeerTree.all() {
      let fixture = PeerFixture(tree, exportTo: exportDirectory)
      suite.benchmark("\(tree.name) engine x10k") { state in
        let (application, points, answers, index) = fixture.made
        var last: View?
        try state.measure {
          for point in points { last = application.hitTest(point, with: nil) }
        }
        precondition(last.flatMap { index[ObjectIdentifier($0)] } == answers.last)
      }
      suite.benchmark("\(tree.name) floor x10k") { state in
        let (_, points, answers, _) = fixture.made
        let floor = fixture.floor
        var last = -1
        try state.measure {
          for point in points { last = floor.hit(point.x, point.y) }
        }
        precondition(last == answers.last)
      }
    }
  }
}

/// One tree's views, points, floor and answers, made on first use and shared by its two
/// benchmarks; making them refuses to go on if the floor and the engine disagree on any point.
private final class PeerFixture {
  let tree: PeerTree
  let exportDirectory: URL?

  init(_ tree: PeerTree, exportTo exportDirectory: URL?) {
    self.tree = tree
    self.exportDirectory = exportDirectory
  }

  lazy var floor = FlatHitTest(tree)

  lazy var made: (Application, [CGPoint], [Int], [ObjectIdentifier: Int]) = {
    // Fewer points for callgrind (`peer-instructions.sh`): on a chain of 10,000 views one
    // iteration of 10,000 hit tests visits 100 million views, hours under callgrind.
    let count = ProcessInfo.processInfo.environment["TOUCHLAB_PEER_POINTS"].flatMap { Int($0) } ?? 10_000
    let points = tree.points(count: count)
    let (application, index) = tree.application()
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
    return (application, points, answers, index)
  }()
}
