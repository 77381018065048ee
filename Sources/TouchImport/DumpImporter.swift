import Foundation
import TouchFoundation

/// A dump turned into a layout: every view's import decided (``ImportPlan``), the YAML
/// `touchlab import` writes of it, and what the dump held that could not be read.
public struct DumpImport: Sendable {
  /// The decided views: what ``LayoutLoader`` makes views of, and the YAML is written from.
  package var plan: ImportPlan
  /// Problems with the dump, each at the dump's `file:line:column`; the import goes on.
  public var warnings: [Diagnostic]
  /// What the file held that was not read, once per kind (an Interface Builder file's
  /// constraints, segues…); a dump's unread text is in ``warnings`` instead.
  public var unsupported: [UnsupportedFeature] = []
  public var viewCount: Int { plan.viewCount }

  /// The layout, in TouchLab's YAML: written when asked for (`touchlab import`), since opening
  /// a dump makes its views from the plan directly.
  public var yaml: String { ImportedLayoutWriter.write(plan) }

  /// ``yaml`` as written to a file in `folder`: an Interface Builder file's layout names the
  /// file by a path from there (`interfaceBuilderFile:`), so the two can move together.
  public func yaml(writtenTo folder: String) -> String {
    ImportedLayoutWriter.write(plan, outputFolder: folder)
  }

  /// Whether opening the dump reads the YAML back: only when the side file adds layout keys
  /// to views (gestures, actions…), which only the layout reader understands (docs/import.md).
  public var opensThroughYAML: Bool { plan.hasAddedKeys }
}

/// `recursiveDescription` text → a TouchLab layout: ``DumpParser`` reads the views,
/// ``ImportPlanner`` decides what each becomes (``ClassMapping``, ``ImportedGeometry``, the
/// side file), and the plan is either written (``ImportedLayoutWriter``) or made into views
/// (``ImportedLayoutBuilder``). One set of decisions for `touchlab import` and for every
/// command given a dump, so what `import` prints is what `open` shows.
public enum DumpImporter {
  /// The import of `text`, or the reason there is none (nothing in it is a view).
  public static func importDump(
    text: String, source: String, overrides: ImportOverrides = ImportOverrides()
  ) -> Result<DumpImport, LayoutLoadError> {
    let parsed = DumpParser.parse(text, source: source)
    guard parsed.errors.isEmpty else { return .failure(LayoutLoadError(parsed.diagnostics)) }
    var planner = ImportPlanner(
      source: source, mapping: ClassMapping(overrides: overrides.classes), overrides: overrides)
    let plan = planner.plan(parsed.roots)
    let warnings = (parsed.warnings + plan.warnings).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    return .success(DumpImport(plan: plan, warnings: warnings))
  }

  /// The side file used with the dump at `path` when none is named: `<path>.import.yaml`.
  public static func sideFilePath(for path: String) -> String { path + ".import.yaml" }

  /// The side file beside `path`, if there is one (standard input has none).
  package static func defaultOverrides(for path: String) throws(LayoutLoadError) -> ImportOverrides {
    guard path != "-", FileManager.default.fileExists(atPath: sideFilePath(for: path)) else {
      return ImportOverrides()
    }
    return try ImportOverrides.load(contentsOf: sideFilePath(for: path))
  }
}

extension DumpImporter {
  /// Imports the dump at `path` (`-`: standard input), read as every file is
  /// (``SourceFileReader``, up to ``LayoutLimits/maximumDumpBytes``), with the side file at
  /// `sideFile`, or else the one beside the dump.
  public static func importDump(contentsOf path: String, sideFile: String? = nil) throws(LayoutLoadError)
    -> DumpImport
  {
    let source = path == "-" ? SourceFileReader.standardInputName : path
    let text = try SourceFileReader.read(path, limit: LayoutLimits.maximumDumpBytes)
    let overrides: ImportOverrides
    if let sideFile {
      overrides = try ImportOverrides.load(contentsOf: sideFile)
    } else {
      overrides = try defaultOverrides(for: path)
    }
    return try importDump(text: text, source: source, overrides: overrides).get()
  }
}
