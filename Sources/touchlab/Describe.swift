import ArgumentParser
import Foundation
import TouchKit
import TouchLabTUI
import TouchLayout
import TouchOpening
import TouchTrace

/// `touchlab describe LAYOUT`: the hierarchy as an indented tree, or every property as JSON or
/// XML (the document `touchlab query` runs XPath over).
struct Describe: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "describe",
    abstract: "Print a layout's hierarchy: views, recognizers, controls.",
    discussion: """
      text: one line per view (class, id, frame and the space it is in: `in card` for its \
      superview's coordinates, as UIView.frame is, `on screen` for a window; then only the \
      hit-testing properties that differ from UIView's defaults, then its recognizers after \
      ✦). json and xml: every property of every window, view, control and recognizer, and a \
      `coordinates` attribute saying what frame, center, bounds and screenFrame are measured \
      in (docs/describe-and-query.md). Exits 2 when the layout does not load. For a storyboard \
      or xib, --scenes lists its scenes and --unsupported what it holds that is not read \
      (docs/interface-builder.md).
      """)

  enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, xml
  }

  @Argument(
    help:
      "The layout file, or a gallery scenario's name or number (default: the app folder --code names, launched; else Layouts/default.yaml)."
  )
  var layout: String?

  @OptionGroup var code: CodeOptions

  @Option(help: "text, json or xml.")
  var format: OutputFormat = .text

  @OptionGroup var limits: LayoutLimitOptions

  @Flag(help: "List what an Interface Builder file holds that TouchLab does not read, and stop.")
  var unsupported = false

  @Flag(help: "List an Interface Builder file's scenes (for --scene), and stop.")
  var scenes = false

  func run() throws {
    if unsupported || scenes {
      try listInterfaceBuilder()
      return
    }
    let context = LoadContext(limits: limits.loadOptions, code: code)
    let loaded = try LayoutFile.load(layout, in: context)
    let description = HierarchyDescription(
      application: loaded.application, screenSize: loaded.screenSize, title: loaded.title)
    switch format {
    case .text:
      for line in description.text() { print(TerminalSafety.sanitized(line)) }
    case .json:
      print(description.json(), terminator: "")
    case .xml:
      print(description.xml(), terminator: "")
    }
  }

  /// `--unsupported`, `--scenes`: one line each (element or attribute, count, first line).
  private func listInterfaceBuilder() throws {
    guard let layout else {
      printError("touchlab: --scenes and --unsupported read an Interface Builder file: give its path")
      throw ExitCode(2)
    }
    do {
      if scenes {
        for scene in try InterfaceBuilderFile.scenes(contentsOf: layout) {
          print(TerminalSafety.sanitized(scene.summary))
        }
      } else {
        // A customClass of the person's code is read (made from it), so --code changes the list.
        let context = LoadContext(limits: limits.loadOptions, code: code)
        let codeClasses = try context.code.registry(forLayoutAt: layout, text: "").get().archivableClassNames
        for feature in try InterfaceBuilderFile.unsupported(
          contentsOf: layout, options: limits.loadOptions, codeClasses: codeClasses)
        {
          print(TerminalSafety.sanitized(feature.summary))
        }
      }
    } catch {
      error.diagnostics.forEach { printError($0.description) }
      throw ExitCode(2)
    }
  }
}
