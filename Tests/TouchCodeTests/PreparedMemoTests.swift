import Foundation
import Testing
import TouchFoundation
import TouchLayout

@testable import TouchCode

/// Issue 42: a warm start with unchanged files parses none of them — the classes found and the
/// library's key are kept by the files' content hash (``PreparedMemo``; docs/code.md, "The
/// cache") — and a changed file is always seen: one byte more is another key.
@Suite("Prepared memo", .serialized)
struct PreparedMemoTests {
  static func view(_ edge: Int) -> String {
    """
    import UIKit

    class MemoView: UIView {
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { point.x < \(edge) }
    }
    """
  }

  static let builtIn = Set(
    ViewClassRegistry.standard.classNames + ViewClassRegistry.standard.recognizerClassNames
      + ViewClassRegistry.standard.controllerClassNames)

  @Test("Unchanged files: the second start takes the memo (no parse) and the cached library; an edit is seen")
  func warmStartSkipsTheParseAndSeesAnEdit() throws {
    let folder = try CodeFolder()
    try folder.write("MemoView.swift", Self.view(10))
    let written = try folder.files("MemoView.swift")
    let first = try CodeLoader.load(
      written, into: .standard, environment: folder.environment, notice: { _ in }
    ).get()
    #expect(first.compiled)
    // The start the loader makes first: no file parsed, the classes from the memo.
    let unchanged = try folder.files("MemoView.swift")
    let warm = try #require(
      CodeLoader.warmStart(unchanged, builtIn: Self.builtIn, into: .standard, environment: folder.environment)
    )
    let code = try warm.get()
    #expect(!code.compiled)
    #expect(code.classes == first.classes)
    #expect(code.library == first.library)
    let view = try #require(
      code.registry.makeView(className: "MemoView", frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
    #expect(view.point(inside: CGPoint(x: 5, y: 5), with: nil))
    #expect(!view.point(inside: CGPoint(x: 20, y: 5), with: nil))
    // Edited (same size, same second: only the bytes differ): no memo for it, so the full
    // path parses, compiles and runs the new code.
    try folder.write("MemoView.swift", Self.view(30))
    let changed = try folder.files("MemoView.swift")
    #expect(
      CodeLoader.warmStart(changed, builtIn: Self.builtIn, into: .standard, environment: folder.environment)
        == nil)
    let edited = try CodeLoader.load(
      changed, into: .standard, environment: folder.environment, notice: { _ in }
    ).get()
    #expect(edited.compiled)
    let wider = try #require(
      edited.registry.makeView(className: "MemoView", frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
    #expect(wider.point(inside: CGPoint(x: 20, y: 5), with: nil))
  }

  @Test("The key is the files' paths and bytes, the compiler, the modules and the built-in names")
  func keyCoversEverythingDerivedFrom() throws {
    let folder = try CodeFolder()
    try folder.write("V.swift", "class V: UIView {}")
    try folder.write("W.swift", "class V: UIView {}")
    let files = try folder.files("V.swift")
    func key(
      _ files: CodeFiles, builtIn: Set<String> = ["Button"], compiler: String = "swift 6.1",
      fingerprint: String = "f", executable: String = "e"
    ) -> String {
      PreparedMemo.key(
        files: files, builtInNames: builtIn, compiler: compiler, fingerprint: fingerprint, modules: "/m",
        executable: executable)
    }
    let base = key(files)
    let again = try folder.files("V.swift")
    let elsewhere = try folder.files("W.swift")
    #expect(key(again) == base)
    #expect(key(elsewhere) != base, "the same text at another path")
    #expect(key(files, builtIn: ["Button", "V"]) != base)
    #expect(key(files, compiler: "swift 6.2") != base)
    #expect(key(files, fingerprint: "g") != base)
    #expect(key(files, executable: "rebuilt") != base)
    try folder.write("V.swift", "class V: UIView {} ")
    let edited = try folder.files("V.swift")
    #expect(key(edited) != base, "one byte more")
  }

  @Test("A record is read back whole; a garbled, foreign or truncated one is ignored")
  func recordsHoldOrAreIgnored() throws {
    let folder = try CodeFolder()
    let memo = PreparedMemo(folder: folder.path)
    let entry = PreparedMemo.Entry(
      library: "abc",
      classes: [
        DeclaredClass(
          name: "MemoView", superclass: "UIView", file: "/a/MemoView.swift", line: 3, column: 7,
          isFilePrivate: false, isGeneric: false, kind: .view, isCoderUnavailable: true, isCoderOnly: false),
        DeclaredClass(
          name: "Tap", superclass: nil, file: "/a/T.swift", line: 1, column: 1, isFilePrivate: true,
          isGeneric: true, kind: nil),
      ])
    memo.record(entry, under: "k1")
    #expect(memo.recorded("k1") == entry)
    #expect(memo.recorded("k2") == nil)
    let text = try #require(PreparedMemo.text(of: entry, key: "k1"))
    #expect(PreparedMemo.entry(text.replacingOccurrences(of: "MemoView", with: "MemoVieW"), key: "k1") == nil)
    #expect(PreparedMemo.entry(String(text.dropLast(10)), key: "k1") == nil)
    #expect(PreparedMemo.entry(text, key: "k2") == nil, "a record is for its own key only")
    var tabbed = entry
    tabbed.classes[0].file = "/a/Memo\tView.swift"
    #expect(PreparedMemo.text(of: tabbed, key: "k1") == nil, "a field with a tab is not recorded")
  }
}
