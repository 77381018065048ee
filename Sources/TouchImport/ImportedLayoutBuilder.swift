import Foundation
import TouchFoundation
import TouchKit
import TouchLayout

/// Makes the views of an ``ImportPlan`` directly: how every command and the explorer open a
/// dump, without writing its layout as YAML and reading it back (for a 10,000-view dump that
/// round trip cost four fifths of the time to open it, docs/performance.md).
///
/// It sets what ``LayoutBuilder`` sets from the YAML ``ImportedLayoutWriter`` writes for the
/// same plan, in the same order (the frame when the view is made, then the bounds' origin,
/// then the transform), so both give the same views: `ImportPathAgreementTests` compares their
/// descriptions and traces. Problems are reported at the dump's `file:line:column`.
package struct ImportedLayoutBuilder {
  let plan: ImportPlan
  let registry: ViewClassRegistry
  /// The layout's `source` (the path as given, `-` for standard input).
  let layoutSource: String
  private var viewCount = 0
  private var errors: [Diagnostic] = []

  package init(plan: ImportPlan, registry: ViewClassRegistry, layoutSource: String) {
    self.plan = plan
    self.registry = registry
    self.layoutSource = layoutSource
  }

  /// The layout, or every problem found (a class of the side file's the registry does not
  /// have, more views than ``LayoutLimits/maximumImportedViewCount``).
  package mutating func build() -> Result<Layout, LayoutLoadError> {
    let screen = CGSize(width: plan.screenWidth, height: plan.screenHeight)
    let application = Application()
    // The screen a layout file's `screen:` would make of the plan (ImportedLayoutWriter).
    application.screen = DeviceScreen(size: screen, scale: plan.screenScale ?? DeviceScreen.bareScale)
    if let insets = plan.safeArea, insets.count == 4 {
      application.screen.safeAreaInsets = EdgeInsets(
        top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
    }
    application.nibLoader = registry.nibLoader
    application.instantiatesNib = registry.instantiatesNib
    for planned in plan.windows {
      guard count(planned) else { break }
      let frame = planned.frame.map(Self.rect) ?? CGRect(origin: .zero, size: screen)
      let window = Window(frame: frame)
      window.id = planned.id
      applyCommon(planned, to: window)
      for subview in planned.subviews {
        guard let view = view(subview) else { break }
        window.addSubview(view)
      }
      application.addWindow(window)
    }
    guard errors.isEmpty else { return .failure(LayoutLoadError(errors)) }
    // The first update cycle, as for a layout file (LayoutBuilder.build).
    application.layoutIfNeeded()
    var layout = Layout(source: layoutSource, title: plan.title, screenSize: screen, application: application)
    layout.warnings = plan.warnings
    return .success(layout)
  }

  private mutating func view(_ planned: ImportedView) -> View? {
    guard count(planned) else { return nil }
    let frame = planned.frame.map(Self.rect) ?? .zero
    // An unknown class is reported; a plain View stands in so the rest is still checked.
    let made = registry.makeView(className: planned.className, frame: frame)
    if made == nil {
      let names = registry.classNames.joined(separator: ", ")
      error(
        planned,
        "the side file makes this view a '\(planned.className)', which is not a registered class; the classes "
          + "are \(names)")
    }
    let view = made ?? View(frame: frame)
    view.id = planned.id
    if let text = planned.text {
      (view as? Label)?.text = text
      (view as? Button)?.title = text
    }
    if let image = planned.image { (view as? ImageView)?.imageName = image }
    if let size = planned.contentSize, let scrollView = view as? ScrollView {
      scrollView.contentSize = CGSize(width: Self.canonical(size[0]), height: Self.canonical(size[1]))
    }
    applyCommon(planned, to: view)
    for subview in planned.subviews {
      guard let made = self.view(subview) else { return nil }
      view.addSubview(made)
    }
    return view
  }

  /// What windows and views share, in ``LayoutBuilder``'s order: the bounds' origin, then the
  /// transform (the frame is derived from it from then on), then the flags.
  private func applyCommon(_ planned: ImportedView, to view: View) {
    if let origin = planned.boundsOrigin {
      view.bounds.origin = CGPoint(x: Self.canonical(origin[0]), y: Self.canonical(origin[1]))
    }
    if let transform = planned.transform {
      view.transform = CGAffineTransform(
        scaleX: Self.canonical(transform.scale[0]), y: Self.canonical(transform.scale[1])
      )
      .concatenating(CGAffineTransform(rotationAngle: Self.canonical(transform.rotate) * .pi / 180))
      .concatenating(
        CGAffineTransform(
          translationX: Self.canonical(transform.translate[0]), y: Self.canonical(transform.translate[1])))
    }
    guard let origin = planned.origin else { return }
    view.isHidden = planned.isHidden
    view.alpha = Self.canonical(planned.alpha)
    view.isUserInteractionEnabled = planned.isUserInteractionEnabled
    view.clipsToBounds = planned.clipsToBounds
    view.importedOrigin = origin
  }

  /// Counts a window or view against ``LayoutLimits/maximumImportedViewCount``; false once
  /// over it (reported once).
  private mutating func count(_ planned: ImportedView) -> Bool {
    viewCount += 1
    if viewCount == LayoutLimits.maximumImportedViewCount + 1 {
      error(
        planned,
        "more than \(LayoutLimits.maximumImportedViewCount) windows and views, the limit for a layout")
    }
    return viewCount <= LayoutLimits.maximumImportedViewCount
  }

  private mutating func error(_ planned: ImportedView, _ message: String) {
    errors.append(Diagnostic(file: plan.source, line: planned.line, column: planned.column, message: message))
  }

  private static func rect(_ values: [Double]) -> CGRect {
    CGRect(
      x: canonical(values[0]), y: canonical(values[1]), width: canonical(values[2]),
      height: canonical(values[3]))
  }

  /// A number as the written layout reads back: `-0` is written `0`.
  private static func canonical(_ value: Double) -> Double { value == 0 ? 0 : value }
}
