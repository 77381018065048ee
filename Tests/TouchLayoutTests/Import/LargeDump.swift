import Foundation

/// A generated `recursiveDescription` dump of about 10,000 views, in the exact iOS 15 format,
/// with every attribute the import reads somewhere in it: windows and private containers, a
/// table of cells with labels, switches and buttons, transforms, scroll offsets, hidden and
/// transparent views, unknown recognizers, tags, an animation. The benchmark's dump
/// (Benchmarks, ImportBenchmarks.swift) is the plain feed; this one is for agreement tests.
enum LargeDump {
  static func text(rows: Int = 910) -> String {
    var lines = [
      "(lldb) po UIApplication.shared.windows.first!.value(forKey: \"recursiveDescription\")!",
      "<UIWindow: 0x7fb1c2d0a000; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c4a2b0>; "
        + "layer = <UIWindowLayer: 0x600000c4a1f0>>",
      "   | <UITransitionView: 0x7fb1c2f08b10; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x1>>",
      "   |    | <UITableView: 0x7ff5e2819200; frame = (0 88; 390 756); clipsToBounds = YES; autoresize = W+H; "
        + "gestureRecognizers = <NSArray: 0x2>; layer = <CALayer: 0x3>; contentOffset: {0, 132.5}; "
        + "contentSize: {390, \(rows * 44)}; adjustedContentInset: {0, 0, 0, 0}>",
    ]
    let cell = "   |    |    | "
    var address = 0x7ff5_e300_0000
    func next() -> String {
      address += 0x110
      return "0x" + String(address, radix: 16)
    }
    for row in 0..<rows {
      let hidden = row % 17 == 5 ? " hidden = YES;" : ""
      let alpha = row % 23 == 3 ? " alpha = 0.004;" : row % 11 == 2 ? " alpha = 0.5;" : ""
      lines.append(
        cell
          + "<UITableViewCell: \(next()); frame = (0 \(row * 44); 390 44);\(hidden)\(alpha) autoresize = W; "
          + "layer = <CALayer: \(next())>>")
      lines.append(
        cell + "   | <UITableViewCellContentView: \(next()); frame = (0 0; 390 43.666666666666664); "
          + "gestureRecognizers = <NSArray: \(next())>; layer = <CALayer: \(next())>>")
      lines.append(
        cell + "   |    | <UITableViewLabel: \(next()); frame = (20 0; 250.33333333333334 43.5); "
          + "text = 'Row \(row): it's \"quoted\"'; clipsToBounds = YES; userInteractionEnabled = NO; layer = <_UILabelLayer: \(next())>>"
      )
      lines.append(cell + "   |    |    | <_UILabelContentLayer: \(next())> (layer)")
      let transform =
        row % 7 == 1
        ? " transform = [0.70710678118654757, 0.70710678118654746, "
          + "-0.70710678118654746, 0.70710678118654757, 3, -2];"
        : row % 13 == 4 ? " transform = [2, 0, 0, 1.5, 0, 0];" : ""
      lines.append(
        cell + "   |    | <UISwitch: \(next()); frame = (323 6.5; 51 31);\(transform) opaque = NO; "
          + "layer = <CALayer: \(next())>>")
      for part in 0..<3 {
        lines.append(
          cell
            + "   |    |    | <UISwitchModernVisualElement: \(next()); frame = (0 0; 51 31); clipsToBounds = YES; "
            + "tag = \(part); layer = <CALayer: \(next())>>")
      }
      lines.append(
        cell + "   |    | <MyApp.FollowButton: \(next()); baseClass = UIButton; frame = (280 8; 36 28); "
          + "opaque = NO; layer = <CALayer: \(next())>>")
      lines.append(
        cell + "   |    |    | <UIButtonLabel: \(next()); frame = (2 4; 32 20); text = 'Go'; opaque = NO; "
          + "userInteractionEnabled = NO; layer = <_UILabelLayer: \(next())>>")
      lines.append(
        cell + "   |    | <UIImageView: \(next()); frame = (-4 -2.5; 28 28); userInteractionEnabled = NO; "
          + (row % 5 == 0 ? "animations = { position=<CABasicAnimation: \(next())>; }; " : "")
          + "layer = <CALayer: \(next())>>")
      lines.append(
        cell + "   | <_UITableViewCellSeparatorView: \(next()); frame = (20 43.5; 370 0.5); "
          + "layer = <CALayer: \(next())>>")
    }
    lines.append(
      "   | <UIScrollView: 0x7fb1c2f0aaa0; frame = (0 0; 390 88); clipsToBounds = YES; "
        + "gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: {40, 0}; contentSize: {800, 88}>"
    )
    lines.append(
      "   |    | <UISegmentedControl: 0x7fb1c2f0abb0; frame = (50 20; 300 32); opaque = NO; layer = <CALayer: 0x6>>"
    )
    lines.append("(lldb) ")
    return lines.joined(separator: "\n") + "\n"
  }
}
