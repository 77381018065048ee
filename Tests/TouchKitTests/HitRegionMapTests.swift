import Foundation
import Testing

@testable import TouchKit

/// The hit-region map (issue 41): which view a tap at each point hits, by the real hit test of
/// reference §1, against what is drawn there.
@Suite("Hit-region map")
struct HitRegionMapTests {
  /// The stage's window, one sample a point.
  private func pointMap(_ stage: Stage) -> HitRegionMap {
    HitRegionMap(application: stage.application, grid: .points(in: stage.window.frame))
  }

  @Test("Every sample's view is the one Application.hitTest returns at its point (§1)")
  func samplesAreTheHitTest() {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(20, 20, 200, 100)))
    stage.add(View(id: "save", frame: rect(150, 60, 120, 40)), to: card)
    let grid = HitMapGrid(
      columns: .uniform(from: 0, step: 7, count: 57), rows: .uniform(from: 0, step: 11, count: 27))
    let map = HitRegionMap(application: stage.application, grid: grid)
    for row in 0..<grid.rows.count {
      for column in 0..<grid.columns.count {
        let expected = stage.application.hitTest(grid.point(column: column, row: row), with: nil)
        #expect(map.hitView(column: column, row: row)?.id == expected?.traceID)
      }
    }
  }

  @Test("A subview outside its superview is drawn, not hit: a dead zone taken by what is behind (§1, §8 #1)")
  func outsideSuperviewIsDead() throws {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(20, 20, 200, 100)))
    stage.add(View(id: "save", frame: rect(150, 60, 120, 40)), to: card)
    let map = pointMap(stage)
    let index = try #require(map.viewIndex(id: "save"))
    let region = map.region(ofView: index)
    // save is 170…290 × 80…120 on screen; card ends at x = 220.
    #expect(region.rectangles == [rect(170, 80, 50, 40)])
    #expect(region.area == 2000)
    #expect(region.shareOfFrame == 2000.0 / 4800.0)
    #expect(region.bestTapPoint == CGPoint(x: 195, y: 100))
    #expect(region.deadZones.map(\.takenBy) == ["window"])
    #expect(region.deadZones.first?.rectangles == [rect(220, 80, 70, 40)])
    #expect(map.zone(column: 250, row: 100) == .dead)
    #expect(map.zone(column: 200, row: 100) == .hit)
  }

  @Test("A grown hit area is hit beyond what is drawn: a reach zone (hitSlop, the override it stands for)")
  func hitSlopIsReach() throws {
    let stage = Stage()
    let button = stage.add(View(id: "button", frame: rect(100, 100, 40, 20)))
    button.hitArea = HitArea(hitSlop: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    let map = pointMap(stage)
    let region = map.region(ofView: try #require(map.viewIndex(id: "button")))
    #expect(region.area == 2400)
    #expect(region.reachArea == 1600)
    #expect(region.shareOfFrame == 3)
    #expect(map.zone(column: 95, row: 95) == .reach)
    #expect(map.zone(column: 120, row: 110) == .hit)
    #expect(region.deadZones.isEmpty)
  }

  @Test("Interaction off: drawn, not hit; the view behind takes the taps (§1 skip rules)")
  func interactionOffIsDead() throws {
    let stage = Stage()
    stage.add(View(id: "list", frame: rect(0, 0, 200, 200)))
    let banner = stage.add(View(id: "banner", frame: rect(0, 50, 200, 50)))
    banner.isUserInteractionEnabled = false
    let map = pointMap(stage)
    let region = map.region(ofView: try #require(map.viewIndex(id: "banner")))
    #expect(region.area == 0)
    #expect(region.bestTapPoint == nil)
    #expect(region.deadZones.map(\.takenBy) == ["list"])
    #expect(region.deadZones.first?.area == 10_000)
    #expect(map.zone(column: 10, row: 60) == .dead)
  }

  @Test("A pass-through overlay: the view under it is hit through it, the overlay's box is dead")
  func passThroughOverlay() throws {
    let stage = Stage()
    stage.add(View(id: "save", frame: rect(50, 50, 100, 40)))
    let overlay = stage.add(View(id: "overlay", frame: rect(0, 0, 400, 300)))
    overlay.hitTestOverride = .passThrough
    let map = pointMap(stage)
    let save = map.region(ofView: try #require(map.viewIndex(id: "save")))
    #expect(save.rectangles == [rect(50, 50, 100, 40)])
    #expect(map.drawnView(column: 60, row: 60)?.id == "overlay")
    #expect(map.hitView(column: 60, row: 60)?.id == "save")
    #expect(map.zone(column: 60, row: 60) == .dead)
    // Beside save the overlay passes the touch to the window, which is under it: dead too.
    #expect(map.hitView(column: 10, row: 10)?.id == "window")
    #expect(map.zone(column: 10, row: 10) == .dead)
  }

  @Test("A covered half: the best tap point is the centre of the largest tappable rectangle")
  func bestTapPointAvoidsCover() throws {
    let stage = Stage()
    stage.add(View(id: "save", frame: rect(0, 0, 100, 40)))
    stage.add(View(id: "cover", frame: rect(60, 0, 100, 40)))
    let map = pointMap(stage)
    let save = map.region(ofView: try #require(map.viewIndex(id: "save")))
    #expect(save.bestTapPoint == CGPoint(x: 30, y: 20))
    #expect(save.deadZones.map(\.takenBy) == ["cover"])
    #expect(stage.application.hitTest(try #require(save.bestTapPoint), with: nil)?.id == "save")
  }

  @Test("Output and records of a person's override while mapping are counted, not kept")
  func overrideOutputCounted() {
    final class Loud: View {
      override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        UserOutput.write("asked")
        return super.hitTest(point, with: event)
      }
    }
    let stage = Stage()
    stage.add(Loud(id: "loud", frame: rect(0, 0, 400, 300)))
    let grid = HitMapGrid(
      columns: .uniform(from: 0, step: 40, count: 10), rows: .uniform(from: 0, step: 30, count: 10))
    let map = HitRegionMap(application: stage.application, grid: grid)
    #expect(map.overrideRecords == 100)
    #expect(UserOutput.takePending(from: stage.application).isEmpty)
    #expect(stage.application.trace == nil)
  }

  @Test("Drawing order follows zPosition, hit testing does not (§8 #16)")
  func zPositionDrawnNotHit() {
    let stage = Stage()
    let raised = stage.add(View(id: "raised", frame: rect(0, 0, 100, 100)))
    stage.add(View(id: "front", frame: rect(0, 0, 100, 100)))
    raised.zPosition = 1
    let map = pointMap(stage)
    #expect(map.drawnView(column: 10, row: 10)?.id == "raised")
    #expect(map.hitView(column: 10, row: 10)?.id == "front")
    #expect(map.zone(column: 10, row: 10) == .dead)
  }
}
