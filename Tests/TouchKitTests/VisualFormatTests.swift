import Foundation
import Testing

@testable import TouchKit

/// Issue 37: `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`. The
/// grammar and what each part means are Apple's ("Visual Format Language", Auto Layout Guide);
/// the parse errors are UIKit's `NSInvalidArgumentException` text as developers quote it
/// (community-sourced), recorded as an `invalidConstraint` at the caller's line.
@Suite("Auto Layout: the visual format language")
struct VisualFormatTests {
  /// A 390 × 300 container (margins 8) in a window, and two subviews for constraints.
  func container() -> (Stage, View, View, View) {
    let stage = Stage()
    _ = stage.synthesizer
    let box = stage.add(View(id: "box", frame: rect(0, 0, 390, 300)))
    let name = View(id: "name", frame: .zero)
    let password = View(id: "password", frame: .zero)
    for view in [name, password] {
      view.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(view)
    }
    return (stage, box, name, password)
  }

  func invalid(_ stage: Stage) -> [TraceStep] {
    stage.steps.filter {
      if case .invalidConstraint = $0 { return true }
      return false
    }
  }

  @Test(
    "Auto Layout Guide, Visual Format Language: '|-[a]-8-[b(==a)]-|' spaces two equal views between the superview's margins"
  )
  func standardSpacingAndEqualWidths() {
    let (stage, box, name, password) = container()
    let views = ["name": name, "password": password]
    let horizontal = LayoutConstraint.constraints(
      withVisualFormat: "H:|-[name]-8-[password(==name)]-|", metrics: nil, views: views)
    #expect(
      horizontal.map(\.description) == [
        "<NSLayoutConstraint password.width == name.width>",
        "<NSLayoutConstraint name.leading == box.leadingMargin>",
        "<NSLayoutConstraint password.leading == name.trailing + 8>",
        "<NSLayoutConstraint box.trailingMargin == password.trailing>",
      ])
    let vertical = LayoutConstraint.constraints(
      withVisualFormat: "V:|-20-[name(44)]", metrics: nil, views: views)
    let passwordTop = LayoutConstraint.constraints(
      withVisualFormat: "V:|-20-[password(==name)]", metrics: nil, views: views)
    LayoutConstraint.activate(horizontal + vertical + passwordTop)
    stage.application.layoutIfNeeded()
    #expect(box.layoutMargins.left == 8)
    // (390 − 8 − 8 − 8) / 2 = 183 each.
    #expect(name.frame == rect(8, 20, 183, 44))
    #expect(password.frame == rect(199, 20, 183, 44))
    #expect(invalid(stage).isEmpty)
  }

  @Test(
    "Visual Format Language: relations, priorities and metrics: '-(>=gap)-' is at least the gap, '(<=100@750)' an optional size"
  )
  func predicatesAndMetrics() {
    let (stage, _, name, password) = container()
    let made = LayoutConstraint.constraints(
      withVisualFormat: "H:|-inset-[name(<=100@750)]-(>=gap)-[password(50)]|",
      metrics: ["inset": 16, "gap": CGFloat(30)], views: ["name": name, "password": password])
    #expect(
      made.map(\.description) == [
        "<NSLayoutConstraint name.width <= 100 @750>",
        "<NSLayoutConstraint password.width == 50>",
        "<NSLayoutConstraint name.leading == box.leading + 16>",
        "<NSLayoutConstraint password.leading >= name.trailing + 30>",
        "<NSLayoutConstraint box.trailing == password.trailing>",
      ])
    LayoutConstraint.activate(made)
    for view in [name, password] {
      LayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: view.superview!.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    stage.application.layoutIfNeeded()
    #expect(password.frame == rect(340, 0, 50, 10))
    #expect(name.frame.minX == 16)
    #expect(name.frame.width <= 100)
    #expect(invalid(stage).isEmpty)
  }

  @Test(
    "UIKit: a name missing from the views dictionary throws 'Unable to parse constraint format' with a caret under it; TouchLab records it at the caller's line and makes nothing"
  )
  func unknownView() {
    let (stage, _, name, _) = container()
    let line = #line + 1
    let made = LayoutConstraint.constraints(
      withVisualFormat: "H:|-[nmae]-|", metrics: nil, views: ["name": name])
    #expect(made.isEmpty)
    let steps = invalid(stage)
    #expect(steps.count == 1)
    guard case .invalidConstraint(let location, let message) = steps.first else { return }
    #expect(location.contains("VisualFormatTests.swift:\(line):"))
    #expect(
      message
        == "Unable to parse constraint format: \nnmae is not a key in the views dictionary. \nH:|-[nmae]-| \n     ^"
    )
  }

  @Test("UIKit's parse errors, each with its caret: a missing view, bracket, dash; a '|' with no superview")
  func parseErrors() {
    let (stage, _, name, _) = container()
    let orphan = View(id: "orphan", frame: .zero)
    let views: [String: Any] = ["name": name, "orphan": orphan]
    let cases: [(String, String, Int)] = [
      ("H:|-[]", "Expected a view", 5),
      ("H:|-[name", "Expected ']'", 9),
      ("H:[name]-8[name]", "Expected a '-' here", 10),
      (
        "H:|[orphan]", "Unable to interpret '|' character, because the related view doesn't have a superview",
        2
      ),
      ("H:[name]-(>=8,)-[name]", "Expected a number, a metric or a view", 14),
      ("H:[name(==4@2000)]", "A priority must be between 1 and 1000", 8),
      ("X:[name]", "Expected 'H' or 'V' before ':'", 0),
    ]
    for (format, reason, caret) in cases {
      _ = LayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
      guard case .invalidConstraint(_, let message) = invalid(stage).last else {
        Issue.record("no record for \(format)")
        continue
      }
      let expected =
        "Unable to parse constraint format: \n\(reason) \n\(format) \n" + String(repeating: " ", count: caret)
        + "^"
      #expect(message == expected, "\(format)")
    }
    #expect(invalid(stage).count == cases.count)
  }

  @Test(
    "UIKit: aligning views on an edge of the axis they are laid out along is refused ('Options mask required views to be aligned on a vertical edge…')"
  )
  func alignmentAlongTheAxis() {
    let (stage, _, name, password) = container()
    let made = LayoutConstraint.constraints(
      withVisualFormat: "V:[name][password]", options: .alignAllTop, metrics: nil,
      views: ["name": name, "password": password])
    #expect(made.isEmpty)
    guard case .invalidConstraint(_, let message) = invalid(stage).last else {
      Issue.record("no record")
      return
    }
    #expect(message.contains("Options mask required views to be aligned on a vertical edge"))
  }

  @Test("Visual Format Language, Options: alignAllCenterY aligns every view with the first")
  func alignmentOption() {
    let (_, _, name, password) = container()
    let made = LayoutConstraint.constraints(
      withVisualFormat: "[name][password]", options: .alignAllCenterY, metrics: nil,
      views: ["name": name, "password": password])
    #expect(made.last?.description == "<NSLayoutConstraint password.centerY == name.centerY>")
    #expect(made.count == 2)
  }
}
