import Foundation
import TouchFoundation
import TouchKit

/// An Interface Builder file (`.storyboard`, `.xib`) → a TouchLab layout, as ``DumpImporter``
/// makes one of a dump: the XML read with its bounds (``InterfaceBuilderXML``), the scenes
/// found (``InterfaceBuilderDocument``), one chosen, and its views decided
/// (``InterfaceBuilderPlanner``) into the same ``ImportPlan`` a dump becomes. docs/interface-builder.md
/// says what is read.
public enum InterfaceBuilderImporter {
  /// Whether `text` is an Interface Builder file for iOS: its root is `<document
  /// type="com.apple.InterfaceBuilder3.CocoaTouch…">`, which Xcode writes in the first lines.
  /// Told by content, as a dump is, whatever the file is called.
  public static func isInterfaceBuilder(_ text: String) -> Bool {
    let string = String(decoding: text.utf8.prefix(4096), as: UTF8.self)
    return string.contains("<document") && string.contains("com.apple.InterfaceBuilder3.CocoaTouch")
  }

  /// The scenes of the file: a storyboard's view controllers, a xib's top-level views.
  public static func scenes(text: String, source: String) -> Result<[InterfaceBuilderScene], LayoutLoadError>
  {
    switch InterfaceBuilderXML.parse(text, source: source) {
    case .failure(let problem): return .failure(LayoutLoadError([problem]))
    case .success(let root): return .success(InterfaceBuilderDocument(root: root, source: source).scenes)
    }
  }

  /// The import of the scene named `scene` (storyboard identifier, title or IB object id; the
  /// initial view controller's, or a xib's first view, when nil), or why there is none.
  /// `codeClasses`: the person's view and controller classes (``ViewClassRegistry/archivableClassNames``),
  /// which a `customClass` may name.
  public static func importDocument(
    text: String, source: String, scene: String? = nil, codeClasses: Set<String> = []
  )
    -> Result<DumpImport, LayoutLoadError>
  {
    let root: InterfaceBuilderElement
    switch InterfaceBuilderXML.parse(text, source: source) {
    case .failure(let problem): return .failure(LayoutLoadError([problem]))
    case .success(let parsed): root = parsed
    }
    guard root.name == "document" else {
      return .failure(
        LayoutLoadError([
          Diagnostic(
            file: source, line: root.line, column: root.column,
            message:
              "the root element is <\(TerminalSafety.sanitized(root.name))>, not an Interface Builder <document>"
          )
        ]))
    }
    let document = InterfaceBuilderDocument(root: root, source: source)
    let chosen: InterfaceBuilderScene
    switch document.scene(named: scene) {
    case .failure(let problem): return .failure(LayoutLoadError([problem]))
    case .success(let found): chosen = found
    }
    var planner = InterfaceBuilderPlanner(document: document, codeClasses: codeClasses)
    let plan = planner.plan(chosen)
    var imported = DumpImport(plan: plan, warnings: plan.warnings)
    imported.unsupported = planner.unsupported.features
    return .success(imported)
  }
}
