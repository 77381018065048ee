import ArgumentParser
import Foundation
import TouchFoundation
import TouchKit
import TouchLabTUI
import TouchLayout

/// `touchlab render LAYOUT [--size COLSxROWS] [--tap X,Y]… [--svg] [--output FILE]`: the canvas
/// as plain text, exactly what the terminal UI would draw at that size, without a terminal; or,
/// with `--svg`, a picture of the layout for slides and documentation.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print the canvas as plain text, or the layout as an SVG picture.",
    discussion: """
      Text is what the terminal UI would show at that size; with --tap, after taps there.

      --svg draws the layout in screen points instead: window outlines, every view's box \
      labelled with its id (hidden views dashed), and, after --tap, the touch points, the \
      hit-test path of the last touch (outlined) and its hit view (filled).

      Examples:
        touchlab render Layouts/default.yaml --tap 260,300
        touchlab render Layouts/default.yaml --svg --tap 260,300 --output checkout.svg
      """)

  @Argument(
    help: "The layout file (default: the app folder --code names, launched; else Layouts/default.yaml).")
  var layout: String?

  @OptionGroup var code: CodeOptions

  @Option(help: ArgumentHelp("Terminal size in cells.", valueName: "COLSxROWS"), transform: Size.parse)
  var size = Size(columns: 100, rows: 30)

  @Option(
    name: .customLong("tap"),
    help: ArgumentHelp(
      "Tap at this screen point first (pressed and released); repeat for more taps, a second apart.",
      valueName: "X,Y"))
  var taps: [PointSpec] = []

  @Flag(help: "Draw the layout as SVG (in screen points) instead of the text canvas.")
  var svg = false

  @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "FILE"))
  var output: String?

  @OptionGroup var limits: LayoutLimitOptions

  func run() throws {
    let context = LoadContext(limits: limits.loadOptions, code: code)
    let loaded = try LayoutFile.load(layout, in: context)
    let picture = svg ? try self.picture(of: loaded) : try canvasText(of: loaded)
    try CommandOutput.write(picture, to: output)
  }

  /// The canvas after the taps, through the terminal UI's own update path.
  private func canvasText(of loaded: Layout) throws -> String {
    let clock = ManualClock()
    let session = Session(layout: loaded, columns: size.columns, rows: size.rows, clock: clock)
    for (index, tap) in taps.enumerated() {
      // Separate taps, not a double tap: as `trace` spaces its gestures.
      if index > 0 { clock.advance(by: Gesture.pauseBetweenGestures) }
      // The same update path a click takes, with a deterministic clock.
      session.handle(.pointer(.down, tap.point))
      clock.advance(by: Gesture.tapDuration)
      session.handle(.pointer(.up, tap.point))
      // As `trace` does: a double tap's wait or a delayed touch plays out in virtual time.
      session.runPendingTimers()
    }
    return session.canvas.plainText.joined(separator: "\n") + "\n"
  }

  /// The SVG picture after the taps, dispatched headless as `trace` does.
  private func picture(of loaded: Layout) throws -> String {
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: loaded.application, trace: recorder)
    for pointer in Gesture.pointerEvents(for: taps.map { .tap($0.point) }) { synthesizer.send(pointer) }
    synthesizer.runUntilIdle()
    let scene = Scene(application: loaded.application, screenSize: loaded.screenSize)
    return ScenePicture(scene: scene, trace: recorder.trace, title: loaded.title).svg
  }

  /// A terminal size, `COLSxROWS`.
  struct Size {
    var columns: Int
    var rows: Int

    static func parse(_ text: String) throws -> Size {
      let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x")
      guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
        (1...1000).contains(columns), (1...1000).contains(rows)
      else {
        throw ValidationError(
          "--size must be COLSxROWS with each between 1 and 1000, e.g. 100x30 (got '\(text)')")
      }
      return Size(columns: columns, rows: rows)
    }
  }
}
