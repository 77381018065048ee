import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// The inspector says what hit testing would skip the view for by asking the engine
/// (`View.hitTestSkipReason(at:)`), so it knows every reason hit testing knows.
@Suite struct InspectorSkipTests {
  private static func session(with view: View) -> Session {
    let application = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    application.addWindow(main)
    main.addSubview(view)
    let layout = Layout(
      source: "t.yaml", title: "T", screenSize: CGSize(width: 200, height: 120), application: application)
    return Session(layout: layout, columns: 100, rows: 30, clock: ManualClock())
  }

  private static func warning(_ inspection: Inspection) -> String? {
    InspectorText.entries(inspection).first { $0.role == .warning }?.items.joined()
  }

  @Test("§1 A view animating without .allowUserInteraction is shown as skipped, as hit testing skips it")
  func animating() throws {
    let toast = View(id: "toast", frame: CGRect(x: 100, y: 0, width: 50, height: 20))
    toast.animation = ViewAnimation(fromFrame: CGRect(x: 0, y: 0, width: 50, height: 20), duration: 1)
    let session = Self.session(with: toast)
    let inspection = try #require(session.inspect("toast", at: nil))
    #expect(inspection.skipReason == toast.hitTestSkipReason(at: session.application.scheduler.now))
    #expect(inspection.skipReason == .animating(until: 1))
    #expect(
      Self.warning(inspection)
        == "hit testing skips it and its subviews: \(HitTestSkipReason.animating(until: 1).explanation)")
  }

  @Test("§1 A transparent view is shown as skipped with the engine's threshold")
  func transparent() throws {
    let ghost = View(id: "ghost", frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    ghost.alpha = 0.005
    let inspection = try #require(Self.session(with: ghost).inspect("ghost", at: nil))
    #expect(inspection.skipReason == .alphaBelowMinimum(alpha: 0.005, minimum: Tunables.minimumHitTestAlpha))
    #expect(Self.warning(inspection)?.hasSuffix("alpha 0.005 < 0.01") == true)
  }

  @Test("A view hit testing reaches has no skip warning")
  func reachable() throws {
    let plain = View(id: "plain", frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    let inspection = try #require(Self.session(with: plain).inspect("plain", at: nil))
    #expect(inspection.skipReason == nil)
    #expect(Self.warning(inspection) == nil)
  }
}
