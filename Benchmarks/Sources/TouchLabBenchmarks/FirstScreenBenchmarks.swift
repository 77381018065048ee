import Benchmark
import Foundation

/// Benchmark 11: the explorer's first screen, timed from process start (issue 17, goals: under
/// 100 ms at 10,000 views, under 4 s at 1,000,000).
///
/// Each iteration starts the real `touchlab` on a pseudo-terminal of its own, 200×60 cells
/// (``PseudoTerminal``), and stops the clock when the status bar's `? help` has been written:
/// the bottom row, which ncurses writes last in the first frame. So it counts what a person
/// waits for: starting the process (the dynamic loader, Swift's runtime), reading and building
/// the layout, making the session and its scene, rendering, and ncurses writing the frame.
/// Quitting (`q`) and the process's exit are outside the measurement.
///
/// The layouts are the load benchmark's (``loadLayoutText(views:)``), written once to files in
/// the temporary folder. The binary is `$TOUCHLAB_BINARY`, else `.build/release/touchlab` under
/// the working directory: build it first (`swift build -c release --product touchlab`).
func firstScreenSuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "firstScreen") { suite in
    for views in [1, 10_000, 100_000, 1_000_000] {
      let name =
        switch views {
        case 1: "1 view"
        case 1_000_000: "1m views"
        default: "\(views / 1_000)k views"
        }
      suite.benchmark(name) { state in
        let binary = touchLabBinary()
        let file = try firstScreenLayout(views: views)
        state.start()
        let terminal = try PseudoTerminal(executable: binary, arguments: [file], columns: 200, rows: 60)
        let drawn = terminal.waitFor(Array("? help".utf8), timeout: 120)
        try state.end()
        terminal.send(Array("q".utf8))
        terminal.waitForExit()
        guard drawn else {
          // precondition's message is dropped in a release build: say it first.
          let output = String(decoding: terminal.output, as: UTF8.self)
          FileHandle.standardError.write(
            Data("no first screen from \(binary) \(file): \(output.debugDescription)\n".utf8))
          preconditionFailure("no first screen")
        }
        state.counters["views"] = Double(views)
      }
    }
  }
}

/// The `touchlab` to start: `$TOUCHLAB_BINARY`, else the release build under the working
/// directory.
func touchLabBinary() -> String {
  let binary = ProcessInfo.processInfo.environment["TOUCHLAB_BINARY"] ?? ".build/release/touchlab"
  guard FileManager.default.isExecutableFile(atPath: binary) else {
    // precondition's message is dropped in a release build: say it first.
    FileHandle.standardError.write(
      Data(
        ("no touchlab at \(binary): run `swift build -c release --product touchlab` in the package's "
          + "folder and the benchmarks from there, or set TOUCHLAB_BINARY\n").utf8))
    preconditionFailure("no touchlab")
  }
  return binary
}

/// The layout of `views` views in a file of the temporary folder, written the first time.
func firstScreenLayout(views: Int) throws -> String {
  let path = NSTemporaryDirectory() + "touchlab-first-screen-\(views).yaml"
  if !FileManager.default.fileExists(atPath: path) {
    try loadLayoutText(views: views).write(toFile: path, atomically: true, encoding: .utf8)
  }
  return path
}
