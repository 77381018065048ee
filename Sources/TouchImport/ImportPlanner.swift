import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchYAML

/// Decides, for each view a dump holds, what it becomes (``ImportedView``): its id, its class
/// (``ClassMapping``, the side file), its geometry (``ImportedGeometry``), its flags as the dump
/// states them (absent: UIView's defaults), its content and its origin.
///
/// Every value a dump states is kept, even where it equals what UIView starts with: UIKit
/// prints `userInteractionEnabled`, `clipsToBounds`, `hidden` and `alpha` only when they differ
/// from UIView's defaults, so a `UILabel` line without `userInteractionEnabled = NO` is a label
/// someone enabled, though TouchLab's `Label` starts disabled.
struct ImportPlanner {
  let source: String
  let mapping: ClassMapping
  let overrides: ImportOverrides
  private(set) var warnings: [Diagnostic] = []
  private var ids = ImportIDs()
  private var viewCount = 0

  init(source: String, mapping: ClassMapping, overrides: ImportOverrides) {
    self.source = source
    self.mapping = mapping
    self.overrides = overrides
  }

  /// The plan for `roots`: windows for roots that are windows, and one window of the screen's
  /// size holding the others at the frames they state.
  mutating func plan(_ roots: [DumpView]) -> ImportPlan {
    let screen = ImportedLayoutWriter.screenSize(roots)
    var windows: [ImportedView] = []
    let isWindow = roots.map { mapping.resolve($0).className == ClassMapping.windowClassName }
    let others = zip(roots, isWindow).filter { !$0.1 }.map(\.0)
    if !others.isEmpty {
      var window = ImportedView(id: "importedWindow", className: ClassMapping.windowClassName, isWindow: true)
      window.subviews = others.map { view($0, path: [], isWindow: false) }
      windows.append(window)
    }
    for (root, isWindow) in zip(roots, isWindow) where isWindow {
      windows.append(view(root, path: [], isWindow: true))
    }
    let title = "Imported from " + (source as NSString).lastPathComponent
    let sorted = warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    return ImportPlan(
      source: source, title: title, screenWidth: screen.width, screenHeight: screen.height, windows: windows,
      viewCount: viewCount, warnings: sorted)
  }

  private mutating func view(_ dump: DumpView, path: [String], isWindow: Bool) -> ImportedView {
    viewCount += 1
    let override = overrides.match(dump, path: path + [dump.className])
    var className =
      isWindow ? ClassMapping.windowClassName : (override?.className ?? mapping.resolve(dump).className)
    // A window inside a view is a view: windows come only from the layout's top.
    if !isWindow, className == ClassMapping.windowClassName { className = ViewClassRegistry.defaultClassName }
    var view = ImportedView(id: ids.id(for: dump), className: className, isWindow: isWindow)
    view.line = dump.line
    view.column = dump.column
    let geometry = ImportedGeometry(dump) { [source] message in
      warnings.append(
        Diagnostic(file: source, line: dump.line, column: dump.column, message: message, isWarning: true))
    }
    view.frame = geometry.frame
    view.transform = geometry.transform
    view.isHidden = dump.isHidden == true
    view.alpha = alpha(dump)
    view.isUserInteractionEnabled = dump.isUserInteractionEnabled ?? true
    view.clipsToBounds = dump.clipsToBounds ?? false
    if ["Label", "Button"].contains(className) {
      view.text = dump.text ?? (className == "Button" ? Self.buttonTitle(dump) : nil)
    }
    if className == "ImageView" { view.image = dump.imageName }
    if let offset = dump.contentOffset {
      view.boundsOrigin = [Double(offset.x), Double(offset.y)].map(ImportedGeometry.clamped)
    }
    // A scroll view's, or a table's (a dumped table has no data source: its cells are its
    // dumped subviews, and the content size is the dump's).
    if ["ScrollView", "TableView"].contains(className), let size = dump.contentSize {
      view.contentSize = [Double(size.width), Double(size.height)].map {
        max(0, ImportedGeometry.clamped($0))
      }
    }
    view.origin = Self.origin(dump)
    view.addedLines = override?.lines ?? []
    view.subviews = dump.subviews.map { self.view($0, path: path + [dump.className], isWindow: false) }
    // A dump's frames are iOS's own solve, and it does not say which subviews a stack view
    // arranges: its stack views arrange nothing, so every frame stays the one the dump shows.
    if className == "StackView", !view.subviews.isEmpty,
      !view.addedLines.contains(where: { $0.hasPrefix("nonArranged") })
    {
      view.addedLines.append(
        "nonArranged: [" + view.subviews.map { YAMLText.quoted($0.id) }.joined(separator: ", ") + "]")
    }
    return view
  }

  /// The dump's alpha in `0...1`: NaN is 1 (UIKit skips a view whose alpha is below 0.01, and
  /// NaN is not, §1); values outside are clamped. Each with a warning.
  private mutating func alpha(_ view: DumpView) -> Double {
    guard let alpha = view.alpha else { return 1 }
    if alpha.isNaN {
      warn(view, "alpha = nan: read as 1 (UIKit skips a view whose alpha < 0.01, which NaN is not, §1)")
      return 1
    }
    if alpha < 0 || alpha > 1 {
      warn(view, "alpha = \(alpha) is outside 0…1; clamped")
      return min(max(alpha, 0), 1)
    }
    return alpha
  }

  /// What the box, the inspector and the trace show of the dump. A tag is kept as a layout's
  /// number keeps it (a double), so the written and the direct layout agree on the largest ones.
  private static func origin(_ view: DumpView) -> ImportedOrigin {
    ImportedOrigin(
      className: view.className, address: view.address, baseClass: view.baseClass,
      hasUnknownRecognizers: view.hasGestureRecognizers, autoresize: view.autoresize, isOpaque: view.isOpaque,
      tag: view.tag.flatMap { Int(exactly: Double($0)) }, animations: view.animations, line: view.line)
  }

  private mutating func warn(_ view: DumpView, _ message: String) {
    warnings.append(
      Diagnostic(file: source, line: view.line, column: view.column, message: message, isWarning: true))
  }

  /// A button's title: the text of its `UIButtonLabel`, as UIKit draws it.
  private static func buttonTitle(_ view: DumpView) -> String? {
    view.subviews.first { $0.className == "UIButtonLabel" && $0.text != nil }?.text
  }
}
