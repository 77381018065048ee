import ArgumentParser
import Foundation
import TouchKit
import TouchLayout
import TouchTrace

/// `touchlab trace LAYOUT (--tap X,Y | --hold X,Y[@SECONDS] | --pinch X,Y:FROM:TO | …)…
/// [--format text|json|jsonl|markdown|mermaid]`: dispatch synthesized gestures headless and
/// print their trace, in the order given. Same layout and gestures, same bytes.
struct TraceCommand: ParsableCommand {
  /// Defaults and limits in help come from `Gesture`, so the help cannot drift from the engine.
  private static func seconds(_ value: TimeInterval) -> String { ArgumentValue.format(value) }

  static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract:
      "Print the trace of synthesized gestures: taps, holds, drags, pinches, rotations, cancels, several fingers.",
    discussion: """
      Points and distances are in screen points (the window's, when it fills the screen). \
      Gestures run in the order given on the command line, one after another, a second apart, \
      so that they stay separate gestures (two --tap options are two single taps; use \
      --double-tap for a double tap).

      SECONDS is optional: a hold lasts \(seconds(Gesture.holdDuration)) s, a cancel comes \
      \(seconds(Gesture.interruptionDelay)) s after the press, and a drag, pinch or rotation \
      takes \(seconds(Gesture.dragDuration)) s unless told otherwise. Durations must be positive \
      and at most \(seconds(Gesture.maximumDuration)) s, distances positive and at most \
      \(Format.number(Gesture.maximumDistance)) points. Moves are sampled at 60 Hz. A pinch puts two fingers on a horizontal line \
      through X,Y, FROM points apart, and moves them until they are TO points apart. A rotation \
      puts two fingers opposite each other on a circle of RADIUS around X,Y and turns them by \
      DEGREES, positive clockwise on screen. A cancel presses and then has the system cancel \
      the touch, as an incoming call does. --fingers puts fingers anywhere, on different views: \
      finger 1 is pointer 0, finger 2 pointer 1, and so on; they press, move and lift together.

      A value that starts with a minus sign needs '=': --tap=-5,10.

      Examples:
        touchlab trace Layouts/default.yaml --double-tap 260,300 --hold 100,500@0.8
        touchlab trace Layouts/default.yaml --pinch 170,240:40:160@0.4
        touchlab trace Layouts/default.yaml --rotate 170,240:60:-90 --format json
        touchlab trace Layouts/default.yaml --cancel 260,300@0.3 --tap 260,300
        touchlab trace Layouts/default.yaml --tap 260,300 --format mermaid
        touchlab trace Layouts/default.yaml --fingers 260,300+100,600
        touchlab trace Layouts/fingers.yaml --fingers 150,220:150,400+240,220:240,400@0.5
      """
  )

  typealias OutputFormat = TraceFormat

  @Argument(
    help:
      "The layout file, or a gallery scenario's name or number (default: the app folder --code names, launched; else Layouts/default.yaml)."
  )
  var layout: String?

  @OptionGroup var code: CodeOptions

  @Option(name: .customLong("tap"), help: ArgumentHelp("Tap at a point.", valueName: "X,Y"))
  var taps: [PointSpec] = []

  @Option(
    name: .customLong("double-tap"), help: ArgumentHelp("Tap twice quickly at a point.", valueName: "X,Y"))
  var doubleTaps: [PointSpec] = []

  @Option(
    name: .customLong("triple-tap"),
    help: ArgumentHelp("Tap three times quickly at a point.", valueName: "X,Y"))
  var tripleTaps: [PointSpec] = []

  @Option(
    name: .customLong("hold"),
    help: ArgumentHelp(
      "Press at a point for SECONDS (default \(seconds(Gesture.holdDuration))), then release.",
      valueName: PressSpec.syntax),
    transform: PressSpec.hold)
  var holds: [PressSpec] = []

  @Option(
    name: .customLong("drag"),
    help: ArgumentHelp(
      "Drag from one point to another in SECONDS (default \(seconds(Gesture.dragDuration))).",
      valueName: DragSpec.syntax),
    transform: DragSpec.init(parsing:))
  var drags: [DragSpec] = []

  @Option(
    name: .customLong("pinch"),
    help: ArgumentHelp(
      "Two fingers around X,Y going from FROM to TO points apart in SECONDS (default \(seconds(Gesture.dragDuration))).",
      valueName: PinchSpec.syntax),
    transform: PinchSpec.init(parsing:))
  var pinches: [PinchSpec] = []

  @Option(
    name: .customLong("rotate"),
    help: ArgumentHelp(
      "Two fingers RADIUS from X,Y turning by DEGREES (clockwise positive) in SECONDS (default \(seconds(Gesture.dragDuration))).",
      valueName: RotateSpec.syntax),
    transform: RotateSpec.init(parsing:))
  var rotations: [RotateSpec] = []

  @Option(
    name: .customLong("cancel"),
    help: ArgumentHelp(
      "Press at a point; the system cancels the touch after SECONDS (default \(seconds(Gesture.interruptionDelay))).",
      valueName: PressSpec.syntax),
    transform: PressSpec.cancel)
  var cancels: [PressSpec] = []

  @Option(
    name: .customLong("fingers"),
    help: ArgumentHelp(
      "Two or more fingers pressed together, each at X,Y or moving X,Y:X2,Y2, lifted together after SECONDS (default \(seconds(Gesture.tapDuration))).",
      valueName: FingersSpec.syntax),
    transform: FingersSpec.init(parsing:))
  var fingers: [FingersSpec] = []

  @Flag(
    help: ArgumentHelp(
      "Hit-test each touch twice, as UIKit does, so a hitTest override with side effects shows them (the layout's callsHitTestTwice)."
    ))
  var hitTestTwice = false

  @Option(help: TraceFormat.help)
  var format: OutputFormat = .text

  func validate() throws {
    if gesturesByOption.values.allSatisfy(\.isEmpty) {
      let flags = GestureOption.allCases.map(\.flag).joined(separator: ", ")
      throw ValidationError("Give at least one gesture: \(flags).")
    }
  }

  @OptionGroup var limits: LayoutLimitOptions

  func run() throws {
    let context = LoadContext(limits: limits.loadOptions, code: code)
    let loaded = try LayoutFile.load(layout, in: context)
    if hitTestTwice { loaded.application.callsHitTestTwice = true }
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: loaded.application, trace: recorder)
    for pointer in Gesture.pointerEvents(for: try gestures(orderedBy: CommandLine.arguments)) {
      synthesizer.send(pointer)
    }
    // Virtual time: let a double tap's wait or a delayed touch play out after the last input.
    synthesizer.runUntilIdle()
    let output = BufferedOutput()
    defer { output.flush() }
    try format.write(
      recorder.trace, title: loaded.title ?? layout ?? loaded.source,
      participants: TraceParticipants(application: loaded.application), to: output.write)
  }

  /// The gestures in the order their options stand in `arguments`, the command line this
  /// command was parsed from (see ``GestureOption`` for why the order comes from there).
  func gestures(orderedBy arguments: [String]) throws -> [Gesture] {
    let order = GestureOption.order(in: arguments)
    guard let gestures = GestureOption.interleave(gesturesByOption, orderedBy: order) else {
      throw ValidationError("could not tell the order of the gesture options in: \(arguments)")
    }
    return gestures
  }

  /// Each gesture option's values as gestures, in the order that option was given.
  private var gesturesByOption: [GestureOption: [Gesture]] {
    [
      .tap: taps.map { .tap($0.point) },
      .doubleTap: doubleTaps.map { .multiTap($0.point, count: 2) },
      .tripleTap: tripleTaps.map { .multiTap($0.point, count: 3) },
      .hold: holds.map(\.gesture),
      .drag: drags.map(\.gesture),
      .pinch: pinches.map(\.gesture),
      .rotate: rotations.map(\.gesture),
      .cancel: cancels.map(\.gesture),
      .fingers: fingers.map(\.gesture),
    ]
  }
}
