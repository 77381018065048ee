import Foundation
import TouchKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Issue 17, item 5: peak resident memory of a generated layout of N views, built through the
// engine's API (a YAML file of a million views would measure the loader, which is item 1's),
// then one traced tap, headless, as `touchlab trace --tap` does. One layout per process:
// getrusage's peak only grows.
//
//     swift build -c release --package-path Benchmarks --product TouchLabMemory
//     Benchmarks/.build/release/TouchLabMemory 10000 [grid|flat]
//
// `grid`: the window holds N/100 containers in a square grid, each a 10×10 grid of 10×10 views
// (the shape of wide-10k). `flat`: the window holds N-1 views directly (one wide parent, so the
// spatial index of item 3 is built too). Prints one CSV line: shape, views, peak RSS (MiB), RSS
// before building (MiB), heap bytes per view as RSS grew (MiB × 2^20 / views), a bare View's
// heap block (malloc_usable_size), trace records. With `--hit-test` last, it also prints the
// best of 20 batches of 10,000 untraced hit tests at the tap point, in ns per hit test: the check
// that moving state out of the view did not slow the hot path.

/// The process's peak resident memory so far (`ru_maxrss`: KiB on Linux, bytes on macOS), in MiB.
func peakResidentMiB() -> Double {
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576
  #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  #endif
}

#if !canImport(Darwin)
  /// glibc's, declared here: Swift's Glibc module does not export <malloc.h>.
  @_silgen_name("malloc_usable_size")
  func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int
#endif

/// The heap block malloc gave an object: what it really costs, padding included.
func heapBytes(of object: AnyObject) -> Int {
  let pointer = Unmanaged.passUnretained(object).toOpaque()
  #if canImport(Darwin)
    return malloc_size(pointer)
  #else
    return mallocUsableSize(pointer)
  #endif
}

func grid(views: Int) -> Window {
  let containers = max(1, views / 101)
  let columns = Int(Double(containers).squareRoot().rounded(.up))
  let rows = (containers + columns - 1) / columns
  let window = Window(
    id: "window", frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * 100, height: CGFloat(rows) * 100))
  for c in 0..<containers {
    let container = View(
      id: "c\(c)",
      frame: CGRect(x: CGFloat(c % columns) * 100, y: CGFloat(c / columns) * 100, width: 100, height: 100))
    for index in 0..<100 {
      container.addSubview(
        View(
          id: "c\(c).\(index)",
          frame: CGRect(x: CGFloat(index % 10) * 10, y: CGFloat(index / 10) * 10, width: 10, height: 10)))
    }
    window.addSubview(container)
  }
  return window
}

func flat(views: Int) -> Window {
  let children = max(1, views - 1)
  let columns = Int(Double(children).squareRoot().rounded(.up))
  let rows = (children + columns - 1) / columns
  let window = Window(
    id: "window", frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * 10, height: CGFloat(rows) * 10))
  for index in 0..<children {
    window.addSubview(
      View(
        id: "v\(index)",
        frame: CGRect(
          x: CGFloat(index % columns) * 10, y: CGFloat(index / columns) * 10, width: 10, height: 10)))
  }
  return window
}

let arguments = CommandLine.arguments.dropFirst()
let views = arguments.first.flatMap { Int($0) } ?? 10_000
let shape = arguments.dropFirst().first ?? "grid"
let timesHitTests = arguments.last == "--hit-test"
let before = peakResidentMiB()
let window = shape == "flat" ? flat(views: views) : grid(views: views)
let application = Application()
application.addWindow(window)
let recorder = TraceRecorder()
let synthesizer = TouchSynthesizer(application: application, trace: recorder)
for pointer in Gesture.tap(CGPoint(x: 5, y: 5)).pointerEvents(startingAt: 0) {
  synthesizer.send(pointer)
}
let count = window.allViews.count
let peak = peakResidentMiB()
let bare = heapBytes(of: View(frame: .zero))
let perView = (peak - before) * 1_048_576 / Double(count)
print(
  "shape,views,peak RSS MiB,RSS before MiB,bytes per view (RSS),bare View heap bytes,records")
print(
  "\(shape),\(count),\(String(format: "%.1f", peak)),\(String(format: "%.1f", before)),"
    + "\(Int(perView.rounded())),\(bare),\(recorder.records.count)")

if timesHitTests {
  var best = Double.infinity
  for _ in 0..<20 {
    let start = DispatchTime.now().uptimeNanoseconds
    var hits = 0
    for _ in 0..<10_000 where application.hitTest(CGPoint(x: 5, y: 5), with: nil) != nil { hits += 1 }
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 10_000)
    precondition(hits == 10_000, "the tap point must hit a view")
  }
  print("untraced hit test, best of 20 × 10,000: \(String(format: "%.1f", best)) ns")
}
withExtendedLifetime(application) {}
