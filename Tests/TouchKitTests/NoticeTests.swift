import Foundation
import Testing

@testable import TouchKit

/// Issue 14: API that compiles but cannot mean anything here (drawing, a layer's visuals) is told once per run, as a `notice` record, never silently and never
/// per view.
@Suite("Notices")
struct NoticeTests {
  /// A view that draws itself, as a signature pad or a chart does on iOS.
  final class DrawingView: View {
    override func draw(_ rect: CGRect) {}
  }

  /// A view that asks to be redrawn when touched.
  final class RedrawingView: View {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
      setNeedsDisplay()
      super.touchesBegan(touches, with: event)
    }
  }

  static func notices(_ stage: Stage) -> [String] {
    stage.steps.compactMap { step in
      if case .notice(let api, _) = step { return api }
      return nil
    }
  }

  @Test("A draw(_:) override and layer.shadowOpacity give exactly one notice each, however many views")
  func oncePerRun() {
    let stage = Stage()
    for index in 0..<3 {
      let view = stage.add(DrawingView(id: "chart\(index)", frame: rect(CGFloat(index) * 100, 0, 90, 90)))
      view.layer.shadowOpacity = 0.3
      view.layer.shadowOpacity = 0.5
    }
    stage.tap(10, 10)
    stage.tap(110, 10, after: 1)
    #expect(Self.notices(stage) == ["draw(_:)", "CALayer shadows"])
    #expect(stage.application.notices.notices.map(\.api) == ["draw(_:)", "CALayer shadows"])
  }

  @Test("Notices raised while the layout is built open the trace; with no trace yet, the next dispatch's")
  func pendingUntilTrace() throws {
    let stage = Stage()
    stage.add(DrawingView(id: "chart", frame: rect(0, 0, 90, 90)))
    #expect(stage.steps.isEmpty)
    stage.tap(10, 10)
    #expect(stage.steps.first == .notice(api: Notice.draw.api, message: Notice.draw.message))

    // No synthesizer made a trace: the next event's dispatch records it, before its sendEvent.
    let application = Application()
    _ = DrawingView(id: "chart", frame: rect(0, 0, 90, 90))
    let recorder = TraceRecorder()
    application.sendEvent(Event(trace: recorder))
    #expect(recorder.records.map(\.step).prefix(2).map(\.kind) == ["notice", "sendEvent"])
  }

  @Test("A notice raised by code running inside a touch lands among that touch's records")
  func raisedDuringDispatch() throws {
    let stage = Stage()
    stage.add(RedrawingView(id: "pad", frame: rect(0, 0, 90, 90)))
    stage.tap(10, 10)
    let deliverIndex = try #require(
      stage.steps.firstIndex { if case .deliver(_, .touchesBegan, _) = $0 { true } else { false } })
    let noticeIndex = try #require(stage.steps.firstIndex { if case .notice = $0 { true } else { false } })
    #expect(noticeIndex > deliverIndex)
    #expect(Self.notices(stage) == ["setNeedsDisplay()"])
  }

  @Test("The same layout and input give the same notices in the same places")
  func deterministic() {
    func run() -> [TraceStep] {
      let stage = Stage()
      stage.add(DrawingView(id: "chart", frame: rect(0, 0, 90, 90))).layer.borderWidth = 1
      stage.add(RedrawingView(id: "pad", frame: rect(100, 0, 90, 90)))
      stage.tap(110, 10)
      return stage.steps
    }
    #expect(run() == run())
  }

  @Test("A view that does not override draw(_:) gives no notice; the override is found in the vtable")
  func noOverrideNoNotice() {
    #expect(OverriddenMethods.overrides(.draw, in: DrawingView.self) == true)
    #expect(OverriddenMethods.overrides(.draw, in: RedrawingView.self) == false)
    let stage = Stage()
    stage.add(View(id: "plain", frame: rect(0, 0, 90, 90)))
    stage.tap(10, 10)
    #expect(Self.notices(stage).isEmpty)
  }

  @Test(
    "Constraints are solved, not noticed, and so is the visual format language (issue 37)")
  func autoLayoutIsSolvedVisualFormatNoticed() {
    let stage = Stage()
    let view = stage.add(View(id: "card", frame: rect(0, 0, 90, 90)))
    let label = Label(frame: .zero)
    view.addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
      label.leftAnchor.constraint(equalTo: view.leftAnchor),
      label.widthAnchor.constraint(equalToConstant: 40),
    ])
    stage.tap(10, 10)
    #expect(Self.notices(stage).isEmpty)
    #expect(label.frame == rect(0, 8, 40, 0), "a label with no text is 0 pt tall")
    for _ in 0..<2 {
      _ = LayoutConstraint.constraints(
        withVisualFormat: "H:|-[label]-|", metrics: nil, views: ["label": label])
    }
    #expect(Self.notices(stage).isEmpty)
  }
}
