import Foundation
import FuzzCommon
import TouchImport
import TouchKit
import TouchLayout
import TouchOpening

/// The hierarchy-dump reader on any bytes (issue 15's `recursiveDescription` and `pviews`
/// text): the parse never throws, and a dump that imports must also load as a layout — the
/// writer's YAML read back by the loader — and take a tap at nine points. A crash, a hang or a
/// leak is a finding; a dump that imports but whose layout does not load is one too (the
/// writer wrote what the loader refuses), reported as a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDump(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = FuzzInput.text(start, count)
  _ = DumpParser.parse(text, source: "fuzz.txt")
  guard case .success(let imported) = DumpImporter.importDump(text: text, source: "fuzz.txt") else {
    return 0
  }
  let layout: Layout
  do {
    layout = try LayoutLoader.load(imported: imported, source: "fuzz.txt", registry: .standard)
  } catch {
    // Limits (views, bytes) are the loader's to refuse; anything else is the writer's fault.
    let limit = error.diagnostics.contains { $0.message.contains("limit") }
    precondition(limit, "an imported dump's layout does not load: \(error.diagnostics.map(\.description))")
    return 0
  }
  FuzzTaps.tapNinePoints(of: layout)
  return 0
}

/// The entry point SwiftPM links as `main` (see ``FuzzDriver``).
@_cdecl("FuzzDump_main")
public func fuzzDumpMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  FuzzDriver.run(argc, argv, fuzzDump)
}
