import Foundation
import LibYAML

/// What the first part's parser reads in a split parse (``YAMLComposer``'s split): the text
/// up to the split point, then, once the second part's parse has found where its list ends,
/// the text from there on. The list's items in between are the second part's.
///
/// libyaml pulls its input through ``read``: when it has read up to the split point, it waits
/// here for the second part. If that failed, the read fails, the first part stops with an
/// input error, and the text is composed again in one piece.
/// `@unchecked Sendable`: `middle` and `resumeOffset` are written under `condition` only, and
/// the rest is the first part's thread's alone.
final class YAMLSplitInput: @unchecked Sendable {
  /// The second part's outcome: its items, composed, where the text after its list starts
  /// (a line's first byte, or the end) and how many lines after the split point that is; or
  /// nil, when it failed (the text is then composed in one piece).
  struct Middle {
    var items: [YAMLNode]
    var endOffset: Int
    var lines: Int
    /// The deepest nesting within the items, the list counted.
    var depth: Int
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let point: YAMLSplitPoint
  private var position = 0
  private var resumed = false
  private let condition = NSCondition()
  private var outcome: Middle??

  init(bytes: UnsafeBufferPointer<UInt8>, point: YAMLSplitPoint) {
    self.bytes = bytes
    self.point = point
  }

  /// Called by the second part's thread, once.
  func publish(_ middle: Middle?) {
    condition.lock()
    outcome = .some(middle)
    condition.broadcast()
    condition.unlock()
  }

  /// The second part's outcome, waiting for it.
  package var middle: Middle? {
    condition.lock()
    defer { condition.unlock() }
    while outcome == nil { condition.wait() }
    return outcome ?? nil
  }

  /// libyaml's read handler: `data` is an unretained ``YAMLSplitInput``.
  static let read:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int, UnsafeMutablePointer<Int>?)
      -> Int32 = { data, buffer, size, sizeRead in
        guard let data, let buffer, let sizeRead else { return 0 }
        return Unmanaged<YAMLSplitInput>.fromOpaque(data).takeUnretainedValue().read(
          into: buffer, size: size, sizeRead)
      }

  private func read(
    into buffer: UnsafeMutablePointer<UInt8>, size: Int, _ sizeRead: UnsafeMutablePointer<Int>
  )
    -> Int32
  {
    if !resumed, position == point.offset {
      guard let middle else { return 0 }
      position = middle.endOffset
      resumed = true
    }
    let end = resumed ? bytes.count : point.offset
    let count = min(size, end - position)
    if count > 0, let base = bytes.baseAddress { buffer.update(from: base + position, count: count) }
    position += count
    sizeRead.pointee = count
    return 1
  }
}
