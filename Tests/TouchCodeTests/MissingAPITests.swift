import Testing

@testable import TouchCode

/// A file that uses UIKit API TouchLab does not have gets the compiler's message and one line
/// saying what is missing and whether it is planned, not a wall of errors (issue 14, item 2).
@Suite("Missing UIKit API")
struct MissingAPITests {
  static let output = """
    /code/Toolbar.swift:4:15: error: cannot find 'UIAlertController' in scope
      4 |   let table = UIAlertController()
        |               `- error: cannot find 'UIAlertController' in scope
    /code/Toolbar.swift:5:15: error: cannot find 'UIAlertController' in scope
    /code/Toolbar.swift:9:12: error: value of type 'UIButton' (aka 'Button') has no member 'setBackgroundImage'
    /code/Toolbar.swift:9:31: error: 'nil' requires a contextual type
    /code/Toolbar.swift:12:5: error: cannot find 'CAEmitterLayer' in scope
    /code/Toolbar.swift:14:5: error: cannot find 'layoutToolbar' in scope
    /code/Toolbar.swift:1:8: error: no such module 'SnapKit'
    """

  private var explained: [CodeDiagnostic] {
    MissingAPI.explained(CompilerOutput.diagnostics(in: Self.output))
  }

  @Test("Each missing name gets one line: planned, not planned and why, or not planned yet")
  func notes() {
    let notes = explained.map(\.diagnostic.message).filter { $0.hasPrefix("note: ") }
    #expect(notes.count == 4)
    #expect(notes[0].contains("UIAlertController is UIKit API that TouchLab does not have yet (planned"))
    #expect(notes[0].hasSuffix("(1 later error about it not shown)"))
    #expect(notes[1].contains("UIButton.setBackgroundImage") && notes[1].contains("not planned yet"))
    #expect(notes[2].contains("CAEmitterLayer") && notes[2].contains("not planned: drawing"))
    #expect(notes[3].contains("SnapKit is not available"))
  }

  @Test("Errors that follow from a missing name are folded into its line; other errors stay")
  func folding() {
    let errors = explained.filter { !$0.diagnostic.message.hasPrefix("note: ") }
    #expect(errors.map(\.diagnostic.line) == [4, 9, 12, 14, 1])
    // The person's own name is not UIKit's: no note claims it is.
    #expect(!explained.contains { $0.diagnostic.message.contains("layoutToolbar is UIKit") })
  }

  @Test("At most a dozen errors are shown, and the rest are counted")
  func wall() {
    let many = (1...30).map { "/code/A.swift:\($0):1: error: cannot find 'thing\($0)' in scope" }
    let explained = MissingAPI.explained(CompilerOutput.diagnostics(in: many.joined(separator: "\n")))
    #expect(explained.count == MissingAPI.maximumShownErrors + 1)
    #expect(explained.last?.diagnostic.message.hasPrefix("18 more errors not shown") == true)
  }

  private func notes(_ output: String, own: Set<String> = []) -> [String] {
    MissingAPI.explained(CompilerOutput.diagnostics(in: output), own: own).map(\.diagnostic.message)
      .filter { $0.hasPrefix("note: ") }
  }

  @Test("A member reached with an implicit self is named with its class (issue 36, item 5)")
  func implicitSelf() {
    let notes = notes("/code/Field.swift:6:12: error: cannot find 'safeAreaInsetsDidChange' in scope")
    #expect(notes.count == 1)
    #expect(notes.first?.contains("UIView.safeAreaInsetsDidChange() is UIKit API") == true)
    #expect(notes.first?.contains("planned") == true)
  }

  @Test("An Apple framework TouchLab decides not to have (MapKit, SwiftUI) says so, why, and what to do")
  func appleFrameworkNotThere() {
    let notes = notes("/code/Map.swift:2:8: error: no such module 'MapKit'")
    #expect(notes.count == 1)
    #expect(
      notes.first?.hasPrefix("note: MapKit is an Apple framework that TouchLab does not have: ") == true)
    #expect(notes.first?.contains("stand a plain UIView in for the MKMapView") == true)
  }

  @Test("Foundation API that needs the Objective-C runtime says so, and what to use on Linux")
  func notOnLinux() {
    let notes = notes("/code/Tag.swift:3:5: error: cannot find 'method_exchangeImplementations' in scope")
    #expect(
      notes == [
        "note: method_exchangeImplementations is Foundation API that Swift on Linux does not have (it needs the "
          + "Objective-C runtime): use a subclass that overrides the method"
      ])
  }

  @Test(
    "Key-value observing through NSObject's own methods (implicit self) is Foundation API Linux lacks"
  )
  func keyValueObservingNotOnLinux() {
    // Apple's NSKeyValueObserving: addObserver(_:forKeyPath:options:context:) is a method of
    // NSObject; swift-corelibs-foundation's NSObject has none (a control in issue 36's check).
    let notes = notes("/code/Switch.swift:162:9: error: cannot find 'addObserver' in scope")
    #expect(
      notes == [
        "note: addObserver is Foundation API that Swift on Linux does not have (it needs the "
          + "Objective-C runtime): key-value observing: use didSet on a property of your own, or a notification"
      ])
  }

  @Test("An app's own UI-prefixed type is never called UIKit API")
  func ownUIPrefixedType() {
    let output = "/code/Theme.swift:9:14: error: value of type 'UIThemeManager' has no member 'accent'"
    #expect(notes(output, own: ["UIThemeManager"]).isEmpty)
    // Without knowing it is the app's own, the name reads as UIKit's.
    #expect(notes(output).count == 1)
  }
}
