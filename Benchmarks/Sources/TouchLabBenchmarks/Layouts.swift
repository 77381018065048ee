import Foundation
import TouchKit

/// A generated hierarchy and the point the benchmarks tap in it.
///
/// Layouts are built in Swift with the engine's own API rather than loaded from YAML, so the
/// benchmarks measure event delivery and nothing of the loader. Every view has a unique id
/// (its path of subview indices), which the floor benchmark uses to find the views a hit test
/// visited from the trace.
struct BenchmarkLayout {
  /// Short name used in benchmark names: `wide-10k`, `deep-1k`, ...
  let name: String
  let application: Application
  let window: Window
  /// In screen coordinates. Chosen so that hit testing visits as many views as any point can
  /// make it visit: at every level the hit view's ancestor is the *backmost* subview, which
  /// `hitTest(_:with:)` asks last (it walks `subviews` front to back).
  let tapPoint: CGPoint
  /// The window included.
  let viewCount: Int
}

extension BenchmarkLayout {
  /// The four layouts of docs/performance.md, small ones first. A function, not a static
  /// property: views are not `Sendable`, and each run builds its own.
  static func standard() -> [BenchmarkLayout] {
    [
      wide(containers: 10, name: "wide-1k"),
      wide(containers: 100, name: "wide-10k"),
      deep(levels: 6, name: "deep-1k"),
      deep(levels: 8, name: "deep-10k"),
    ]
  }

  /// A window of `containers` 100×100 containers in rows of 10, each holding a 10×10 grid of
  /// 10×10 children: 1 + containers × 101 views. Nothing overlaps, so a tap visits every
  /// container (one failed `point(inside:)` each) and then every child of the one it is in.
  ///
  /// The tap lands in child 0 of container 0, the backmost of each, at (5, 5).
  static func wide(containers: Int, name: String) -> BenchmarkLayout {
    let rows = (containers + 9) / 10
    let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 1000, height: CGFloat(rows) * 100))
    for c in 0..<containers {
      let container = View(
        id: "c\(c)",
        frame: CGRect(x: CGFloat(c % 10) * 100, y: CGFloat(c / 10) * 100, width: 100, height: 100))
      for k in 0..<100 {
        container.addSubview(
          View(
            id: "c\(c).\(k)",
            frame: CGRect(x: CGFloat(k % 10) * 10, y: CGFloat(k / 10) * 10, width: 10, height: 10))
        )
      }
      window.addSubview(container)
    }
    let application = Application()
    application.addWindow(window)
    return BenchmarkLayout(
      name: name, application: application, window: window, tapPoint: CGPoint(x: 5, y: 5),
      viewCount: 1 + containers * 101)
  }

  /// A complete tree of fan-out 3, `levels` levels below the window: (3^(levels+1) − 1) / 2
  /// views, the window included (1,093 for 6 levels, 9,841 for 8). The window is 810×810;
  /// each view splits its parent in three, in columns at even depths and in rows at odd
  /// depths, so siblings never overlap.
  ///
  /// The tap lands in the leaf reached by taking subview 0 (the backmost) at every level: the
  /// centre of the window's top-left leaf.
  static func deep(levels: Int, name: String) -> BenchmarkLayout {
    let size: CGFloat = 810
    let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: size, height: size))
    let count = addChildren(to: window, path: "v", depth: 0, levels: levels)
    let application = Application()
    application.addWindow(window)
    var leaf = CGSize(width: size, height: size)
    for depth in 0..<levels {
      if depth % 2 == 0 { leaf.width /= 3 } else { leaf.height /= 3 }
    }
    return BenchmarkLayout(
      name: name, application: application, window: window,
      tapPoint: CGPoint(x: leaf.width / 2, y: leaf.height / 2), viewCount: 1 + count)
  }

  /// Adds three children to `parent` and recurses; returns how many views it added.
  private static func addChildren(to parent: View, path: String, depth: Int, levels: Int) -> Int {
    guard depth < levels else { return 0 }
    let size = parent.bounds.size
    var added = 0
    for index in 0..<3 {
      let frame =
        depth % 2 == 0
        ? CGRect(x: CGFloat(index) * size.width / 3, y: 0, width: size.width / 3, height: size.height)
        : CGRect(x: 0, y: CGFloat(index) * size.height / 3, width: size.width, height: size.height / 3)
      let child = View(id: "\(path).\(index)", frame: frame)
      parent.addSubview(child)
      added += 1 + addChildren(to: child, path: "\(path).\(index)", depth: depth + 1, levels: levels)
    }
    return added
  }

  /// 5,000 views (plus the window) for the canvas render benchmark: 50 containers of 20×12 pt,
  /// each with 99 children of 2×1 pt, on a 200×60-point window. At 200×60 cells most children
  /// draw as single-cell boxes, so every view costs the renderer a box.
  static func renderable5k() -> BenchmarkLayout { renderable(containers: 50) }

  /// `containers` containers of 99 children each on the 200×60 window: the first 50 tile it
  /// (10 across, 5 down); past 50 they stack on those places again, later ones in front, so
  /// every view of a 100,000-view layout (1,000 containers) is on screen and drawn.
  static func renderable(containers: Int) -> BenchmarkLayout {
    let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    for c in 0..<containers {
      let place = c % 50
      let container = View(
        id: "c\(c)",
        frame: CGRect(x: CGFloat(place % 10) * 20, y: CGFloat(place / 10) * 12, width: 20, height: 12))
      for k in 0..<99 {
        container.addSubview(
          View(
            id: "c\(c).\(k)", frame: CGRect(x: CGFloat(k % 11) * 2, y: CGFloat(k / 11), width: 2, height: 1)))
      }
      window.addSubview(container)
    }
    let application = Application()
    application.addWindow(window)
    let name = containers == 50 ? "render-5k" : "render-\(containers / 10)k"
    return BenchmarkLayout(
      name: name, application: application, window: window, tapPoint: CGPoint(x: 1, y: 0.5),
      viewCount: 1 + containers * 100)
  }
}
