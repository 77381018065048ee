import Testing

@testable import TouchLabTUI

/// The roles → colours mapping the terminal draws with, and `NO_COLOR`: pure functions, tested
/// without a terminal.
@Suite("Colours and NO_COLOR")
struct TerminalPaletteTests {
  @Test("Only the six hues: never black or white, which one theme or the other uses as background")
  func onlyTheSixHues() {
    #expect(TerminalColour.allCases.map(\.rawValue) == [1, 2, 3, 4, 5, 6])
    for role in Cell.Role.allCases {
      if let colour = TerminalPalette.colour(for: role) { #expect((1...6).contains(colour.rawValue)) }
    }
  }

  @Test("What must be read on any theme keeps the terminal's own foreground")
  func readableRolesUseTheDefault() {
    for role: Cell.Role in [.plain, .label, .title, .status, .hint, .border, .traceInput, .traceSequence] {
      #expect(TerminalPalette.colour(for: role) == nil, "\(role)")
    }
  }

  @Test("A canvas meaning and the trace lines about it share a hue; red is kept for warnings")
  func huesPairMeanings() {
    let colour = TerminalPalette.colour(for:)
    #expect(colour(.hitView) == colour(.traceTouch))
    #expect(colour(.hitPath) == colour(.traceDelivery))
    #expect(colour(.hover) == colour(.traceHitTest))
    #expect(colour(.traceRecognizer) == .magenta)
    #expect(colour(.warning) == .red)
    #expect(Cell.Role.allCases.filter { colour($0) == .red } == [.warning])
  }

  @Test("In colour a cell keeps its attributes and gets its role's hue")
  func colourAppearance() {
    let cell = Cell("x", style: [.bold, .reverse], role: .hitView)
    #expect(
      TerminalPalette.appearance(of: cell, in: .colour)
        == CellAppearance(foreground: .yellow, attributes: [.bold, .reverse]))
    #expect(
      TerminalPalette.appearance(of: Cell("x", role: .status), in: .colour)
        == CellAppearance(foreground: nil, attributes: .normal))
  }

  @Test("Monochrome: attributes only, for every role; a warning, red otherwise, is bold")
  func monochrome() {
    for role in Cell.Role.allCases {
      for style: Cell.Style in [.normal, .bold, .reverse, .dim, [.bold, .reverse]] {
        let appearance = TerminalPalette.appearance(of: Cell("x", style: style, role: role), in: .monochrome)
        #expect(appearance.foreground == nil)
        #expect(appearance.attributes.isSuperset(of: style))
      }
    }
    #expect(TerminalPalette.appearance(of: Cell("!", role: .warning), in: .monochrome).attributes == .bold)
    #expect(TerminalPalette.appearance(of: Cell("x", role: .hitPath), in: .monochrome).attributes == .normal)
  }

  @Test(
    "NO_COLOR set to anything but the empty string turns colour off (no-color.org)",
    arguments: [
      ([:], ColourMode.colour), (["NO_COLOR": ""], .colour), (["NO_COLOR": "1"], .monochrome),
      (["NO_COLOR": "0"], .monochrome), (["NO_COLOR": "false"], .monochrome), (["TERM": "xterm"], .colour),
    ])
  func noColor(_ environment: [String: String], _ mode: ColourMode) {
    #expect(ColourMode(environment: environment) == mode)
  }
}
