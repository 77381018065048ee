import Foundation

/// One view as a `recursiveDescription` line states it, before any mapping: what the dump
/// says, and where it says it (for messages and for the imported view's origin).
///
/// Only what the line states is set; an attribute UIKit leaves out (it prints `hidden`,
/// `alpha`, `opaque`, `clipsToBounds` and `userInteractionEnabled` only when they differ from
/// UIView's defaults) stays nil here and means UIView's default when mapped.
public struct DumpView: Equatable, Sendable {
  /// 1-based line and column of the `<` that opens the description.
  public var line: Int
  public var column: Int
  /// The runtime class, as printed (`UITransitionView`, `MyApp.CardView`).
  public var className: String
  /// `0x7fb1c2d0a000`, as printed.
  public var address: String
  /// `baseClass = UIControl;`: the nearest public UIKit class of a private or app class.
  public var baseClass: String?
  /// `frame = (x y; w h)`, in the superview's coordinates.
  public var frame: CGRect?
  public var isHidden: Bool?
  public var alpha: Double?
  public var isOpaque: Bool?
  public var isUserInteractionEnabled: Bool?
  public var clipsToBounds: Bool?
  /// `transform = [a, b, c, d, tx, ty]`.
  public var transform: [Double]?
  public var tag: Int?
  /// `text = '…'`, exactly as printed between the quotes.
  public var text: String?
  /// `autoresize = W+H`: kept for the inspector (TouchLab does no layout).
  public var autoresize: String?
  /// A scroll view's `contentOffset: {x, y}`: its bounds origin.
  public var contentOffset: CGPoint?
  public var contentSize: CGSize?
  /// `gestureRecognizers = <NSArray: …>`: the view has recognizers the dump does not list.
  public var hasGestureRecognizers = false
  /// `animations = { … }`, as printed: animations in flight.
  public var animations: String?
  /// An image view's trailing ` - name` (old dumps), when not `(null)`.
  public var imageName: String?
  /// Subviews, back to front, as the dump lists them.
  public var subviews: [DumpView] = []

  public init(line: Int, column: Int, className: String, address: String) {
    self.line = line
    self.column = column
    self.className = className
    self.address = address
  }

  /// This view and every view below it.
  public var count: Int { 1 + subviews.reduce(0) { $0 + $1.count } }
}
