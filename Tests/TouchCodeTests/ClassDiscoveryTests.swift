import Testing

@testable import TouchCode

/// Which classes of a person's code a layout can name: found by a real parser, followed
/// through subclasses, with the mistakes a person can make reported at their lines.
@Suite("Class discovery")
struct ClassDiscoveryTests {
  private func discover(_ sources: [String: String], builtIn: Set<String> = ["Button", "View"]) -> Result<
    ClassDiscovery, CodeFailure
  > {
    let files = CodeFiles(
      files: sources.keys.sorted().map { CodeFiles.File(path: $0, text: sources[$0] ?? "") })
    return ClassDiscovery.discover(in: files, builtInNames: builtIn)
  }

  private func names(_ sources: [String: String]) -> [String] {
    (try? discover(sources).get().classes.map { "\($0.name):\($0.kind?.rawValue ?? "?")" }) ?? []
  }

  @Test("Views, controls and recognizers are found under both UIKit's and TouchKit's names")
  func directSubclasses() {
    let source = """
      import UIKit
      class Round: UIButton {}
      final class Card: UIView, CardProtocol {}
      open class Shake: UIGestureRecognizer {}
      class Plain: NSObject {}
      class Engine: TouchKit.View {}
      struct NotAClass: Equatable {}
      """
    #expect(names(["a.swift": source]) == ["Round:view", "Card:view", "Shake:recognizer", "Engine:view"])
  }

  @Test("Descent is followed across files, in any order")
  func subclassesOfSubclasses() {
    let sources = [
      "a.swift": "class Fancy: Round {}\nclass Fancier: Fancy {}",
      "b.swift": "class Round: UIButton {}\nclass Twice: MyTap {}\nclass MyTap: UITapGestureRecognizer {}",
    ]
    #expect(
      Set(names(sources)) == [
        "Fancy:view", "Fancier:view", "Round:view", "Twice:recognizer", "MyTap:recognizer",
      ])
  }

  @Test("Comments, strings and local classes are not declarations a layout can name")
  func notFooledByText() {
    let source = """
      // class Commented: UIView {}
      let text = "class Quoted: UIView {}"
      func make() { class Local: UIView {} }
      enum Space { class Nested: UIView {} }
      """
    #expect(names(["a.swift": source]) == ["Space.Nested:view"])
  }

  @Test("A private or generic view class is passed over with a warning at its line")
  func privateAndGeneric() throws {
    let discovery = try discover([
      "a.swift": "private class Hidden: UIView {}\nclass Box<T>: UIView {}\nclass Shown: UIView {}"
    ]).get()
    #expect(discovery.classes.map(\.name) == ["Shown"])
    #expect(
      discovery.notes.map(\.description) == [
        "a.swift:1:15: warning: class 'Hidden' is private, so a layout cannot name it",
        "a.swift:2:7: warning: class 'Box' is generic, so a layout cannot name it",
      ])
  }

  @Test("Two files declaring one class is an error at the second")
  func duplicatesAndClashes() {
    let result = discover([
      "a.swift": "class Twin: UIView {}", "b.swift": "class Twin: UIView {}\nclass Button: UIButton {}",
    ])
    guard case .failure(let failure) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      failure.diagnostics.map(\.description) == [
        "b.swift:1:7: class 'Twin' is declared twice: first at a.swift:1:7"
      ])
  }

  @Test("Code with no view or recognizer class is an error")
  func nothingToName() {
    guard case .failure(let failure) = discover(["a.swift": "struct Model {}\nclass Store: NSObject {}"])
    else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      failure.diagnostics.first?.diagnostic.message.hasPrefix("no class here subclasses a UIKit view") == true
    )
  }
}
