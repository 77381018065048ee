import Foundation
import FoundationXML
import Testing
import TouchKit

@testable import TouchLabTUI

/// The SVG picture (`touchlab render --svg`) as a pure function of a scene and a trace.
@Suite("Scene picture (SVG)")
struct ScenePictureTests {
  /// A window with an odd-named view (markup characters), a hidden view, and a clipping view.
  static let scene = Scene(
    screenSize: CGSize(width: 200, height: 120),
    windows: [
      SceneNode(
        id: "main", className: "Window", frame: CGRect(x: 0, y: 0, width: 200, height: 120),
        children: [
          SceneNode(
            id: "a<b>&\"c\"", className: "Label", caption: "Tom & 'Jerry'",
            frame: CGRect(x: 10, y: 10, width: 80, height: 40)),
          SceneNode(id: "ghost", frame: CGRect(x: 10, y: 60, width: 80, height: 40), isHidden: true),
          SceneNode(
            id: "clip", frame: CGRect(x: 100, y: 10, width: 90, height: 100), clipsToBounds: true,
            children: [SceneNode(id: "inner", frame: CGRect(x: 150, y: 50, width: 90, height: 90))]),
        ])
    ])

  static func pointer(_ id: Int, _ kind: PointerEvent.Kind, _ x: CGFloat, _ y: CGFloat) -> TraceRecord {
    TraceRecord(
      id: id, time: TimeInterval(id) / 10, depth: 0,
      step: .pointer(PointerEvent(kind, at: CGPoint(x: x, y: y), time: TimeInterval(id) / 10)))
  }

  static let trace = Trace(records: [
    pointer(1, .down, 20, 20),
    .init(
      id: 2, time: 0, depth: 0, step: .hitTestWindow(window: "main", level: 0, point: CGPoint(x: 20, y: 20))),
    .init(id: 3, time: 0, depth: 2, step: .hitTestReturn(view: "a<b>&\"c\"", result: "a<b>&\"c\"")),
    .init(id: 4, time: 0, depth: 1, step: .hitTestReturn(view: "main", result: "a<b>&\"c\"")),
    .init(id: 5, time: 0, depth: 0, step: .hitView(touch: 1, view: "a<b>&\"c\"", window: "main")),
    pointer(6, .move, 30, 30), pointer(7, .move, 40, 30), pointer(8, .up, 40, 30),
    pointer(9, .down, 150, 60), pointer(10, .cancel, 150, 60),
  ])

  static var svg: String { ScenePicture(scene: scene, trace: trace, title: "T & T").svg }

  static func attribute(_ name: String, of node: XMLNode) -> String? {
    (node as? XMLElement)?.attributes?.first { $0.name == name }?.stringValue
  }

  @Test("The picture is well-formed XML, sized to the screen, with odd ids and text escaped")
  func wellFormed() throws {
    let document = try XMLDocument(xmlString: Self.svg)
    let root = try #require(document.rootElement())
    #expect(Self.attribute("viewBox", of: root) == "0 0 200 120")
    let views = try document.nodes(forXPath: "//*[local-name()='g'][@data-id]")
    #expect(
      views.compactMap { Self.attribute("data-id", of: $0) } == [
        "main", "a<b>&\"c\"", "ghost", "clip", "inner",
      ])
    #expect(
      Self.svg.contains(
        ##"<text x="14" y="38" fill="#868e96" font-style="italic">Tom &amp; &apos;Jerry&apos;</text>"##))
  }

  @Test("The hit view is filled, the path outlined on top, hidden views dashed")
  func highlights() throws {
    let document = try XMLDocument(xmlString: Self.svg)
    let hit = try document.nodes(forXPath: "//*[local-name()='g'][contains(@class, 'hit-view')]")
    #expect(hit.compactMap { Self.attribute("data-id", of: $0) } == ["a<b>&\"c\""])
    let path = try document.nodes(forXPath: "//*[@class='hit-test-path']/*")
    #expect(path.compactMap { Self.attribute("data-id", of: $0) } == ["main", "a<b>&\"c\""])
    let faint = try document.nodes(forXPath: "//*[contains(@class, 'faint')]")
    #expect(faint.compactMap { Self.attribute("data-id", of: $0) } == ["ghost"])
    #expect(Self.svg.contains("ghost (hidden)"))
  }

  @Test("clipsToBounds clips the drawing of subviews")
  func clipping() {
    #expect(
      Self.svg.contains(#"<clipPath id="clip-1"><rect x="100" y="10" width="90" height="100"/></clipPath>"#))
    #expect(Self.svg.contains(##"<g clip-path="url(#clip-1)">"##))
  }

  @Test("Fingers: a dot where each went down, a line along a drag, a cross where cancelled")
  func strokes() {
    let strokes = ScenePicture.strokes(in: Self.trace)
    #expect(strokes.map(\.points.count) == [3, 1])
    #expect(strokes.map(\.wasCancelled) == [false, true])
    #expect(Self.svg.contains(#"<polyline points="20,20 30,30 40,30""#))
    #expect(Self.svg.components(separatedBy: #"class="touch""#).count == 3)
  }

  @Test("Same scene and trace, same bytes")
  func deterministic() {
    #expect(Self.svg == Self.svg)
    #expect(ScenePicture(scene: Self.scene).svg.contains("hit-test-path") == false)
  }
}
