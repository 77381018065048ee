import Testing

@testable import TouchCode

/// Which UIKit classes a person's class may descend from: every class the built-in class
/// tables have (issue 35), and for one they lack, a message that names it.
@Suite("Class discovery against the class tables")
struct ClassDiscoveryTableTests {
  private func discover(_ source: String, builtIn: Set<String> = ["Button", "View"]) -> Result<
    ClassDiscovery, CodeFailure
  > {
    ClassDiscovery.discover(
      in: CodeFiles(files: [CodeFiles.File(path: "a.swift", text: source)]), builtInNames: builtIn)
  }

  @Test("A subclass of UIStackView or UIToolbar is a view: the table has both")
  func stackAndToolbar() throws {
    let discovery = try discover("class Column: UIStackView {}\nclass Bar: UIKit.UIToolbar {}").get()
    #expect(
      discovery.classes.map { "\($0.name):\($0.kind?.rawValue ?? "?")" } == ["Column:view", "Bar:view"])
  }

  @Test("A subclass of UIWindow, at any depth, is found: a layout's window names it with class:")
  func window() throws {
    let discovery = try discover(
      "class MainWindow: UIWindow {}\nclass Card: UIView {}\nclass DebugWindow: MainWindow {}"
    ).get()
    #expect(
      discovery.classes.map { "\($0.name):\($0.kind?.rawValue ?? "?")" }.sorted() == [
        "Card:view", "DebugWindow:view", "MainWindow:view",
      ])
    #expect(discovery.notes.isEmpty)
    #expect(try discover("class MainWindow: UIWindow {}").get().classes.map(\.name) == ["MainWindow"])
  }

  @Test("A subclass of a UIKit class the tables lack is named in the message")
  func lacking() {
    guard case .failure(let failure) = discover("class Feed: UIAlertController {}\nclass Model {}") else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      failure.diagnostics.map(\.diagnostic.message) == [
        "no class here subclasses a UIKit class TouchLab has: 'Feed' subclasses UIAlertController, which "
          + "TouchLab does not have yet, so there is nothing for a layout to name"
      ])
  }

  @Test("A person's class with a built-in's name wins over it, with a notice")
  func personWins() throws {
    let discovery = try discover("class Button: UIButton {}").get()
    #expect(discovery.classes.map(\.name) == ["Button"])
    #expect(discovery.notes.isEmpty)
    #expect(
      discovery.notices.map(\.description) == [
        "a.swift:1:7: warning: class 'Button' has the name of a built-in class: a layout's 'class: Button' "
          + "makes this one, not TouchLab's"
      ])
  }
}
