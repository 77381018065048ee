import FuzzCommon
import TouchLayout
import TouchScript

/// A recording is a script of pointer and force steps, read and then played back: on any
/// bytes, the reader (against the shared fixture, so an input that does not read costs no
/// load), and the player on a fresh load of it (a run changes the layout it runs on). Read
/// errors are expected; a crash or a hang in either is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecording(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = FuzzInput.text(start, count)
  guard let script = try? ScriptLoader.load(yaml: text, source: "fuzz.yaml", for: FuzzFixture.shared) else {
    return 0
  }
  _ = ScriptRunner.run(script, on: FuzzFixture.layout())
  return 0
}

/// The entry point SwiftPM links as `main` (see ``FuzzDriver``).
@_cdecl("FuzzRecording_main")
public func fuzzRecordingMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  FuzzDriver.run(argc, argv, fuzzRecording)
}
