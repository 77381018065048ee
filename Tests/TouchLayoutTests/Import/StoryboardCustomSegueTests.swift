import Foundation
import Testing
import TouchKit

@testable import TouchImport
@testable import TouchLayout

/// A storyboard segue of a custom class (Interface Builder's `customClass` on a `<segue>`), read
/// without the person's code (issue 40). UIKit makes a segue's class when the segue is performed
/// and raises for one it cannot find: community, "Could not find a segue class named 'X'", an
/// NSInvalidArgumentException thrown from `-[UIStoryboardSegueTemplate
/// segueWithDestinationViewController:]` (github.com/Citrrus/BlurryModalSegue/issues/10,
/// github.com/Yalantis/Side-Menu.iOS/issues/1). TouchLab says so, with UIKit's words, as a
/// warning at the segue's line, and leaves the segue out rather than stop.
@Suite("Storyboard segues of a custom class, without the person's code")
struct StoryboardCustomSegueTests {
  @Test(
    "Wizard.storyboard without code: each segue class is one iOS could not find, a warning at the segue's line with its IB object id; the taps then perform nothing"
  )
  func unknownSegueClass() throws {
    let layout = try InterfaceBuilderFixture.load("Wizard.storyboard")
    let slide = try #require(layout.warnings.first { $0.message.contains("'SlideSegue'") })
    #expect(slide.message.hasPrefix("Could not find a segue class named 'SlideSegue' (IB object Wz1-Sg-001)"))
    #expect(slide.line == 29)
    let fade = try #require(layout.warnings.first { $0.message.contains("'FadeSegue'") })
    #expect(fade.line == 36)
    #expect(DumpFixture.hit(layout, 100, 155) == "Next")
    let steps = layout.tap(100, 155, at: 0)
    #expect(!steps.contains { if case .segue = $0 { true } else { false } })
    #expect(DumpFixture.hit(layout, 100, 155) == "Next", "nothing was presented")
  }

  @Test(
    "A custom segue (kind custom) names its class in the imported layout (class:); one with no class is a warning, left out"
  )
  func customKindImported() throws {
    let imported = try InterfaceBuilderImporter.importDocument(
      text: InterfaceBuilderFixture.text("Wizard.storyboard"), source: "wizard.storyboard",
      codeClasses: ["SlideSegue", "FadeSegue"]
    ).get()
    #expect(
      imported.yaml.contains(#"{kind: "custom", destination: "Wz1-Vc-002", class: "SlideSegue""#),
      "\(imported.yaml)")
    #expect(imported.yaml.contains(#"class: "FadeSegue", identifier: "about""#))
    #expect(!imported.warnings.contains { $0.message.contains("segue") })
    let noClass = try InterfaceBuilderFixture.text("Wizard.storyboard").replacingOccurrences(
      of: #"customClass="SlideSegue""#, with: "")
    let withoutClass = try InterfaceBuilderImporter.importDocument(text: noClass, source: "wizard.storyboard")
      .get()
    let warning = try #require(withoutClass.warnings.first { $0.message.hasPrefix("custom segue") })
    #expect(warning.message.contains("(IB object Wz1-Sg-001) names no segue class") && warning.line == 29)
  }

  @Test("A layout's segue of an unknown class, or a custom segue with none, is an error at its line")
  func layoutSegueClassChecked() throws {
    let errors = diagnostics(
      of: oneWindow(
        """
              - id: root
                frame: [0, 0, 100, 100]
                controller:
                  id: c
                  segues: [{kind: custom, destination: x, class: Nope}, {kind: custom, destination: y}]

        """))
    #expect(errors.contains { $0.contains(":8:") && $0.contains("unknown segue class 'Nope'") }, "\(errors)")
    #expect(errors.contains { $0.contains("a custom segue needs a 'class'") }, "\(errors)")
  }
}
