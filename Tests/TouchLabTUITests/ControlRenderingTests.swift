import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// Controls drawn from their snapshot: highlighted while tracked, and their values.
@Suite struct ControlRenderingTests {
  /// A 200×120 screen: a highlighted button, a switch, a slider and a segmented control.
  static func canvas(highlighted: Bool) -> Canvas {
    let volume = Slider(id: "volume", frame: CGRect(x: 10, y: 40, width: 150, height: 20))
    volume.value = 0.25
    let controls = [
      SceneNode(
        id: "go", className: "Button", caption: "Go", frame: CGRect(x: 10, y: 10, width: 80, height: 20),
        control: ControlSnapshot(isHighlighted: highlighted, isTracking: highlighted)),
      SceneNode(
        id: "wifi", className: "Switch", frame: CGRect(x: 100, y: 10, width: 60, height: 20),
        control: ControlSnapshot(value: .toggle(isOn: true))),
      SceneNode(
        id: "volume", className: "Slider", frame: volume.frame,
        control: ControlSnapshot(
          value: volume.controlValue, thumb: volume.thumbRect(for: volume.value).offsetBy(dx: 10, dy: 40),
          thumbTouchArea: volume.thumbTouchArea.offsetBy(dx: 10, dy: 40))),
      SceneNode(
        id: "mode", className: "SegmentedControl", frame: CGRect(x: 10, y: 70, width: 150, height: 20),
        control: ControlSnapshot(
          isEnabled: false, value: .segments(titles: ["Day", "Week", "Month"], selected: 1))),
    ]
    let window = SceneNode(
      id: "main", className: "Window", frame: CGRect(x: 0, y: 0, width: 200, height: 120), children: controls)
    let state = UIState(
      title: "Controls", scene: Scene(screenSize: CGSize(width: 200, height: 120), windows: [window]),
      columns: 90, rows: 30)
    return Screen.render(state)
  }

  @Test func valuesAndHighlight() {
    let text = Self.canvas(highlighted: true).plainText.prefix(12).joined(separator: "\n")
    #expect(text == Self.golden, "got:\n\(text)")
  }

  @Test func highlightIsReverseVideoAndGoesAway() throws {
    let canvas = Self.canvas(highlighted: true)
    let row = try #require(canvas.plainText.firstIndex { $0.contains("╔go: Button") })
    let column = try #require(Array(canvas.plainText[row]).firstIndex(of: "╔"))
    #expect(canvas[column, row].style.contains(.reverse))
    #expect(!Self.canvas(highlighted: false).plainText.joined().contains("╔"))
  }

  @Test func asciiStandIns() {
    #expect("╔═║●○".map(ASCIIFallback.character(for:)) == ["#", "=", "#", "*", "o"])
  }

  static let golden = """
     TouchLab — Controls
    ┌main───────────────────────────────────────────────┐│ Trace: click a view to touch it
    │  ╔go: Button═════════╗  ┌wifi: Switch──┐          ││
    │  ║Go                 ║  │● on          │          ││
    │  ╚═══════════════════╝  └──────────────┘          ││
    │                                                   ││
    │  ┌volume: Slider = 0.25────────────────┐          ││
    │  │━━━━━━━●●●●●●────────────────────────│          ││
    │  └─────────────────────────────────────┘          ││
    │                                                   ││
    │  ┌mode: SegmentedControl───────────────┐          ││
    │  │    Day     │   [Week]   │   Month   │          ││
    """
}
