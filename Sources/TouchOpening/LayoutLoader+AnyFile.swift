import Foundation
import TouchFoundation
import TouchImport
import TouchKit
import TouchLayout

/// The one entry point that opens a file of any kind: it decides what the file is (a layout,
/// or a view dump told by its content: ``DumpDetector``) and hands it to the loader of that
/// kind. Nothing below it looks at a file to decide: ``LayoutLoader``'s YAML reading knows no
/// dumps, and the importer no layouts. An Interface Builder file (`.storyboard`, `.xib`, told by
/// its `<document type="com.apple.InterfaceBuilder3.CocoaTouch…">`) is imported as a dump is
/// (``InterfaceBuilderImporter``), its scene chosen by ``LayoutLoadOptions/scene``.
extension LayoutLoader {
  /// Loads the file at `path`; `path` is also the `file` of every diagnostic.
  public static func load(contentsOf path: String) throws(LayoutLoadError) -> Layout {
    try load(contentsOf: path, registry: .standard)
  }

  /// Loads the file at `path`, making views through `registry` (for extra view classes).
  ///
  /// An Interface Builder file is imported (``InterfaceBuilderImporter``) and opened the same way.
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
    if InterfaceBuilderImporter.isInterfaceBuilder(text) {
      let imported = try InterfaceBuilderImporter.importDocument(
        text: text, source: source, scene: options.scene, codeClasses: registry.archivableClassNames
      ).get()
      // A storyboard's segues and prototype cells make scenes of the same file: without code
      // (which brings a loader of the person's folders) the file's own folder is the bundle.
      var loading = registry
      if loading.nibLoader == nil, path != "-" {
        let folder = (path as NSString).deletingLastPathComponent
        loading.nibLoader = FolderNibLoader(folders: [folder.isEmpty ? "." : folder], registry: registry)
      }
      return try load(imported: imported, source: path, registry: loading)
    }
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
  ///
  /// `writtenTo`: the folder `import` writes the layout in; the layout is then read as written
  /// there (an Interface Builder file's names the file by a path from that folder).
  public static func load(
    importedYAMLOf imported: DumpImport, source: String, writtenTo folder: String? = nil,
    registry: ViewClassRegistry
  ) throws(LayoutLoadError) -> Layout {
    let yaml = folder.map { imported.yaml(writtenTo: $0) } ?? imported.yaml
    var layout = try load(importedYAML: yaml, source: source, registry: registry)
    layout.warnings = imported.warnings + layout.warnings
    return layout
  }
}
