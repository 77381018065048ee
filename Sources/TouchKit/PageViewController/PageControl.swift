import Foundation

/// A row of page indicators, one per page, the current one marked (UIKit's `UIPageControl`).
///
/// Apple: "When a user taps a page control to move to the next or previous page, the control
/// sends the `valueChanged` event …. The page control advances only one page in either
/// direction": a tap (touch up inside) on the trailing side of the current indicator's centre
/// moves ``currentPage`` one page forward, on the leading side one back, pinned to the pages
/// (Apple: `currentPage` is "pinned to 0…numberOfPages-1"); a move sends `valueChanged`, none
/// at an end. ``hidesForSinglePage`` hides it with one page (Apple; default false). Its
/// intrinsic size fits its indicators (``size(forNumberOfPages:)``). Scrubbing along the
/// indicators (iOS 14's `allowsContinuousInteraction`) and `defersCurrentPageDisplay` are kept,
/// not modelled. A parent's single tap does not begin over it (§8, iOS 6: UIPageControl is
/// among the controls whose default action wins).
open class PageControl: Control {
  /// UNSOURCED: the distance from one indicator's centre to the next, and the control's height
  /// and room at each end (Apple publishes no metric; chosen near iOS 14's dots, whose
  /// pitch is about 16 points in a 26-point-high control).
  public static let indicatorPitch: CGFloat = 16
  public static let height: CGFloat = 26
  public static let endPadding: CGFloat = 8

  /// Apple: "The number of pages the receiver shows"; default 0. Never negative; the current
  /// page is pinned again when it shrinks.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = pinned(currentPage)
      applyHidesForSinglePage()
      invalidateIntrinsicContentSize()
      noteDrawnChange()
    }
  }
  /// Apple: "The current page, shown by the receiver as a white dot"; pinned to the pages.
  open var currentPage = 0 {
    didSet {
      currentPage = pinned(currentPage)
      noteDrawnChange()
    }
  }
  /// Apple: hides the control when there is only one page; default false.
  open var hidesForSinglePage = false {
    didSet { applyHidesForSinglePage() }
  }
  /// Kept (Apple: a tap's page shows only after `updateCurrentPageDisplay()`); not modelled.
  open var defersCurrentPageDisplay = false
  /// Kept (iOS 14: scrubbing along the indicators); not modelled: a tap moves one page.
  open var allowsContinuousInteraction = true
  /// The page before the last tap moved it: what a page view controller's indicator turns from.
  var pageBeforeChange = 0
  /// Whether the control hid itself for a single page (so it shows again for more).
  private var hiddenForSinglePage = false

  open func updateCurrentPageDisplay() {}

  private func pinned(_ page: Int) -> Int { min(max(0, page), max(0, numberOfPages - 1)) }

  private func applyHidesForSinglePage() {
    let hide = hidesForSinglePage && numberOfPages == 1
    if hide, !isHidden {
      isHidden = true
      hiddenForSinglePage = true
    } else if !hide, hiddenForSinglePage {
      isHidden = false
      hiddenForSinglePage = false
    }
  }

  /// Apple, `size(forNumberOfPages:)`: "the minimum size required to display indicators for
  /// the given page count": the indicators' pitch each, and the room at the ends.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    guard pageCount > 0 else { return .zero }
    return CGSize(width: CGFloat(pageCount) * Self.indicatorPitch + 2 * Self.endPadding, height: Self.height)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// The centre of the current page's indicator along the control, the indicators centred.
  var currentIndicatorCenter: CGFloat {
    let row = CGFloat(numberOfPages) * Self.indicatorPitch
    return bounds.midX - row / 2 + Self.indicatorPitch * (CGFloat(currentPage) + 0.5)
  }

  open override var controlValue: ControlValue {
    let dots = (0..<min(numberOfPages, Self.drawnIndicatorLimit)).map { $0 == currentPage ? "●" : "○" }
    return .number(
      value: Double(currentPage),
      attributes: [
        DescriptionAttribute("currentPage", .number(CGFloat(currentPage))),
        DescriptionAttribute("numberOfPages", .number(CGFloat(numberOfPages))),
        DescriptionAttribute("hidesForSinglePage", .bool(hidesForSinglePage)),
      ], face: dots.joined(separator: " "))
  }

  /// The most indicators the canvas draws (Apple: "a certain number of dots are displayed on
  /// the screen before they're clipped").
  static let drawnIndicatorLimit = 20

  override func didTouchUpInside(_ touch: Touch, with event: TouchKit.Event?) {
    let step = touch.location(in: self).x < currentIndicatorCenter ? -1 : 1
    let target = pinned(currentPage + step)
    guard target != currentPage else { return }
    pageBeforeChange = currentPage
    currentPage = target
    traceRecorder(for: event)?.record(.controlValue(control: traceID, value: "page \(target)"))
    sendActions(for: .valueChanged, with: event)
  }

  /// iOS 6 rule (§5): see Control+GestureRecognizers.swift.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !defaultActionWins(over: gestureRecognizer, protecting: [.singleTap])
  }
}

extension PageControl {
  /// A layout's keys (the table's, read by kind): whole numbers, the page count not negative
  /// and the current page one of the pages. UIKit would pin a page out of range; a layout that
  /// says one is surely wrong, so it is reported instead.
  static func apply(_ keys: [String: LayoutKey.Value], to control: PageControl) -> [LayoutKey.Problem] {
    func whole(_ key: String, _ current: Int) -> Int? {
      guard case .number(let value) = keys[key] else { return current }
      return value.rounded() == value && value >= 0 && value < Double(Int32.max) ? Int(value) : nil
    }
    guard let pages = whole("numberOfPages", control.numberOfPages) else {
      return [
        LayoutKey.Problem(key: "numberOfPages", message: "numberOfPages must be a whole number, 0 or more")
      ]
    }
    guard let page = whole("currentPage", control.currentPage), page == 0 || page < pages else {
      return [
        LayoutKey.Problem(
          key: "currentPage",
          message: "currentPage must be a page: a whole number from 0 to numberOfPages - 1")
      ]
    }
    control.numberOfPages = pages
    control.currentPage = page
    if case .bool(let on) = keys["hidesForSinglePage"] { control.hidesForSinglePage = on }
    return []
  }
}
