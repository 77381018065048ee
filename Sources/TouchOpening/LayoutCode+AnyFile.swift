import Foundation
import TouchImport
import TouchLayout

extension LayoutCode {
  /// The `code:` references of the file `text` read from `path`, whatever the file is: a view
  /// dump (``DumpDetector``) or an Interface Builder file names no code and is never read as YAML; a layout's are read by
  /// ``references(in:path:maximumNesting:)``. What a command asks before it loads a file, so
  /// that the consent it asks for is about the files the layout names, and no dump's text.
  public static func references(
    inAnyFile text: String, path: String,
    maximumNesting: Int = LayoutLoadOptions.standard.maximumYAMLNesting
  ) -> [Reference] {
    DumpDetector.isDump(text) || InterfaceBuilderImporter.isInterfaceBuilder(text)
      ? [] : references(in: text, path: path, maximumNesting: maximumNesting)
  }
}
