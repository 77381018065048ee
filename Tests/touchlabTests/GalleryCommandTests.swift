import Foundation
import Testing

/// `touchlab list`, `touchlab NAME` and `touchlab check` with claims, run as a user runs them,
/// on the gallery in `Fixtures/gallery` (through `TOUCHLAB_LAYOUTS`).
@Suite("Gallery commands")
struct GalleryCommandTests {
  static let folder = "Tests/touchlabTests/Fixtures/gallery"
  static let environment = ["TOUCHLAB_LAYOUTS": TouchlabProcess.fixture("gallery")]

  static func run(_ arguments: [String]) throws -> TouchlabProcess.Result {
    try TouchlabProcess.run(arguments, environment: environment)
  }

  @Test("list: one line per layout, number, name and title, sorted by file name; titles sanitized")
  func list() throws {
    let result = try Self.run(["list"])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
         1  outside  A view outside its superview is dead there
         2  wrong    A claim that fails ␛[31m
         3  broken   Does not load
            default  (no title)

        """)
  }

  @Test("list without TOUCHLAB_LAYOUTS lists the repository's Layouts/ folder")
  func listRepository() throws {
    let result = try TouchlabProcess.run(["list"])
    #expect(result.status == 0)
    #expect(
      result.stdout.split(separator: "\n").contains { $0.contains("default") && $0.hasSuffix("  Checkout") })
  }

  @Test(
    "check finds a scenario by number, name, NN-name or path, and reports each claim that holds",
    arguments: ["1", "01", "outside", "01-outside", "\(folder)/01-outside.yaml"])
  func checkHolds(_ name: String) throws {
    let result = try Self.run(["check", name])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        \(Self.folder)/01-outside.yaml: ok (1 window, 3 views)
        \(Self.folder)/01-outside.yaml:10:5: claim holds: the outside half of save is dead
        \(Self.folder)/01-outside.yaml:14:5: claim holds
        2 claims: 2 hold, 0 fail

        """)
  }

  @Test("check exits 1 when a claim fails, with a line per failure saying what happened instead")
  func checkFails() throws {
    let result = try Self.run(["check", "wrong"])
    #expect(result.status == 1)
    let file = "\(Self.folder)/02-wrong.yaml"
    #expect(
      result.stdout == """
        \(file): ok (1 window, 1 view)
        \(file):4:5: claim holds
        \(file):6:5: claim fails (wrong on purpose): expected the tap at (300, 300) to hit card; it hit main (path main)
        \(file):6:5: claim fails (wrong on purpose): expected the tap at (300, 300) to send open; it sent no action
        2 claims: 1 holds, 1 fails

        """)
  }

  @Test("check still exits 2 for a layout that does not load")
  func checkLoadError() throws {
    let result = try Self.run(["check", "3"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "\(Self.folder)/03-broken.yaml:5:27: unknown class 'Buton'; did you mean 'Button'? (the classes are ")
    )
  }

  @Test("A layout without claims checks as before: just ok")
  func checkWithoutClaims() throws {
    let result = try Self.run(["check", "default"])
    #expect(result.status == 0)
    #expect(result.stdout == "\(Self.folder)/default.yaml: ok (1 window, 0 views)\n")
  }

  @Test(
    "A name that is neither a file nor a scenario: exit 2, did you mean, and where to look",
    arguments: [["outsde"], ["open", "outsde"], ["check", "outsde"], ["trace", "outsde", "--tap", "1,1"]])
  func unknownName(_ arguments: [String]) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 2)
    #expect(
      result.stderr == """
        touchlab: no layout file or gallery scenario named 'outsde'; did you mean 'outside'?
        Run `touchlab list` to see the gallery.

        """)
  }

  @Test("touchlab NAME and touchlab open NAME resolve the scenario, then need a terminal")
  func openByName() throws {
    for arguments in [["outside"], ["open", "2"]] {
      let result = try Self.run(arguments)
      #expect(result.status == 2)
      #expect(result.stderr.hasPrefix("touchlab: the interactive UI needs a terminal"))
    }
  }

  @Test("trace takes a scenario's name too")
  func traceByName() throws {
    let result = try Self.run(["trace", "outside", "--tap", "150,60"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("touch 1 → hit view home in window main"))
  }
}
