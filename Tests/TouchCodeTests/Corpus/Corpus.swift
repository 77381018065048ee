import Foundation
import Testing
import TouchCode
import TouchKit
import TouchLayout
import TouchOpening

/// The files of Layouts/Corpus, each compiled once through `CodeLoader` (as `touchlab --code`
/// compiles it) and shared by every test of that file: a compile takes about a second, a
/// layout load a millisecond, so each test gets fresh views from one library.
enum Corpus {
  /// Layouts/Corpus in this checkout.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Layouts/Corpus").path

  /// Every corpus Swift file's name without `.swift`, sorted.
  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
  }()

  private static let cache = CompileCache()

  /// `name`.swift compiled and loaded, or why not; compiled on the first call only.
  static func code(_ name: String) -> Result<LoadedCode, CodeFailure> {
    cache.code(name) {
      CodeFiles.read([folder + "/" + name + ".swift"]).flatMap { CodeLoader.load($0, into: .standard) }
    }
  }

  /// The compiler's first message for `name`.swift, or nil when it compiles.
  static func firstError(_ name: String) -> String? {
    guard case .failure(let failure) = code(name) else { return nil }
    return failure.diagnostics.first.map { "\($0.diagnostic)" } ?? "\(failure)"
  }

  /// `name`.yaml loaded with the classes of `name`.swift: fresh views for one test. A file
  /// that does not compile fails the test with the compiler's messages.
  static func screen(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CorpusScreen
  {
    let code: LoadedCode
    switch Self.code(name) {
    case .success(let loaded): code = loaded
    case .failure(let failure):
      Issue.record("\(name).swift does not compile:\n\(failure)", sourceLocation: sourceLocation)
      throw failure
    }
    let path = folder + "/" + name + ".yaml"
    do {
      return CorpusScreen(layout: try LayoutLoader.load(contentsOf: path, registry: code.registry))
    } catch {
      Issue.record("\(name).yaml does not load:\n\(error)", sourceLocation: sourceLocation)
      throw error
    }
  }
}

/// The compiled corpus files by name, behind a lock: Swift Testing runs suites in parallel,
/// and each file must be compiled once.
private final class CompileCache: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [String: Result<LoadedCode, CodeFailure>] = [:]

  func code(_ name: String, compile: () -> Result<LoadedCode, CodeFailure>) -> Result<LoadedCode, CodeFailure>
  {
    lock.lock()
    defer { lock.unlock() }
    if let result = results[name] { return result }
    let result = compile()
    results[name] = result
    return result
  }
}
