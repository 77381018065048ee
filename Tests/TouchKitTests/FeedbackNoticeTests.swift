import Foundation
import Testing

@testable import TouchKit

/// Haptics (UIKit's `UIFeedbackGenerator` family) compile and are kept, and say once per run that
/// a terminal gives none: a `notice`, as layer shadows do (docs/uikit-api.md, Notices).
struct FeedbackNoticeTests {
  @Test("impactOccurred, notificationOccurred and selectionChanged are kept and noticed once per run")
  func hapticsNoticeOnce() {
    let stage = Stage()
    _ = stage.synthesizer
    let impact = ImpactFeedbackGenerator(style: .heavy)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    let notification = NotificationFeedbackGenerator()
    notification.notificationOccurred(.success)
    SelectionFeedbackGenerator().selectionChanged()
    #expect(impact.impacts == [1, 0.5] && impact.style == .heavy)
    #expect(notification.notifications == [.success])
    #expect(stage.application.notices.notices == [.haptics])
  }
}
