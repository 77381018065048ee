import Foundation
import Testing

/// More than a click, in a real terminal: repeated clicks count taps, Alt-drag pinches with two
/// fingers, Escape cancels, the keyboard alone taps, and a resize in the middle of a drag.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct FingersTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  /// An SGR mouse report: `code` (0 press, +8 Alt, +4 Shift, +32 motion), 1-based cell.
  static func report(_ code: Int, _ x: Int, _ y: Int, release: Bool = false) -> String {
    "\u{1B}[<\(code);\(x);\(y)\(release ? "m" : "M")"
  }

  /// `count` clicks at one cell in one write, as a fast hand gives them: the app reads the
  /// presses on its monotonic clock, far less than 0.35 s apart.
  static func clicks(_ count: Int, _ x: Int, _ y: Int) -> String {
    String(repeating: report(0, x, y) + report(0, x, y, release: true), count: count)
  }

  /// The `◉` finger marks on the canvas (left of the divider).
  static func fingerMarks(_ screen: String) -> Int {
    E2E.canvas(of: screen).split(separator: "\n").dropFirst().dropLast().reduce(0) {
      $0 + $1.filter { $0 == "◉" }.count
    }
  }

  /// The crosshair's point in the status bar, "keyboard ✛ (x, y) pt".
  static func crosshair(_ screen: String) -> (x: Double, y: Double)? {
    guard let range = screen.range(of: "keyboard ✛ (") else { return nil }
    let numbers = screen[range.upperBound...].prefix { $0 != ")" }.split(separator: ",")
    guard numbers.count == 2, let x = Double(numbers[0]),
      let y = Double(numbers[1].trimmingCharacters(in: .whitespaces))
    else { return nil }
    return (x, y)
  }

  /// The last "pointer 0 move at (x, y)" line of the pane.
  static func lastMove(_ screen: String) -> String? {
    screen.components(separatedBy: "\n").last { $0.contains("pointer 0 move at") }
  }

  static func open(_ layout: String, width: Int = 120, height: Int = 40, waitingFor text: String) throws
    -> (Tmux, String)
  {
    let tmux = try Tmux(
      width: width, height: height, command: E2E.paneCommand(term: "xterm-256color", layout: layout))
    let screen = try tmux.waitForScreen("the canvas") { $0.contains(text) }
    return (tmux, screen)
  }

  static func quit(_ tmux: Tmux) throws {
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }

  @Test("§2 tapCount: a double click shows tapCount 2 and a triple click 3; a slow second click 1")
  func doubleAndTripleClicks() throws {
    let (tmux, screen) = try Self.open(E2E.fixture, waitingFor: "save")
    defer { tmux.kill() }
    let save = try #require(E2E.cellInside(box: "save", on: screen), "no save box:\n\(screen)")
    try tmux.sendLiteral(Self.clicks(2, save.x, save.y))
    let double = try tmux.waitForScreen("the double click") { $0.contains("sequence ends (touch 2)") }
    #expect(double.contains("touch 2 continues the tap series"))
    #expect(double.contains("tapCount 2"))
    // Past the 0.35 s limit, the next clicks start a new series.
    Thread.sleep(forTimeInterval: 0.6)
    try tmux.sendLiteral(Self.clicks(3, save.x, save.y))
    let triple = try tmux.waitForScreen("the triple click") { $0.contains("sequence ends (touch 5)") }
    #expect(triple.contains("touch 5 began at"))
    #expect(triple.contains("tapCount 3"))
    Thread.sleep(forTimeInterval: 0.6)
    try tmux.sendLiteral(Self.clicks(1, save.x, save.y))
    let slow = try tmux.waitForScreen("a click after a pause") { $0.contains("sequence ends (touch 6)") }
    #expect(slow.contains("touch 6 starts a new tap series"))
    #expect(slow.contains("tapCount 1"))
    try Self.quit(tmux)
  }

  @Test("§4 Pinch: an Alt-drag on photo puts two fingers down, both drawn; zoom begins, changes and ends")
  func altDragPinches() throws {
    let (tmux, screen) = try Self.open(E2E.fixture(named: "fingers"), waitingFor: "photo ✦1")
    defer { tmux.kill() }
    let corner = try #require(E2E.cellInside(box: "photo", on: screen), "no photo box:\n\(screen)")
    let (x, y) = (corner.x + 12, corner.y + 7)
    try tmux.sendLiteral(Self.report(8, x, y))
    try tmux.waitForScreen("the press point") { $0.contains("drag away for 2 fingers") }
    for step in 1...4 { try tmux.sendLiteral(Self.report(40, x + 2 * step, y)) }
    let pinching = try tmux.waitForScreen("the pinch in flight") {
      $0.contains("zoom: began → changed") && Self.fingerMarks($0) == 2 && $0.contains("pointer 1 move at")
    }
    #expect(pinching.contains("2 fingers: pinch/rotate around"))
    try tmux.sendLiteral(Self.report(8, x + 8, y, release: true))
    let ended = try tmux.waitForScreen("the pinch's end") {
      $0.contains("sequence ends (touches 1, 2)") && Self.fingerMarks($0) == 0
    }
    #expect(ended.contains("zoom: changed → ended"))
    #expect(ended.contains("touch 2 ended"))
    // Once more, and Esc: both fingers are cancelled with the pinch.
    try tmux.sendLiteral(Self.report(8, x, y))
    for step in 1...3 { try tmux.sendLiteral(Self.report(40, x - 2 * step, y)) }
    try tmux.waitForScreen("the second pinch") {
      $0.contains("pointer 1 move at") && Self.fingerMarks($0) == 2
    }
    try tmux.sendLiteral("\u{1B}")
    let cancelled = try tmux.waitForScreen("the cancel") { $0.contains("sequence ends (touches 3, 4)") }
    #expect(cancelled.contains("zoom: changed → cancelled"))
    #expect(cancelled.contains("touch 4 cancelled"))
    #expect(Self.fingerMarks(cancelled) == 0)
    try Self.quit(tmux)
  }

  @Test("§3 Escape cancels the touch in flight: touchesCancelled for pad, hold began → cancelled")
  func escapeCancels() throws {
    let (tmux, screen) = try Self.open(E2E.fixture(named: "cancel"), waitingFor: "pad ✦1")
    defer { tmux.kill() }
    let pad = try #require(E2E.cellInside(box: "pad", on: screen), "no pad box:\n\(screen)")
    try tmux.sendLiteral(Self.report(0, pad.x + 2, pad.y + 2))
    try tmux.waitForScreen("the long press", timeout: 5) { $0.contains("hold: possible → began") }
    try tmux.sendLiteral("\u{1B}")
    let cancelled = try tmux.waitForScreen("the cancel") { $0.contains("sequence ends (touch 1)") }
    #expect(cancelled.contains("pointer 0 cancel at"))
    #expect(cancelled.contains("touch 1 cancelled at"))
    #expect(cancelled.contains("hold: began → cancelled"))
    #expect(cancelled.contains("pad.touchesCancelled(touch 1)"))
    #expect(!cancelled.contains("touching"))
    // The button's release, still to come, finds no touch to end.
    try tmux.sendLiteral(Self.report(0, pad.x + 2, pad.y + 2, release: true))
    try Self.quit(tmux)
  }

  @Test("Keyboard only: k, arrows and Enter tap save at the crosshair")
  func keyboardOnlyTapping() throws {
    let (tmux, _) = try Self.open(E2E.fixture, waitingFor: "save")
    defer { tmux.kill() }
    try tmux.sendLiteral("k")
    let keyboard = try tmux.waitForScreen("keyboard mode") { $0.contains("keyboard ✛ (") }
    #expect(E2E.canvas(of: keyboard).contains("✛"))
    #expect(keyboard.contains("Enter tap"))
    let centre = try #require(Self.crosshair(keyboard))
    _ = try Tmux.run(["-L", tmux.socket, "send-keys", "-t", tmux.session, "Right", "Right", "Up"])
    let moved = try tmux.waitForScreen("the crosshair moved") {
      guard let point = Self.crosshair($0) else { return false }
      return point.x > centre.x && point.y < centre.y && $0.contains("over: save")
    }
    #expect(E2E.canvas(of: moved).contains("✛"))
    _ = try Tmux.run(["-L", tmux.socket, "send-keys", "-t", tmux.session, "Enter"])
    let tapped = try tmux.waitForScreen("the tap") { $0.contains("sequence ends (touch 1)") }
    #expect(tapped.contains("┏▶save◀"))
    #expect(tapped.contains("save.touchesEnded(touch 1)"))
    #expect(tapped.contains("keyboard ✛ ("), "still in keyboard mode")
    try tmux.sendLiteral("k")
    try tmux.waitForScreen("keyboard mode off") { $0.contains("keyboard mode off") }
    try Self.quit(tmux)
  }

  /// The touch goes on through a resize (its points stay, the canvas is redrawn on the new
  /// scale, the finger mark with it); shrunk below the minimum, the release still ends it.
  @Test("A resize during a drag: redrawn, the touch continues, and a release while too small ends it")
  func resizeDuringADrag() throws {
    let (tmux, screen) = try Self.open(E2E.fixture, waitingFor: "save")
    defer { tmux.kill() }
    let save = try #require(E2E.cellInside(box: "save", on: screen), "no save box:\n\(screen)")
    try tmux.sendLiteral(Self.report(0, save.x + 1, save.y))
    try tmux.sendLiteral(Self.report(32, save.x + 3, save.y))
    try tmux.waitForScreen("the drag") { $0.contains("touch 1 moved") && Self.fingerMarks($0) == 1 }
    try tmux.resize(width: 100, height: 30)
    let resized = try tmux.waitForScreen("the smaller canvas") {
      ($0.components(separatedBy: "\n").first?.count ?? 0) <= 100 && $0.contains("save")
        && Self.fingerMarks($0) == 1
    }
    #expect(resized.contains("touching"))
    let moved = try #require(E2E.cellInside(box: "save", on: resized), "no save box:\n\(resized)")
    let before = Self.lastMove(resized)
    try tmux.sendLiteral(Self.report(32, moved.x + 4, moved.y))
    try tmux.waitForScreen("a move after the resize") {
      Self.lastMove($0) != before && $0.contains("save.touchesMoved(touch 1)") && $0.contains("touching")
    }
    try tmux.resize(width: 50, height: 12)
    try tmux.waitForScreen("the too-small message") { $0.contains("terminal too small") }
    try tmux.sendLiteral(Self.report(0, 3, 3, release: true))
    try tmux.resize(width: 120, height: 40)
    let ended = try tmux.waitForScreen("the touch ended") {
      $0.contains("sequence ends (touch 1)") && !$0.contains("too small")
    }
    #expect(ended.contains("save.touchesEnded(touch 1)"))
    #expect(Self.fingerMarks(ended) == 0)
    #expect(!ended.contains("EXITED"))
    try Self.quit(tmux)
  }

  /// The `◌` ghost marks on the canvas.
  static func ghostMarks(_ screen: String) -> [(x: Int, y: Int)] {
    E2E.canvas(of: screen).components(separatedBy: "\n").enumerated().flatMap { row, line in
      Array(line).enumerated().compactMap { $0.element == "◌" ? ($0.offset + 1, row + 1) : nil }
    }
  }

  @Test("Hovering with Alt+Shift draws the second finger's ghost 40 pt away; pressed, both fingers are there")
  func ghostFinger() throws {
    let (tmux, screen) = try Self.open(E2E.fixture(named: "fingers"), waitingFor: "map ✦1")
    defer { tmux.kill() }
    let photo = try #require(E2E.cellInside(box: "photo", on: screen), "no photo box:\n\(screen)")
    let (x, y) = (photo.x + 2, photo.y + 5)
    // Hovering (35) with Alt (+8) and Shift (+4).
    try tmux.sendLiteral(Self.report(47, x, y))
    let hovering = try tmux.waitForScreen("the ghost") { !Self.ghostMarks($0).isEmpty }
    let ghost = try #require(Self.ghostMarks(hovering).first)
    #expect(ghost.y == y, "on the pointer's row")
    #expect(ghost.x > x + 2, "to the right, 40 pt away")
    // Without the modifiers it goes.
    try tmux.sendLiteral(Self.report(35, x, y))
    try tmux.waitForScreen("no ghost") { Self.ghostMarks($0).isEmpty && $0.contains("pointer (") }
    // With them again, pressed: the fingers go down where the pointer and the ghost were.
    try tmux.sendLiteral(Self.report(47, x, y))
    try tmux.waitForScreen("the ghost again") { !Self.ghostMarks($0).isEmpty }
    try tmux.sendLiteral(Self.report(12, x, y))
    let down = try tmux.waitForScreen("two fingers") { Self.fingerMarks($0) == 2 }
    #expect(Self.ghostMarks(down).isEmpty)
    let lines = E2E.canvas(of: down).components(separatedBy: "\n")
    #expect(Array(lines[ghost.y - 1])[ghost.x - 1] == "◉", "finger 2 where its ghost was")
    try tmux.sendLiteral(Self.report(12, x, y, release: true))
    try tmux.waitForScreen("the pan's end") { $0.contains("sequence ends (touches 1, 2)") }
    try Self.quit(tmux)
  }
}
