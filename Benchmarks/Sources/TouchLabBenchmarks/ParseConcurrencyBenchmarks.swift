import Benchmark
import Foundation
import TouchLayout

/// Two parses at once (issue 35): each parse keeps its own nesting limit, so parses on two
/// threads run together; while libyaml's limit was one global, every parse held a process-wide
/// lock and two took twice as long as one. The text is a 2,000-view layout (about 90 KB): under
/// 128 KiB, so each parse is one thread (no parse ahead, no early build, no split), and it is
/// composed whole by `LayoutCode.references(in:path:)`, which parses a text that may name
/// `code:` (the comment's word) and reads nothing else of it.
func parseConcurrencySuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "parse") { suite in
    suite.benchmark("2k views, one parse") { state in
      let text = parseText()
      state.start()
      let found = LayoutCode.references(in: text, path: "parse.yaml")
      try state.end()
      state.counters["references"] = Double(found.count)
    }
    suite.benchmark("2k views, two parses on two threads") { state in
      let text = parseText()
      let other = DispatchSemaphore(value: 0)
      state.start()
      Thread {
        _ = LayoutCode.references(in: text, path: "parse.yaml")
        other.signal()
      }.start()
      let found = LayoutCode.references(in: text, path: "parse.yaml")
      other.wait()
      try state.end()
      state.counters["references"] = Double(found.count)
    }
  }
}

/// The 2,000-view layout, with a comment that makes `LayoutCode` parse it.
private func parseText() -> String { "# no code\n" + loadLayoutText(views: 2_000) }
