import Foundation
import Testing

/// `touchlab map` (issue 41): the hit-region map headless, on the default layout, whose `save`
/// sticks out of `card` (reference §1: a point outside a view never reaches its subviews).
@Suite("map")
struct MapCommandTests {
  @Test("JSON: save's tappable region is its left half, 80 × 50 pt; its right half is dead, taken by home")
  func saveRegion() throws {
    let result = try TouchlabProcess.run([
      "map", "Layouts/default.yaml", "--view", "save", "--format", "json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let views = try #require(json["views"] as? [[String: Any]])
    #expect(views.count == 1)
    let save = try #require(views.first)
    #expect(save["id"] as? String == "save")
    #expect(save["area"] as? Double == 4000)
    #expect(save["shareOfFrame"] as? Double == 0.5)
    let best = try #require(save["bestTapPoint"] as? [String: Double])
    #expect(best == ["x": 280, "y": 305])
    let tappable = try #require(save["tappable"] as? [[String: Double]])
    #expect(tappable == [["x": 240, "y": 280, "width": 80, "height": 50]])
    let dead = try #require(save["deadZones"] as? [[String: Any]])
    #expect(dead.map { $0["takenBy"] as? String } == ["home"])
  }

  @Test("Text: a letter per cell, the zones beside them, and a legend with areas in points")
  func text() throws {
    let result = try TouchlabProcess.run(["map", "Layouts/default.yaml", "--size", "40x20"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("hit map: Checkout · 390×844 pt in "))
    #expect(result.stdout.contains("x dead: drawn, not hit"))
    #expect(result.stdout.contains("save: tappable 4000 pt² (50% of its frame) · dead 3500 pt² (home)"))
    // The zones canvas marks save's right half dead.
    #expect(result.stdout.split(separator: "\n").contains { $0.contains("x") && $0.contains("   ") })
  }

  @Test("SVG: a picture with save's region and a hatched dead zone")
  func svg() throws {
    let result = try TouchlabProcess.run(["map", "Layouts/default.yaml", "--format", "svg"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("<?xml"))
    #expect(result.stdout.contains(#"<g class="tappable" data-id="save""#))
    #expect(result.stdout.contains(#"<g class="dead" data-id="save""#))
  }

  @Test("--view of a view no tap hits exits 1 with the map's reason; an unknown id exits 2")
  func noTappablePoint() throws {
    let hidden = try TouchlabProcess.run(["map", "Layouts/default.yaml", "--view", "ghost"])
    #expect(hidden.status == 1)
    #expect(hidden.stderr.contains("ghost has no tappable point: no tap on the map hits it"))
    let banner = try TouchlabProcess.run(["map", "Layouts/default.yaml", "--view", "banner"])
    #expect(banner.status == 1)
    #expect(banner.stderr.contains("where it is drawn, list takes the tap"))
    let unknown = try TouchlabProcess.run(["map", "Layouts/default.yaml", "--view", "sav"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("did you mean 'save'?"))
  }
}
