import Foundation
import TouchFoundation
import TouchImport
import TouchLayout

/// What the commands ask of an Interface Builder file beyond opening it: its scenes
/// (`describe --scenes`) and what it holds that TouchLab does not read (`describe
/// --unsupported`). Here, beside the entry point that tells the file's kind, so that the
/// commands stay thin.
public enum InterfaceBuilderFile {
  /// The text of the file at `path`, if it is an Interface Builder file; nil if it is not.
  public static func text(contentsOf path: String) throws(LayoutLoadError) -> String? {
    let text = try SourceFileReader.read(path, limit: LayoutLimits.maximumDumpBytes + 1)
    return InterfaceBuilderImporter.isInterfaceBuilder(text) ? text : nil
  }

  /// The scenes of the Interface Builder file at `path` (none if it is not one).
  public static func scenes(contentsOf path: String) throws(LayoutLoadError) -> [InterfaceBuilderScene] {
    guard let text = try text(contentsOf: path) else { return [] }
    return try InterfaceBuilderImporter.scenes(text: text, source: path).get()
  }

  /// What the file at `path` holds that is not read: the scene `options.scene`'s, or with no
  /// scene named every scene's (nothing for a layout or a dump, whose unread text is in their
  /// warnings); `codeClasses`: the person's classes, whose objects' outlets and actions are read.
  public static func unsupported(
    contentsOf path: String, options: LayoutLoadOptions, codeClasses: Set<String> = []
  ) throws(LayoutLoadError) -> [UnsupportedFeature] {
    guard let text = try text(contentsOf: path) else { return [] }
    guard options.scene != nil else {
      return try InterfaceBuilderImporter.unsupportedInFile(
        text: text, source: path, codeClasses: codeClasses
      )
      .get()
    }
    return try InterfaceBuilderImporter.importDocument(
      text: text, source: path, scene: options.scene, codeClasses: codeClasses
    ).get().unsupported
  }
}
