/// A growable run of bytes that JSON Lines writes into: each append is a bounds check and a
/// store. An `[UInt8]` checks its storage is uniquely referenced on every append, and the
/// writer appends a few hundred bytes a record, a byte or a key at a time: those checks (and
/// the retains around them) were the largest cost of writing a record.
///
/// Single-threaded, as the writer is; never shared outside it but through
/// ``withUnsafeBytes(_:)``, whose bytes are valid only during the call.
final class ByteBuffer {
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private(set) var count = 0
  @exclusivity(unchecked) private var capacity: Int

  init(capacity: Int = 4096) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  @inline(__always)
  func append(_ byte: UInt8) {
    if count == capacity { grow(to: count + 1) }
    base[count] = byte
    count += 1
  }

  @inline(__always)
  func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity { grow(to: count + bytes.count) }
    Self.copy(source, to: base + count, count: bytes.count)
    count += bytes.count
  }

  /// Copies `count` bytes. The writer's copies are keys, ids and numbers of a few bytes, for
  /// which a call to `memcpy` cost more than the copy: up to 32 bytes are moved as a few
  /// overlapping word loads and stores, all within both ranges.
  @inline(__always)
  static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    switch count {
    case 0: return
    case 1: target[0] = source[0]
    case 2...3:
      let head = from.loadUnaligned(as: UInt16.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
      to.storeBytes(of: head, as: UInt16.self)
      to.storeBytes(of: tail, toByteOffset: count - 2, as: UInt16.self)
    case 4...7:
      let head = from.loadUnaligned(as: UInt32.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      to.storeBytes(of: head, as: UInt32.self)
      to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    case 8...32:
      var offset = 0
      while offset + 8 < count {
        to.storeBytes(
          of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
          as: UInt64.self)
        offset += 8
      }
      let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    default:
      target.update(from: source, count: count)
    }
  }

  func append(contentsOf bytes: some Sequence<UInt8>) {
    for byte in bytes { append(byte) }
  }

  /// Room for `extra` more bytes, written through the pointer given to `write`, which returns
  /// how many it wrote (at most `extra`).
  @inline(__always)
  func append(reserving extra: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
    if count + extra > capacity { grow(to: count + extra) }
    count += write(base + count)
  }

  /// The bytes written since `start` (a count read earlier), as an array.
  func bytes(from start: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: base + start, count: count - start))
  }

  func removeAll() {
    count = 0
  }

  func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  /// The bytes as UTF-8 text (they always are: the writer writes whole strings and ASCII).
  var text: String {
    withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
  }

  private func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
