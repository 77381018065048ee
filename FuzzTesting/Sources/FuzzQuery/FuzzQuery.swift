import FuzzCommon
import TouchLayout
import TouchQuery

/// View queries (the short form and XPath) on any text: parsed, and run when they parse.
/// Syntax and type errors are expected; a crash or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuery(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = FuzzInput.text(start, count)
  guard let query = try? ViewQuery(text) else { return 0 }
  _ = try? query.views(in: FuzzFixture.shared)
  return 0
}

/// The entry point SwiftPM links as `main` (see ``FuzzDriver``).
@_cdecl("FuzzQuery_main")
public func fuzzQueryMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  FuzzDriver.run(argc, argv, fuzzQuery)
}
