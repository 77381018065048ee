import Foundation
import TestSupport
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchLabTUI

/// The explorer's screen (``Session/canvas``, drawn through the ``LayoutLayer`` it keeps
/// between frames) is exactly ``Screen/render(_:)``'s, frame after frame, while the pointer
/// hovers, presses, drags and selects: the rows a patch leaves alone are the rows a whole
/// drawing would leave as they were. And the scene the session keeps while the engine's stamp
/// stays (``Session/currentScene()``) is a fresh snapshot's, after every read.
@Suite struct LayoutLayerTests {
  static let columns = 100
  static let rows = 32

  /// A run of random terminal input on `session`, comparing the two screens after each read.
  /// Returns how many frames were patched rather than drawn whole.
  static func compareFrames(_ session: Session, name: String, seed: UInt64, steps: Int = 120) -> Int {
    var random = SplitMix64(seed: seed)
    var decoder = InputDecoder()
    var patched = 0
    let area = session.state.layout.canvasArea
    for step in 0..<steps {
      let column = area.column + 1 + Int.random(in: 0..<max(1, area.columns), using: &random)
      let row = area.row + 1 + Int.random(in: 0..<max(1, area.rows), using: &random)
      let bytes = input(Int.random(in: 0..<100, using: &random), column: column, row: row)
      session.handle(bytes: Array(bytes.utf8), decoder: &decoder)
      // The scene the session kept (``Session/currentScene()``) is the engine's views now.
      let fresh = Scene(application: session.application, screenSize: session.state.scene.screenSize)
      guard session.state.scene == fresh else {
        Issue.record(
          "\(name), seed \(seed), step \(step) (\(bytes.debugDescription)): the kept scene is stale")
        return patched
      }
      let kept = session.canvas
      if case .rows = session.layoutLayer.lastDrawing { patched += 1 }
      let whole = Screen.render(session.state)
      guard kept == whole else {
        Issue.record(
          """
          \(name), seed \(seed), step \(step) (\(bytes.debugDescription)): the kept layer differs.
          kept:
          \(kept.plainText.joined(separator: "\n"))
          whole:
          \(whole.plainText.joined(separator: "\n"))
          """)
        return patched
      }
    }
    return patched
  }

  /// Mostly hovering (what mode 1003 sends most), then clicks, drags, right-clicks (select),
  /// Tab and Shift-Tab (selection), now and then zoom and outlines (a whole drawing) and the
  /// what-if toggles of the selected view (a new engine).
  static func input(_ roll: Int, column: Int, row: Int) -> String {
    func report(_ code: Int, _ final: String = "M") -> String { "\u{1B}[<\(code);\(column);\(row)\(final)" }
    switch roll {
    case 0..<55: return report(35)
    case 55..<63: return report(0)
    case 63..<71: return report(32)
    case 71..<79: return report(0, "m")
    case 79..<86: return report(2) + report(2, "m")
    case 86..<91: return "\t"
    case 91..<95: return "\u{1B}[Z"
    case 95..<96: return "Z"
    case 96..<97: return "W"
    case 97..<98: return "h"
    case 98..<99: return "a"
    default: return "c"
    }
  }

  @Test(arguments: DrawnViewTests.layoutNames)
  func galleryLayoutsDrawTheSameKeptOrWhole(name: String) throws {
    let layout = try LayoutLoader.load(contentsOf: DrawnViewTests.layouts.appendingPathComponent(name).path)
    let session = Session(layout: layout, columns: Self.columns, rows: Self.rows, clock: ManualClock())
    let patched = Self.compareFrames(session, name: name, seed: 0x5eed)
    #expect(patched > 0, "\(name): no frame was patched, so the comparison proved nothing")
  }

  /// Generated layouts with what could make a patch differ: wide characters in ids and texts
  /// (their two halves, a clipped half), views outside their superview, clipping, hidden and
  /// transparent views, views covering each other.
  @Test(arguments: 0..<12)
  func generatedLayoutsDrawTheSameKeptOrWhole(seed: UInt64) {
    let session = Self.generatedSession(seed: seed)
    let patched = Self.compareFrames(session, name: "generated", seed: seed, steps: 150)
    #expect(patched > 0, "seed \(seed): no frame was patched")
  }

  /// The view drawn at a cell is the same found with the scene's rows (subtrees off the cell's
  /// row passed over) as without, at every cell.
  @Test(arguments: 0..<12)
  func drawnNodeIsTheSameWithRows(seed: UInt64) {
    let state = Self.generatedSession(seed: seed).state
    let rows = SceneRows(state.scene, scaling: state.scaling)
    let area = state.layout.canvasArea
    var found = 0
    for row in area.row..<area.endRow {
      for column in area.column..<area.endColumn {
        let cell = CellPosition(column: column, row: row)
        let quick = state.drawnNode(at: cell, rows: rows)
        #expect(quick == state.drawnNode(at: cell), "seed \(seed), cell \(column), \(row)")
        if quick != nil { found += 1 }
      }
    }
    #expect(found > 0)
  }

  /// Issue 41: the same freely zoomed in (the wheel over the canvas twice first), where boxes
  /// reach past the canvas on every side and rows count from an origin inside the screen. A
  /// `Z` in the random input leaves the free zoom, as it does in the explorer.
  @Test(arguments: 0..<6)
  func zoomedLayoutsDrawTheSameKeptOrWhole(seed: UInt64) {
    let session = Self.generatedSession(seed: seed)
    var decoder = InputDecoder()
    let area = session.state.layout.canvasArea
    let wheel = "\u{1B}[<64;\(area.column + area.columns / 2 + 1);\(area.row + area.rows / 2 + 1)M"
    session.handle(bytes: Array((wheel + wheel).utf8), decoder: &decoder)
    #expect(session.state.viewport.freeZoom?.level == 2)
    let patched = Self.compareFrames(session, name: "generated, zoomed", seed: seed, steps: 100)
    #expect(patched > 0, "seed \(seed): no frame was patched")
  }

  /// The view drawn at a cell is the same found with the scene's rows as without, freely zoomed.
  @Test(arguments: 0..<6)
  func drawnNodeIsTheSameWithRowsZoomed(seed: UInt64) {
    var state = Self.generatedSession(seed: seed).state
    let size = state.scene.screenSize
    state.viewport.freeZoom = FreeZoom.centred(
      on: CGPoint(x: size.width / 3, y: size.height / 2), level: 2, screenSize: size,
      area: state.layout.canvasArea)
    let rows = SceneRows(state.scene, scaling: state.scaling)
    let area = state.layout.canvasArea
    var found = 0
    for row in area.row..<area.endRow {
      for column in area.column..<area.endColumn {
        let cell = CellPosition(column: column, row: row)
        let quick = state.drawnNode(at: cell, rows: rows)
        #expect(quick == state.drawnNode(at: cell), "seed \(seed), cell \(column), \(row)")
        if quick != nil { found += 1 }
      }
    }
    #expect(found > 0)
  }

  /// The patch is what makes hover cheap: a hover over another view redraws only rows.
  @Test func aHoverPatchesRowsAndAnUnchangedFrameDrawsNothing() {
    let (session, _) = TestLayout.session(columns: 70, rows: 20)
    var decoder = InputDecoder()
    _ = session.canvas
    #expect(session.layoutLayer.lastDrawing == .whole)
    // save is at (70, 50, 80, 30) on the screen: its middle.
    let save = session.state.scaling.cell(for: CGPoint(x: 110, y: 65))
    session.handle(bytes: Array("\u{1B}[<35;\(save.column + 1);\(save.row + 1)M".utf8), decoder: &decoder)
    #expect(session.state.hoverView == "save")
    _ = session.canvas
    guard case .rows(let rows) = session.layoutLayer.lastDrawing else {
      Issue.record("the hover drew everything: \(session.layoutLayer.lastDrawing)")
      return
    }
    #expect(rows > 0 && rows < session.state.layout.canvasArea.rows)
    _ = session.canvas
    #expect(session.layoutLayer.lastDrawing == .rows(0))
  }

  static let names = ["box", "表示", "🙂face", "a\u{301}", "ｗｉｄｅ", "x"]

  /// A session on the layout ``generated(_:)`` makes from `seed`.
  static func generatedSession(seed: UInt64) -> Session {
    var random = SplitMix64(seed: seed)
    return Session(layout: generated(&random), columns: columns, rows: rows, clock: ManualClock())
  }

  /// Views of every kind the canvas draws differently (labels, a button, a switch, a slider,
  /// a segmented control), some raised by zPosition, and now and then a second window above the
  /// first: drawing order across windows and siblings is what the patch's row index counts.
  static func generated(_ random: inout SplitMix64) -> Layout {
    let app = Application()
    let window = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    app.addWindow(window)
    var parents: [View] = [window]
    if Int.random(in: 0..<3, using: &random) == 0 {
      let upper = Window(id: "upper", frame: CGRect(x: 40, y: 30, width: 120, height: 60))
      upper.windowLevel = 1
      app.addWindow(upper)
      parents.append(upper)
    }
    for index in 0..<Int.random(in: 8...30, using: &random) {
      let parent = parents.randomElement(using: &random) ?? window
      let view = randomView(index: index, &random)
      view.clipsToBounds = Int.random(in: 0..<4, using: &random) == 0
      view.isHidden = Int.random(in: 0..<10, using: &random) == 0
      if Int.random(in: 0..<8, using: &random) == 0 { view.alpha = 0 }
      if Int.random(in: 0..<6, using: &random) == 0 { view.zPosition = 1 }
      view.handledTouchMethods = [.touchesBegan, .touchesMoved, .touchesEnded]
      parent.addSubview(view)
      parents.append(view)
    }
    return Layout(
      source: "generated.yaml", title: "generated", screenSize: window.bounds.size, application: app)
  }

  static func randomView(index: Int, _ random: inout SplitMix64) -> View {
    let name = "\(names.randomElement(using: &random) ?? "v")\(index)"
    let frame = CGRect(
      x: Double.random(in: -20...180, using: &random), y: Double.random(in: -10...110, using: &random),
      width: Double.random(in: 2...120, using: &random), height: Double.random(in: 2...70, using: &random))
    switch Int.random(in: 0..<8, using: &random) {
    case 0..<3:
      let label = Label(id: name, frame: frame)
      label.text = names.randomElement(using: &random).map { String(repeating: $0, count: 3) }
      return label
    case 3:
      let button = Button(id: name, frame: frame)
      button.setTitle(names.randomElement(using: &random) ?? "Go", for: .normal)
      return button
    case 4: return Switch(id: name, frame: frame)
    case 5: return Slider(id: name, frame: frame)
    case 6:
      let segments = SegmentedControl(id: name, frame: frame)
      segments.segmentTitles = ["表", "b", "🙂"]
      return segments
    default: return View(id: name, frame: frame)
    }
  }
}
