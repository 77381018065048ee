import Foundation

/// A container view controller that shows one page of content at a time, each page a view
/// controller of its own, turned by a swipe or in code (UIKit's `UIPageViewController`).
///
/// The pages shown are ``viewControllers``, set by ``setViewControllers(_:direction:animated:completion:)``
/// (no delegate call: Apple calls the delegate for gesture-driven transitions only). Each page
/// is a child of the page view controller, added and removed as UIKit's containment does
/// (`addChild`, the view, `didMove(toParent:)`; `willMove(toParent: nil)`, the view removed,
/// `removeFromParent()`), so its appearance callbacks come as its view enters or leaves the
/// window. A gesture turns a page only through a ``dataSource`` (PageViewController+Turn.swift):
/// the scroll style by its paging scroll view's pan (``QueuingScrollView``), the page-curl
/// style by its pan and tap recognizers (``gestureRecognizers``, PageViewController+Curl.swift).
/// The scroll style shows a ``PageControl`` below its pages when the data source gives a
/// presentation count and index (Apple, `UIPageViewControllerDataSource`).
open class PageViewController: ViewController {
  /// What a data source's default `presentationCount(for:)` and `presentationIndex(for:)`
  /// answer: not implemented (no page indicator). Never a real count or index.
  public static let notImplemented = -1

  public private(set) var transitionStyle: TransitionStyle
  public private(set) var navigationOrientation: NavigationOrientation
  /// Apple: for the page-curl style, `min` unless the options say otherwise; `none` for the
  /// scroll style (which has no spine, whatever the options say).
  public private(set) var spineLocation: SpineLocation
  /// The scroll style's space between pages (the `interPageSpacing` option), in points.
  public private(set) var interPageSpacing: CGFloat = 0
  /// Apple: "A Boolean value that indicates whether content appears on the back of pages";
  /// with it the page-curl style takes two view controllers per turn (front and back).
  open var isDoubleSided = false
  /// Gives the pages before and after the one shown; without one, gestures turn nothing.
  open weak var dataSource: (any PageViewControllerDataSource)? {
    didSet {
      refreshPageControl()
      arrangePages()
    }
  }
  /// Told before and after a gesture-driven turn.
  open weak var delegate: (any PageViewControllerDelegate)?
  /// The pages shown, in order; empty before the first ``setViewControllers(_:direction:animated:completion:)``.
  var pages: [ViewController] = []
  /// The turn a gesture is driving, between its beginning and its end (PageViewController+Turn.swift).
  var pendingTurn: PendingTurn?
  /// The scroll style's paging scroll view (UIKit's private `_UIQueuingScrollView`).
  lazy var queuingScrollView = QueuingScrollView(owner: self)
  /// The scroll style's page indicator, shown when the data source gives a presentation count.
  public let pageControl = PageControl(frame: .zero)
  /// The page-curl style's recognizers (PageViewController+Curl.swift).
  lazy var curlPan = PanGestureRecognizer()
  lazy var curlTap = TapGestureRecognizer()

  /// UIKit's designated initializer: the style, the orientation, and the `spineLocation` and
  /// `interPageSpacing` options.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    spineLocation = style == .scroll ? .none : .min
    super.init(nibName: nil, bundle: nil)
    apply(options)
  }

  /// `UIPageViewController()`: the page-curl style, horizontal, spine at the left (UIKit's
  /// defaults).
  public override convenience init(nibName: String?, bundle: Bundle?) {
    self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
  }

  /// The initializer storyboards use: the page-curl style until the scene's
  /// `transitionStyle`, `navigationOrientation` and `spineLocation` are set
  /// (``restoreStoryboardStyle(transitionStyle:navigationOrientation:spineLocation:)``), before
  /// its view loads, as UIKit reads them from the archive.
  public required init?(coder: NSCoder) {
    transitionStyle = .pageCurl
    navigationOrientation = .horizontal
    spineLocation = .min
    super.init(coder: coder)
  }

  /// What a storyboard's `<pageViewController>` stores, set as nib loading sets the archive's
  /// values: before the view loads. A spine is kept for the page-curl style only.
  public func restoreStoryboardStyle(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    spineLocation: SpineLocation?
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    self.spineLocation = style == .scroll ? .none : (spineLocation.flatMap { $0 == .none ? nil : $0 } ?? .min)
  }

  private func apply(_ options: [OptionsKey: Any]?) {
    if transitionStyle == .pageCurl, let raw = Self.number(options?[.spineLocation]),
      let spine = SpineLocation(rawValue: Int(raw)), spine != .none
    {
      spineLocation = spine
    }
    if let spacing = Self.number(options?[.interPageSpacing]), spacing.isFinite, spacing >= 0 {
      interPageSpacing = CGFloat(spacing)
    }
  }

  /// Its private views and recognizers go by its id in traces (`onboarding.curlPan`).
  public override var id: String {
    didSet { nameParts() }
  }

  /// Names the page indicator and the page-curl recognizers after this controller.
  func nameParts() {
    pageControl.id = "\(traceID).pageControl"
    curlPan.id = "\(traceID).curlPan"
    curlTap.id = "\(traceID).curlTap"
  }

  /// The pages shown; nil before any is set (UIKit's read-only `viewControllers`).
  open var viewControllers: [ViewController]? { pages.isEmpty ? nil : pages }

  /// Apple: the recognizers "configured to handle user interaction", attached to a view of
  /// the page view controller's hierarchy. UIKit gives the page-curl style's pan and tap; the
  /// scroll style's list is empty (its paging is its scroll view's own pan).
  open var gestureRecognizers: [GestureRecognizer] {
    transitionStyle == .pageCurl ? [curlPan, curlTap] : []
  }

  /// How many view controllers a turn shows, and `setViewControllers` needs (Apple's table
  /// in the `UIPageViewController` overview): two for a page-curl spine in the middle (left and
  /// right) or double-sided pages (front and back), else one.
  public var requiredPageCount: Int {
    transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
  }

  /// Shows `controllers`, replacing the pages shown: the old ones leave as children, the new
  /// ones become children, and the page indicator asks the data source for its index. Apple
  /// calls no delegate method here. A count other than ``requiredPageCount`` stops the run
  /// with UIKit's exception (``PageViewControllerFault``). TouchLab has no transitions:
  /// `completion` runs before this returns, with `true`.
  open func setViewControllers(
    _ controllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let new = controllers ?? []
    guard new.count == requiredPageCount else {
      PageViewControllerFault.wrongPageCount(provided: new.count, required: requiredPageCount).raise()
    }
    cancelPendingTurn()
    replacePages(with: new)
    refreshPageControl()
    arrangePages()
    completion?(true)
  }

  /// Puts `new` in place of the pages shown, with UIKit's containment calls, and lays out.
  func replacePages(with new: [ViewController]) {
    let old = pages
    for page in old where !new.contains(where: { $0 === page }) {
      page.willMove(toParent: nil)
      page.viewIfLoaded?.removeFromSuperview()
      page.removeFromParent()
    }
    pages = new
    for page in new where page.parent !== self { addChild(page) }
    arrangePages()
    for page in new where !old.contains(where: { $0 === page }) { page.didMove(toParent: self) }
  }

  /// Makes its view (UIKit's `_UIPageViewControllerContentView`): the scroll style's queuing
  /// scroll view and page indicator, or the page-curl style's recognizers on the view itself.
  open override func loadView() {
    nameParts()
    let content = PageViewControllerContentView(frame: .zero)
    content.id = Self.contentViewID
    content.controller = self
    if transitionStyle == .scroll {
      content.addSubview(queuingScrollView)
      content.addSubview(pageControl)
      pageControl.addTarget(
        content, action: PageViewControllerContentView.pageControlAction, for: .valueChanged)
      refreshPageControl()
    } else {
      attachCurlRecognizers(to: content)
    }
    view = content
    arrangePages()
  }

  /// UIKit's class for the page view controller's own view.
  public static let contentViewID = "UIPageViewControllerContentView"

  /// Puts the shown pages' views where they go, if this controller's view is loaded: in the
  /// queuing scroll view (scroll) or in the view itself (page curl), each filling its page.
  func arrangePages() {
    guard let container = viewIfLoaded else { return }
    if transitionStyle == .scroll {
      let indicator = pageControl.isHidden ? 0 : pageControl.intrinsicContentSize.height
      let bounds = container.bounds
      pageControl.frame = CGRect(x: 0, y: bounds.height - indicator, width: bounds.width, height: indicator)
      queuingScrollView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - indicator)
      queuingScrollView.arrange()
    } else {
      arrangeCurlPages(in: container)
    }
  }

  /// The trace of the application this controller is shown in, else the current one's.
  var trace: TraceRecorder? {
    (viewIfLoaded?.window?.application ?? Application.current)?.trace
  }
}

/// A page view controller's view: lays the pages out when its size changes and in each layout
/// pass, as ``TabBarControllerView`` does for its tabs, and is the target of the page-curl
/// recognizers and the page indicator (so a person's subclass of the controller, whose
/// `perform` their own actions may fill, is never in the way).
final class PageViewControllerContentView: View {
  weak var controller: PageViewController?
  /// The actions it takes: the page-curl pan and tap, the indicator's `valueChanged`.
  static let curlPanAction = "handlePageCurlPan:"
  static let curlTapAction = "handlePageCurlTap:"
  static let pageControlAction = "pageControlValueChanged:"

  override init(frame: CGRect) {
    super.init(frame: frame)
    handledActions.formUnion([Self.curlPanAction, Self.curlTapAction, Self.pageControlAction])
  }

  required init?(coder: NSCoder) { nil }

  override func perform(_ action: String, sender: AnyObject?) {
    guard let controller else { return }
    switch action {
    case Self.curlPanAction: if let pan = sender as? PanGestureRecognizer { controller.curlPanned(pan) }
    case Self.curlTapAction: if let tap = sender as? TapGestureRecognizer { controller.curlTapped(tap) }
    case Self.pageControlAction: controller.pageControlChanged()
    default: super.perform(action, sender: sender)
    }
  }

  override var frame: CGRect {
    didSet { if frame.size != oldValue.size { controller?.arrangePages() } }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.arrangePages()
  }
}
