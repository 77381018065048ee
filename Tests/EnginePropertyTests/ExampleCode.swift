import Foundation
import TouchCode
import TouchLayout

/// The registry the gallery's layouts load with: the standard classes plus the examples of
/// Layouts/Code, compiled and loaded at run time as `touchlab` loads them (module TouchCode).
enum ExampleCode {
  static let registry: ViewClassRegistry = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Layouts/Code").path
    switch CodeFiles.read([folder]).flatMap({ CodeLoader.load($0, into: .standard) }) {
    case .success(let code): return code.registry
    case .failure(let failure): preconditionFailure("the examples do not load:\n\(failure)")
    }
  }()
}
