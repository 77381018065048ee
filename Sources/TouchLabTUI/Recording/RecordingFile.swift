import CTerminalRestore
import Foundation
import TouchFoundation
import TouchLayout

/// Where a recording goes: `.recording-N.yaml.partial` while it grows, one complete step line
/// appended (and written through, with write(2)) per event, so that whatever stops the
/// process leaves a script; renamed to `recording-N.yaml` when the recording ends — by `r`, by
/// quitting, or by the signal handlers (CTerminalRestore), which rename it before the process
/// dies. A crash that no handler sees (SIGKILL) leaves the partial file, a valid script too.
///
/// When the recording ends by `r` or by quitting, the whole file is written once more, with the
/// expectations a playback observes, through ``AtomicFile`` (temporary file, fsync, rename); if
/// that cannot be done the partial file is kept as recorded. A step that cannot be written (a
/// full disk, a file size limit) ends the recording: the partial file is cut back to its last
/// whole line, flushed and renamed, so what was recorded is kept as a script that reads.
final class RecordingFile {
  typealias Failure = AtomicFile.Failure

  /// `recording-N.yaml`, as shown in the status bar.
  let name: String
  let path: String
  let partialPath: String
  private var descriptor: Int32
  private var hasSteps = false
  /// The partial file's length after its last whole line.
  private var length: off_t = 0
  private let system: FileSystemCalls

  private init(name: String, path: String, partialPath: String, descriptor: Int32, system: FileSystemCalls) {
    self.name = name
    self.path = path
    self.partialPath = partialPath
    self.descriptor = descriptor
    self.system = system
  }

  /// The first free `recording-N.yaml` in `directory` (neither it nor its partial file exists),
  /// its partial file created with `header(name)` in it, and the signal handlers armed.
  static func create(
    in directory: String, system: FileSystemCalls = .posix, header: (String) -> String
  ) throws(Failure) -> RecordingFile {
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    for number in 1...9999 {
      let name = "recording-\(number).yaml"
      let path = folder.appendingPathComponent(name).path
      let partialPath = folder.appendingPathComponent(".\(name).partial").path
      guard !FileManager.default.fileExists(atPath: path) else { continue }
      let descriptor = system.open(partialPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor < 0, errno == EEXIST { continue }
      guard descriptor >= 0 else {
        throw Failure(message: "cannot record in \(directory): \(String(cString: strerror(errno)))")
      }
      let file = RecordingFile(
        name: name, path: path, partialPath: partialPath, descriptor: descriptor, system: system)
      touchlab_recording_arm(partialPath, path)
      do {
        try file.write(header(name))
      } catch {
        touchlab_recording_disarm()
        file.close()
        _ = system.unlink(partialPath)
        throw error
      }
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

  /// Ends the recording: `text` (the recording with its observed expectations) replaces it, or,
  /// when there is none or it cannot be written, the partial file is flushed and renamed to
  /// ``path``. A recording with no step is removed (no script). Returns whether a recording
  /// was kept, and the failure that kept it as recorded, if one did.
  @discardableResult
  func finish(replacingWith text: String? = nil) throws(Failure) -> (kept: Bool, problem: Failure?) {
    touchlab_recording_disarm()
    guard hasSteps else {
      close()
      _ = system.unlink(partialPath)
      return (false, nil)
    }
    var problem: Failure?
    if let text {
      do {
        try AtomicFile.write(text, to: path, system: system)
        close()
        _ = system.unlink(partialPath)
        return (true, nil)
      } catch {
        problem = error
      }
    }
    if system.fsync(descriptor) != 0 { problem = problem ?? failure("cannot write \(partialPath)") }
    close()
    guard system.rename(partialPath, path) == 0 else { throw failure("cannot rename \(partialPath)") }
    return (true, problem)
  }

  /// Writes `text` whole, or cuts the file back to its last whole line and throws.
  private func write(_ text: String) throws(Failure) {
    let bytes = Array(text.utf8)
    guard system.writeAll(descriptor, bytes) else {
      let error = failure("cannot write \(partialPath)")
      _ = system.truncate(descriptor, length)
      throw error
    }
    length += off_t(bytes.count)
  }

  private func failure(_ what: String) -> Failure {
    Failure(message: "\(what): \(String(cString: strerror(errno)))")
  }

  private func close() {
    if descriptor >= 0 { _ = system.close(descriptor) }
    descriptor = -1
  }

  deinit { close() }
}
