import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// The screen for terminals whose locale is not UTF-8: every character TouchLab draws has a
/// one-column ASCII stand-in, so the canvas keeps its shape and no byte above 0x7F is written.
@Suite("ASCII fallback")
struct ASCIIFallbackTests {
  @Test(
    "UTF-8 is recognised however the C library spells its codeset",
    arguments: [
      ("UTF-8", true), ("utf8", true), ("UTF8", true), ("utf-8", true), ("ANSI_X3.4-1968", false),
      ("ISO-8859-1", false), ("", false),
    ])
  func codeset(_ name: String, _ isUTF8: Bool) {
    #expect(ASCIIFallback.isUTF8(codeset: name) == isUTF8)
  }

  @Test(
    "Every mark the explorer's parts draw has a look-alike, not ?: fingers, crosshair, step focus, selection")
  func explorerMarks() {
    let rounded = BoxStyle.rounded
    let marks: [Character] = [
      FingerMarks.finger, FingerMarks.crosshair, FingerMarks.centre, StepOverlay.focusGlyph,
      TracePane.cursorGlyph, LayoutRenderer.recognizerGlyph, rounded.topLeft, rounded.topRight,
      rounded.bottomLeft, rounded.bottomRight, "◇", "≠", "↻",
    ]
    for mark in marks {
      let standIn = ASCIIFallback.character(for: mark)
      #expect(standIn.isASCII && standIn != "?", "\(mark) has no stand-in")
    }
  }

  @Test("Box lines, marks, arrows and punctuation have look-alikes; accents fold; the rest is ?")
  func standIns() {
    #expect("┌─┐│└┘┏━┓┃┗┛╔═╗║╚╝┄┆▫".map(ASCIIFallback.character(for:)) == Array("+-+|+++=+|++#=####.:+"))
    #expect("✦●○▶◀»→←↑↓…—–·×“”⚠✗".map(ASCIIFallback.character(for:)) == Array("**o><>><^v~--.x\"\"!x"))
    #expect("éÅñ".map(ASCIIFallback.character(for:)) == ["e", "A", "n"])
    #expect(ASCIIFallback.character(for: "␛") == "^")
    #expect(ASCIIFallback.character(for: "\u{FFFD}") == "?")
    #expect(ASCIIFallback.character(for: "日") == "?")
  }

  @Test("Every stand-in in the table is one printable ASCII character other than ?")
  func tableIsASCII() {
    for (character, standIn) in ASCIIFallback.table where character != "\u{FFFD}" {
      #expect(standIn.isASCII && standIn != "?" && standIn.asciiValue.map { $0 >= 0x20 && $0 < 0x7F } == true)
      #expect(TextWidth.width(of: character) == 1, "\(character) takes one column, as its stand-in")
    }
  }

  @Test("A wide character becomes ?? and keeps its two columns; attributes and roles stay")
  func wideCharacters() {
    var canvas = Canvas(columns: 6, rows: 1)
    canvas.put("a日b", column: 0, row: 0, style: .bold, role: .label)
    let ascii = ASCIIFallback.canvas(canvas)
    #expect(ascii.plainText == ["a??b"])
    #expect(ascii[1, 0].style == .bold && ascii[2, 0].role == .label && !ascii[2, 0].isContinuation)
  }

  /// The screens TouchLab draws, with every mark it has: the hit view and the hit-test path, a
  /// view with recognizers, the recording and playback marks, controls, the lesson, the help
  /// and the layout picker.
  static func screens() throws -> [Canvas] {
    let session = try RecognizerMarkTests.session()
    session.handle(.pointer(.down, CGPoint(x: 100, y: 65)))
    session.handle(.pointer(.up, CGPoint(x: 100, y: 65)))
    var state = session.state
    state.recording = RecordingStatus(name: "recording-1.yaml", events: 2)
    state.playback = PlaybackStatus(name: "tap.yaml", step: 1, total: 3)
    var help = state
    help.helpPage = 0
    var picker = state
    picker.layoutPicker = LayoutPicker(entries: LayoutPickerTests.entries, current: 0)
    picker.layoutPicker?.problem = "x.yaml:1:1: “bad” — see ↓"
    let lesson = try GalleryTUITests.session(columns: 70, rows: 20)
    lesson.handle(.input(.key(.character("l"))))
    return [Screen.render(state), Screen.render(help), Screen.render(picker), lesson.canvas]
      + [ControlRenderingTests.canvas(highlighted: true)]
  }

  @Test("Every glyph TouchLab draws has its own stand-in, not ?")
  func everyGlyphHasAStandIn() throws {
    for canvas in try Self.screens() {
      for character in canvas.plainText.joined() where !character.isASCII {
        #expect(ASCIIFallback.table[character] != nil, "no ASCII stand-in for \(character)")
      }
    }
  }

  @Test("In ASCII mode no screen has a character outside ASCII")
  func screensAreASCII() throws {
    for canvas in try Self.screens() {
      let ascii = ASCIIFallback.canvas(canvas)
      #expect(ascii.plainText.joined().allSatisfy { $0.isASCII })
      #expect(ascii.plainText.map(\.count) == canvas.plainText.map { TextWidth.width(of: $0) })
    }
  }

  @Test("Golden: a tap in ASCII mode")
  func golden() {
    let (session, clock) = TestLayout.session(columns: 70, rows: 20)
    session.handle(.pointer(.down, CGPoint(x: 100, y: 70)))
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, CGPoint(x: 100, y: 70)))
    let text = ASCIIFallback.canvas(session.canvas).plainText.joined(separator: "\n")
    #expect(text == Self.tapped, "got:\n\(text)")
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
  }

  static let tapped = """
     TouchLab - E2E
    +>main----------------------------------+| Trace 11-27 of 27
    | +>card------------------+  +note "He+ ||       save.point(inside: (~
    | |                       |  +--------+ ||       save.hitTest > save
    | |                       |             ||     card.hitTest > save
    | |                       |             ||   main.hitTest > save
    | |           +>save<=========+         || touch 1 > hit view save in~
    | |           |               |         || touch 1 began at (100, 70)~
    | |           +===============+         || application.sendEvent(touc~
    | +-----------------------+             ||   main.sendEvent(touch 1)
    |                                       ||     save.touchesBegan(touc~
    |                                       ||     save handles touchesBe~
    +---------------------------------------+| pointer 0 up at (100, 70)
                                             | touch 1 ended at (100, 70)~
                                             | application.sendEvent(touc~
                                             |   main.sendEvent(touch 1)
                                             |     save.touchesEnded(touc~
                                             |     save handles touchesEn~
                                             | sequence ends (touch 1)
     touch > save . save handled touchesEnded . over: save         ? help
    """
}
