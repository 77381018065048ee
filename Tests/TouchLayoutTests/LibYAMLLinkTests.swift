import CLibYAML
import Foundation
import Testing

@testable import TouchLayout

/// The loader calls libyaml through CLibYAML's header, which is that of the libyaml Yams
/// bundles (docs/performance.md, "Loading"): these tests fail if the calls were answered by
/// some other libyaml (a system `libyaml-0.so.2`, whose structures might differ from the
/// header's) rather than the copy compiled into the program with Yams.
@Suite("libyaml link")
struct LibYAMLLinkTests {
  @Test("yaml_parser_parse is the program's own (Yams' bundled libyaml), not a shared libyaml")
  func oneLibYAML() throws {
    let image = try #require(touchlab_libyaml_image().map { String(cString: $0) })
    #expect(!image.contains("libyaml"), "\(image)")
    let program = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
    let imageName = URL(fileURLWithPath: image).lastPathComponent
    #expect(imageName == program || imageName.hasSuffix(".xctest"), "\(image) is not \(program)")
  }
}
