import ArgumentParser
import Foundation
import TouchFoundation

/// Where a command that prints one text writes it (`render`, `map`): standard output, or
/// `--output FILE` written atomically, so a failed write never leaves half a file behind.
enum CommandOutput {
  static func write(_ text: String, to path: String?) throws {
    guard let path else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      printError("touchlab: \(error.message)")
      throw ExitCode(2)
    }
  }
}
