import Benchmark
import Foundation
import TouchLabTUI

/// Signalled by the watchdog's exit hook, where the process would end.
private let ended = DispatchSemaphore(value: 0)

/// Benchmark 7: how long `q` takes to end a stuck explorer (issue 16 #2). Goal: under 100 ms.
///
/// The input loop is stuck (marked busy and never idle again); one iteration writes `q` to the
/// watchdog's input (a pipe standing for the terminal) and waits until the watchdog decides to
/// end the process (its exit hook, standing for restoring the terminal and `_exit`). The time
/// is the watchdog's grace (``Watchdog/grace``, 50 ms, which a loop that is merely slow gets to
/// answer in) plus up to one poll interval (10 ms); restoring the terminal afterwards is one
/// write(2) and one tcsetattr(3).
func quitLatencySuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "quit") { suite in
    suite.benchmark("q while stuck → exit") { state in
      var ends: [Int32] = [0, 0]
      precondition(pipe(&ends) == 0, "no pipe")
      Watchdog.setExitHook { ended.signal() }
      guard let watchdog = Watchdog.start(input: ends[0]) else { preconditionFailure("no watchdog") }
      let quit = [UInt8(ascii: "q")]
      try state.measure {
        _ = quit.withUnsafeBytes { write(ends[1], $0.baseAddress, 1) }
        ended.wait()
      }
      watchdog.stop()
      Watchdog.setExitHook(nil)
      close(ends[0])
      close(ends[1])
    }
  }
}
