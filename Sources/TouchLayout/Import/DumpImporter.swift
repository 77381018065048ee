import Foundation

/// A dump turned into a layout: the YAML `touchlab import` writes and every command loads, and
/// what the dump held that could not be read.
public struct DumpImport: Sendable {
  /// The layout, in TouchLab's YAML.
  public var yaml: String
  /// Problems with the dump, each at the dump's `file:line:column`; the import goes on.
  public var warnings: [Diagnostic]
  public var viewCount: Int
}

/// `recursiveDescription` text → a TouchLab layout: ``DumpParser`` reads the views, the
/// ``ClassMapping`` picks each one's class, ``ImportedLayoutWriter`` writes the layout. One
/// path for `touchlab import` and for every command given a dump, so what `import` prints is
/// exactly what `open` shows.
public enum DumpImporter {
  /// The layout for `text`, or the reason there is none (nothing in it is a view).
  public static func importDump(
    text: String, source: String, overrides: ImportOverrides = ImportOverrides()
  ) -> Result<DumpImport, LayoutLoadError> {
    let parsed = DumpParser.parse(text, source: source)
    guard parsed.errors.isEmpty else { return .failure(LayoutLoadError(parsed.diagnostics)) }
    var writer = ImportedLayoutWriter(
      source: source, mapping: ClassMapping(overrides: overrides.classes), overrides: overrides)
    let yaml = writer.write(parsed.roots)
    let warnings = (parsed.warnings + writer.warnings).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    return .success(DumpImport(yaml: yaml, warnings: warnings, viewCount: writer.viewCount))
  }

  /// The side file used with the dump at `path` when none is named: `<path>.import.yaml`.
  public static func sideFilePath(for path: String) -> String { path + ".import.yaml" }

  /// The side file beside `path`, if there is one (standard input has none).
  static func defaultOverrides(for path: String) throws(LayoutLoadError) -> ImportOverrides {
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
