import Foundation
import Testing
import TouchKit
import TouchLayout
import UIKit

/// A header bar as iOS code writes one: subviews built in `init(frame:)`, their frames set in
/// `layoutSubviews()` from the bar's size.
final class HeaderBar: UIView {
  let backButton = UIButton(frame: .zero)
  private let titleLabel = UILabel()
  private(set) var layoutCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(titleLabel)
    addSubview(backButton)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    backButton.frame = CGRect(x: 8, y: (bounds.height - 44) / 2, width: 44, height: 44)
    titleLabel.frame = bounds.insetBy(dx: 60, dy: 0)
  }
}

/// `layoutSubviews()` as UIKit calls it (issue 14; View+Layout.swift cites the sources): after a
/// layout is loaded, at the update cycle after a size change, at once by `layoutIfNeeded()`, and
/// not otherwise.
@Suite("layoutSubviews in real-shaped code")
struct LayoutSubviewsTests {
  static let yaml = """
    windows:
      - id: window
        views:
          - {id: header, class: HeaderBar, frame: [0, 0, 390, 60]}
    """

  private func load() throws -> (Layout, HeaderBar) {
    var registry = ViewClassRegistry.standard
    registry.register(HeaderBar.init(frame:))
    let layout = try LayoutLoader.load(yaml: Self.yaml, source: "header.yaml", registry: registry)
    let header = try #require(layout.view("header") as? HeaderBar)
    return (layout, header)
  }

  @Test("Apple setNeedsLayout()/addSubview: a loaded layout is laid out once before the first event")
  func laidOutAfterLoad() throws {
    let (layout, header) = try load()
    #expect(header.layoutCount == 1)
    #expect(header.backButton.frame == CGRect(x: 8, y: 8, width: 44, height: 44))
    #expect(
      layout.hitID(30, 30) == "header.backButton", "§1: the code-built button is hit where layout put it")
  }

  @Test("View Programming Guide: a size change lays out at the next update cycle; layoutIfNeeded at once")
  func sizeChangeAndLayoutIfNeeded() throws {
    let (layout, header) = try load()
    header.frame.size.height = 100
    #expect(header.layoutCount == 1, "not at once")
    layout.application.layoutIfNeeded()
    #expect(header.layoutCount == 2)
    #expect(header.backButton.frame.minY == 28)
    header.setNeedsLayout()
    header.layoutIfNeeded()
    #expect(header.layoutCount == 3)
    header.layoutIfNeeded()
    layout.application.layoutIfNeeded()
    #expect(header.layoutCount == 3, "nothing marked: not otherwise")
  }

  @Test("§5 a tap on the code-built button is traced under its property's name; the tap lays nothing out")
  func namesInTheTrace() throws {
    let (layout, header) = try load()
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    synthesizer.send(PointerEvent(.down, at: CGPoint(x: 30, y: 30), time: 0))
    synthesizer.send(PointerEvent(.up, at: CGPoint(x: 30, y: 30), time: 0.1))
    let steps = recorder.records.map(\.step)
    #expect(steps.contains { if case .hitView(_, "header.backButton", _) = $0 { true } else { false } })
    #expect(
      steps.contains { step in
        if case .controlEvents("header.backButton", let events) = step {
          events.contains("touchUpInside")
        } else {
          false
        }
      })
    #expect(header.layoutCount == 1)
  }
}
