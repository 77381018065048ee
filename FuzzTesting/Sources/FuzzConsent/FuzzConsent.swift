import Foundation
import FuzzCommon
import TouchKit
import TouchLabTUI
import TouchLayout

/// What guards running a person's code, on any input (issue 34). The first byte chooses:
///
/// - **the consent list** (``AllowedCodeList``): the rest, up to a zero byte, is the list's file;
///   after it, paths (split at byte 1) and a hash. Whatever the file holds, every record read is
///   valid and survives being written and read again; a record added for paths P with hash H is
///   the only new record, matched by H alone, and no path (a newline and a hash in it) adds a
///   second one.
/// - **`code:` scanning** (``LayoutCode``): the rest is a layout. The oracle is the loader: with a
///   `code:` key put in front (in one of the spellings YAML allows, chosen by a byte), a text the
///   loader accepts must be found to name exactly that path, and the text without it, nothing.
/// - **the explorer's consent question** (``ConsentModal``): each byte is a key, a mouse report,
///   a tick, a resize or the loop's "drawn" message, given to the update with the question up.
///   Nothing but `y` (or `Y`) with the question armed may allow the code, nothing but an answer
///   or quitting may close it, and the screen draws it whatever its file names hold.
/// - **the compile cache's record** (``LibraryRecord``): the rest, up to a zero byte, is a
///   record file, after it a library's bytes. A record read survives a rewrite and passes only a
///   library of its size and hash; the record written for a library passes it and fails it
///   truncated or changed in place. (The hash here is a stand-in: what is fuzzed is the reading
///   and the decision; SHA-256 is swift-crypto's.)
///
/// A broken property traps, and so is a finding like a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsent(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let input = FuzzInput.bytes(start, count)
  guard let mode = input.first else { return 0 }
  let rest = Array(input.dropFirst())
  switch mode % 4 {
  case 0: ConsentListFuzz.run(rest)
  case 1: CodeReferenceFuzz.run(rest)
  case 2: ConsentModalFuzz.run(rest)
  default: CacheRecordFuzz.run(rest)
  }
  return 0
}

/// The entry point SwiftPM links as `main` (see ``FuzzDriver``).
@_cdecl("FuzzConsent_main")
public func fuzzConsentMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt
{
  FuzzDriver.run(argc, argv, fuzzConsent)
}
