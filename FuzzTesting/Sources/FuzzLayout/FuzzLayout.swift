import Foundation
import FuzzCommon
import TouchKit
import TouchLayout

/// The layout loader on any bytes: a layout that loads must also take touches, so each one is
/// tapped at nine points of its screen and its timers run out. Load errors are expected; a
/// crash, a hang (libFuzzer's -timeout) or a leak is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = FuzzInput.text(start, count)
  guard let layout = try? LayoutLoader.load(yaml: text, source: "fuzz.yaml") else { return 0 }
  FuzzTaps.tapNinePoints(of: layout)
  return 0
}

/// The entry point SwiftPM links as `main` (see ``FuzzDriver``).
@_cdecl("FuzzLayout_main")
public func fuzzLayoutMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt
{
  FuzzDriver.run(argc, argv, fuzzLayout)
}
