import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// `UIVisualEffectView` (Apple's UIVisualEffectView reference: "add subviews to the contentView,
/// not to the visual effect view directly"): the content view is made with the effect view, fills
/// it and takes the touches; the effect is kept and told once as a notice.
@Suite("UIVisualEffectView")
struct VisualEffectViewTests {
  @Test("init(effect:) makes the contentView, which fills the effect view as its frame changes")
  func contentViewFills() {
    let blur = BlurEffect(style: .systemMaterial)
    let effectView = VisualEffectView(effect: blur)
    #expect(effectView.subviews.count == 1 && effectView.subviews[0] === effectView.contentView)
    #expect(effectView.effect === blur)
    effectView.frame = rect(10, 20, 200, 100)
    effectView.layoutSubviews()
    #expect(effectView.contentView.frame == rect(0, 0, 200, 100))
  }

  @Test(
    "§1: a touch in the effect view hits the contentView's subview, else the contentView; §6 chain goes through the effect view"
  )
  func contentViewTakesTouches() {
    let stage = Stage()
    let effectView = stage.add(VisualEffectView(frame: rect(0, 0, 300, 200)))
    effectView.id = "effect"
    effectView.contentView.id = "content"
    let button = Button(id: "close", frame: rect(10, 10, 60, 40))
    effectView.contentView.addSubview(button)
    _ = stage.synthesizer
    stage.tap(20, 20)
    #expect(stage.hitView() == "close")
    stage.tap(200, 150, after: 1)
    #expect(stage.hitView(ofTouch: 2) == "content")
    #expect(
      effectView.contentView.next === effectView, "the content view's next responder is the effect view")
  }

  @Test("The effect is kept, not drawn: one notice per run however many effect views there are")
  func effectNoticedOnce() {
    let stage = Stage()
    _ = stage.synthesizer
    let blur = BlurEffect(style: .dark)
    let first = stage.add(VisualEffectView(effect: blur))
    let vibrancy = VibrancyEffect(blurEffect: blur)
    let second = stage.add(VisualEffectView(effect: vibrancy), to: first.contentView)
    second.effect = BlurEffect(style: .light)
    #expect(vibrancy.blurEffect === blur)
    #expect(stage.application.notices.notices == [.visualEffect])
  }

  @Test("An effect view with no effect says nothing")
  func noEffectNoNotice() {
    let stage = Stage()
    _ = stage.synthesizer
    stage.add(VisualEffectView(effect: nil))
    #expect(stage.application.notices.notices.isEmpty)
  }
}
