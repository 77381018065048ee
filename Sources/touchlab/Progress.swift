import Foundation
import TouchKit
import TouchLabTUI
import TouchLayout
import TouchScript

/// `Scripts/long.yaml: step 120/10000` on stderr, rewritten in place (`\r`, then erase the
/// line): for a terminal only (``Run`` makes one when stderr is a tty), and at most about a
/// hundred times per script, so a fast run is not slowed by its own progress.
final class Progress {
  /// The most lines a script's progress writes besides its first and last step.
  static let updatesPerScript = 100

  /// Returns to the start of the line and erases it.
  static let eraseLine = "\r\u{1B}[2K"

  private let write: (String) -> Void
  private var shown = false

  /// `write` puts text on the terminal as it is, unbuffered: stderr by default; tests pass
  /// their own.
  init(write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
    self.write = write
  }

  /// What ``ScriptRunner`` calls with each step's number as it starts: the line is written for
  /// the first step, every `total / 100`th (rounded up, so never more than a hundred of them)
  /// and the last.
  func reporter(for script: Script) -> (Int) -> Void {
    let total = script.steps.count
    let every = max(1, (total + Self.updatesPerScript - 1) / Self.updatesPerScript)
    let name = TerminalSafety.sanitized(script.source)
    return { [self] step in
      guard step == 1 || step == total || step.isMultiple(of: every) else { return }
      write("\(Self.eraseLine)\(name): step \(step)/\(total)")
      shown = true
    }
  }

  /// Erases the progress line, so the messages after it start on a clean line.
  func clear() {
    guard shown else { return }
    write(Self.eraseLine)
    shown = false
  }
}
