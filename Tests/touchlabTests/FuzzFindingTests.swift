import Foundation
import Testing

/// Every input a fuzzer found that crashed TouchLab is a regression test (issue 16 #3): the
/// query fuzzer's findings (FuzzTesting/Findings/FuzzQuery, XPath that crashed FoundationXML)
/// each give a message or an answer now, never a signal.
@Suite struct FuzzFindingTests {
  static let findings = TouchlabProcess.packageRoot.appendingPathComponent("FuzzTesting/Findings/FuzzQuery")

  @Test("Each query finding exits with a status (0, 1 or 2), not a signal")
  func queryFindings() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.findings.path).sorted()
    #expect(names.count >= 8)
    for name in names {
      let data = try Data(contentsOf: Self.findings.appendingPathComponent(name))
      // The query as the fuzzer gave it, NUL included (an argument cannot hold NUL: cut there,
      // as a shell would).
      let query = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
      let result = try TouchlabProcess.run(["query", "Layouts/default.yaml", query])
      #expect([0, 1, 2].contains(result.status), "\(name): status \(result.status), \(result.stderr)")
    }
  }
}
