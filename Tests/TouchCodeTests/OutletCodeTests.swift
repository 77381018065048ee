import Foundation
import Testing
import TouchFoundation
import TouchKit
import TouchLayout

@testable import TouchCode

/// A layout's `outlets:` (and so an Interface Builder file's `<outlet>`s, which open as it) set
/// the person's `@IBOutlet` properties without key-value coding (issue 40). Where iOS stops —
/// `setValue:forUndefinedKey:` raising "this class is not key value coding-compliant for the key"
/// (NSKeyValueCoding, Apple's documentation) — the load stops with that message at the outlet.
@Suite("Outlets of a person's classes", .serialized)
struct OutletCodeTests {
  static let card = """
    import UIKit

    class Card: UIView {
        @IBOutlet weak var title: UILabel!
        @IBOutlet private weak var close: UIButton!
    }

    final class Badge: Card {}
    """

  private func code() throws -> LoadedCode {
    let folder = try CodeFolder()
    try folder.write("Card.swift", Self.card)
    let files = try CodeFiles.read([folder.path + "/Card.swift"]).get()
    switch CodeLoader.load(files, into: .standard, environment: folder.environment) {
    case .success(let code): return code
    case .failure(let failure):
      Issue.record("\(failure.diagnostics.map(\.diagnostic))")
      throw failure
    }
  }

  private func layout(_ outlets: String, class className: String = "Card") -> String {
    """
    windows:
      - id: window
        views:
          - id: card
            class: \(className)
            frame: [0, 0, 200, 100]
            outlets: \(outlets)
            subviews:
              - {id: heading, class: Label, frame: [0, 0, 200, 20]}
              - {id: closer, class: Button, frame: [160, 0, 40, 40]}
    """
  }

  @Test("outlets: sets public and private @IBOutlets, an inherited one through the superclass's table")
  func setsOutlets() throws {
    let code = try code()
    for className in ["Card", "Badge"] {
      let loaded = try LayoutLoader.load(
        yaml: layout("{title: heading, close: closer}", class: className), source: "card.yaml",
        registry: code.registry)
      let card = try #require(loaded.application.windows.first?.view(withID: "card"))
      #expect(card.outlet("title") === card.subviews[0], "\(className)")
      #expect(card.outlet("close") === card.subviews[1], "\(className): the private outlet")
    }
  }

  @Test("an outlet the class lacks stops the load with iOS's exception; one of another type names both")
  func badOutlets() throws {
    let code = try code()
    #expect {
      try LayoutLoader.load(yaml: layout("{subtitle: heading}"), source: "card.yaml", registry: code.registry)
    } throws: { error in
      guard let first = (error as? LayoutLoadError)?.diagnostics.first else { return false }
      return first.line == 7
        && first.message
          == "Card has no @IBOutlet 'subtitle': iOS stops here with \"this class is not key value coding-compliant "
          + "for the key subtitle.\""
    }
    #expect {
      try LayoutLoader.load(yaml: layout("{title: closer}"), source: "card.yaml", registry: code.registry)
    } throws: { error in
      guard let first = (error as? LayoutLoadError)?.diagnostics.first else { return false }
      return first.message == "the outlet 'title' of Card holds a Label, and 'closer' is a Button"
    }
    #expect {
      try LayoutLoader.load(yaml: layout("{title: nowhere}"), source: "card.yaml", registry: code.registry)
    } throws: { error in
      (error as? LayoutLoadError)?.diagnostics.first?.message
        == "the outlet 'title' names an unknown id 'nowhere'"
    }
  }
}

extension View {
  /// The view an outlet property of the person's class holds, read by reflection (the test
  /// cannot name the class, which is compiled at run time).
  fileprivate func outlet(_ name: String) -> View? {
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      if let child = current.children.first(where: { $0.label == name }) {
        let value = Mirror(reflecting: child.value)
        return value.displayStyle == .optional ? value.children.first?.value as? View : child.value as? View
      }
      mirror = current.superclassMirror
    }
    return nil
  }
}
