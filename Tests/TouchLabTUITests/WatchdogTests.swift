import Foundation
import Testing

@testable import TouchLabTUI

nonisolated(unsafe) private var exits = 0
nonisolated(unsafe) private var pollHookArmed = false
private let pollFoundInput = DispatchSemaphore(value: 0)
private let loopReadIt = DispatchSemaphore(value: 0)

/// The watchdog of the input loop (issue 16 #2), on a pipe instead of a terminal and with an
/// exit hook instead of ending the process. The waits are generous upper bounds for a loaded
/// machine, not measurements (the latency is measured in Benchmarks).
@Suite(.serialized) struct WatchdogTests {
  /// A started watchdog on a pipe; `body` gets it and the pipe's write end.
  func withWatchdog(_ body: (Watchdog, Int32) throws -> Void) throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    exits = 0
    Watchdog.setExitHook { exits += 1 }
    defer { Watchdog.setExitHook(nil) }
    let watchdog = try #require(Watchdog.start(input: ends[0]))
    defer { watchdog.stop() }
    try body(watchdog, ends[1])
  }

  func type(_ text: String, into fd: Int32) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  }

  /// Polls `condition` every 5 ms for up to 5 s.
  func eventually(_ condition: () -> Bool) -> Bool {
    for _ in 0..<1000 {
      if condition() { return true }
      usleep(5000)
    }
    return false
  }

  @Test("Bytes typed while the loop is busy are handed back when it is idle: nothing is lost")
  func bytesComeBack() throws {
    try withWatchdog { watchdog, input in
      type("ab", into: input)
      var typed: [UInt8] = []
      // Each look is an idle moment of the loop; it goes back to being busy after it.
      #expect(
        eventually {
          typed += watchdog.idle()
          watchdog.busy()
          return typed.count == 2
        })
      #expect(typed == Array("ab".utf8))
      #expect(exits == 0)
    }
  }

  @Test("A quit byte while busy, the loop idle again within the grace: the loop gets it, no exit")
  func quitHandledByTheLoop() throws {
    try withWatchdog { watchdog, input in
      type("q", into: input)
      usleep(15_000)  // the watchdog has read it (10 ms polls); well within the 50 ms grace
      var typed: [UInt8] = []
      #expect(
        eventually {
          typed += watchdog.idle(); return !typed.isEmpty
        })
      #expect(typed == [UInt8(ascii: "q")])
      watchdog.busy()
      usleep(UInt32(Watchdog.grace) * 3000)
      #expect(exits == 0)
    }
  }

  @Test(
    "A quit byte (q, Ctrl-C) while the loop stays busy ends the process", arguments: ["q", "Q", "\u{03}"])
  func quitWhileStuck(key: String) throws {
    try withWatchdog { _, input in
      type(key, into: input)
      #expect(eventually { exits == 1 })
    }
  }

  @Test("While the loop is idle the watchdog reads nothing: the loop reads for itself")
  func idleLoopReadsForItself() throws {
    try withWatchdog { watchdog, input in
      _ = watchdog.idle()
      type("q", into: input)
      usleep(UInt32(Watchdog.grace) * 3000)
      #expect(exits == 0)
      #expect(watchdog.idle().isEmpty)
    }
  }

  @Test("Input the loop read for itself after the watchdog's poll saw it never blocks the watchdog")
  func staleReadinessNeverBlocks() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    // The race, made certain: the watchdog's poll (the loop busy) sees a byte; before the
    // watchdog takes its lock, the loop goes idle, reads the byte itself and is busy again. The
    // watchdog used to read then, its lock held, and wait for input forever, so the loop's
    // stop() (and every busy and idle) waited for the lock forever: the explorer hung on `q`.
    Watchdog.setPollHook {
      guard pollHookArmed else { return }
      pollHookArmed = false
      pollFoundInput.signal()
      loopReadIt.wait()
    }
    defer { Watchdog.setPollHook(nil) }
    pollHookArmed = true
    let watchdog = try #require(Watchdog.start(input: ends[0]))
    type("x", into: ends[1])
    #expect(pollFoundInput.wait(timeout: .now() + 10) == .success)
    #expect(watchdog.idle().isEmpty)
    var byte: UInt8 = 0
    #expect(read(ends[0], &byte, 1) == 1)
    watchdog.busy()
    loopReadIt.signal()
    let stopped = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      watchdog.stop()
      stopped.signal()
    }
    let answered = stopped.wait(timeout: .now() + 10) == .success
    // A blocked watchdog is let go, so that the suite goes on to report.
    if !answered {
      type("x", into: ends[1])
      stopped.wait()
    }
    #expect(answered, "stop() did not return: the watchdog was blocked in a read, its lock held")
  }
}
