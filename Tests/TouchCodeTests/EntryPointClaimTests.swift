import Foundation
import Testing

@testable import TouchCode

/// Issue 36, "Bad input stays harmless": a file that declares an `@main` type, or a symbol with
/// the name of the entry point TouchLab generates (`@_cdecl("touchlab_code_entry_v1")`), gets
/// a clear error at its line and column before anything is compiled; top-level code is refused
/// by the compiler, which compiles the files as a library (`-parse-as-library`).
@Suite("Entry-point claims in a person's files")
struct EntryPointClaimTests {
  static func discover(_ text: String) throws -> Result<ClassDiscovery, CodeFailure> {
    let folder = try CodeFolder()
    _ = try folder.write("App.swift", text)
    return ClassDiscovery.discover(in: try folder.files("App.swift"), builtInNames: [])
  }

  @Test(
    "An @main type, a @_cdecl or @_silgen_name of TouchLab's entry point: an error at its line and column",
    arguments: [
      ("@main struct App { static func main() {} }", "@main: TouchLab loads your files as a library"),
      ("@_cdecl(\"touchlab_code_entry_v1\") public func evil() {}", "@_cdecl(\"touchlab_code_entry_v1\")"),
      ("@_silgen_name(\"touchlab_code_entry_v1\") func evil()", "@_silgen_name(\"touchlab_code_entry_v1\")"),
    ])
  func claimIsRefused(declaration: String, message: String) throws {
    let result = try Self.discover("import UIKit\nclass BadgeView: UIView {}\n  \(declaration)\n")
    guard case .failure(let failure) = result else {
      Issue.record("accepted: \(declaration)")
      return
    }
    let problem = try #require(failure.diagnostics.first { $0.diagnostic.message.contains(message) })
    #expect(problem.diagnostic.line == 3 && problem.diagnostic.column == 3)
  }

  @Test("Another @_cdecl, and a class named App, are the person's to declare")
  func otherNamesAreFine() throws {
    let result = try Self.discover(
      "import UIKit\nclass BadgeView: UIView {}\nclass App {}\n@_cdecl(\"badge_count\") public func count() -> Int32 { 0 }\n"
    )
    guard case .success(let discovery) = result else {
      Issue.record("refused: \(result)")
      return
    }
    #expect(discovery.classes.map(\.name) == ["BadgeView"])
  }
}
