import Testing

@testable import TouchCode

/// The compiler's output read into diagnostics a person can act on.
@Suite("Compiler output")
struct CompilerOutputTests {
  @Test("An error keeps its place, its source line and caret; warnings are left out")
  func errorsWithExcerpts() {
    let output = """
      /tmp/a b/Views.swift:3:9: warning: variable 'x' was never used
          let x = 1
              ^
      /tmp/a b/Views.swift:5:18: error: cannot convert value of type 'String' to specified type 'Int'
          let y: Int = "no"
                       ^~~~
      /tmp/a b/Views.swift:5:18: note: did you mean this
      error: link command failed with exit code 1
      """
    let diagnostics = CompilerOutput.diagnostics(in: output)
    #expect(
      diagnostics.map(\.description) == [
        "/tmp/a b/Views.swift:5:18: cannot convert value of type 'String' to specified type 'Int'\n"
          + "        let y: Int = \"no\"\n                     ^~~~",
        "/tmp/a b/Views.swift:5:18: note: did you mean this",
        "swiftc: error: link command failed with exit code 1",
      ])
  }
}
