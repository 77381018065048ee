import CTerminalRestore
import TouchKit

/// Turns each announcement into a C string the handler can print: one per class and method,
/// made the first time and kept for the process's life (the handler may read it at any moment).
final class FrameAnnouncer: UserCodeObserver {
  private struct Key: Hashable {
    var type: ObjectIdentifier
    var method: UserMethod
  }

  private var frames: [Key: UnsafePointer<CChar>] = [:]

  func willRun(_ method: UserMethod, of object: AnyObject) {
    let key = Key(type: ObjectIdentifier(type(of: object)), method: method)
    touchlab_crash_enter(frames[key] ?? frame(for: key, of: object))
  }

  func didReturn() {
    touchlab_crash_leave()
  }

  private func frame(for key: Key, of object: AnyObject) -> UnsafePointer<CChar> {
    let text = TerminalSafety.sanitized("\(type(of: object)).\(key.method.signature)")
    let bytes = Array(text.utf8CString)
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    copy.initialize(from: bytes, count: bytes.count)
    let frame = UnsafePointer(copy)
    frames[key] = frame
    return frame
  }
}
