import Foundation
import Testing

@testable import TouchKit
@testable import TouchTrace

/// Issue 34, item 6: depth costs linear time and output. Text outputs indented every line by
/// its depth, so a chain of views *n* deep printed *n*² bytes; `describe` walked every view's
/// ancestors for its screen frame. Not timed: the outputs' sizes are bounded structurally, and
/// the screen frames are checked against the rule they follow.
@Suite("Indentation stops at 100 levels; describing a deep chain is linear")
struct IndentationTests {
  /// A window holding a chain of `depth` views, each at (1, 1) in the one before.
  private func chain(_ depth: Int) -> Application {
    let application = Application()
    let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    application.addWindow(window)
    var parent: View = window
    for level in 1...depth {
      let view = View(id: "v\(level)", frame: CGRect(x: 1, y: 1, width: 100, height: 100))
      parent.addSubview(view)
      parent = view
    }
    return application
  }

  @Test("Two spaces a level up to the cap, then the cap's spaces and the level")
  func text() {
    #expect(Indentation.text(0) == "")
    #expect(Indentation.text(3) == "      ")
    #expect(Indentation.text(100) == String(repeating: "  ", count: 100))
    #expect(Indentation.text(101) == String(repeating: "  ", count: 100) + "[101] ")
    #expect(Indentation.spaces(5_000) == String(repeating: "  ", count: 100))
  }

  @Test("describe's text, JSON and XML of a chain grow linearly: twice as deep, at most 2.1 times the bytes")
  func linearOutput() {
    let shallow = HierarchyDescription(application: chain(600))
    let deep = HierarchyDescription(application: chain(1_200))
    let pairs = [
      (
        "text", shallow.text().joined(separator: "\n").utf8.count,
        deep.text().joined(separator: "\n").utf8.count
      ),
      ("json", shallow.json().utf8.count, deep.json().utf8.count),
      ("xml", shallow.xml().utf8.count, deep.xml().utf8.count),
    ]
    for (format, small, large) in pairs {
      #expect(Double(large) / Double(small) < 2.1, "\(format): \(small) → \(large) bytes")
    }
    let lines = deep.text()
    #expect(lines.last?.hasPrefix(String(repeating: "  ", count: 100) + "[1200] View v1200") == true)
  }

  @Test("Screen frames composed on the way down are the frames of the views' corners converted to the screen")
  func screenFrames() throws {
    let application = chain(1_000)
    let window = try #require(application.windows.first)
    window.frame = CGRect(x: 5, y: 7, width: 400, height: 300)
    let views = HierarchyDescription(application: application).views
    let last = try #require(views.last)
    #expect(last.screenFrame == CGRect(x: 1_005, y: 1_007, width: 100, height: 100))
    let live = HierarchyDescription.documentOrder(of: application)
    for index in [1, 2, 500, 1_000] {
      let view = live[index]
      let corner = view.convert(view.bounds.origin, to: nil)
      let windowFrame = window.frame
      #expect(
        views[index].screenFrame.origin
          == CGPoint(x: corner.x + windowFrame.minX, y: corner.y + windowFrame.minY))
      #expect(views[index].screenFrame == ViewDescription(view, index: index).screenFrame)
    }
  }
}
