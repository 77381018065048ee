import Testing

@Suite("touchlab --version")
struct VersionTests {
  @Test("prints the release, the compiler and the system on one line, exit 0")
  func version() throws {
    let result = try TouchlabProcess.run(["--version"])
    #expect(result.status == 0)
    let line = result.stdout.trimmingCharacters(in: .newlines)
    #expect(
      line.wholeMatch(of: /touchlab \d+\.\d+\.\d+ \(Swift \d\.\d[^,]*, (Linux|macOS)\)/) != nil, "\(line)")
  }
}
