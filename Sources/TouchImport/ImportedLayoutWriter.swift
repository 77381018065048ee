import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchYAML

/// Writes an ``ImportPlan`` as a TouchLab layout (YAML): what `touchlab import` prints, to keep
/// and edit. One entry per view, with an `imported:` mapping that keeps what the dump said and a
/// layout does not model.
///
/// A flag is written when it differs from what the TouchLab class starts with (a `Label` starts
/// with `userInteraction: false`, a `ScrollView` with `clipsToBounds: true`), and always for a
/// class of the person's own, whose starting values the writer does not know: loading the YAML
/// gives the views ``ImportedLayoutBuilder`` makes from the same plan.
struct ImportedLayoutWriter {
  private var out: [String] = []

  /// `outputFolder`: where the layout is written: an Interface Builder file's layout names the
  /// file by a path from there (`interfaceBuilderFile:`); nil for one opened directly, which is
  /// that file.
  static func write(_ plan: ImportPlan, outputFolder: String? = nil) -> String {
    var writer = ImportedLayoutWriter()
    writer.out.append("# Imported by `touchlab import` from \(comment(plan.source)).")
    if plan.isInterfaceBuilder {
      writer.out.append(
        "# Frames are the ones the file stores; each view's `imported:` keeps its class, IB object id")
      writer.out.append("# and line. docs/interface-builder.md says what is read and what is not.")
    } else {
      writer.out.append(
        "# Frames are the dump's; each view's `imported:` keeps its class, address and what TouchLab")
      writer.out.append("# does not model. docs/import.md says what maps to what and what is lost.")
    }
    writer.out.append("title: \(YAMLText.quoted(plan.title))")
    if plan.isInterfaceBuilder, let outputFolder {
      // The file the IB object ids of `prototypes:` and `segues:` are in (a file opened
      // directly is that file already).
      writer.out.append(
        "interfaceBuilderFile: \(YAMLText.quoted(Self.path(of: plan.source, from: outputFolder)))")
    }
    let safeArea = plan.safeArea.map { ", safeArea: \(YAMLText.list($0))" } ?? ""
    let scale = plan.screenScale.map { ", scale: \(YAMLText.number($0))" } ?? ""
    writer.out.append(
      "screen: {width: \(YAMLText.number(plan.screenWidth)), height: \(YAMLText.number(plan.screenHeight))"
        + "\(scale)\(safeArea)}")
    writer.out.append("windows:")
    for window in plan.windows { writer.writeView(window, indent: "  ") }
    return writer.out.joined(separator: "\n") + "\n"
  }

  private mutating func writeView(_ view: ImportedView, indent: String) {
    let key = indent + "  "
    out.append(indent + "- id: \(Self.plainID(view.id) ? view.id : YAMLText.quoted(view.id))")
    if !view.isWindow, view.className != ViewClassRegistry.defaultClassName {
      out.append(key + "class: \(YAMLText.quoted(view.className))")
    }
    if let frame = view.frame { out.append(key + "frame: \(YAMLText.list(frame))") }
    if let transform = view.transform {
      out.append(
        key
          + "transform: {scale: \(YAMLText.list(transform.scale)), rotate: \(YAMLText.number(transform.rotate)), "
          + "translate: \(YAMLText.list(transform.translate))}")
    }
    if view.origin != nil { writeFlags(view, key: key) }
    writeContent(view, key: key)
    if let origin = view.origin { writeOrigin(origin, key: key) }
    out += view.addedLines.map { key + $0 }
    guard !view.subviews.isEmpty else { return }
    out.append(key + (view.isWindow ? "views:" : "subviews:"))
    for subview in view.subviews { writeView(subview, indent: key) }
  }

  /// hidden, alpha, userInteraction, clipsToBounds: written when they differ from what the
  /// class starts with.
  private mutating func writeFlags(_ view: ImportedView, key: String) {
    if view.isHidden { out.append(key + "hidden: true") }
    if view.alpha != 1 { out.append(key + "alpha: \(YAMLText.number(view.alpha))") }
    let startsDisabled = ["Label", "ImageView"].contains(view.className)
    let builtIn = view.isWindow || Self.builtInClasses.contains(view.className)
    if view.isUserInteractionEnabled == startsDisabled || !builtIn {
      out.append(key + "userInteraction: \(view.isUserInteractionEnabled)")
    }
    if view.clipsToBounds != (view.className == "ScrollView") || !builtIn {
      out.append(key + "clipsToBounds: \(view.clipsToBounds)")
    }
  }

  /// Text, image, a scroll view's offset (its bounds origin: where its content is hit depends
  /// on it, §1) and size.
  private mutating func writeContent(_ view: ImportedView, key: String) {
    if let text = view.text { out.append(key + "text: \(YAMLText.quoted(text))") }
    if let image = view.image { out.append(key + "image: \(YAMLText.quoted(image))") }
    if let origin = view.boundsOrigin {
      out.append(
        key + (view.className == "ScrollView" ? "contentOffset" : "boundsOrigin")
          + ": \(YAMLText.list(origin))")
    }
    if let size = view.contentSize { out.append(key + "contentSize: \(YAMLText.list(size))") }
  }

  /// The `imported:` mapping: what the box, the inspector and the trace show of the dump.
  private mutating func writeOrigin(_ origin: ImportedOrigin, key: String) {
    var parts = ["class: \(YAMLText.quoted(origin.className))"]
    if let address = origin.address { parts.append("address: \(YAMLText.quoted(address))") }
    if let base = origin.baseClass { parts.append("baseClass: \(YAMLText.quoted(base))") }
    if origin.hasUnknownRecognizers { parts.append("recognizers: unknown") }
    if let mask = origin.autoresize { parts.append("autoresize: \(YAMLText.quoted(mask))") }
    if let opaque = origin.isOpaque { parts.append("opaque: \(opaque)") }
    if let tag = origin.tag { parts.append("tag: \(tag)") }
    if let animations = origin.animations { parts.append("animations: \(YAMLText.quoted(animations))") }
    if let line = origin.line { parts.append("line: \(line)") }
    if let objectID = origin.objectID { parts.append("ibID: \(YAMLText.quoted(objectID))") }
    if let stored = origin.storedFrame {
      parts.append(
        "storedFrame: \(YAMLText.list([stored.minX, stored.minY, stored.width, stored.height].map(Double.init)))"
      )
    }
    if let reason = origin.storedFrameNotCompared {
      parts.append("frameNotCompared: \(YAMLText.quoted(reason))")
    }
    out.append(key + "imported: {" + parts.joined(separator: ", ") + "}")
  }

  /// Whether an id can be written unquoted: an import's own ids and IB object ids
  /// (`8bC-Xf-vdC`) can; a `userLabel` with spaces or punctuation is quoted.
  private static func plainID(_ id: String) -> Bool {
    !id.isEmpty && id.first != "-"
      && id.unicodeScalars.allSatisfy {
        $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-")
      }
  }

  /// The classes whose starting values the writer knows.
  private static let builtInClasses = Set(ViewClassRegistry.standard.classNames)

  /// A screen that holds every root at the frame it states (at least 1 × 1 point).
  static func screenSize(_ roots: [DumpView]) -> (width: Double, height: Double) {
    var width = 1.0
    var height = 1.0
    for root in roots {
      guard let frame = root.frame, frame.maxX.isFinite, frame.maxY.isFinite else { continue }
      width = max(width, Double(frame.maxX))
      height = max(height, Double(frame.maxY))
    }
    return (min(width, LayoutLimits.maximumCoordinate), min(height, LayoutLimits.maximumCoordinate))
  }

  /// The source for a `#` comment: one line, sanitized as every text the terminal gets
  /// (``TerminalSafety``: control characters shown as symbols, bidi and zero-width removed).
  static func comment(_ text: String) -> String {
    String(TerminalSafety.sanitized(text).prefix(200))
  }

  /// `file` as a path from `folder`, both made absolute from the current folder.
  static func path(of file: String, from folder: String) -> String {
    let target = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
    let base = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.pathComponents
    var shared = 0
    while shared < min(base.count, target.count - 1), base[shared] == target[shared] { shared += 1 }
    let up = Array(repeating: "..", count: base.count - shared)
    return NSString.path(withComponents: up + target[shared...])
  }
}
