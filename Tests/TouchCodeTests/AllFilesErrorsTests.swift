import Foundation
import Testing

@testable import TouchCode

/// Every file's errors in one run, each at its file, line and column (issue 36, item 5): the
/// Swift driver stops at the first file that fails unless told to go on
/// (`-continue-building-after-errors`), and a person then fixes one file per run.
@Suite("Compile errors of every file")
struct AllFilesErrorsTests {
  @Test("Three files with an error each: three errors, each at its own file:line:column")
  func everyFile() throws {
    let folder = try CodeFolder()
    let names = ["Badge.swift", "Card.swift", "Chip.swift"]
    for (index, name) in names.enumerated() {
      try folder.write(
        name,
        """
        import UIKit

        final class View\(index): UIView {
          func broken() { let count: Int = "\(name)" }
        }
        """)
    }
    let files = try CodeFiles.read(names.map { folder.path + "/" + $0 }).get()
    let result = CodeLoader.load(files, into: .standard, environment: folder.environment)
    guard case .failure(let failure) = result else {
      Issue.record("expected a compile failure")
      return
    }
    let errors = failure.diagnostics.map(\.diagnostic).filter { !$0.message.hasPrefix("note: ") }
    for name in names {
      let error = errors.first { $0.file.hasSuffix(name) }
      #expect(error?.line == 4, "\(name): \(errors)")
      #expect(error?.column == 36, "\(name): \(errors)")
    }
  }
}
