import CTerminalRestore
import Foundation

/// Where a recording goes: `.recording-N.yaml.partial` while it grows, one complete step line
/// appended (and written through, with write(2)) per event, so that whatever stops the
/// process leaves a script; renamed to `recording-N.yaml` when the recording ends — by `r`, by
/// quitting, or by the signal handlers (CTerminalRestore), which rename it before the process
/// dies. A crash that no handler sees (SIGKILL) leaves the partial file, a valid script too.
final class RecordingFile {
  struct Failure: Error, Equatable {
    var message: String
  }

  /// `recording-N.yaml`, as shown in the status bar.
  let name: String
  let path: String
  let partialPath: String
  private var descriptor: Int32
  private var hasSteps = false

  private init(name: String, path: String, partialPath: String, descriptor: Int32) {
    self.name = name
    self.path = path
    self.partialPath = partialPath
    self.descriptor = descriptor
  }

  /// The first free `recording-N.yaml` in `directory` (neither it nor its partial file exists),
  /// its partial file created with `header(name)` in it, and the signal handlers armed.
  static func create(in directory: String, header: (String) -> String) throws(Failure) -> RecordingFile {
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    for number in 1...9999 {
      let name = "recording-\(number).yaml"
      let path = folder.appendingPathComponent(name).path
      let partialPath = folder.appendingPathComponent(".\(name).partial").path
      guard !FileManager.default.fileExists(atPath: path) else { continue }
      let descriptor = open(partialPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor < 0, errno == EEXIST { continue }
      guard descriptor >= 0 else {
        throw Failure(message: "cannot record in \(directory): \(String(cString: strerror(errno)))")
      }
      let file = RecordingFile(name: name, path: path, partialPath: partialPath, descriptor: descriptor)
      touchlab_recording_arm(partialPath, path)
      try file.write(header(name))
      return file
    }
    throw Failure(message: "cannot record in \(directory): recording-1.yaml to recording-9999.yaml all exist")
  }

  /// Appends one step's line.
  func append(_ line: String) throws(Failure) {
    try write(line)
    if !hasSteps {
      hasSteps = true
      touchlab_recording_written()
    }
  }

  /// Closes the file and renames it to ``path``, or removes it when it has no step (no
  /// script). Returns whether a recording was kept.
  @discardableResult
  func finish() throws(Failure) -> Bool {
    touchlab_recording_disarm()
    close()
    guard hasSteps else {
      unlink(partialPath)
      return false
    }
    guard rename(partialPath, path) == 0 else {
      throw Failure(message: "cannot rename \(partialPath): \(String(cString: strerror(errno)))")
    }
    return true
  }

  private func write(_ text: String) throws(Failure) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        throw Failure(message: "cannot write \(partialPath): \(String(cString: strerror(errno)))")
      }
      bytes = bytes.dropFirst(written)
    }
  }

  private func close() {
    if descriptor >= 0 { Foundation.close(descriptor) }
    descriptor = -1
  }

  deinit { close() }
}
