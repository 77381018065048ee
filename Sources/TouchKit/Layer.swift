import Foundation

/// A view's layer (Core Animation's `CALayer`), as far as view code reaches for it.
///
/// What a layer shares with its view is the view's own state, as in UIKit: `masksToBounds` is
/// `clipsToBounds`, `opacity` is `alpha`, `isHidden`, `zPosition`, `frame` and `bounds` are the
/// view's. So `layer.opacity = 0` makes the view untouchable (§1), as on iOS. What is only seen
/// (corner radius, borders, shadows) is kept and read back but not drawn; the first use of each
/// in a run gives a notice (Notices/Notice.swift).
open class Layer {
  /// The view this is the layer of; nil for a layer made on its own (`CALayer()`). Weak: the
  /// view owns its layer.
  weak var owningView: View?

  /// Core Animation's delegate (LayerDelegate.swift): a view's layer's is the view, as UIKit
  /// sets it; a layer made on its own may be given one. Weak, as `CALayer`'s is. A delegate
  /// other than the view is kept, and said once: TouchLab never asks it to draw.
  public weak var delegate: (any LayerDelegate)? {
    didSet { if let delegate, delegate !== owningView { noticeVisual(.layerDelegate) } }
  }

  // A layer made on its own keeps these itself; a view's layer reads and writes the view.
  private var ownOpacity: Float = 1
  private var ownIsHidden = false
  private var ownMasksToBounds = false
  private var ownZPosition: CGFloat = 0
  private var ownFrame: CGRect = .zero
  /// A transform that is not affine, kept (Layer+Transform.swift); nil: the view's own.
  var keptTransform: Transform3D?
  /// The affine transform of a layer made on its own.
  var ownAffineTransform = CGAffineTransform.identity
  /// Transforms the sublayers only: kept.
  public var sublayerTransform = Transform3D.identity
  /// The layers added to this one, back to front (Layer+Sublayers.swift).
  var sublayerList: [Layer] = []
  /// The animations added, by key, in the order added (Layer+Animations.swift).
  var animationList: [(key: String, animation: Animation)] = []

  /// The layer this one was added to (`addSublayer`); weak, as the superlayer owns it.
  public internal(set) weak var superlayer: Layer?

  public init() {}

  /// Core Animation's copy for a presentation layer: TouchLab makes none, but a subclass's
  /// `override init(layer:)` calls it.
  public init(layer: Any) {}

  /// Required, as `CALayer`'s is (it adopts `NSSecureCoding`): what an empty archive makes.
  public required init?(coder: NSCoder) {}

  /// Rounds the drawing only: a touch in a corner still hits the view (§1).
  public var cornerRadius: CGFloat = 0 {
    didSet { if cornerRadius != 0 { noticeVisual(.layerCornerRadius) } }
  }
  /// Which corners `cornerRadius` rounds.
  public var maskedCorners: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  public var cornerCurve: CornerCurve = .circular

  public var borderWidth: CGFloat = 0 {
    didSet { noticeVisual(.layerBorder) }
  }
  public var borderColor: CGColor? {
    didSet { noticeVisual(.layerBorder) }
  }

  public var shadowColor: CGColor? {
    didSet { noticeVisual(.layerShadow) }
  }
  public var shadowOpacity: Float = 0 {
    didSet { noticeVisual(.layerShadow) }
  }
  public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { noticeVisual(.layerShadow) }
  }
  public var shadowRadius: CGFloat = 3 {
    didSet { noticeVisual(.layerShadow) }
  }
  public var shadowPath: CGPath? {
    didSet { noticeVisual(.layerShadow) }
  }

  public var backgroundColor: CGColor? {
    get { owningView?.backgroundColor?.cgColor }
    set { owningView?.backgroundColor = newValue.map(Color.init(cgColor:)) }
  }

  /// The view's `clipsToBounds` (one property in UIKit too): clips drawing, not touches (§1).
  public var masksToBounds: Bool {
    get { owningView?.clipsToBounds ?? ownMasksToBounds }
    set {
      if let owningView { owningView.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
    }
  }

  /// The view's `alpha`: below 0.01 the view takes no touches (§1).
  public var opacity: Float {
    get { owningView.map { Float($0.alpha) } ?? ownOpacity }
    set {
      if let owningView { owningView.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
    }
  }

  public var isHidden: Bool {
    get { owningView?.isHidden ?? ownIsHidden }
    set {
      if let owningView { owningView.isHidden = newValue } else { ownIsHidden = newValue }
    }
  }

  /// The view's drawing order among its siblings; hit testing ignores it (§1).
  public var zPosition: CGFloat {
    get { owningView?.zPosition ?? ownZPosition }
    set {
      if let owningView { owningView.zPosition = newValue } else { ownZPosition = newValue }
    }
  }

  public var frame: CGRect {
    get { owningView?.frame ?? ownFrame }
    set {
      if let owningView { owningView.frame = newValue } else { ownFrame = newValue }
    }
  }

  public var bounds: CGRect {
    get { owningView?.bounds ?? CGRect(origin: .zero, size: ownFrame.size) }
    set {
      if let owningView { owningView.bounds = newValue } else { ownFrame.size = newValue.size }
    }
  }

  public var position: CGPoint {
    get { owningView?.center ?? CGPoint(x: ownFrame.midX, y: ownFrame.midY) }
    set { owningView?.center = newValue }
  }

  public var anchorPoint: CGPoint {
    get { owningView?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }
    set { owningView?.anchorPoint = newValue }
  }

  // Kept, never drawn.
  public var shouldRasterize = false
  public var rasterizationScale: CGFloat = 1
  public var contentsScale: CGFloat = 2
  public var isOpaque = false
  public var name: String?
  public var mask: Layer?
  public var contents: Any?
  public var contentsGravity: ContentsGravity = .resize
  public var allowsEdgeAntialiasing = false
  public var needsDisplayOnBoundsChange = false
  public var isDoubleSided = true
  public var speed: Float = 1
  public var timeOffset: TimeInterval = 0
  public var beginTime: TimeInterval = 0

  public func setNeedsDisplay() {}
  public func setNeedsLayout() {}
  public func layoutIfNeeded() { owningView?.layoutIfNeeded() }
  /// Overridable, as Core Animation's are; never called, as a view's `draw(_:)` is not:
  /// TouchLab draws boxes.
  open func display() {}
  open func draw(in ctx: CGContext) {}
  open func layoutSublayers() {}

  func noticeVisual(_ notice: Notice) {
    if let owningView { owningView.notice(notice) } else { Application.current?.notice(notice) }
  }

  /// Core Animation's `CACornerMask`.
  public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
  }

  /// Core Animation's `CALayerCornerCurve`.
  public enum CornerCurve: String, Sendable { case circular, continuous }

  /// Core Animation's `CALayerContentsGravity`: how `contents` fills the bounds. Kept.
  public struct ContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = ContentsGravity(rawValue: "center")
    public static let top = ContentsGravity(rawValue: "top")
    public static let bottom = ContentsGravity(rawValue: "bottom")
    public static let left = ContentsGravity(rawValue: "left")
    public static let right = ContentsGravity(rawValue: "right")
    public static let resize = ContentsGravity(rawValue: "resize")
    public static let resizeAspect = ContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = ContentsGravity(rawValue: "resizeAspectFill")
  }
}
