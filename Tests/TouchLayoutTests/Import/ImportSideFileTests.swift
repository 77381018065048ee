import Foundation
import Testing
import TouchKit

@testable import TouchFoundation
@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// The import's side file (docs/import.md): classes mapped by name, keys added to views by
/// address, by class path and by `//` class anywhere.
@Suite("Import side files")
struct ImportSideFileTests {
  static let dump = """
    <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
       | <MyCardView: 0x10; frame = (0 0; 320 200); layer = <CALayer: 0x11>>
       |    | <UIView: 0x20; frame = (10 10; 50 50); layer = <CALayer: 0x21>>
       | <Blinc_NotesView: 0x30; frame = (0 200; 320 280); gestureRecognizers = <NSArray: 0x31>; layer = <CALayer: 0x32>>
    """

  @Test("classes, gestures by address, handles by path: the layout has them, and a tap shows them")
  func sideFileApplies() throws {
    let side = try ImportOverrides.load(
      yaml: """
        classes:
          MyCardView: button
        views:
          "0x30":
            gestures: [{id: notesTap, type: tap, action: didTapNotes}]
            handlesActions: [didTapNotes]
          UIWindow/MyCardView/UIView:
            handles: [touchesBegan]
          //UIView:
            multipleTouch: true
        """, source: "dump.txt.import.yaml")
    let imported = try DumpImporter.importDump(text: Self.dump, source: "dump.txt", overrides: side).get()
    let layout = try LayoutLoader.load(imported: imported, source: "dump.txt", registry: .standard)
    #expect(layout.view("myCardView") is Button)
    #expect(layout.view("blinc_NotesView")?.attachedRecognizers.map(\.id) == ["notesTap"])
    #expect(layout.view("view")?.handledTouchMethods == [.touchesBegan])
    #expect(layout.view("view")?.isMultipleTouchEnabled == true)
    // §3: the notes view's recognizer, added back by the side file, sees the tap.
    let steps = traceSteps(of: layout, running: [.tap(CGPoint(x: 100, y: 300))])
    #expect(steps.contains { if case .actionSent("didTapNotes", _, _) = $0 { true } else { false } })
  }

  @Test("A side file's mistakes are reported at its own lines")
  func sideFileErrors() {
    #expect(throws: LayoutLoadError.self) {
      _ = try ImportOverrides.load(yaml: "views:\n  \"0x1\":\n    frame: [0, 0, 1, 1]\n", source: "side.yaml")
    }
    do {
      _ = try ImportOverrides.load(yaml: "views:\n  \"0x1\":\n    frame: [0, 0, 1, 1]\n", source: "side.yaml")
    } catch {
      #expect(error.diagnostics.first?.description.hasPrefix("side.yaml:3:5:") == true)
    }
  }
}
