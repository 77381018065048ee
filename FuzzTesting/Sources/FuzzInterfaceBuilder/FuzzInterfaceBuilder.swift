import Foundation
import FuzzCommon
import TouchImport
import TouchKit
import TouchLayout
import TouchOpening

/// The Interface Builder reader on any bytes (issue 40's `.storyboard` and `.xib`): the XML
/// read under its bounds, the scenes found, and a scene that imports must also load — the YAML
/// `touchlab import` writes of it read back by the loader — and take a tap at nine points. A
/// crash, a hang, or an imported scene whose YAML does not load (reported as a trap) is a
/// finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = FuzzInput.text(start, count)
  _ = InterfaceBuilderImporter.isInterfaceBuilder(text)
  guard case .success(let scenes) = InterfaceBuilderImporter.scenes(text: text, source: "fuzz.xib") else {
    return 0
  }
  for name in [nil] + scenes.prefix(3).map(\.objectID) {
    guard
      case .success(let imported) = InterfaceBuilderImporter.importDocument(
        text: text, source: "fuzz.xib", scene: name)
    else { continue }
    let layout: Layout
    do {
      layout = try LayoutLoader.load(importedYAMLOf: imported, source: "fuzz.xib", registry: .standard)
    } catch {
      let limit = error.diagnostics.contains { $0.message.contains("limit") }
      precondition(limit, "an imported scene's layout does not load: \(error.diagnostics.map(\.description))")
      continue
    }
    FuzzTaps.tapNinePoints(of: layout)
  }
  return 0
}

/// The entry point SwiftPM links as `main` (see ``FuzzDriver``).
@_cdecl("FuzzInterfaceBuilder_main")
public func fuzzInterfaceBuilderMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
)
  -> CInt
{
  FuzzDriver.run(argc, argv, fuzzInterfaceBuilder)
}
