import Foundation
import TouchKit

/// Reads layout YAML into TouchKit objects, reporting every problem as `file:line:column`.
///
/// The loading itself (file, raw-text checks, YAML, diagnostics) is ``LoadPipeline``'s, the same
/// for scripts; what is a layout's own is the builder that turns the document into objects.
public enum LayoutLoader {
  /// Loads the file at `path`; `path` is also the `file` of every diagnostic.
  public static func load(contentsOf path: String) throws(LayoutLoadError) -> Layout {
    try load(contentsOf: path, registry: .standard)
  }

  /// Loads layout YAML given as text; `source` names it in diagnostics.
  public static func load(yaml: String, source: String) throws(LayoutLoadError) -> Layout {
    try load(yaml: yaml, source: source, registry: .standard)
  }

  /// Loads the file at `path`, making views through `registry` (for extra view classes).
  ///
  /// A view dump (`recursiveDescription` output, told by its content: ``DumpDetector``) is
  /// imported (``DumpImporter``, with the side file `<path>.import.yaml` if there is one) and
  /// its views made from the import directly (``load(imported:source:registry:)``); its
  /// warnings, at the dump's lines, are the layout's.
  ///
  /// `options`: the size limits (``LayoutLoadOptions``), generous by default.
  public static func load(
    contentsOf path: String, registry: ViewClassRegistry, options: LayoutLoadOptions = .standard
  ) throws(LayoutLoadError) -> Layout {
    let limit = max(options.maximumFileBytes, LayoutLimits.maximumDumpBytes)
    return try load(
      text: SourceFileReader.read(path, limit: limit), path: path, registry: registry, options: options)
  }

  /// Loads a layout (or a dump) already read from `path` (``SourceFileReader``): for a caller
  /// that looked at the text first (for its `code:`, ``LayoutCode``).
  public static func load(
    text: String, path: String, registry: ViewClassRegistry, options: LayoutLoadOptions = .standard
  ) throws(LayoutLoadError) -> Layout {
    let source = path == "-" ? SourceFileReader.standardInputName : path
    let limit = options.maximumFileBytes
    guard DumpDetector.isDump(text) else {
      // A layout's own limit, with the message the reader gives a large file.
      let size = text.utf8.count
      guard size <= limit else {
        let what = path == "-" ? "standard input is" : "the file is \(size) bytes,"
        throw LayoutLoadError([
          Diagnostic(
            file: source, line: 0, column: 0,
            message: "\(what) over the limit of \(limit) bytes (--max-file-bytes)")
        ])
      }
      return try load(
        yaml: text, source: source, builderSource: path, maximumBytes: limit, registry: registry,
        options: options)
    }
    let overrides = try DumpImporter.defaultOverrides(for: path)
    let imported = try DumpImporter.importDump(text: text, source: source, overrides: overrides).get()
    return try load(imported: imported, source: path, registry: registry)
  }

  /// The layout an imported dump became, with the import's warnings first: its views made
  /// directly from the import's decisions (``ImportedLayoutBuilder``), or, when the side file
  /// adds layout keys to views (``DumpImport/opensThroughYAML``), by reading its YAML.
  public static func load(imported: DumpImport, source: String, registry: ViewClassRegistry)
    throws(LayoutLoadError)
    -> Layout
  {
    guard !imported.opensThroughYAML else {
      return try load(importedYAMLOf: imported, source: source, registry: registry)
    }
    var builder = ImportedLayoutBuilder(plan: imported.plan, registry: registry, layoutSource: source)
    var layout = try builder.build().get()
    layout.warnings = imported.warnings
    return layout
  }

  /// The layout `touchlab import` writes for a dump, read back as any layout is: what `import`
  /// checks before writing it, and what the direct path is compared with. Up to
  /// ``LayoutLimits/maximumDumpBytes`` of YAML: a large dump makes a large layout.
  public static func load(importedYAMLOf imported: DumpImport, source: String, registry: ViewClassRegistry)
    throws(LayoutLoadError)
    -> Layout
  {
    let name = source == "-" ? SourceFileReader.standardInputName : source
    var layout = try LoadPipeline.layout.load(
      yaml: imported.yaml, source: name, maximumBytes: LayoutLimits.maximumDumpBytes,
      build: builder(
        source: source, registry: registry, options: .standard, bytes: imported.yaml.utf8.count,
        maximumViewCount: LayoutLimits.maximumImportedViewCount))
    layout.warnings = imported.warnings + layout.warnings
    return layout
  }

  /// Loads layout YAML given as text, making views through `registry`.
  public static func load(
    yaml: String, source: String, registry: ViewClassRegistry, options: LayoutLoadOptions = .standard
  ) throws(LayoutLoadError) -> Layout {
    try load(
      yaml: yaml, source: source, builderSource: source, maximumBytes: options.maximumFileBytes,
      registry: registry, options: options)
  }

  /// A layout's text through the pipeline (`source` names it in diagnostics, `builderSource`
  /// in the layout). The list holding the file's middle is built while the rest is parsed
  /// where a list may be built on two cores (``EarlyBuild``); a text split in two parts (from
  /// 1 MiB) splits its build instead.
  private static func load(
    yaml: String, source: String, builderSource: String, maximumBytes: Int, registry: ViewClassRegistry,
    options: LayoutLoadOptions
  ) throws(LayoutLoadError) -> Layout {
    let bytes = yaml.utf8.count
    let early =
      bytes < YAMLComposer.splitBytes
        && LayoutBuilder.Split.allowed(
          bytes: bytes, registry: registry, options: options, stackBytes: options.parserStackBytes) != nil
      ? EarlyBuild.make(
        for: yaml,
        settings: .init(
          source: builderSource, registry: registry, maximumViewCount: options.maximumViewCount,
          maximumViewDepth: options.maximumViewDepth, stackBytes: options.parserStackBytes))
      : nil
    defer { early?.finish() }
    let report = ReportCell()
    do {
      return try LoadPipeline.layout.load(
        yaml: yaml, source: source, maximumBytes: maximumBytes, options: options, listStream: early,
        build: builder(
          source: builderSource, registry: registry, options: options, bytes: bytes, early: early,
          report: report))
    } catch {
      var error = error
      error.report = report.value
      throw error
    }
  }

  /// Where a failed load's builder leaves its ``LoadReport``: the error is made by the pipeline,
  /// after the builder is gone. One per load, read once the pipeline has returned.
  private final class ReportCell {
    var value = LoadReport()
  }

  /// The pipeline's last stage for a layout: the document's root into objects. `bytes`: the
  /// text's size, which the builder sizes its id tables by.
  private static func builder(
    source: String, registry: ViewClassRegistry, options: LayoutLoadOptions, bytes: Int,
    maximumViewCount: Int? = nil, early: EarlyBuild? = nil, report: ReportCell? = nil
  ) -> (YAMLNode, DiagnosticLog) -> Layout? {
    { root, log in
      let builder = LayoutBuilder(source: source, log: log, registry: registry)
      builder.maximumViewCount = maximumViewCount ?? options.maximumViewCount
      builder.maximumViewDepth = options.maximumViewDepth
      if maximumViewCount != nil { builder.viewCountOption = "" }
      builder.reserveIDs(forBytes: bytes)
      builder.split = LayoutBuilder.Split.allowed(
        bytes: bytes, registry: registry, options: options, stackBytes: options.parserStackBytes)
      builder.early = early
      var layout = builder.build(root)
      layout?.warnings = log.sortedWarnings
      layout?.report = builder.report
      report?.value = builder.report
      return layout
    }
  }
}
