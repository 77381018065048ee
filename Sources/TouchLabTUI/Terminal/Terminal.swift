import CNCurses
import CTerminalRestore
import Foundation

/// The only code that talks to the terminal: set-up and teardown, blitting a ``Canvas``, and
/// reading raw input bytes. Kept thin on purpose (architecture principle 6).
///
/// Mouse reporting is switched on by writing the DECSET sequences ourselves, not with
/// `mousemask`: ncurses picks modes from terminfo (no motion under xterm-256color, X10 only
/// under tmux/screen), and ``InputDecoder`` decodes SGR reports the same under every TERM.
/// `keypad` is off so that every byte reaches the decoder; KEY_RESIZE still arrives.
final class Terminal {
  /// 1000 presses, 1002 drags, 1003 hover (for the status bar), 1006 SGR coordinates.
  static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h"
  static let mouseOff = "\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1006l"
  /// What the signal handlers write: mouse off, normal screen, cursor shown.
  static let reset = mouseOff + "\u{1B}[?1049l\u{1B}[?25h"

  enum Input {
    case bytes([UInt8])
    case resize
    case idle
    /// A watched file may have changed (``FileChangeSignal``).
    case filesChanged
  }

  private let colourMode: ColourMode
  private let isUTF8: Bool
  /// The canvas on the screen: the next frame writes only the cells that differ from it.
  private var shown: Canvas?
  private var isOpen = false
  /// ncurses' `window`, kept from `initscr` rather than read from the C global.
  private let window: UnsafeMutablePointer<WINDOW>
  /// The ncurses screen from `newterm`, freed on close.
  private let screen: OpaquePointer

  init(colourMode: ColourMode) throws {
    // The locale decides whether ncursesw may write UTF-8: see ASCIIFallback.
    setlocale(LC_ALL, "")
    isUTF8 = nl_langinfo(nl_item(CODESET)).map { ASCIIFallback.isUTF8(codeset: String(cString: $0)) } ?? false
    // Before newterm: it already switches the terminal's line discipline (no ICRNL, no ONLCR),
    // and the termios saved here are what every exit and signal puts back. Saved after it,
    // they left the shell without carriage returns after `q` and after every signal.
    touchlab_restore_install(Self.reset)
    // newterm, not initscr: initscr prints its own message and exits when TERM is unknown;
    // newterm returns nil, so the user hears what to do and the exit status is ours.
    guard let screen = shim_newterm(), let window = shim_stdscr() else {
      touchlab_restore_uninstall()
      let term = ProcessInfo.processInfo.environment["TERM"].map { "'\($0)'" } ?? "(TERM is not set)"
      throw TerminalUnavailable(
        description: "touchlab: this system does not know the terminal type \(term). Set TERM to one "
          + "it knows, e.g. TERM=xterm-256color, or use the headless commands (touchlab trace, render, check)."
      )
    }
    self.screen = screen
    self.window = window
    isOpen = true
    raw()
    noecho()
    keypad(window, false)
    meta(window, true)
    curs_set(0)
    self.colourMode = has_colors() ? colourMode : .monochrome
    if self.colourMode == .colour {
      start_color()
      use_default_colors()
      // Pair n is ANSI colour n on the terminal's default background (-1): see TerminalPalette.
      for colour in TerminalColour.allCases { init_pair(colour.rawValue, colour.rawValue, -1) }
    }
    refresh()
    Self.writeRaw(Self.mouseOn)
  }

  /// The terminal's size in cells.
  var size: (columns: Int, rows: Int) { (Int(getmaxx(window)), Int(getmaxy(window))) }

  /// Copies the cells that changed since the last frame to the screen (``CanvasDiff``); ncurses
  /// sends only what changed of those. Without a UTF-8 locale the frame is ASCII first.
  func draw(_ canvas: Canvas) {
    let canvas = isUTF8 ? canvas : ASCIIFallback.canvas(canvas)
    if shown?.columns != canvas.columns || shown?.rows != canvas.rows {
      erase()
      shown = nil
    }
    for index in CanvasDiff.changedCells(from: shown, to: canvas) {
      let cell = canvas.cells[index]
      guard !cell.isContinuation else { continue }
      put(cell, column: index % canvas.columns, row: index / canvas.columns)
    }
    refresh()
    shown = canvas
  }

  /// Forgets what is on the screen, so the next frame is drawn whole: after a resize, when the
  /// terminal may have moved or cleared what it showed.
  func invalidate() { shown = nil }

  private func put(_ cell: Cell, column: Int, row: Int) {
    let appearance = TerminalPalette.appearance(of: cell, in: colourMode)
    var attributes = kANormal
    if appearance.attributes.contains(.bold) { attributes |= kABold }
    if appearance.attributes.contains(.reverse) { attributes |= kAReverse }
    if appearance.attributes.contains(.dim) { attributes |= kADim }
    let pair = appearance.foreground?.rawValue ?? 0
    let character = cell.character
    let expected = TextWidth.width(of: character)
    if let first = character.unicodeScalars.first, isUTF8,
      CNCurses.wcwidth(wchar_t(bitPattern: first.value)) != expected
    {
      // The C library measures this character differently from TextWidth: draw stand-ins as
      // wide as the canvas reserved rather than shift the rest of the row.
      for offset in 0..<expected {
        _ = shim_put_cell(Int32(row), Int32(column + offset), [0x3F, 0], attributes, pair)
      }
      return
    }
    var text = character.unicodeScalars.prefix(4).map { wchar_t(bitPattern: $0.value) }
    text.append(0)
    _ = shim_put_cell(Int32(row), Int32(column), text, attributes, pair)
  }

  /// Waits up to `milliseconds` for input or for `files` to say something changed, whichever
  /// comes first, then drains whatever input is already there. ncurses cannot wait on another
  /// descriptor, so poll(2) waits on both, then ncurses reads without waiting. Not while a
  /// resize waits in ncurses' own queue (put back by the last read): poll would not see it.
  func read(timeout milliseconds: Int32, wakingFor files: FileChangeSignal?) -> Input {
    guard let files, files.descriptor >= 0, !resizeQueued else { return read(timeout: milliseconds) }
    var waits = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: files.descriptor, events: Int16(POLLIN), revents: 0),
    ]
    // A signal (SIGWINCH: a resize) ends the wait early, as it ends ncurses' own.
    let ready = poll(&waits, 2, milliseconds)
    if ready > 0, waits[0].revents == 0, waits[1].revents != 0 {
      return files.drain() ? .filesChanged : .idle
    }
    return read(timeout: 0)
  }

  /// A `KEY_RESIZE` read with input and put back into ncurses' queue for the next read.
  private var resizeQueued = false

  /// Waits up to `milliseconds` for input, then drains whatever else is already there.
  func read(timeout milliseconds: Int32) -> Input {
    resizeQueued = false
    wtimeout(window, milliseconds)
    let first = wgetch(window)
    if first == KEY_RESIZE { return .resize }
    guard first >= 0, first < 256 else { return .idle }
    var bytes = [UInt8(first)]
    wtimeout(window, 0)
    while bytes.count < 65536 {
      let next = wgetch(window)
      guard next >= 0, next < 256 else {
        if next == KEY_RESIZE {
          ungetch(KEY_RESIZE)
          resizeQueued = true
        }
        break
      }
      bytes.append(UInt8(next))
    }
    return .bytes(bytes)
  }

  /// Throws away the input waiting to be read (a resize is kept): for a question that only a
  /// key pressed after it is drawn may answer (``ConsentModal``).
  func discardPendingInput() {
    wtimeout(window, 0)
    var resized = false
    while true {
      let next = wgetch(window)
      if next == KEY_RESIZE {
        resized = true
      } else if next < 0 {
        break
      }
    }
    if resized {
      ungetch(KEY_RESIZE)
      resizeQueued = true
    }
  }

  /// Mouse off, ncurses ended (normal screen, termios), signal handlers back to default.
  func close() {
    guard isOpen else { return }
    isOpen = false
    Self.writeRaw(Self.mouseOff)
    endwin()
    delscreen(screen)
    touchlab_restore_now()
    touchlab_restore_uninstall()
  }

  /// Bytes that must bypass ncurses (mode switches). Never used for untrusted text.
  static func writeRaw(_ text: String) {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      guard result > 0 else { return }
      written += result
    }
  }
}
