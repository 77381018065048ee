/// What libFuzzer hands a target, as the text or bytes the code under test reads.
///
/// Files reach TouchLab as bytes and are decoded as UTF-8 with replacement (invalid sequences
/// become U+FFFD, as `SourceFileReader` does), so a target decodes the same way: every byte
/// string the fuzzer makes is a file someone could give it.
public enum FuzzInput {
  /// The input's bytes (none for a null pointer, which libFuzzer passes for empty input).
  public static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
    guard let start, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: start, count: count))
  }

  /// The input decoded as UTF-8, invalid sequences replaced.
  public static func text(_ start: UnsafePointer<UInt8>?, _ count: Int) -> String {
    String(decoding: bytes(start, count), as: UTF8.self)
  }
}
