import FuzzCommon
import TouchLayout
import TouchScript

/// The script reader on any bytes, against the fixture layout: each step it reads is also
/// described, as `touchlab run` prints it. Read errors are expected; a crash or a hang is a
/// finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = FuzzInput.text(start, count)
  guard let script = try? ScriptLoader.load(yaml: text, source: "fuzz.yaml", for: FuzzFixture.shared) else {
    return 0
  }
  for step in script.steps { _ = ScriptRunner.describe(step) }
  return 0
}

/// The entry point SwiftPM links as `main` (see ``FuzzDriver``).
@_cdecl("FuzzScript_main")
public func fuzzScriptMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt
{
  FuzzDriver.run(argc, argv, fuzzScript)
}
