import Foundation

/// The properties of one view that every description of it shares: its name, its class, what
/// it shows and the flags hit testing reads.
///
/// Two descriptions of a view exist for two jobs: ``ViewDescription`` is everything about a
/// view (what `describe`, `query` and the inspector show), and the explorer's scene node is what
/// the canvas draws after every event (presentation frames, drawing order), made cheaply. Both
/// hold this one summary and read their shared properties through it (dynamic member lookup),
/// so how a view is named, captioned and flagged is decided here and nowhere else.
public struct ViewSummary: Equatable, Sendable {
  /// The view's trace id (its `id`, or its class name), as the trace names it.
  public var id: String
  /// The class as a layout names it (`Button`, `RoundButton`): the Swift class name.
  public var className: String
  /// What the view shows as its label: a label's text, an image view's image name or a
  /// button's title (nil when empty).
  public var caption: String?
  public var isHidden: Bool
  public var alpha: CGFloat
  public var clipsToBounds: Bool
  public var isUserInteractionEnabled: Bool
  /// A label's `isHighlighted` (an open menu's row under the finger): drawn as a highlighted
  /// control is. False for other views, whose highlight is their control state's.
  public var isHighlighted = false
  /// The class a dump gave an imported view (``ImportedOrigin``), nil for other views: shown
  /// with ``className`` as "Blinc_NotesView (imported as View)".
  public var importedClass: String?

  public init(
    id: String, className: String = "View", caption: String? = nil, isHidden: Bool = false,
    alpha: CGFloat = 1, clipsToBounds: Bool = false, isUserInteractionEnabled: Bool = true
  ) {
    self.id = id
    self.className = className
    self.caption = caption
    self.isHidden = isHidden
    self.alpha = alpha
    self.clipsToBounds = clipsToBounds
    self.isUserInteractionEnabled = isUserInteractionEnabled
  }

  /// The class as every description shows it: the dump's class for an imported view, with
  /// the class it was made as.
  public var displayedClassName: String {
    importedClass.map { "\($0) (imported as \(className))" } ?? className
  }

  /// Summarizes `view`. The caller gives the class name: a description reads it off the class
  /// chain it builds anyway, a scene from a per-snapshot cache (demangling a name is costly).
  public init(_ view: View, className: String) {
    let caption: String? =
      switch view {
      case let label as Label: label.text
      case let image as ImageView: image.imageName
      case let button as Button: button.title.isEmpty ? nil : button.title
      case let textView as TextView: textView.face
      default: nil
      }
    self.init(
      id: view.traceID, className: className, caption: caption, isHidden: view.isHidden,
      alpha: view.alpha, clipsToBounds: view.clipsToBounds,
      isUserInteractionEnabled: view.isUserInteractionEnabled)
    importedClass = view.importedOrigin?.className
    isHighlighted = (view as? Label)?.isHighlighted ?? false
  }

  /// Whether hit testing passes over the view for its alpha: the engine's rule, asked of the
  /// summary's value.
  public var isTransparentToHitTesting: Bool { View.isTransparentToHitTesting(alpha: alpha) }
}

/// A description of a view that holds its ``ViewSummary`` and reads the summary's properties
/// by name (`node.id`, `description.isHidden`), so each description keeps only what is its own.
@dynamicMemberLookup
public protocol SummarizedView {
  var summary: ViewSummary { get set }
}

extension SummarizedView {
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ViewSummary, Value>) -> Value {
    get { summary[keyPath: keyPath] }
    set { summary[keyPath: keyPath] = newValue }
  }

  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewSummary, Value>) -> Value {
    summary[keyPath: keyPath]
  }
}
