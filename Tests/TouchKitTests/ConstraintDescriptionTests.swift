import Foundation
import Testing

@testable import TouchKit
@testable import TouchTrace

/// `touchlab describe` shows each view's constraints in every format (issue 37): the text's
/// `= <NSLayoutConstraint …>` lines under the view, the JSON's `constraints` and
/// `ambiguousLayout`, the XML's `<constraints ambiguous="…"><constraint description/></constraints>`.
@Suite("Describe: constraints")
struct ConstraintDescriptionTests {
  func description() -> HierarchyDescription {
    let stage = Stage()
    let plain = stage.add(View(id: "plain", frame: rect(0, 0, 100, 100)))
    let child = View(id: "child", frame: .zero)
    child.translatesAutoresizingMaskIntoConstraints = false
    plain.addSubview(child)
    LayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 5), child.topAnchor.constraint(equalTo: plain.topAnchor),
    ])
    stage.application.layoutIfNeeded()
    return HierarchyDescription(application: stage.application)
  }

  @Test("Text: the constraints under the view's line, its free parts among its notes")
  func text() {
    let lines = description().text()
    let index = lines.firstIndex { $0.contains("View child ") }
    #expect(index.map { lines[$0].hasSuffix("· ambiguous x, height") } == true)
    let following = index.map { Array(lines[($0 + 1)...]) } ?? []
    // In the engine's order: plain's constraints (the top, installed there), then child's own.
    #expect(following.first?.hasSuffix("= <NSLayoutConstraint child.top == plain.top   (active)>") == true)
    #expect(
      following.dropFirst().first?.hasSuffix("= <NSLayoutConstraint child.width == 5   (active)>") == true)
    #expect(
      lines.filter { $0.contains("= <NSLayoutConstraint") }.count == 3, "plain's line lists the one naming it"
    )
  }

  @Test("JSON and XML: constraints and ambiguousLayout, only on the views they name")
  func jsonAndXML() {
    let described = description()
    let json = described.json()
    #expect(json.contains("\"ambiguousLayout\""))
    #expect(json.contains("<NSLayoutConstraint child.width == 5   (active)>"))
    let xml = described.xml()
    #expect(xml.contains("<constraints ambiguous=\"x height\">"))
    #expect(
      xml.contains("<constraint description=\"&lt;NSLayoutConstraint child.width == 5   (active)&gt;\"/>"))
    #expect(xml.components(separatedBy: "<constraints").count == 3, "child and plain")
  }
}
