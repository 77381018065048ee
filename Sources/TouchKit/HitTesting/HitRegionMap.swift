import Foundation

/// Which view a tap at each sample of a grid hits, and which view is drawn on top there: the
/// hit-region map (issue 41).
///
/// The explorer draws where views are; this says where each is *hit*, by running the real hit
/// test at every sample (``Application/hitTest(_:with:)``, through every window, declarative
/// overrides and a person's Swift overrides included, which run as on a tap). Where the view
/// drawn on top is not the view hit, the sample is a dead zone (drawn, not hit) or a reach zone
/// (hit beyond what is drawn): ``zone(at:)``.
///
/// A person's overrides may print or record (their output goes to the trace on a tap): a map
/// runs them thousands of times, so what they write is counted (``overrideRecords``), not kept.
/// No I/O, and the views are left as found, save what the person's own code does.
public struct HitRegionMap: Sendable {
  public let grid: HitMapGrid
  /// The views the map names: every view of every window, back to front in drawing order
  /// (each before its subviews, so a view's subtree is the run ``MappedView/subtreeEnd`` ends),
  /// then any other view a hit test returned.
  public let views: [MappedView]
  /// Per sample, row by row: the index in ``views`` of the view hit there, or -1 for none.
  public let hits: [Int32]
  /// Per sample: the index of the view drawn on top there, or -1 for bare screen.
  public let drawn: [Int32]
  /// How many trace records and lines of output the person's overrides made while the map was
  /// computed: counted, not logged (a touch's trace is not the place for thousands of probes).
  public let overrideRecords: Int
  /// Each mapped view's index by its object: a script's target is a view, and ids may repeat.
  private let identities: [ObjectIdentifier: Int32]

  /// Maps `application` over `grid` as a touch at `time` (default: the application's clock)
  /// would find it.
  public init(application: Application, grid: HitMapGrid, time: TimeInterval? = nil) {
    let time = time ?? application.scheduler.now
    var table = MappedViewTable(application: application)
    self.grid = grid
    drawn = table.paint(grid)
    var hits = [Int32](repeating: -1, count: grid.count)
    let counter = TraceRecorder()
    let event = Event(trace: nil)
    event.timestamp = time
    let previousTrace = application.trace
    application.trace = counter
    defer { application.trace = previousTrace }
    UserOutput.writing(to: counter) {
      for row in 0..<grid.rows.count {
        for column in 0..<grid.columns.count {
          let point = grid.point(column: column, row: row)
          var view = application.hitTest(point, with: event)
          if application.callsHitTestTwice { view = application.hitTest(point, with: event) }
          hits[row * grid.columns.count + column] = view.map { table.index(of: $0) } ?? -1
          counter.drain { _ in }
        }
      }
    }
    self.hits = hits
    views = table.views
    identities = table.identities
    overrideRecords = counter.count
  }

  /// The sample's index in ``hits`` and ``drawn``.
  public func index(column: Int, row: Int) -> Int { row * grid.columns.count + column }

  /// The view hit at sample (`column`, `row`), if any.
  public func hitView(column: Int, row: Int) -> MappedView? {
    let index = hits[index(column: column, row: row)]
    return index >= 0 ? views[Int(index)] : nil
  }

  /// The view drawn on top at sample (`column`, `row`), if any.
  public func drawnView(column: Int, row: Int) -> MappedView? {
    let index = drawn[index(column: column, row: row)]
    return index >= 0 ? views[Int(index)] : nil
  }

  /// What a tap at sample `index` finds, against what is drawn there:
  ///
  /// - ``HitZone/hit``: the view drawn on top is the view hit;
  /// - ``HitZone/reach``: the view hit is not drawn at that point at all (an area grown beyond
  ///   the view's frame, a redirect to a view elsewhere);
  /// - ``HitZone/dead``: the view drawn on top is not hit there (outside its superview, with
  ///   interaction off, under a pass-through overlay's parent…), whether a view under it or
  ///   nothing is;
  /// - ``HitZone/empty``: nothing drawn, nothing hit.
  public func zone(at index: Int) -> HitZone {
    let hit = hits[index]
    let top = drawn[index]
    if hit < 0 { return top < 0 ? .empty : .dead }
    if hit == top { return .hit }
    let column = index % grid.columns.count
    let row = index / grid.columns.count
    let point = grid.point(column: column, row: row)
    guard let visible = views[Int(hit)].visibleRect, visible.contains(point) else { return .reach }
    return .dead
  }

  public func zone(column: Int, row: Int) -> HitZone { zone(at: index(column: column, row: row)) }

  /// The index of `view` in ``views``, if the map names it.
  public func viewIndex(of view: View) -> Int? {
    identities[ObjectIdentifier(view)].map(Int.init)
  }

  /// The index in ``views`` of the first view with this trace id (as `view(withID:)` finds the
  /// first in document order, drawing order may differ only among siblings with a zPosition).
  public func viewIndex(id: String) -> Int? {
    views.firstIndex { $0.id == id }
  }
}

/// What a sample of a ``HitRegionMap`` shows (``HitRegionMap/zone(at:)``).
public enum HitZone: Sendable, Equatable {
  case empty
  case hit
  case dead
  case reach
}

/// A view as the map names it: its trace id and where it is drawn.
public struct MappedView: Sendable, Equatable {
  public let id: String
  /// The bounding box of its bounds on screen: what the explorer draws as its box.
  public let frame: CGRect
  /// Its frame cut by the ancestors that clip it, where it is drawn at all: nil when it or an
  /// ancestor is hidden or below hit testing's alpha (invisible on a device), or cut away.
  public let visibleRect: CGRect?
  /// The end of its subtree in ``HitRegionMap/views``: the views from its own index up to this
  /// one are it and its subviews.
  public let subtreeEnd: Int
}
