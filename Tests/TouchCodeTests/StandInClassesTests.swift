import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchCode

/// The explorer opens on code that does not compile (issue 36, "The explorer opens on a compile
/// error"): the layout's views are made with each of the person's classes as the built-in
/// class it descends from, found by the parser, none of the person's code run.
@Suite("Stand-in classes", .serialized)
struct StandInClassesTests {
  private func standIns(_ source: String) throws -> (ViewClassRegistry, [StandInClasses.StandIn]) {
    let files = CodeFiles(files: [CodeFiles.File(path: "a.swift", text: source)])
    let builtIn = Set(
      ViewClassRegistry.standard.classNames + RecognizerClass.all.map(\.name) + ["ViewController"])
    let discovery = try ClassDiscovery.discover(in: files, builtInNames: builtIn).get()
    return StandInClasses.registry(for: discovery.classes, into: .standard)
  }

  @Test("Each class stands in as the nearest UIKit class it descends from, through the person's own")
  func nearestBuiltIn() throws {
    let (registry, made) = try standIns(
      """
      import UIKit
      class Fancy: RoundButton {}
      class RoundButton: UIButton { var broken: Int = true }
      class Card: UIKit.UIView {}
      class MyTap: UITapGestureRecognizer {}
      class Shake: UIGestureRecognizer {}
      class Settings: UIViewController {}
      """)
    #expect(
      made.map { "\($0.name) as \($0.shownAs)" } == [
        "Fancy as UIButton", "RoundButton as UIButton", "Card as UIView", "MyTap as UITapGestureRecognizer",
        "Settings as UIViewController",
      ])
    let fancy = try #require(
      registry.makeView(className: "Fancy", frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    // The built-in class itself: none of the person's code (initializers, overrides) runs.
    #expect(type(of: fancy) == Button.self)
    #expect(registry.recognizerFactory(named: "MyTap")?() is TapGestureRecognizer)
    // `UIGestureRecognizer` recognizes nothing, and a layout cannot make one: no stand-in.
    #expect(registry.recognizerFactory(named: "Shake") == nil)
  }

  @Test("A compile failure carries the classes found, for the explorer's stand-ins")
  func compileFailureCarriesClasses() throws {
    let folder = try CodeFolder()
    try folder.write(
      "RoundButton.swift", "import UIKit\nclass RoundButton: UIButton {\n  var x: Int = true +\n}\n")
    let files = try CodeFiles.read([folder.path + "/RoundButton.swift"]).get()
    let result = CodeLoader.load(files, into: .standard, environment: folder.environment)
    guard case .failure(let failure) = result else {
      Issue.record("broken code compiled")
      return
    }
    #expect(failure.diagnostics.contains { (3...4).contains($0.diagnostic.line) })
    #expect(failure.classes.map(\.name) == ["RoundButton"])
  }
}
