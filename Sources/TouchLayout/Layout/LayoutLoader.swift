import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// Reads layout YAML into TouchKit objects, reporting every problem as `file:line:column`.
///
/// The loading itself (file, raw-text checks, YAML, diagnostics) is ``LoadPipeline``'s, the same
/// for scripts; what is a layout's own is the builder that turns the document into objects.
/// A file of any kind (a layout or a view dump) is opened above this, by the entry points in
/// `LayoutLoader+AnyFile.swift`, which decide what the file is: nothing here looks.
public enum LayoutLoader {
  /// Loads layout YAML given as text; `source` names it in diagnostics.
  public static func load(yaml: String, source: String) throws(LayoutLoadError) -> Layout {
    try load(yaml: yaml, source: source, registry: .standard)
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
  package static func load(
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

  /// The layout YAML `touchlab import` writes for a dump, read as any layout is, with an
  /// import's limits: up to ``LayoutLimits/maximumDumpBytes`` of text (a large dump makes a
  /// large layout) and ``LayoutLimits/maximumImportedViewCount`` views.
  package static func load(importedYAML yaml: String, source: String, registry: ViewClassRegistry)
    throws(LayoutLoadError)
    -> Layout
  {
    let name = source == "-" ? SourceFileReader.standardInputName : source
    return try LoadPipeline.layout.load(
      yaml: yaml, source: name, maximumBytes: LayoutLimits.maximumDumpBytes,
      build: builder(
        source: source, registry: registry, options: .standard, bytes: yaml.utf8.count,
        maximumViewCount: LayoutLimits.maximumImportedViewCount))
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
