import Foundation

/// The rarely set properties of a view, stored in its `ViewExtras` box (ViewExtras.swift).
///
/// Each reads its default while the view has no box, and setting one to its default does not
/// make a box: layouts and the builder set many of them to their defaults on every view. The
/// side effects of the old stored properties' `didSet` (the cached flags, the inverse transform,
/// the geometry change that invalidates a wide parent's index) run exactly as before.
extension View {
  /// The box, made on first use.
  var madeExtras: ViewExtras {
    if let extras { return extras }
    let made = ViewExtras()
    extras = made
    return made
  }

  /// Applied about `anchorPoint`; hit testing undoes it when converting points (§1).
  public var transform: CGAffineTransform {
    get { extras?.transform ?? .identity }
    set {
      hasIdentityTransform = newValue.isIdentity
      if extras != nil || !newValue.isIdentical(to: .identity) {
        let box = madeExtras
        box.transform = newValue
        let determinant = newValue.a * newValue.d - newValue.b * newValue.c
        box.inverseTransform = determinant != 0 && determinant.isFinite ? newValue.inverted() : nil
      }
      noteGeometryChange()
      noteDrawnChange()
    }
  }

  /// The transform's inverse, or nil when it has none (a scale of 0 squashes the view flat).
  var inverseTransform: CGAffineTransform? {
    guard let extras else { return .identity }
    return extras.inverseTransform
  }

  /// The point of `bounds` (in unit coordinates) that `center` names: CALayer's anchorPoint.
  public var anchorPoint: CGPoint {
    get { extras?.anchorPoint ?? ViewExtras.defaultAnchorPoint }
    set {
      if extras != nil || !newValue.isIdentical(to: ViewExtras.defaultAnchorPoint) {
        madeExtras.anchorPoint = newValue
      }
      noteGeometryChange()
      noteDrawnChange()
    }
  }

  /// A declarative `point(inside:with:)` override (hit slop, shape); nil: UIKit's bounds test.
  public var hitArea: HitArea? {
    get { extras?.hitArea }
    set {
      hasHitArea = newValue != nil
      if extras != nil || newValue != nil { madeExtras.hitArea = newValue }
      noteGeometryChange()
    }
  }

  /// A declarative `hitTest(_:with:)` override; nil: UIKit's algorithm.
  public var hitTestOverride: HitTestOverride? {
    get { extras?.hitTestOverride }
    set {
      hasHitTestOverride = newValue != nil
      if extras != nil || newValue != nil { madeExtras.hitTestOverride = newValue }
      noteGeometryChange()
    }
  }

  /// An animation in flight, if any: hit testing skips the view while it runs (§1).
  public var animation: ViewAnimation? {
    get { extras?.animation }
    set {
      hasAnimation = newValue != nil
      if extras != nil || newValue != nil { madeExtras.animation = newValue }
      noteDrawnChange()
    }
  }

  /// Where the view came from when it was imported from a `recursiveDescription` dump: the
  /// original class and address, shown by the box, the inspector and the trace.
  public var importedOrigin: ImportedOrigin? {
    get { extras?.importedOrigin }
    set {
      if extras != nil || newValue != nil { madeExtras.importedOrigin = newValue }
      noteDrawnChange()
    }
  }

  /// `layer.zPosition`: raises the view in drawing order among its siblings, and nothing
  /// else — hit testing follows only the subview order (§1, §8 #16).
  public var zPosition: CGFloat {
    get { extras?.zPosition ?? 0 }
    set {
      if extras != nil || !newValue.isIdentical(to: 0) { madeExtras.zPosition = newValue }
      noteDrawnChange()
    }
  }

  /// Clips drawing only: hit testing ignores it (§1).
  public var clipsToBounds: Bool {
    get { extras?.clipsToBounds ?? false }
    set {
      if extras != nil || newValue { madeExtras.clipsToBounds = newValue }
      noteDrawnChange()
    }
  }

  /// §3: false means the view gets only the first touch of a sequence.
  public var isMultipleTouchEnabled: Bool {
    get { extras?.isMultipleTouchEnabled ?? false }
    set { if extras != nil || newValue { madeExtras.isMultipleTouchEnabled = newValue } }
  }

  /// §3: an exclusive view takes touches only when no other view in the window has one.
  public var isExclusiveTouch: Bool {
    get { extras?.isExclusiveTouch ?? false }
    set { if extras != nil || newValue { madeExtras.isExclusiveTouch = newValue } }
  }

  /// Set when this view is a view controller's root view, which makes the controller its next
  /// responder (§6). Weak, in the box.
  public internal(set) var owningViewController: ViewController? {
    get { extras?.owningViewController }
    set { if extras != nil || newValue != nil { madeExtras.owningViewController = newValue } }
  }

  /// The recognizers attached to this view, for TouchLab's own modules (UIKit's optional
  /// `gestureRecognizers` is the public face; View+GestureRecognizers.swift).
  package internal(set) var attachedRecognizers: [GestureRecognizer] {
    get { extras?.attachedRecognizers ?? [] }
    set {
      if extras != nil || !newValue.isEmpty { madeExtras.attachedRecognizers = newValue }
      noteDrawnChange()
    }
  }
}
