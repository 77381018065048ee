import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchLabTUI

/// A slider's thumb is drawn where the engine has it, so a click on the drawn thumb grabs it
/// and a click on the bare track does not move it (the first-hour issue: the drawn thumb sat at
/// its own fraction of a shorter track, away from the engine's).
@Suite struct SliderThumbTests {
  static let values: [Float] = [0, 0.1, 0.25, 0.5, 0.8, 1]
  static let widths: [CGFloat] = [90, 180, 350]
  static let sizes = [(60, 16), (80, 24), (110, 40), (120, 40), (200, 60)]

  /// A 390×844 screen with one slider of `width` (and height `height`) at (20, 200), at `value`.
  static func session(width: CGFloat, height: CGFloat = 60, value: Float, columns: Int, rows: Int)
    -> (Session, Slider, ManualClock)
  {
    let app = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    app.addWindow(main)
    let slider = Slider(id: "tip", frame: CGRect(x: 20, y: 200, width: width, height: height))
    slider.maximumValue = 1
    slider.value = value
    main.addSubview(slider)
    let layout = Layout(
      source: "slider.yaml", title: "Slider", screenSize: CGSize(width: 390, height: 844), application: app)
    let clock = ManualClock()
    return (Session(layout: layout, columns: columns, rows: rows, clock: clock), slider, clock)
  }

  static func node(_ session: Session) -> SceneNode? { session.state.scene.windows.first?.children.first }

  /// Presses and releases at `point`: whether the slider tracked the touch.
  static func grabs(_ session: Session, _ slider: Slider, _ clock: ManualClock, at point: CGPoint) -> Bool {
    session.handle(.pointer(.down, point))
    let tracked = slider.isTracking
    clock.advance(by: 0.05)
    session.handle(.pointer(.up, point))
    clock.advance(by: 1)
    return tracked
  }

  @Test(
    "§5 UISlider: every drawn thumb cell touches a point in the engine's thumb touch area, for values, widths and sizes"
  )
  func drawnThumbIsTheEnginesThumb() throws {
    for value in Self.values {
      for width in Self.widths {
        for (columns, rows) in Self.sizes {
          let (session, slider, clock) = Self.session(
            width: width, value: value, columns: columns, rows: rows)
          let state = session.state
          let node = try #require(Self.node(session))
          let box = state.scaling.cellRect(for: node.frame)
          let label = "value \(value), width \(width), \(columns)×\(rows)"
          let thumb = try #require(SliderThumb.cells(of: node, in: box, scaling: state.scaling), "\(label)")
          let area = slider.convert(slider.thumbTouchArea, to: nil)
          let canvas = session.canvas
          for column in thumb.columns {
            let cell = CellPosition(column: column, row: thumb.row)
            #expect(canvas[column, thumb.row].character == SliderThumb.glyph, "\(label): drawn at \(cell)")
            let point = state.scene.touchPoint(at: cell, scaling: state.scaling)
            #expect(
              area.contains(point), "\(label): \(cell) → \(Format.point(point)) not in \(Format.rect(area))")
            #expect(state.scaling.cell(for: point) == cell, "\(label): the point stays in its cell")
          }
          // The engine agrees: a press on the middle thumb cell begins tracking.
          let middle = CellPosition(
            column: thumb.columns.lowerBound + thumb.columns.count / 2, row: thumb.row)
          let point = state.scene.touchPoint(at: middle, scaling: state.scaling)
          #expect(Self.grabs(session, slider, clock, at: point), "\(label)")
          #expect(slider.value == value, "a tap on the thumb does not move it")
        }
      }
    }
  }

  @Test("§5 UISlider: a click on the bare track, away from the thumb, is not tracked and moves nothing")
  func bareTrackDoesNotMove() throws {
    for value: Float in [0, 0.5, 1] {
      for (columns, rows) in Self.sizes {
        let (session, slider, clock) = Self.session(width: 350, value: value, columns: columns, rows: rows)
        let state = session.state
        let node = try #require(Self.node(session))
        let box = state.scaling.cellRect(for: node.frame)
        let thumb = try #require(SliderThumb.cells(of: node, in: box, scaling: state.scaling))
        let area = slider.convert(slider.thumbTouchArea, to: nil)
        let bare = (box.column..<box.endColumn).map { CellPosition(column: $0, row: thumb.row) }.filter {
          !thumb.columns.contains($0.column)
            && !area.contains(state.scene.touchPoint(at: $0, scaling: state.scaling))
        }
        #expect(bare.count > 2, "\(columns)×\(rows): a track to click")
        for cell in [bare.first, bare.last].compactMap({ $0 }) {
          let point = state.scene.touchPoint(at: cell, scaling: state.scaling)
          #expect(!Self.grabs(session, slider, clock, at: point), "\(columns)×\(rows) \(cell)")
          #expect(slider.value == value)
        }
      }
    }
  }

  @Test("A box with inner rows draws the track across it, filled up to the thumb; the value is in the title")
  func trackAndTitle() throws {
    let (session, _, _) = Self.session(width: 350, value: 0.5, columns: 200, rows: 60)
    let text = session.canvas.plainText
    let track = try #require(text.first { $0.contains(String(SliderThumb.glyph)) })
    #expect(track.contains("━●") && track.contains("●─"))
    #expect(text.contains { $0.contains("tip: Slider = 0.5") })
  }

  @Test("Controls layout: dragging the drawn thumb sends tipChanged; a tap on the far track sends nothing")
  func controlsLayout() throws {
    let layout = try LayoutLoader.load(
      contentsOf: DrawnViewTests.layouts.appendingPathComponent("controls.yaml").path)
    let clock = ManualClock()
    let session = Session(layout: layout, columns: 120, rows: 40, clock: clock)
    let node = try #require(
      session.state.scene.windows.first?.children.first?.children.first { $0.id == "tip" })
    let thumb = try #require(
      SliderThumb.cells(
        of: node, in: session.state.scaling.cellRect(for: node.frame), scaling: session.state.scaling))
    func report(_ action: MouseReport.Action, _ column: Int) -> Message {
      .input(.mouse(MouseReport(action, button: .left, column: column, row: thumb.row)))
    }
    let start = thumb.columns.lowerBound
    session.handle(report(.press, start))
    for step in 1...10 {
      clock.advance(by: 0.016)
      session.handle(report(.drag, start + step * 2))
    }
    session.handle(report(.release, start + 20))
    #expect(
      session.state.trace.records.contains {
        if case .actionSent("tipChanged", _, _) = $0.step { true } else { false }
      })
    let moved = try #require(
      session.state.scene.windows.first?.children.first?.children.first { $0.id == "tip" })
    let far = session.state.scaling.cellRect(for: moved.frame).endColumn - 2
    clock.advance(by: 1)
    session.handle(report(.press, far))
    session.handle(report(.release, far))
    #expect(!session.state.trace.records.contains { if case .actionSent = $0.step { true } else { false } })
  }
}
