import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchTrace

@testable import TouchCode

/// A person's code compiled and loaded into this process: its classes are the engine's, its
/// overrides run in the engine's algorithm, and a second load compiles nothing.
@Suite("User code", .serialized)
struct CodeLoaderTests {
  static let roundButton = """
    import UIKit

    class RoundButton: UIButton {
      static var made = 0
      override init(frame: CGRect) {
        super.init(frame: frame)
        RoundButton.made += 1
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let radius = min(bounds.width, bounds.height) / 2
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        return dx * dx + dy * dy <= radius * radius
      }
    }
    """

  private func load(_ folder: CodeFolder, _ names: String...) throws -> Result<LoadedCode, CodeFailure> {
    let files = try CodeFiles.read(names.map { folder.path + "/" + $0 }).get()
    return CodeLoader.load(files, into: .standard, environment: folder.environment)
  }

  @Test("A class from the library is the engine's UIView: one copy of the engine (§1's overrides run)")
  func oneCopyOfTheEngine() throws {
    let folder = try CodeFolder()
    try folder.write("RoundButton.swift", Self.roundButton)
    let code = try load(folder, "RoundButton.swift").get()
    let made = code.registry.makeView(
      className: "RoundButton", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = try #require(made)
    // `is` and `as?` answer by class identity: a second copy of TouchKit would make a
    // different `Button`, and these would be false.
    #expect(view is Button)
    #expect((view as? Control) != nil)
    #expect(String(describing: type(of: view)) == "RoundButton")
    #expect(view.superclassChain.contains(ObjectIdentifier(Button.self)))
    // The engine's own algorithm calls the person's override (a corner is outside the circle).
    #expect(view.point(inside: CGPoint(x: 5, y: 5), with: nil) == false)
    #expect(view.point(inside: CGPoint(x: 50, y: 50), with: nil) == true)
    #expect(view.overridesHitTesting)
  }

  @Test("A layout names the class, and hit testing asks its override (§1)")
  func layoutNamesTheClass() throws {
    let folder = try CodeFolder()
    try folder.write("RoundButton.swift", Self.roundButton)
    let code = try load(folder, "RoundButton.swift").get()
    let yaml = """
      windows:
        - id: window
          frame: [0, 0, 300, 300]
          views:
            - {id: round, class: RoundButton, frame: [100, 100, 100, 100]}
      """
    let layout = try LayoutLoader.load(yaml: yaml, source: "round.yaml", registry: code.registry)
    #expect(layout.application.hitTest(CGPoint(x: 150, y: 150), with: nil)?.id == "round")
    #expect(layout.application.hitTest(CGPoint(x: 104, y: 104), with: nil)?.id == "window")
  }

  @Test("The second load of unchanged code compiles nothing; an edit compiles a new library")
  func cache() throws {
    let folder = try CodeFolder()
    try folder.write("RoundButton.swift", Self.roundButton)
    let first = try load(folder, "RoundButton.swift").get()
    let second = try load(folder, "RoundButton.swift").get()
    #expect(first.compiled)
    #expect(!second.compiled)
    #expect(first.library == second.library)
    try folder.write("RoundButton.swift", Self.roundButton + "\n// edited\n")
    let edited = try load(folder, "RoundButton.swift").get()
    #expect(edited.compiled)
    #expect(edited.library != first.library)
  }

  @Test("The cache key changes with the compiler, the host's modules, the flags and the files")
  func cacheKey() {
    let files = [PreparedFile(name: "a.swift", text: "class A: UIView {}")]
    let base = CodeCache.key(compiler: "Swift 6.3.1", fingerprint: "m1", flags: ["-Onone"], files: files)
    #expect(
      base == CodeCache.key(compiler: "Swift 6.3.1", fingerprint: "m1", flags: ["-Onone"], files: files))
    #expect(
      base != CodeCache.key(compiler: "Swift 6.3.2", fingerprint: "m1", flags: ["-Onone"], files: files))
    #expect(
      base != CodeCache.key(compiler: "Swift 6.3.1", fingerprint: "m2", flags: ["-Onone"], files: files))
    #expect(base != CodeCache.key(compiler: "Swift 6.3.1", fingerprint: "m1", flags: ["-O"], files: files))
    let edited = [PreparedFile(name: "a.swift", text: "class A: UIView { }")]
    #expect(
      base != CodeCache.key(compiler: "Swift 6.3.1", fingerprint: "m1", flags: ["-Onone"], files: edited))
  }

  @Test("A compile error is reported at the person's file, line and column, with the source line")
  func compileError() throws {
    let folder = try CodeFolder()
    try folder.write("Bad.swift", "import UIKit\n\nclass Bad: UIView {\n  let count: Int = \"three\"\n}\n")
    guard case .failure(let failure) = try load(folder, "Bad.swift") else {
      Issue.record("expected a compile error")
      return
    }
    let first = try #require(failure.diagnostics.first)
    #expect(first.diagnostic.file == folder.path + "/Bad.swift")
    #expect(first.diagnostic.line == 4)
    #expect(first.diagnostic.column == 20)
    #expect(first.excerpt.first?.contains("let count: Int = \"three\"") == true)
  }

  @Test("A class a layout cannot make (no init(frame:)) is explained at the class's line")
  func classWithoutFrameInitializer() throws {
    let folder = try CodeFolder()
    try folder.write(
      "Titled.swift",
      "import UIKit\n\nclass Titled: UIView {\n  init(title: String) { super.init(frame: .zero) }\n"
        + "  required init?(coder: NSCoder) { fatalError() }\n}\n")
    guard case .failure(let failure) = try load(folder, "Titled.swift") else {
      Issue.record("expected a failure")
      return
    }
    let first = try #require(failure.diagnostics.first)
    #expect(first.diagnostic.line == 3)
    #expect(first.diagnostic.column == 7)
    #expect(first.diagnostic.message.hasPrefix("TouchLab makes 'Titled' for a layout with Titled(frame:)"))
  }
}

extension View {
  /// Object identifiers of the class and its superclasses, up to the root.
  fileprivate var superclassChain: [ObjectIdentifier] {
    var chain: [ObjectIdentifier] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      chain.append(ObjectIdentifier(current.subjectType))
      mirror = current.superclassMirror
    }
    return chain
  }
}
