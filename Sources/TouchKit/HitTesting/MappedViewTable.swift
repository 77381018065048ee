import Foundation

/// The views a ``HitRegionMap`` names, found once: every window back to front, each view before
/// its subviews and siblings in drawing order (by `zPosition`, then subview order, as the
/// explorer draws them), with where each is drawn; and the index of each view, so a hit test's
/// answer is named in constant time.
struct MappedViewTable {
  private(set) var views: [MappedView] = []
  private(set) var identities: [ObjectIdentifier: Int32] = [:]
  /// Where the views' hit geometry changes: what the precise map's runs are cut at.
  private(set) var breaks = HitMapBreaks()

  /// A view begun and not yet finished: its index, its subviews left to visit, and what they
  /// need of it. An explicit stack: a hierarchy may be 10,000 deep (issue 17).
  private struct Pending {
    let index: Int
    let view: View
    let toScreen: CGAffineTransform
    let clip: CGRect?
    let isDrawn: Bool
    let subviews: [View]
    var next = 0
  }

  /// Draft entries while a view's subtree is still being visited (its end is not yet known).
  private var drafts: [(id: String, frame: CGRect, visible: CGRect?)] = []
  private var ends: [Int] = []

  init(application: Application) {
    for window in application.windowsFrontToBack.reversed() {
      visit(window)
    }
    views = zip(drafts, ends).map {
      MappedView(id: $0.id, frame: $0.frame, visibleRect: $0.visible, subtreeEnd: $1)
    }
    drafts = []
    ends = []
  }

  private mutating func visit(_ window: View) {
    var stack = [begin(window, toSuperview: .identity, clip: nil, drawnAbove: true)]
    while let top = stack.indices.last {
      guard stack[top].next < stack[top].subviews.count else {
        let finished = stack.removeLast()
        ends[finished.index] = drafts.count
        continue
      }
      let child = stack[top].subviews[stack[top].next]
      stack[top].next += 1
      stack.append(
        begin(child, toSuperview: stack[top].toScreen, clip: stack[top].clip, drawnAbove: stack[top].isDrawn))
    }
  }

  /// Enters `view`: its draft entry, and what its subviews need.
  private mutating func begin(_ view: View, toSuperview: CGAffineTransform, clip: CGRect?, drawnAbove: Bool)
    -> Pending
  {
    let toScreen = view.toSuperviewTransform.concatenating(toSuperview)
    let frame = view.bounds.applying(toScreen).clampedToFinite
    // Drawn as a device draws it: hidden views and those below hit testing's alpha (0.01, a
    // view nobody sees) take their subviews with them.
    let isDrawn = drawnAbove && !view.isHidden && !view.isTransparentToHitTesting
    let visible = clip.map { frame.intersection($0) } ?? frame
    breaks.add(view, toScreen: toScreen, frame: frame)
    let index = drafts.count
    drafts.append((view.traceID, frame, isDrawn && !visible.isEmpty ? visible : nil))
    ends.append(index + 1)
    identities[ObjectIdentifier(view)] = Int32(index)
    let innerClip = view.clipsToBounds ? visible : clip
    return Pending(
      index: index, view: view, toScreen: toScreen, clip: innerClip, isDrawn: isDrawn,
      subviews: Self.drawingOrder(view.subviews))
  }

  /// Subviews in the order they are drawn: by `zPosition`, then subview order (a stable sort).
  /// Hit testing ignores zPosition (§8 #16); drawing does not.
  static func drawingOrder(_ subviews: [View]) -> [View] {
    guard subviews.contains(where: { $0.zPosition != 0 }) else { return subviews }
    return subviews.enumerated()
      .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
      .map(\.element)
  }

  /// The index of `view`, added at the end when a hit test returned a view in no window (an
  /// override's answer): it is named, and drawn nowhere.
  mutating func index(of view: View) -> Int32 {
    if let index = identities[ObjectIdentifier(view)] { return index }
    let index = Int32(views.count)
    views.append(MappedView(id: view.traceID, frame: .zero, visibleRect: nil, subtreeEnd: views.count + 1))
    identities[ObjectIdentifier(view)] = index
    return index
  }

  /// The view drawn on top at each sample of `grid`: each view's visible rectangle painted over
  /// the samples it holds, back to front, so the last painted wins (the painter's algorithm).
  /// The cost is the samples each view covers, not views × samples.
  func paint(_ grid: HitMapGrid) -> [Int32] {
    var drawn = [Int32](repeating: -1, count: grid.count)
    let width = grid.columns.count
    for (index, view) in views.enumerated() {
      guard let visible = view.visibleRect else { continue }
      let columns = grid.columns.indices(from: visible.minX, to: visible.maxX)
      guard !columns.isEmpty else { continue }
      for row in grid.rows.indices(from: visible.minY, to: visible.maxY) {
        let start = row * width
        for column in columns { drawn[start + column] = Int32(index) }
      }
    }
    return drawn
  }
}
