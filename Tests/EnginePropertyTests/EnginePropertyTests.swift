import Foundation
import Testing
import TouchKit
import TouchTrace

/// Issue 16, item 4: the engine over random touch streams. Each stream is a layout (from the
/// gallery, or generated) and up to forty inputs: fingers down, moving and up, holds, cancels,
/// recognizers forced, properties flipped, what-if re-runs and reloads, often mid-touch. After
/// every stream, every engine it ran on owes nothing (``StreamInvariants``: §2's touch phases,
/// §3's delivery, §4's reset) and the same stream run again gives the same trace, byte for byte.
///
/// Seeded: stream `n` is the same on every machine. `swift test` runs streams 1 to 5,000
/// (about a minute of one core in a debug build; 10,000, the issue's figure, takes two, see
/// docs/reliability.md). `TOUCHLAB_PROPERTY_STREAMS` sets how many (the long run: 1000000) and
/// `TOUCHLAB_PROPERTY_SEED` the first seed. A failure names its seed and prints the smallest
/// stream that still fails (``StreamShrinker``), with its layout and its trace.
@Suite("Engine properties over random touch streams")
struct EnginePropertyTests {
  static let environment = ProcessInfo.processInfo.environment
  static let streams = environment["TOUCHLAB_PROPERTY_STREAMS"].flatMap(Int.init) ?? 10_000
  static let firstSeed = environment["TOUCHLAB_PROPERTY_SEED"].flatMap(UInt64.init) ?? 1

  @Test(
    "§2 §3 §4 After any stream every touch ended once, recognizers are possible, nothing tracks, a replay is identical"
  )
  func randomStreams() {
    let start = Date()
    var failures = 0
    var engines = 0
    var ops = 0
    for seed in Self.firstSeed..<(Self.firstSeed + UInt64(max(Self.streams, 0))) {
      let stream: TouchStream
      do {
        stream = try Self.stream(seed: seed)
      } catch {
        Issue.record("seed \(seed): the generated layout does not load: \(error)")
        continue
      }
      ops += stream.ops.count
      let (problems, engineCount) = Self.check(stream)
      engines += engineCount
      guard !problems.isEmpty else { continue }
      let minimal = StreamShrinker.shrink(stream) { !Self.check($0).problems.isEmpty }
      Issue.record(
        """
        seed \(seed): \(Self.check(minimal).problems.prefix(5).joined(separator: "; "))
        smallest failing stream (rerun: TOUCHLAB_PROPERTY_SEED=\(seed) TOUCHLAB_PROPERTY_STREAMS=1):
        \(minimal)
        \(minimal.layout.name.hasPrefix("generated") ? minimal.layout.yaml : "")
        its trace:
        \(StreamRunner.run(minimal)?.engines.map(\.recorder.trace.text).joined(separator: "\n-- next engine --\n") ?? "")
        """)
      failures += 1
      if failures == 3 { break }
    }
    let seconds = Date().timeIntervalSince(start)
    print(
      "engine properties: \(Self.streams) streams from seed \(Self.firstSeed), \(ops) inputs, \(engines) engines,"
        + " \(failures) failing, \(String(format: "%.1f", seconds)) s")
  }

  @Test("The checks can fail: an engine left with a finger down and a recognizer forced owes both")
  func checksCanFail() throws {
    let layout = try #require(StreamLayout.gallery.first { $0.name.hasSuffix("/gestures.yaml") })
    let loaded = try #require(layout.load())
    let recorder = TraceRecorder()
    let engine = StreamEngine(
      layout: loaded, synthesizer: TouchSynthesizer(application: loaded.application, trace: recorder),
      recorder: recorder)
    engine.synthesizer.send(PointerEvent(.down, at: CGPoint(x: 10, y: 10), time: 0))
    let recognizer = try #require(layout.recognizers.first)
    #expect(loaded.application.gestureRecognizer(withID: recognizer)?.force(.recognize) == true)
    let problems = StreamInvariants.problems(of: engine)
    #expect(problems.contains("touch 1 began 1 times and ended or was cancelled 0 times"))
    #expect(problems.contains { $0.hasPrefix("\(recognizer) on ") && $0.hasSuffix("not reset") })
    #expect(problems.contains("the synthesizer still has a pointer down"))
  }

  /// Stream `seed`: half from the gallery, half on a generated layout.
  static func stream(seed: UInt64) throws -> TouchStream {
    var random = StreamRandom(seed: seed)
    let layout: StreamLayout
    if random.bool(), !StreamLayout.gallery.isEmpty {
      layout = random.pick(StreamLayout.gallery)
    } else {
      var generator = LayoutGenerator(seed: seed)
      layout = try StreamLayout(name: "generated layout \(seed)", yaml: generator.yaml())
    }
    var generator = StreamGenerator(seed: seed, layout: layout)
    return generator.stream()
  }

  /// What is wrong after `stream` (nothing: it holds), and how many engines it ran on.
  static func check(_ stream: TouchStream) -> (problems: [String], engines: Int) {
    guard let first = StreamRunner.run(stream), let second = StreamRunner.run(stream) else {
      return (["the layout did not load"], 0)
    }
    var problems: [String] = []
    for (index, engine) in first.engines.enumerated() {
      problems += StreamInvariants.problems(of: engine).map { "engine \(index + 1): \($0)" }
    }
    if first.traceBytes != second.traceBytes {
      problems.append("the same stream run again gave another trace")
    }
    return (problems, first.engines.count)
  }
}
