import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// A layout's `constraints:` (issue 37): strings of UIKit's visual format language (Auto
/// Layout Guide, "Visual Format Language") or single constraints in UIKit's description format,
/// made once every view exists and solved at the first layout pass; every bad string is an
/// error at its line and the column of the character it is about.
@Suite("Constraints in layouts")
struct LayoutConstraintsTests {
  static let form = oneWindow(
    """
          - id: form
            frame: [0, 0, 390, 300]
            constraints:
              - "H:|-[name]-8-[password(==name)]-|"
              - "V:|-20-[name(44)]"
              - password.top == name.top
              - password.height == name.height
              - login.centerX == form.centerX
              - login.top == name.bottom + 16 @750
              - login.width == 0.5 * form.width
              - login.height == 44
            subviews:
              - {id: name, frame: [0, 0, 0, 0]}
              - {id: password, frame: [0, 0, 0, 0]}
              - {id: login, class: Button, frame: [0, 0, 0, 0], text: Log in}

    """)

  @Test(
    "Visual Format Language and UIKit's description format: the views they name are placed by constraints, the declaring view keeps its frame"
  )
  func formSolved() throws {
    let layout = try loadLayout(Self.form)
    let form = try #require(layout.view("form"))
    #expect(form.translatesAutoresizingMaskIntoConstraints, "the declaring view keeps its frame")
    #expect(form.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
    #expect(layout.view("name")?.translatesAutoresizingMaskIntoConstraints == false)
    // Margins 8 and a spacing of 8: (390 − 24) / 2 = 183 each.
    #expect(layout.view("name")?.frame == CGRect(x: 8, y: 20, width: 183, height: 44))
    #expect(layout.view("password")?.frame == CGRect(x: 199, y: 20, width: 183, height: 44))
    #expect(layout.view("login")?.frame == CGRect(x: 97.5, y: 80, width: 195, height: 44))
    #expect(DumpFixture.hit(layout, 195, 100) == "login")
    #expect(DumpFixture.hit(layout, 300, 40) == "password")
  }

  /// One `constraints:` entry on line 7, written at column 13.
  func errors(_ constraint: String) -> [String] {
    diagnostics(
      of: oneWindow(
        """
              - id: form
                frame: [0, 0, 390, 300]
                constraints:
                  - \(constraint)
                subviews:
                  - {id: login, frame: [0, 0, 0, 0]}
                  - {id: name, frame: [0, 0, 0, 0]}

        """))
  }

  @Test("A bad visual format string is an error at the character it is about, with UIKit's reason")
  func visualFormatErrors() {
    #expect(
      errors(#""H:|-[nmae]-|""#) == [
        "test.yaml:7:19: constraint 'H:|-[nmae]-|': nmae is not a key in the views dictionary."
      ])
    #expect(errors(#""H:|-[name""#) == ["test.yaml:7:23: constraint 'H:|-[name': Expected ']'"])
    #expect(
      errors(#""V:[name]-8[login]""#) == [
        "test.yaml:7:24: constraint 'V:[name]-8[login]': Expected a '-' here"
      ])
  }

  @Test("A bad constraint in the description format is an error at its item, attribute or value")
  func equationErrors() {
    #expect(
      errors("login.top == nmae.bottom") == [
        "test.yaml:7:26: constraint item 'nmae' is not an id in this file"
      ])
    #expect(
      errors("login.tops == name.top").first?.hasPrefix(
        "test.yaml:7:19: constraint 'login.tops == name.top': 'tops' is not an attribute") == true)
    #expect(
      errors("login.top == 20").first?.hasPrefix(
        "test.yaml:7:13: constraint 'login.top == 20': UIKit refuses it: a location") == true)
    #expect(
      errors("login.width == name.width @1001")
        == [
          "test.yaml:7:40: constraint 'login.width == name.width @1001': a priority must be from 1 to 1000, got 1001.0"
        ])
    #expect(errors("constraints").first?.contains("expected id.attribute") == true)
  }

  @Test("constraints: must be a list of strings")
  func notAList() {
    #expect(
      errors("{a: b}").first?.contains("each constraint must be a string") == true)
  }
}
