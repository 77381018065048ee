import Foundation
import Testing
import TouchKit

@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// An Interface Builder scene's constraints solved at the document's size, and Xcode's
/// "misplaced view" (docs/interface-builder.md, "Constraints and misplaced views"):
/// Layouts/InterfaceBuilder/Misplaced.storyboard is a 393 × 852 scene (an iPhone 15: safe area
/// 59 at the top, 34 at the bottom) whose summary card's stored frame is stale, as Xcode marks
/// it (`misplaced="YES"`).
@Suite("Interface Builder constraints and misplaced views")
struct InterfaceBuilderConstraintTests {
  static func byIBID(_ layout: Layout, _ id: String) throws -> View {
    try #require(
      layout.application.windows.flatMap(\.allViews).first { $0.importedOrigin?.objectID == id })
  }

  @Test(
    "Constraints are solved at the document's size, the safe area and margins read back from the stored frames"
  )
  func solvedAtDocumentSize() throws {
    let layout = try InterfaceBuilderFixture.load("Misplaced.storyboard")
    // UIKit: a view pinned to safeAreaLayoutGuide.bottom sits above the home indicator; the
    // file's frames say the safe area's bottom inset was 34, its top 59 (Apple's iPhone 15).
    #expect(layout.application.screen.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let bar = try Self.byIBID(layout, "Mp1-Vw-003")
    #expect(!bar.translatesAutoresizingMaskIntoConstraints)
    #expect(bar.frame == CGRect(x: 0, y: 758, width: 393, height: 60))
    #expect(bar.storedFrameComparison == .matches)
    // The root view's margins (UIKit: 16 on this phone) are what the button pinned to them shows.
    let button = try Self.byIBID(layout, "Mp1-Bt-001")
    #expect(button.frame.minX == 16 && button.frame.width == 361)
    #expect(button.superview?.layoutMargins.left == 16)
  }

  @Test(
    "The hand-written fixtures are unambiguous, as Xcode saves them: every constrained view is decided, at its stored frame"
  )
  func fixturesDetermined() throws {
    // UIKit (hasAmbiguousLayout): an edge no constraint decides is left where the solver puts
    // it, not at the stored frame, so the fixtures' taps depend on complete constraints.
    for name in ["Login.storyboard", "ItemCell.xib", "Shop.storyboard"] {
      let layout = try InterfaceBuilderFixture.load(name)
      let placed = layout.application.windows.flatMap(\.allViews).filter {
        $0.importedOrigin?.storedFrame != nil && !$0.translatesAutoresizingMaskIntoConstraints
      }
      #expect(!placed.isEmpty, "\(name): no view is placed by constraints")
      for view in placed {
        #expect(
          view.ambiguousLayoutParts.isEmpty, "\(name): \(view.id) is ambiguous: \(view.ambiguousLayoutParts)")
        let stored = try #require(view.importedOrigin?.storedFrame)
        #expect(
          abs(view.frame.minX - stored.minX) < 0.001 && abs(view.frame.minY - stored.minY) < 0.001
            && abs(view.frame.width - stored.width) < 0.001 && abs(view.frame.height - stored.height) < 0.001,
          "\(name): \(view.id) solved \(view.frame), stored \(stored)")
      }
    }
  }

  @Test(
    "check's misplaced views are the comparison's, though it asks whether a view is ambiguous only when its frame differs",
    arguments: ["Misplaced.storyboard", "Login.storyboard", "Shop.storyboard", "ItemCell.xib"])
  func misplacedFramesAgree(file: String) throws {
    let layout = try InterfaceBuilderFixture.load(file)
    var compared = 0
    for view in layout.application.windows.flatMap(\.allViews) {
      let comparison = view.storedFrameComparison
      if comparison != nil { compared += 1 }
      if case .misplaced(let stored, let solved) = comparison {
        #expect(view.misplacedFrames?.stored == stored && view.misplacedFrames?.solved == solved)
      } else {
        #expect(view.misplacedFrames == nil, "\(view.id): \(String(describing: comparison))")
      }
    }
    #expect(compared > 0)
  }

  @Test(
    "describe's edge lines, made from one walk of the constraints, are each view's own edgeReport",
    arguments: ["Misplaced.storyboard", "Login.storyboard", "Shop.storyboard", "ItemCell.xib"])
  func describedEdgesAgree(file: String) throws {
    let layout = try InterfaceBuilderFixture.load(file)
    let description = HierarchyDescription(
      application: layout.application, screenSize: layout.screenSize, title: layout.title)
    let views = layout.application.windows.flatMap(\.allViews)
    var reported = 0
    func visit(_ described: ViewDescription) {
      if !described.constraints.isEmpty, let view = views.first(where: { $0.id == described.id }) {
        #expect(described.edges == view.edgeReport, "\(view.id)")
        if !described.edges.isEmpty { reported += 1 }
      }
      described.subviews.forEach(visit)
    }
    description.windows.forEach(visit)
    #expect(reported > 0)
  }

  @Test(
    "A view whose solved frame is not the stored one is misplaced, with both rectangles (Xcode's misplaced view)"
  )
  func misplacedView() throws {
    let layout = try InterfaceBuilderFixture.load("Misplaced.storyboard")
    let card = try Self.byIBID(layout, "Mp1-Vw-002")
    let solved = card.frame
    #expect(abs(solved.minY - (128 + 2.0 / 3 + 50 + 20)) < 0.01)
    #expect(
      card.storedFrameComparison
        == .misplaced(stored: CGRect(x: 20, y: 260, width: 353, height: 200), solved: solved))
    // What touches hit is the solved frame, as on iOS: the stored one is only Xcode's canvas.
    #expect(DumpFixture.hit(layout, 100, 210) == card.id)
    let description = HierarchyDescription(
      application: layout.application, screenSize: layout.screenSize, title: layout.title)
    #expect(
      description.text().contains {
        $0.contains("misplaced: stored (20, 260, 353, 200), solved (20, 198.672, 353, 200)")
      })
    #expect(
      description.json().contains("\"misplaced\":true") || description.json().contains("\"misplaced\": true"))
  }

  @Test("A view sized by its text is not compared: its stored size is its intrinsic size (Apple's fonts)")
  func textSizedNotCompared() throws {
    let layout = try InterfaceBuilderFixture.load("Misplaced.storyboard")
    let label = try Self.byIBID(layout, "Mp1-Lb-001")
    #expect(abs(label.frame.width - 117.333) < 0.01 && abs(label.frame.height - 33.667) < 0.01)
    guard case .notCompared(let reason) = label.storedFrameComparison else {
      Issue.record("the label is compared: \(String(describing: label.storedFrameComparison))")
      return
    }
    #expect(reason.contains("its text"))
    // The placeholder height constraint (44) is left out, as Xcode's build removes it: no conflict.
    let bar = try Self.byIBID(layout, "Mp1-Vw-003")
    #expect(bar.frame.height == 60 && !bar.constraintReport.contains { $0.contains("BROKEN") })
  }

  @Test("A size class's constraints are installed at the document's size class (Apple: Size classes)")
  func sizeClassVariations() throws {
    let constraint = InterfaceBuilderElement(
      name: "view",
      children: [
        InterfaceBuilderElement(
          name: "variation", attributes: ["key": "default"],
          children: [
            InterfaceBuilderElement(
              name: "mask", attributes: ["key": "constraints"],
              children: [
                InterfaceBuilderElement(name: "exclude", attributes: ["reference": "wide"]),
                InterfaceBuilderElement(name: "exclude", attributes: ["reference": "tall"]),
              ])
          ]),
        InterfaceBuilderElement(
          name: "variation", attributes: ["key": "heightClass=regular-widthClass=compact"],
          children: [
            InterfaceBuilderElement(
              name: "mask", attributes: ["key": "constraints"],
              children: [InterfaceBuilderElement(name: "include", attributes: ["reference": "tall"])])
          ]),
      ])
    let portrait = InterfaceBuilderSizeClass(width: 393, height: 852)
    #expect(portrait.excludedConstraints(in: [constraint]) == ["wide"])
    let pad = InterfaceBuilderSizeClass(width: 820, height: 1180)
    #expect(pad.excludedConstraints(in: [constraint]) == ["wide", "tall"])
  }

  @Test("describe --unsupported without --scene lists the whole file: every scene's, counted together")
  func unsupportedWholeFile() throws {
    // Checkout's checkout scene has an outlet not read; its review scene has nothing.
    let path = InterfaceBuilderFixture.path("Checkout.storyboard")
    let whole = try InterfaceBuilderFile.unsupported(contentsOf: path, options: .standard)
    var one = LayoutLoadOptions.standard
    one.scene = "review"
    let details = try InterfaceBuilderFile.unsupported(contentsOf: path, options: one)
    let wholeCount = whole.reduce(0) { $0 + $1.count }
    #expect(wholeCount > details.reduce(0) { $0 + $1.count })
    #expect(whole.map(\.line) == whole.map(\.line).sorted())
  }

  @Test("A constraint names a view whose id is not a name between backquotes, as import writes an IB id")
  func quotedIDs() throws {
    let layout = try LayoutLoader.load(
      yaml: """
        windows:
          - id: main
            views:
              - id: root
                frame: [0, 0, 300, 300]
                constraints: ["`Ab-1`.top == root.top + 12", "`Ab-1`.leading == root.leading", "`Ab-1`.width == 40", "`Ab-1`.height == 40"]
                subviews:
                  - {id: Ab-1, frame: [0, 0, 0, 0]}
        """, source: "quoted.yaml", registry: .standard)
    #expect(layout.view("Ab-1")?.frame == CGRect(x: 0, y: 12, width: 40, height: 40))
  }
}
