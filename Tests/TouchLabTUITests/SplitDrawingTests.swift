import Foundation
import TestSupport
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchLabTUI

/// A large scene is snapshotted and drawn on two cores (issue 17): the same scene and the same
/// cells as one walk makes, on every layout the canvas draws differently.
@Suite struct SplitDrawingTests {
  /// The window's subtrees snapshotted by two workers, put back in drawing order, equal the
  /// nodes one walk makes: generated layouts (controls, labels with wide characters, clipping,
  /// hidden and transparent views, zPosition, a second window).
  @Test(arguments: 0..<16)
  func splitSnapshotIsTheWalks(seed: UInt64) {
    let layout = Self.generated(seed: seed)
    Self.expectSplitSnapshotIsTheWalks(layout.application, "seed \(seed)")
  }

  /// The same on the gallery: transforms, scroll views, recognizers, animations.
  @Test(arguments: DrawnViewTests.layoutNames)
  func splitSnapshotIsTheWalksOnTheGallery(name: String) throws {
    let layout = try LayoutLoader.load(contentsOf: DrawnViewTests.layouts.appendingPathComponent(name).path)
    Self.expectSplitSnapshotIsTheWalks(layout.application, name)
  }

  /// A hierarchy of ``Scene/splitViews`` views vouched for by its stamp is split, and its scene
  /// is the one a walk makes; without a stamp (a class TouchKit does not define), it is walked.
  @Test func aLargeVouchedHierarchyIsSplit() throws {
    let app = Application()
    let window = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    app.addWindow(window)
    for container in 0..<250 {
      let parent = View(
        id: "c\(container)",
        frame: CGRect(x: container % 20 * 20, y: container / 20 * 20, width: 20, height: 20))
      for child in 0..<200 {
        parent.addSubview(
          View(id: "v\(container).\(child)", frame: CGRect(x: child % 20, y: child / 20, width: 1, height: 1))
        )
      }
      window.addSubview(parent)
    }
    let stamp = try #require(app.drawnStamp)
    #expect(stamp.views >= Scene.splitViews)
    #expect(Scene.isSplit(for: stamp) == (ProcessInfo.processInfo.activeProcessorCount >= 2))
    let size = CGSize(width: 400, height: 400)
    let same =
      Scene(application: app, screenSize: size, stamp: stamp) == Scene(application: app, screenSize: size)
    #expect(same)
    window.addSubview(OwnView(id: "own", frame: .zero))
    #expect(app.drawnStamp == nil)
    #expect(!Scene.isSplit(for: nil))
  }

  /// The top half of the rows drawn by one worker and the bottom half by another, joined,
  /// are the cells of one drawing, for every generated layout and at several canvas sizes
  /// (a band's edge through boxes, labels and wide characters).
  @Test(arguments: 0..<16)
  func bandedDrawingIsTheWholeDrawing(seed: UInt64) {
    let layout = Self.generated(seed: seed)
    for (columns, rows) in [(60, 20), (81, 33), (23, 7)] {
      let scene = Scene(application: layout.application, screenSize: layout.screenSize)
      let scaling = Scaling(
        screenSize: scene.screenSize, area: CellRect(column: 1, row: 1, columns: columns - 2, rows: rows - 2))
      let renderer = LayoutRenderer(
        scaling: scaling, hitView: scene.windows.first?.children.first?.id, hitPath: [], hoverView: nil)
      var whole = Canvas(columns: columns, rows: rows)
      renderer.draw(scene, into: &whole)
      var split = Canvas(columns: columns, rows: rows)
      renderer.drawWhole(scene, into: &split, splitViews: 0)
      let same = split == whole
      #expect(same, "seed \(seed), \(columns)×\(rows)")
    }
  }

  /// `hasViews(atLeast:)` counts windows and every view below them, and stops at the count.
  @Test func countsViewsUpToTheCount() {
    let layout = Self.generated(seed: 3)
    let scene = Scene(application: layout.application, screenSize: layout.screenSize)
    let count = scene.viewCount
    #expect(scene.hasViews(atLeast: count))
    #expect(!scene.hasViews(atLeast: count + 1))
  }

  static func expectSplitSnapshotIsTheWalks(_ app: Application, _ name: String) {
    let time = app.scheduler.now
    let frontToBack = app.windowsFrontToBack
    var names = ClassNames()
    for (index, window) in frontToBack.enumerated() {
      let walked = Scene.node(
        for: window, index: index, superviewToScreen: .identity, time: time, names: &names)
      let split = Scene.splitNode(for: window, index: index, time: time, names: &names)
      // Compared as a Bool: a failure prints the name, not two whole trees.
      let same = split == walked
      #expect(same, "\(name): window \(window.id)")
    }
  }

  /// ``LayoutLayerTests``' generated layouts, with more views.
  static func generated(seed: UInt64) -> Layout {
    var random = SplitMix64(seed: seed)
    let layout = LayoutLayerTests.generated(&random)
    let window = layout.application.windows[0]
    for index in 0..<Int.random(in: 20...80, using: &random) {
      let parent = window.allViews.randomElement(using: &random) ?? window
      parent.addSubview(LayoutLayerTests.randomView(index: 100 + index, &random))
    }
    return layout
  }

  /// A class TouchKit does not define: no stamp vouches for it.
  final class OwnView: View {}
}
