import Foundation
import LibYAML
import Testing

@testable import TouchLayout

/// The loader calls the system's libyaml (the `LibYAML` system library target), and only it:
/// no package that bundles its own copy is linked beside it (docs/performance.md, "Which
/// libyaml"), so every `yaml_*` call of the process reaches one library, the one whose header
/// the code was compiled against.
@Suite("libyaml link")
struct LibYAMLLinkTests {
  @Test("yaml_parser_parse and yaml_emitter_emit come from the shared libyaml, not from the program")
  func oneLibYAML() throws {
    let parse:
      @convention(c) (UnsafeMutablePointer<yaml_parser_t>?, UnsafeMutablePointer<yaml_event_t>?) -> Int32 =
        yaml_parser_parse
    let emit:
      @convention(c) (UnsafeMutablePointer<yaml_emitter_t>?, UnsafeMutablePointer<yaml_event_t>?) -> Int32 =
        yaml_emitter_emit
    for function in [unsafeBitCast(parse, to: UInt.self), unsafeBitCast(emit, to: UInt.self)] {
      let image = try #require(Self.image(holding: function))
      #expect(URL(fileURLWithPath: image).lastPathComponent.hasPrefix("libyaml"), "\(image)")
    }
  }

  /// The file mapped at `address` in this process, from /proc/self/maps (Linux; Glibc's Swift
  /// module has no `dladdr`), or dladdr on Apple systems.
  static func image(holding address: UInt) -> String? {
    #if canImport(Darwin)
      var info = Dl_info()
      guard dladdr(UnsafeRawPointer(bitPattern: address), &info) != 0, let name = info.dli_fname else {
        return nil
      }
      return String(cString: name)
    #else
      // Read to its end: /proc's files give no size to read up to.
      guard let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() else {
        return nil
      }
      let maps = String(decoding: data, as: UTF8.self)
      for line in maps.split(separator: "\n") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        let range = fields.first?.split(separator: "-").compactMap { UInt($0, radix: 16) } ?? []
        guard range.count == 2, range[0] <= address, address < range[1] else { continue }
        return fields.count >= 6 ? String(fields[5]) : ""
      }
      return nil
    #endif
  }

  @Test("The libyaml linked is a 0.2 release, which the loader's nesting bound is made for")
  func version() {
    var (major, minor, patch): (Int32, Int32, Int32) = (0, 0, 0)
    yaml_get_version(&major, &minor, &patch)
    #expect(major == 0 && minor == 2, "\(major).\(minor).\(patch)")
    #expect(String(cString: yaml_get_version_string()) == "\(major).\(minor).\(patch)")
  }
}
