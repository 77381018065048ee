import Foundation
import TouchKit

extension BenchmarkLayout {
  /// The flat layouts of issue 17: one parent (the window) with `children` 10×10 subviews in a
  /// square-ish grid, nothing overlapping. Not ``wide(containers:name:)``, which nests 100 in
  /// each container: here a single parent's walk is what grows.
  ///
  /// The tap lands in child 0, the backmost, at (5, 5): the full reverse walk asks every other
  /// child first, the most any point can make it ask.
  static func flat(children: Int, name: String) -> BenchmarkLayout {
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
    let application = Application()
    application.addWindow(window)
    return BenchmarkLayout(
      name: name, application: application, window: window, tapPoint: CGPoint(x: 5, y: 5),
      viewCount: 1 + children)
  }

  /// flat-1k, flat-10k, flat-100k.
  static func flatLayouts() -> [BenchmarkLayout] {
    [
      flat(children: 1_000, name: "flat-1k"),
      flat(children: 10_000, name: "flat-10k"),
      flat(children: 100_000, name: "flat-100k"),
    ]
  }
}
