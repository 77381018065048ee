import ArgumentParser
import Foundation
import TouchFoundation
import TouchKit
import TouchLabTUI
import TouchLayout
import TouchOpening
import TouchScript
import TouchTrace

/// `touchlab map LAYOUT [--size COLSxROWS] [--view ID] [--format text|json|svg]`: the
/// hit-region map headless: which view a tap at each cell hits, and each view's tappable
/// region in screen points (issue 41).
struct MapCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "map",
    abstract: "Print where each view is really hit: the hit-region map.",
    discussion: """
      Runs the real hit test (declarative overrides and your Swift overrides, which run as on \
      a tap; what they print is counted, not shown) at every cell of a terminal of --size, \
      and at every point of the screen for the views' regions.

      text: the cells as letters (the view a tap there hits) beside their zones (. hit where \
      drawn, x dead: drawn, not hit, + reach: hit beyond what is drawn, / more than one view's \
      region in the cell), then each view's tappable area in points and share of its frame, \
      and its dead zones with the view that takes their taps. json: each view's tappable \
      rectangles, area, best tap point and dead zones in screen points. svg: the regions \
      filled, dead zones hatched. --view ID: that view only, with its best tap point (the \
      centre of its largest tappable rectangle); exits 1 when no point of the screen hits it.

      Examples:
        touchlab map Layouts/default.yaml --size 40x20
        touchlab map Layouts/default.yaml --view save --format json
      """)

  enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, svg
  }

  @Argument(
    help:
      "The layout file, or a gallery scenario's name or number (default: the app folder --code names, launched; else Layouts/default.yaml)."
  )
  var layout: String?

  @OptionGroup var code: CodeOptions

  @Option(help: ArgumentHelp("Terminal size in cells.", valueName: "COLSxROWS"), transform: Render.Size.parse)
  var size = Render.Size(columns: 100, rows: 30)

  @Option(help: ArgumentHelp("Only this view, with its best tap point.", valueName: "ID"))
  var view: String?

  @Option(help: "text, json or svg.")
  var format: OutputFormat = .text

  @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "FILE"))
  var output: String?

  @OptionGroup var limits: LayoutLimitOptions

  func run() throws {
    let context = LoadContext(limits: limits.loadOptions, code: code)
    let loaded = try LayoutFile.load(layout, in: context)
    if let view, case .failure(let failure) = ViewTargetResolver.byID.resolve(view, loaded) {
      printError("touchlab: --view " + TerminalSafety.sanitized(failure.message))
      throw ExitCode(2)
    }
    let scaling = Scaling(
      screenSize: loaded.screenSize, area: CellRect(column: 0, row: 0, columns: size.columns, rows: size.rows)
    )
    let map = HitMapView(application: loaded.application, scaling: scaling)
    let regions = map.regions().filter { view == nil || $0.id == view }
    let title = loaded.title ?? URL(fileURLWithPath: loaded.source).lastPathComponent
    var reasons: [String: String] = [:]
    var missing: [HitRegion] = []
    if let view, !regions.contains(where: { $0.id == view && $0.bestTapPoint != nil }) {
      reasons[view] = HitMapText.noPoint(view, in: map.points)
      if let index = map.points.viewIndex(id: view), regions.isEmpty {
        missing = [map.points.region(ofView: index)]
      }
    }
    let text: String
    switch format {
    case .text: text = HitMapText(map: map, title: title, focus: view).text
    case .json:
      text = HitRegion.json(
        regions + missing, screen: loaded.screenSize, columns: map.cells.grid.columns.count,
        rows: map.cells.grid.rows.count,
        overrideRecords: map.cells.overrideRecords + map.points.overrideRecords, reasons: reasons)
    case .svg: text = HitMapPicture(regions: regions, screen: loaded.screenSize, title: title).svg
    }
    try write(text)
    if let view, let reason = reasons[view] {
      printError("touchlab: \(TerminalSafety.sanitized(view)) has no tappable point: \(reason)")
      throw ExitCode(1)
    }
  }

  private func write(_ text: String) throws { try CommandOutput.write(text, to: output) }
}
