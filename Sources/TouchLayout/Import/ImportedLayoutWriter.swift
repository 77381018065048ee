import Foundation

/// Writes a TouchLab layout (YAML) for the views a dump holds: one entry per view, with an
/// `imported:` mapping that keeps what the dump said and a layout does not model.
///
/// Every value a dump states is written explicitly when it differs from what the TouchLab class
/// would start with: UIKit prints `userInteractionEnabled`, `clipsToBounds`, `hidden`, `alpha`
/// only when they differ from UIView's defaults, so a `UILabel` line without
/// `userInteractionEnabled = NO` is a label someone enabled, and the layout must say
/// `userInteraction: true` where TouchLab's `Label` starts false.
struct ImportedLayoutWriter {
  let source: String
  var mapping: ClassMapping
  var overrides: ImportOverrides
  private(set) var warnings: [Diagnostic] = []
  private var ids = ImportIDs()
  private var out: [String] = []
  private(set) var viewCount = 0

  init(source: String, mapping: ClassMapping, overrides: ImportOverrides) {
    self.source = source
    self.mapping = mapping
    self.overrides = overrides
  }

  /// The layout for `roots`: windows for roots that are windows, and one window of the
  /// screen's size holding the others at the frames they state.
  mutating func write(_ roots: [DumpView]) -> String {
    let screen = Self.screenSize(roots)
    out.append("# Imported by `touchlab import` from \(Self.comment(source)).")
    out.append("# Frames are the dump's; each view's `imported:` keeps its class, address and what TouchLab")
    out.append("# does not model. docs/import.md says what maps to what and what is lost.")
    out.append("title: \(YAMLText.quoted("Imported from " + (source as NSString).lastPathComponent))")
    out.append("screen: {width: \(YAMLText.number(screen.width)), height: \(YAMLText.number(screen.height))}")
    out.append("windows:")
    let windows = roots.filter { mapping.resolve($0).className == ClassMapping.windowClassName }
    let others = roots.filter { mapping.resolve($0).className != ClassMapping.windowClassName }
    if !others.isEmpty {
      out.append("  - id: importedWindow")
      out.append("    views:")
      for root in others { writeView(root, indent: "      ", path: []) }
    }
    for window in windows { writeView(window, indent: "  ", path: [], isWindow: true) }
    return out.joined(separator: "\n") + "\n"
  }

  private mutating func writeView(_ view: DumpView, indent: String, path: [String], isWindow: Bool = false) {
    viewCount += 1
    let (mapped, _) = mapping.resolve(view)
    let override = overrides.match(view, path: path + [view.className])
    let className = isWindow ? ClassMapping.windowClassName : (override?.className ?? mapped)
    let id = ids.id(for: view)
    let key = indent + "  "
    out.append(indent + "- id: \(id)")
    if !isWindow, className != "View", className != ClassMapping.windowClassName {
      out.append(key + "class: \(YAMLText.quoted(className))")
    }
    let geometry = ImportedGeometry(view) { [source] message in
      warnings.append(
        Diagnostic(file: source, line: view.line, column: view.column, message: message, isWarning: true))
    }
    out.append(key + "frame: \(YAMLText.list(geometry.frame))")
    if let transform = geometry.transform {
      out.append(
        key
          + "transform: {scale: \(YAMLText.list(transform.scale)), rotate: \(YAMLText.number(transform.rotate)), "
          + "translate: \(YAMLText.list(transform.translate))}")
    }
    writeFlags(view, className: className, key: key)
    writeContent(view, className: className, key: key)
    writeOrigin(view, key: key)
    if let override { out += override.lines.map { key + $0 } }
    guard !view.subviews.isEmpty else { return }
    out.append(key + (isWindow ? "views:" : "subviews:"))
    for subview in view.subviews { writeView(subview, indent: key, path: path + [view.className]) }
  }

  /// hidden, alpha, userInteraction, clipsToBounds: the dump's value (absent: UIView's
  /// default), written when it differs from what `className` starts with.
  private mutating func writeFlags(_ view: DumpView, className: String, key: String) {
    if view.isHidden == true { out.append(key + "hidden: true") }
    if let alpha = view.alpha {
      var value = alpha
      if alpha.isNaN {
        warn(view, "alpha = nan: read as 1 (UIKit skips a view whose alpha < 0.01, which NaN is not, §1)")
        value = 1
      } else if alpha < 0 || alpha > 1 {
        warn(view, "alpha = \(alpha) is outside 0…1; clamped")
        value = min(max(alpha, 0), 1)
      }
      if value != 1 { out.append(key + "alpha: \(YAMLText.number(value))") }
    }
    let interaction = view.isUserInteractionEnabled ?? true
    let startsDisabled = ["Label", "ImageView"].contains(className)
    let builtIn =
      ViewClassRegistry.standard.classNames.contains(className) || className == ClassMapping.windowClassName
    if interaction != !startsDisabled || !builtIn { out.append(key + "userInteraction: \(interaction)") }
    let clips = view.clipsToBounds ?? false
    if clips != (className == "ScrollView") || !builtIn { out.append(key + "clipsToBounds: \(clips)") }
  }

  /// Text, image, a scroll view's offset and size (the offset is its bounds origin: where its
  /// content is hit depends on it, §1).
  private mutating func writeContent(_ view: DumpView, className: String, key: String) {
    if ["Label", "Button"].contains(className) {
      let text = view.text ?? (className == "Button" ? Self.buttonTitle(view) : nil)
      if let text { out.append(key + "text: \(YAMLText.quoted(text))") }
    }
    if className == "ImageView", let image = view.imageName {
      out.append(key + "image: \(YAMLText.quoted(image))")
    }
    if let offset = view.contentOffset {
      let values = [Double(offset.x), Double(offset.y)].map(ImportedGeometry.clamped)
      out.append(
        key + (className == "ScrollView" ? "contentOffset" : "boundsOrigin") + ": \(YAMLText.list(values))")
    }
    if className == "ScrollView", let size = view.contentSize {
      let values = [Double(size.width), Double(size.height)].map { max(0, ImportedGeometry.clamped($0)) }
      out.append(key + "contentSize: \(YAMLText.list(values))")
    }
  }

  /// The `imported:` mapping: what the box, the inspector and the trace show of the dump.
  private mutating func writeOrigin(_ view: DumpView, key: String) {
    var parts = ["class: \(YAMLText.quoted(view.className))", "address: \(YAMLText.quoted(view.address))"]
    if let base = view.baseClass { parts.append("baseClass: \(YAMLText.quoted(base))") }
    if view.hasGestureRecognizers { parts.append("recognizers: unknown") }
    if let mask = view.autoresize { parts.append("autoresize: \(YAMLText.quoted(mask))") }
    if let opaque = view.isOpaque { parts.append("opaque: \(opaque)") }
    if let tag = view.tag { parts.append("tag: \(tag)") }
    if let animations = view.animations { parts.append("animations: \(YAMLText.quoted(animations))") }
    parts.append("line: \(view.line)")
    out.append(key + "imported: {" + parts.joined(separator: ", ") + "}")
  }

  private mutating func warn(_ view: DumpView, _ message: String) {
    warnings.append(
      Diagnostic(file: source, line: view.line, column: view.column, message: message, isWarning: true))
  }

  /// A button's title: the text of its `UIButtonLabel`, as UIKit draws it.
  private static func buttonTitle(_ view: DumpView) -> String? {
    view.subviews.first { $0.className == "UIButtonLabel" && $0.text != nil }?.text
  }

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

  /// The source for a `#` comment: one line, no control characters.
  private static func comment(_ text: String) -> String {
    String(
      text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init).prefix(200))
  }
}
