import Benchmark
import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchScript
import TouchTrace

/// Benchmark 5: a 10,000-step script on a 1,000-view layout with its whole trace written as
/// JSON Lines as it runs (`ScriptRunner.run(_:on:streamingTraceTo:)` into a
/// `TraceLinesWriter`), as `touchlab run --trace-dir DIR --trace-format jsonl` does. Goal: at
/// least 20,000 steps per second, memory flat as the script grows.
///
/// The script (``tapScript(_:steps:)``): taps on the layout's leaves by id, one after another
/// (`tap: c0.0`, `tap: c0.1`, …), so every tap hits a different view and the runner finds each
/// target by id, as a written script makes it. Each iteration runs the whole script once.
func scriptSuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "script") { suite in
    for layout in [BenchmarkLayout.wide(containers: 10, name: "wide-1k"), .deep(levels: 6, name: "deep-1k")] {
      for steps in [1_000, 10_000] {
        let script = tapScript(layout, steps: steps)
        let label = "\(layout.name) \(steps) taps"

        suite.benchmark("\(label), jsonl discarded") { state in
          var outcome = StreamOutcome()
          try state.measure { outcome = stream(script, layout) { _ in } }
          outcome.report(to: &state)
        }

        suite.benchmark("\(layout.name) \(steps) taps, jsonl to /dev/null") { state in
          var outcome = StreamOutcome()
          let output = DiscardingFile()
          try state.measure { outcome = stream(script, layout, to: output.append) }
          outcome.report(to: &state)
        }

        // The command's own path (issue 42): the records into a `TraceFileStream`, its 64 KiB
        // buffer and write(2) to a real file, then its commit (fsync, rename), as `touchlab run
        // --trace-dir DIR --trace-format jsonl` streams them (Sources/touchlab/Run.swift).
        suite.benchmark("\(label), jsonl to a TraceFileStream") { state in
          let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchlab-bench-\(ProcessInfo.processInfo.processIdentifier).jsonl").path
          try state.measure {
            do {
              let stream = try TraceFileStream(path: path)
              _ = ScriptRunner.run(script, on: benchmarkLayout(layout), streamingRecordsTo: stream.record)
              try stream.commit()
            } catch {
              preconditionFailure("cannot write \(path): \(error)")
            }
          }
          try? FileManager.default.removeItem(atPath: path)
        }

        suite.benchmark("\(label), trace kept, no jsonl") { state in
          var records = 0
          try state.measure {
            records = ScriptRunner.run(script, on: benchmarkLayout(layout)).trace.records.count
          }
          state.counters["records"] = Double(records)
          state.counters["maxRSS MiB"] = maximumResidentMiB()
        }
      }
    }
  }
}

/// `tap: <leaf id>` for `steps` steps, going round the layout's leaves (views without subviews).
func tapScript(_ layout: BenchmarkLayout, steps: Int) -> Script {
  let leaves = layout.window.allViews.filter(\.subviews.isEmpty).map(\.id)
  return Script(
    source: "\(layout.name)-taps.yaml",
    steps: (0..<steps).map { .init(action: .gesture(.tap(.view(leaves[$0 % leaves.count]))), name: "tap") })
}

/// The benchmark layout as the runner takes it; the application is shared between iterations
/// (taps on plain views change nothing in it).
func benchmarkLayout(_ layout: BenchmarkLayout) -> Layout {
  Layout(
    source: layout.name, title: nil, screenSize: layout.window.frame.size, application: layout.application)
}

/// What a streamed run did.
struct StreamOutcome {
  var records = 0
  var largestBatch = 0
  var bytes = 0

  func report(to state: inout BenchmarkState) {
    precondition(records > 0, "the trace could not be written")
    state.counters["records"] = Double(records)
    state.counters["held"] = Double(largestBatch)
    state.counters["MiB"] = Double(bytes) / 1_048_576
    state.counters["maxRSS MiB"] = maximumResidentMiB()
  }
}

/// Runs `script`, streaming its JSON Lines to `sink`; no records if writing failed (it cannot:
/// the writer throws only for values `JSONEncoder` rejects, and traces have none).
func stream(
  _ script: Script, _ layout: BenchmarkLayout, to sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void
) -> StreamOutcome {
  var outcome = StreamOutcome()
  var writer = TraceLinesWriter(bytes: { bytes in
    outcome.bytes += bytes.count
    sink(bytes)
  })
  guard
    let result = try? ScriptRunner.run(
      script, on: benchmarkLayout(layout),
      streamingTraceTo: { records in
        outcome.largestBatch = max(outcome.largestBatch, records.count)
        try writer.write(records)
      }),
    (try? writer.finish()) != nil
  else { return StreamOutcome() }
  precondition(result.holds && result.steps.count == script.steps.count)
  outcome.records = result.steps.last?.records.upperBound ?? 0
  return outcome
}

/// /dev/null through a 64 KiB buffer, as `touchlab run` writes a trace file (TraceFileStream).
final class DiscardingFile {
  private let handle = FileHandle(forWritingAtPath: "/dev/null")
  private var buffer: [UInt8] = []

  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    buffer.append(contentsOf: bytes)
    guard buffer.count >= 1 << 16 else { return }
    try? handle?.write(contentsOf: buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}

/// The process's peak resident memory so far (`getrusage`'s `ru_maxrss`, KiB on Linux), in MiB.
func maximumResidentMiB() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}
