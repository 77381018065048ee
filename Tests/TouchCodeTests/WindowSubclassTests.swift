import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchCode

/// A window of a layout can be a `UIWindow` subclass of the person's code (issue 36, item 3),
/// its overrides taking part as UIKit calls them. Reference §1: windows are asked front to back
/// (`hitTest(_:with:)` of each), and one that answers nil passes the touch on to the next;
/// §3: `UIWindow.sendEvent(_:)` delivers the touches of the events sent to it.
@Suite("Window subclasses")
struct WindowSubclassTests {
  static let passThroughWindow = """
    import UIKit

    /// An overlay window that lets touches through where none of its views is.
    final class PassThroughWindow: UIWindow {
      override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
      }

      override func sendEvent(_ event: UIEvent) {
        print("overlay sendEvent")
        super.sendEvent(event)
      }
    }

    final class Badge: UIView {}
    """

  static let yaml = """
    windows:
      - id: main
        views:
          - {id: back, frame: [0, 0, 390, 844]}
      - id: overlay
        class: PassThroughWindow
        level: alert
        views:
          - {id: badge, class: Badge, frame: [10, 10, 50, 50]}
    """

  private func layout(_ yaml: String = Self.yaml) throws -> Layout {
    let folder = try CodeFolder()
    try folder.write("PassThroughWindow.swift", Self.passThroughWindow)
    let files = try CodeFiles.read([folder.path + "/PassThroughWindow.swift"]).get()
    let code = try CodeLoader.load(files, into: .standard, environment: folder.environment).get()
    return try LayoutLoader.load(yaml: yaml, source: "overlay.yaml", registry: code.registry)
  }

  private func tap(_ layout: Layout, _ x: CGFloat, _ y: CGFloat) -> [TraceStep] {
    let synthesizer = TouchSynthesizer(application: layout.application)
    for pointer in Gesture.pointerEvents(for: [.tap(CGPoint(x: x, y: y))]) { synthesizer.send(pointer) }
    synthesizer.runUntilIdle()
    return synthesizer.trace?.records.map(\.step) ?? []
  }

  @Test("§1 the overlay window's hitTest override passes a touch outside its views to the window behind")
  func hitTestOverride() throws {
    let layout = try layout()
    let overlay = try #require(layout.application.windows.first { $0.id == "overlay" })
    #expect(String(describing: type(of: overlay)) == "PassThroughWindow")
    #expect(layout.application.hitTest(CGPoint(x: 200, y: 400), with: nil)?.id == "back")
    #expect(layout.application.hitTest(CGPoint(x: 20, y: 20), with: nil)?.id == "badge")
  }

  @Test("§3 the overlay's sendEvent override runs for the touches it delivers, and only for those")
  func sendEventOverride() throws {
    let layout = try layout()
    #expect(tap(layout, 20, 20).contains(.output(text: "overlay sendEvent")))
    #expect(!tap(layout, 200, 400).contains(.output(text: "overlay sendEvent")))
  }

  @Test("A window's class must be a window, and a window class is no view: each said at its line")
  func wrongPlaces() throws {
    let notWindow = Self.yaml.replacingOccurrences(of: "class: PassThroughWindow", with: "class: Badge")
    #expect(throws: (any Error).self) { try layout(notWindow) }
    do {
      _ = try layout(notWindow)
    } catch {
      #expect("\(error)".contains("overlay.yaml:6:"), "\(error)")
      #expect("\(error)".contains("class 'Badge' is not a window"), "\(error)")
    }
    let asView = Self.yaml.replacingOccurrences(of: "class: Badge", with: "class: PassThroughWindow")
    do {
      _ = try layout(asView)
      Issue.record("a window class as a view loaded")
    } catch {
      #expect("\(error)".contains("is a window (a UIWindow subclass): list it under 'windows:'"), "\(error)")
    }
  }
}
