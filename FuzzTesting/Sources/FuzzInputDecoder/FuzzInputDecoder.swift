import FuzzCommon
import TouchLabTUI

/// The terminal input decoder on any bytes, with an oracle: bytes may arrive in any split
/// (the decoder's promise), so decoding them in one read and in reads cut where the input's
/// first byte says must give the same keys and mouse reports. A difference traps, and so is a
/// finding like a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let input = FuzzInput.bytes(start, count)
  guard let cutSeed = input.first else { return 0 }
  let bytes = Array(input.dropFirst())

  var whole = InputDecoder()
  let once = whole.feed(bytes) + whole.flush()

  var pieces = InputDecoder()
  var split: [InputMessage] = []
  var index = 0
  var state = UInt32(cutSeed) | 1
  while index < bytes.count {
    // A small xorshift: cuts of 1 to 8 bytes, different for every seed byte.
    state ^= state << 13
    state ^= state >> 17
    state ^= state << 5
    let length = min(Int(state % 8) + 1, bytes.count - index)
    split += pieces.feed(bytes[index..<index + length])
    index += length
  }
  split += pieces.flush()

  if once != split {
    fatalError("split reads decode differently: \(once) in one read, \(split) in pieces")
  }
  return 0
}

/// The entry point SwiftPM links as `main` (see ``FuzzDriver``).
@_cdecl("FuzzInputDecoder_main")
public func fuzzInputDecoderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  FuzzDriver.run(argc, argv, fuzzInputDecoder)
}
