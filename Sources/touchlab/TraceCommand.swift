import ArgumentParser
import Foundation
import TouchKit
import TouchLayout

/// `touchlab trace LAYOUT --tap X,Y | --drag X1,Y1:X2,Y2 [--format text|json]`: dispatch a
/// synthesized gesture headless and print its trace. Same layout and gestures, same bytes.
struct TraceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract: "Print the trace of a synthesized tap or drag.",
    discussion: """
      Points are in screen points (the window's, when it fills the screen). Several --tap and \
      --drag options run one after another (taps first, then drags), a second apart, so they \
      stay separate gestures.
      """
  )

  enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "The layout file.")
  var layout: String

  @Option(name: .customLong("tap"), help: ArgumentHelp("Tap at a point.", valueName: "X,Y"))
  var taps: [PointSpec] = []

  @Option(
    name: .customLong("drag"), help: ArgumentHelp("Drag from one point to another.", valueName: "X1,Y1:X2,Y2")
  )
  var drags: [DragSpec] = []

  @Option(help: "Output format.")
  var format: OutputFormat = .text

  func validate() throws {
    if taps.isEmpty && drags.isEmpty {
      throw ValidationError("Give at least one --tap X,Y or --drag X1,Y1:X2,Y2.")
    }
  }

  func run() throws {
    let loaded = try LayoutFile.load(layout)
    let gestures = taps.map { Gesture.tap($0.point) } + drags.map { Gesture.drag(from: $0.from, to: $0.to) }
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: loaded.application, trace: recorder)
    for pointer in Gesture.pointerEvents(for: gestures) {
      synthesizer.send(pointer)
    }
    switch format {
    case .text:
      print(recorder.trace.text, terminator: "")
    case .json:
      let data = try TraceDocument(recorder.trace).encoded()
      FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
  }
}
