import Foundation
import Testing

@testable import TouchKit

/// Issue 37: UIKit's fixed-size controls size themselves. Constraints that only position a
/// control (the usual settings row: a switch pinned to the trailing edge, centred vertically)
/// give it its intrinsic size, the frame Xcode stores for it less its alignment insets
/// (ControlMetrics.swift: community-measured, UNSOURCED), so a tap where iOS draws it lands.
@Suite("Controls' own sizes")
struct ControlMetricsTests {
  /// A 390 × 300 view in a stage's window, the place the tests lay controls out in.
  private func row() -> (Stage, View) {
    let stage = Stage()
    _ = stage.synthesizer
    return (stage, stage.add(View(id: "row", frame: rect(0, 0, 390, 300))))
  }

  /// Adds `control` to `row`, placed by `constraints` only (no size), and lays out.
  private func place(_ control: View, in row: View, _ stage: Stage, _ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
    stage.application.layoutIfNeeded()
  }

  @Test(
    "UISwitch(frame:) ignores the frame's size: 51 × 31 at the frame's origin (Apple, UISwitch.init(frame:): \"The size components of this rectangle are ignored\")"
  )
  func switchTakesItsOwnSize() {
    #expect(Switch(frame: rect(10, 20, 120, 60)).frame == rect(10, 20, 51, 31))
    #expect(Switch().frame.size == ControlMetrics.switchSize)
  }

  @Test(
    "A switch placed by a trailing and a centre constraint only is 51 × 31 there, and a tap on it hits it")
  func switchPlacedOnlyByPosition() {
    let (stage, row) = row()
    let toggle = stage.add(Switch(id: "toggle", frame: .zero), to: row)
    toggle.translatesAutoresizingMaskIntoConstraints = false
    place(
      toggle, in: row, stage,
      [
        toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -20),
        toggle.centerYAnchor.constraint(equalTo: row.topAnchor, constant: 22),
      ])
    // The alignment rectangle (49 wide) ends 20 from the trailing edge; the frame is 2 wider.
    #expect(toggle.frame == rect(390 - 20 - 49, 22 - 15.5, 51, 31))
    #expect(stage.window.hitTest(CGPoint(x: 340, y: 22), with: nil) === toggle)
  }

  @Test(
    "A slider, a progress view and a stepper placed without a size take UIKit's heights and the stepper its width"
  )
  func barsAndStepper() {
    let (stage, row) = row()
    let slider = stage.add(Slider(id: "slider", frame: .zero), to: row)
    let progress = stage.add(ProgressView(id: "progress", frame: .zero), to: row)
    let stepper = stage.add(Stepper(id: "stepper", frame: .zero), to: row)
    for view in [slider, progress, stepper] as [View] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    place(
      slider, in: row, stage,
      [
        slider.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
        slider.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
        slider.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
        progress.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
        progress.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
        progress.topAnchor.constraint(equalTo: row.topAnchor, constant: 60),
        stepper.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
        stepper.topAnchor.constraint(equalTo: row.topAnchor, constant: 100),
      ])
    // The slider's track is placed; its frame is 2 wider each side and 1 taller (its insets).
    #expect(slider.frame == rect(14, 10, 362, ControlMetrics.sliderHeight))
    #expect(progress.frame == rect(16, 60, 358, ControlMetrics.progressViewHeight))
    #expect(stepper.frame == rect(16, 100, 94, 32))
  }

  @Test(
    "An activity indicator is 20 points square, 37 in its large style, and resizes when its style changes")
  func activityIndicator() {
    let (stage, row) = row()
    let spinner = stage.add(ActivityIndicatorView(style: .medium), to: row)
    spinner.translatesAutoresizingMaskIntoConstraints = false
    place(
      spinner, in: row, stage,
      [
        spinner.centerXAnchor.constraint(equalTo: row.centerXAnchor),
        spinner.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      ])
    #expect(spinner.frame == rect(185, 140, 20, 20))
    spinner.style = .large
    stage.application.layoutIfNeeded()
    #expect(spinner.frame == rect(176.5, 131.5, 37, 37))
  }

  @Test(
    "A segmented control is as wide as its segments, each its widest title and padding, 32 high with its 1-point bottom inset"
  )
  func segmentedControl() throws {
    let (stage, row) = row()
    let control = stage.add(SegmentedControl(id: "range", frame: .zero), to: row)
    control.segmentTitles = ["Hotel", "Museum"]
    control.translatesAutoresizingMaskIntoConstraints = false
    place(
      control, in: row, stage,
      [
        control.centerXAnchor.constraint(equalTo: row.centerXAnchor),
        control.topAnchor.constraint(equalTo: row.topAnchor, constant: 40),
      ])
    let font = Font.systemFont(ofSize: ControlMetrics.segmentTitlePointSize)
    let segment = TextMetrics.width(of: "Museum", font: font) + 2 * ControlMetrics.segmentTitlePadding
    #expect(abs(control.frame.width - 2 * segment) < 0.01)
    #expect(control.frame.minY == 40 && control.frame.height == ControlMetrics.segmentedControlHeight)
    // The one public storyboard that stores two such titles without a width constraint has
    // them 121 wide (an older design, whose titles were the same 13 points).
    #expect(
      abs(control.frame.width - 121) < 6, "the padding is chosen against that file: \(control.frame.width)")
    control.segmentTitles.append("Concert hall")
    stage.application.layoutIfNeeded()
    #expect(control.frame.width > 2 * segment, "a longer title widens every segment")
  }

  @Test(
    "A UISwitch() made a table cell's accessoryView (the settings row) is tappable: it keeps its own size (UISwitch.init(frame:))"
  )
  func switchAsAccessoryView() {
    let stage = Stage()
    let cell = stage.add(TableViewCell(style: .default, reuseIdentifier: nil))
    cell.frame = rect(0, 0, 320, 44)
    let toggle = Switch()
    cell.accessoryView = toggle
    cell.layoutIfNeeded()
    #expect(toggle.frame.size == rect(0, 0, 51, 31).size)
    #expect(stage.window.hitTest(CGPoint(x: toggle.frame.midX, y: toggle.frame.midY), with: nil) === toggle)
  }
}
