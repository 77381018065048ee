import Benchmark
import Foundation

/// Issue 42: the explorer's first screen with code within 10% of the same without. As
/// ``firstScreenSuite()``, each iteration starts the real `touchlab` on a pseudo-terminal of
/// 200×60 cells and stops the clock when the status bar's `? help` is written; `with code` opens
/// `Layouts/Corpus/ModalCardView.yaml` with `--allow-code` (its 80-line file, compiled once
/// before the measurement, so every measured start is a warm one), `without code` the same
/// layout with its `code:` and the card's class removed. Run from the repository root.
func firstScreenCodeSuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "firstScreenCode") { suite in
    let layout = "Layouts/Corpus/ModalCardView.yaml"
    let bare = NSTemporaryDirectory() + "touchlab-first-screen-nocode.yaml"
    var warmed = false
    suite.benchmark("with code (cached)") { state in
      let binary = touchLabBinary()
      // The compile, and the first start's records, once, outside the measurement.
      if !warmed {
        try firstScreen(binary, [layout, "--allow-code"])
        Thread.sleep(forTimeInterval: 2.5)
        try firstScreen(binary, [layout, "--allow-code"])
        warmed = true
      }
      state.start()
      try firstScreen(binary, [layout, "--allow-code"]) { try state.end() }
    }
    suite.benchmark("without code") { state in
      let binary = touchLabBinary()
      let text = try String(contentsOfFile: layout, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("code:") && !$0.contains("class: ModalCardView") }
        .joined(separator: "\n")
      try text.write(toFile: bare, atomically: true, encoding: .utf8)
      state.start()
      try firstScreen(binary, [bare]) { try state.end() }
    }
  }
}

/// Starts `binary` with `arguments` on a pseudo-terminal, calls `drawn` when the first screen's
/// `? help` is written, then quits it.
private func firstScreen(_ binary: String, _ arguments: [String], drawn: () throws -> Void = {}) throws {
  let terminal = try PseudoTerminal(executable: binary, arguments: arguments, columns: 200, rows: 60)
  let shown = terminal.waitFor(Array("? help".utf8), timeout: 120)
  try drawn()
  terminal.send(Array("q".utf8))
  terminal.waitForExit()
  guard shown else {
    FileHandle.standardError.write(
      Data(
        "no first screen from \(binary) \(arguments): \(String(decoding: terminal.output, as: UTF8.self))\n"
          .utf8))
    preconditionFailure("no first screen")
  }
}
