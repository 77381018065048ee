import ArgumentParser
import TouchKit
import TouchLayout

/// `touchlab check LAYOUT`: load and validate; report every problem as file:line:column.
struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Validate a layout: exit 0, or print every problem and exit 2.")

  @Argument(help: "The layout file.")
  var layout: String

  func run() throws {
    let loaded = try LayoutFile.load(layout)
    let windows = loaded.application.windows
    let views = windows.reduce(0) { $0 + $1.allViews.count - 1 }
    print(
      "\(layout): ok (\(windows.count) window\(windows.count == 1 ? "" : "s"), \(views) view\(views == 1 ? "" : "s"))"
    )
  }
}
