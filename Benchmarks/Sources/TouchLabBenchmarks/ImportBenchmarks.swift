import Benchmark
import Foundation
import TouchImport
import TouchKit
import TouchLayout
import TouchOpening

/// Benchmark 9: a 10,000-view `recursiveDescription` dump (issue 15), read, imported (each
/// view's class, id, geometry decided) and opened (its views made, as every command and the
/// explorer do), and, for `touchlab import` and for comparison, its layout written as YAML and
/// read back. Goal: import and open well under a second (300 ms).
///
/// The dump (``tenThousandViewDump()``): a window, a navigation stack of private containers,
/// a table view of 1,000 cells, each a cell, its content view, a label with text, a switch
/// and its separator, its switch's five private parts: 10,004 views, about 2 MB, the
/// size of a long feed dumped in LLDB.
func importSuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "import") { suite in
    let text = tenThousandViewDump()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-feed-10k.txt")
    try? text.write(to: file, atomically: true, encoding: .utf8)
    suite.benchmark("10k-view dump: parse") { state in
      var count = 0
      try state.measure { count = DumpParser.parse(text, source: "feed.txt").viewCount }
      state.counters["views"] = Double(count)
    }
    suite.benchmark("10k-view dump: import (parse, decide every view)") { state in
      var count = 0
      try state.measure {
        if case .success(let imported) = DumpImporter.importDump(text: text, source: "feed.txt") {
          count = imported.viewCount
        }
      }
      state.counters["views"] = Double(count)
    }
    if case .success(let imported) = DumpImporter.importDump(text: text, source: "feed.txt") {
      suite.benchmark("10k-view dump: make the views (open an import)") { state in
        try state.measure {
          _ = try? LayoutLoader.load(imported: imported, source: "feed.txt", registry: .standard)
        }
      }
      suite.benchmark("10k-view dump: write the layout's YAML (touchlab import)") { state in
        var bytes = 0
        try state.measure { bytes = imported.yaml.utf8.count }
        state.counters["layout bytes"] = Double(bytes)
      }
      suite.benchmark("10k-view dump: open through the written YAML (before)") { state in
        try state.measure {
          _ = try? LayoutLoader.load(importedYAMLOf: imported, source: "feed.txt", registry: .standard)
        }
      }
    }
    suite.benchmark("10k-view dump: import and open (LayoutLoader.load(contentsOf:))") { state in
      var views = 0
      try state.measure {
        guard let layout = try? LayoutLoader.load(contentsOf: file.path) else { return }
        views = layout.application.windows.reduce(0) { $0 + $1.allViews.count }
      }
      state.counters["views"] = Double(views)
    }
  }
}

/// The 10,004-view dump, in the exact format of an iOS 15 `recursiveDescription`.
func tenThousandViewDump() -> String {
  var lines = [
    "(lldb) po UIApplication.shared.windows.first!.value(forKey: \"recursiveDescription\")!",
    "<UIWindow: 0x7fb1c2d0a000; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c4a2b0>; "
      + "layer = <UIWindowLayer: 0x600000c4a1f0>>",
    "   | <UITransitionView: 0x7fb1c2f08b10; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000e2c520>>",
    "   |    | <UILayoutContainerView: 0x7fb1c2e0c4f0; frame = (0 0; 390 844); clipsToBounds = YES; autoresize = W+H; "
      + "layer = <CALayer: 0x600000e2d0e0>>",
    "   |    |    | <UITableView: 0x7ff5e2819200; frame = (0 0; 390 844); clipsToBounds = YES; autoresize = W+H; "
      + "gestureRecognizers = <NSArray: 0x6000022f1ce0>; layer = <CALayer: 0x600002c8e8a0>; contentOffset: {0, 0}; "
      + "contentSize: {390, 44000}; adjustedContentInset: {0, 0, 0, 0}>",
  ]
  let cell = "   |    |    |    | "
  var address = 0x7ff5_e300_0000
  func next() -> String {
    address += 0x110
    return "0x" + String(address, radix: 16)
  }
  for row in 0..<1_000 {
    let y = row * 44
    lines.append(
      cell
        + "<UITableViewCell: \(next()); frame = (0 \(y); 390 44); autoresize = W; layer = <CALayer: \(next())>>"
    )
    lines.append(
      cell + "   | <UITableViewCellContentView: \(next()); frame = (0 0; 390 43.5); "
        + "gestureRecognizers = <NSArray: \(next())>; layer = <CALayer: \(next())>>")
    lines.append(
      cell + "   |    | <UITableViewLabel: \(next()); frame = (20 0; 300 43.5); text = 'Row \(row)'; "
        + "userInteractionEnabled = NO; layer = <_UILabelLayer: \(next())>>")
    lines.append(cell + "   |    |    | <_UILabelContentLayer: \(next())> (layer)")
    lines.append(
      cell
        + "   |    | <UISwitch: \(next()); frame = (323 6.5; 51 31); opaque = NO; layer = <CALayer: \(next())>>"
    )
    for part in 0..<5 {
      lines.append(
        cell
          + "   |    |    | <UISwitchModernVisualElement: \(next()); frame = (0 0; 51 31); clipsToBounds = YES; "
          + "tag = \(part); layer = <CALayer: \(next())>>")
    }
    lines.append(
      cell
        + "   | <_UITableViewCellSeparatorView: \(next()); frame = (20 43.5; 370 0.5); layer = <CALayer: \(next())>>"
    )
  }
  lines.append("(lldb) ")
  return lines.joined(separator: "\n") + "\n"
}
