import CTerminalRestore
import Foundation
import TouchKit

/// Turns each announcement into a C string the handler can print: one per class and method,
/// made the first time and kept for the process's life (the handler may read it at any moment).
final class FrameAnnouncer: UserCodeObserver {
  private struct Key: Hashable {
    var type: ObjectIdentifier
    var method: UserMethod
  }

  private struct NamedKey: Hashable {
    var name: String
    var method: UserMethod
  }

  private var frames: [Key: UnsafePointer<CChar>] = [:]
  private var namedFrames: [NamedKey: UnsafePointer<CChar>] = [:]
  /// Announcements come from the engine's thread and from the thread that builds a layout's
  /// views (an initializer), one at a time, but the tables are shared.
  private let lock = NSLock()

  func willRun(_ method: UserMethod, of object: AnyObject) {
    let key = Key(type: ObjectIdentifier(type(of: object)), method: method)
    lock.lock()
    let frame = frames[key] ?? copy("\(type(of: object)).\(method.signature)")
    frames[key] = frame
    lock.unlock()
    touchlab_crash_enter(frame)
  }

  func willRun(_ method: UserMethod, ofClassNamed name: String) {
    let key = NamedKey(name: name, method: method)
    lock.lock()
    let frame = namedFrames[key] ?? copy(method.frame(ofClassNamed: name))
    namedFrames[key] = frame
    lock.unlock()
    touchlab_crash_enter(frame)
  }

  func didReturn() {
    touchlab_crash_leave()
  }

  private func copy(_ frame: String) -> UnsafePointer<CChar> {
    let text = TerminalSafety.sanitized(frame)
    let bytes = Array(text.utf8CString)
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    copy.initialize(from: bytes, count: bytes.count)
    return UnsafePointer(copy)
  }
}
