import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// `UIPageViewController`, each rule from Apple's reference of the class or of its data source
/// and delegate; what Apple does not say is a named UNSOURCED constant
/// (``PageViewController/turnFraction``, ``PageViewController/flickVelocity``,
/// ``PageViewController/curlTapEdgeFraction``) or the choice ``QueuingScrollView`` documents.
@Suite("UIPageViewController")
struct PageViewControllerTests {
  /// A page that logs its containment and appearance calls into a shared log.
  final class Page: ViewController {
    let log: Log
    init(_ id: String, log: Log) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
      self.id = id
    }
    required init?(coder: NSCoder) { nil }
    override func willMove(toParent parent: ViewController?) {
      log.calls.append("\(id) willMove \(parent?.id ?? "nil")")
    }
    override func didMove(toParent parent: ViewController?) {
      log.calls.append("\(id) didMove \(parent?.id ?? "nil")")
    }
    override func viewWillAppear(_ animated: Bool) { log.calls.append("\(id) willAppear") }
    override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(id) didDisappear") }
  }

  final class Log { var calls: [String] = [] }

  /// Pages in a row: the data source gives the neighbours, optionally the indicator's count
  /// and index; the delegate logs what it is told.
  final class Book: PageViewControllerDataSource, PageViewControllerDelegate {
    let pages: [Page]
    let log: Log
    init(_ count: Int, log: Log) {
      self.log = log
      pages = (0..<count).map { Page("p\($0)", log: log) }
    }
    func index(of controller: ViewController) -> Int? { pages.firstIndex { $0 === controller } }
    func pageViewController(
      _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    )
      -> ViewController?
    {
      log.calls.append("before \(viewController.id)")
      return index(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(
      _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    )
      -> ViewController?
    {
      log.calls.append("after \(viewController.id)")
      return index(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
    func pageViewController(
      _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {
      log.calls.append("willTransitionTo \(pendingViewControllers.map(\.id))")
    }
    func pageViewController(
      _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
      log.calls.append("didFinish previous \(previousViewControllers.map(\.id)) completed \(completed)")
    }
  }

  final class IndicatedBook: PageViewControllerDataSource {
    let book: Book
    init(_ book: Book) { self.book = book }
    func pageViewController(
      _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    )
      -> ViewController?
    { book.pageViewController(pageViewController, viewControllerBefore: viewController) }
    func pageViewController(
      _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    )
      -> ViewController?
    { book.pageViewController(pageViewController, viewControllerAfter: viewController) }
    func presentationCount(for pageViewController: PageViewController) -> Int { book.pages.count }
    func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
  }

  /// A page view controller, the stage window's root, showing the first of three pages.
  final class Scene {
    let stage = Stage()
    let log = Log()
    let book: Book
    let pages: PageViewController
    var indicated: IndicatedBook?

    init(
      style: PageViewController.TransitionStyle = .scroll, indicator: Bool = false,
      options: [PageViewController.OptionsKey: Any]? = nil
    ) {
      book = Book(3, log: log)
      pages = PageViewController(transitionStyle: style, navigationOrientation: .horizontal, options: options)
      pages.id = "pages"
      if indicator {
        let source = IndicatedBook(book)
        indicated = source
        pages.dataSource = source
      } else {
        pages.dataSource = book
      }
      pages.delegate = book
      pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
      stage.window.rootViewController = pages
      stage.application.layoutIfNeeded()
      _ = stage.synthesizer
      log.calls = []
    }

    /// A one-finger drag along y = 150 from `from` to `to`, in `steps` moves `interval` apart.
    func drag(from: CGFloat, to: CGFloat, steps: Int = 10, interval: TimeInterval = 0.016) {
      stage.down(from, 150)
      for step in 1...steps {
        stage.move(from + (to - from) * CGFloat(step) / CGFloat(steps), 150, after: interval)
      }
      stage.up(to, 150, after: interval)
    }

    var turns: [TraceStep] { stage.steps.filter { if case .pageTurn = $0 { true } else { false } } }
  }

  @Test(
    "Apple, setViewControllers: the page shown is a child (addChild, its view, didMove: UIKit's containment) and appears; no delegate call (Apple: only gesture-driven transitions are told)"
  )
  func setViewControllersContainsThePage() {
    let log = Log()
    let book = Book(2, log: log)
    let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.delegate = book
    let stage = Stage()
    stage.window.rootViewController = pages
    pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
    #expect(pages.viewControllers == [book.pages[0]])
    #expect(book.pages[0].parent === pages)
    #expect(book.pages[0].view.window === stage.window)
    #expect(log.calls == ["p0 willMove ", "p0 willAppear", "p0 didMove "])
    var finished: Bool?
    pages.setViewControllers([book.pages[1]], direction: .forward, animated: true) { finished = $0 }
    #expect(finished == true, "TouchLab has no transitions: the completion runs at once, finished")
    #expect(book.pages[0].parent == nil && book.pages[0].viewIfLoaded?.window == nil)
    #expect(
      Array(log.calls.suffix(6)) == [
        "p0 willMove nil", "p0 didDisappear", "p0 didMove nil", "p1 willMove ", "p1 willAppear",
        "p1 didMove ",
      ])
  }

  @Test(
    "Apple's table (UIPageViewController overview): the scroll style and a page-curl spine at an edge take one view controller; a spine in the middle or double-sided pages take two; UIKit's exception words for another count"
  )
  func requiredPageCount() {
    #expect(
      PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal).requiredPageCount == 1)
    #expect(
      PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal).requiredPageCount
        == 1)
    let mid = PageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: PageViewController.SpineLocation.mid.rawValue])
    #expect(mid.spineLocation == .mid && mid.requiredPageCount == 2)
    let doubleSided = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
    doubleSided.isDoubleSided = true
    #expect(doubleSided.requiredPageCount == 2)
    #expect(
      PageViewControllerFault.wrongPageCount(provided: 2, required: 1).message
        == "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"
    )
  }

  @Test(
    "Apple's defaults: UIPageViewController() is the page-curl style, horizontal, its spine at min; the scroll style has no spine whatever the options say, and takes interPageSpacing"
  )
  func defaults() {
    let plain = PageViewController()
    #expect(plain.transitionStyle == .pageCurl && plain.navigationOrientation == .horizontal)
    #expect(plain.spineLocation == .min && !plain.isDoubleSided)
    let scroll = PageViewController(
      transitionStyle: .scroll, navigationOrientation: .vertical,
      options: [.spineLocation: NSNumber(value: 2), .interPageSpacing: 20])
    #expect(scroll.spineLocation == PageViewController.SpineLocation.none)
    #expect(scroll.interPageSpacing == 20)
  }

  @Test(
    "Apple, gestureRecognizers: the page-curl style's pan and tap, on a view of its hierarchy; the scroll style gives none (its scroll view pages)"
  )
  func gestureRecognizers() {
    let curl = Scene(style: .pageCurl)
    #expect(curl.pages.gestureRecognizers.count == 2)
    #expect(curl.pages.gestureRecognizers.allSatisfy { $0.view === curl.pages.view })
    #expect(Scene().pages.gestureRecognizers.isEmpty)
  }

  @Test(
    "A swipe right to left past half a page (UNSOURCED turnFraction) turns forward: the data source is asked for the page after, the delegate told willTransitionTo then didFinishAnimating completed (Apple, UIPageViewControllerDelegate), the old page leaves; traced"
  )
  func swipeTurnsForward() {
    let scene = Scene()
    scene.drag(from: 350, to: 50, interval: 0.1)
    #expect(scene.pages.viewControllers == [scene.book.pages[1]])
    #expect(scene.book.pages[0].parent == nil && scene.book.pages[0].viewIfLoaded?.window == nil)
    #expect(scene.book.pages[1].view.window === scene.stage.window)
    #expect(
      scene.log.calls == [
        "after p0", "willTransitionTo [\"p1\"]", "p1 willMove pages", "p1 willAppear", "p0 willMove nil",
        "p0 didDisappear", "p0 didMove nil", "p1 didMove pages", "didFinish previous [\"p0\"] completed true",
      ])
    #expect(
      scene.turns == [
        .pageTurn(controller: "pages", direction: "forward", from: ["p0"], to: ["p1"], completed: true)
      ])
  }

  @Test(
    "A slow drag that lets go before half a page (UNSOURCED turnFraction, below flickVelocity) leaves the page as it was; the delegate is told the transition did not complete, with the page still shown as previous"
  )
  func shortDragCancels() {
    let scene = Scene()
    scene.drag(from: 300, to: 200, steps: 10, interval: 0.2)
    #expect(scene.pages.viewControllers == [scene.book.pages[0]])
    #expect(scene.book.pages[1].parent == nil && scene.book.pages[1].viewIfLoaded?.window == nil)
    #expect(scene.log.calls.last == "didFinish previous [\"p0\"] completed false")
    #expect(scene.pages.queuingScrollView.contentOffset.x == 400, "settled back on the page shown")
  }

  @Test(
    "A short fast drag, a flick (UNSOURCED flickVelocity), turns the page although it moved less than half")
  func flickTurns() {
    let scene = Scene()
    scene.drag(from: 300, to: 200, steps: 5, interval: 0.016)
    #expect(scene.pages.viewControllers == [scene.book.pages[1]])
  }

  @Test(
    "Apple, viewControllerBefore: nil means no page that way: a swipe back from the first page turns nothing, the delegate is not told (no transition began); traced with no destination"
  )
  func noPageBefore() {
    let scene = Scene()
    scene.drag(from: 50, to: 350, interval: 0.1)
    #expect(scene.pages.viewControllers == [scene.book.pages[0]])
    #expect(scene.log.calls == ["before p0"])
    #expect(scene.pages.queuingScrollView.contentOffset.x == 400, "the content did not move")
    #expect(
      scene.turns == [
        .pageTurn(controller: "pages", direction: "reverse", from: ["p0"], to: [], completed: false)
      ])
  }

  @Test(
    "Without a data source gestures turn nothing (Apple: it provides view controllers \"in response to navigation gestures\"): the queuing scroll view's pan does not begin"
  )
  func noDataSourceNoGesture() {
    let scene = Scene()
    scene.pages.dataSource = nil
    scene.drag(from: 350, to: 50, interval: 0.1)
    #expect(scene.pages.viewControllers == [scene.book.pages[0]])
    #expect(scene.turns.isEmpty)
  }

  @Test(
    "Apple, UIPageViewControllerDataSource: with presentationCount and presentationIndex implemented the scroll style shows a page indicator below the pages (community: the pages are shortened by it); a turn moves it; without them there is none"
  )
  func pageIndicator() {
    let scene = Scene(indicator: true)
    let control = scene.pages.pageControl
    #expect(!control.isHidden && control.numberOfPages == 3 && control.currentPage == 0)
    #expect(
      control.frame == CGRect(x: 0, y: 300 - PageControl.height, width: 400, height: PageControl.height))
    #expect(scene.pages.queuingScrollView.frame.height == 300 - PageControl.height)
    scene.drag(from: 350, to: 50, interval: 0.1)
    #expect(control.currentPage == 1)
    #expect(Scene().pages.pageControl.isHidden)
  }

  @Test(
    "A tap on the page indicator's trailing side moves it one page (Apple, UIPageControl) and the pages turn that way as a tap turns them (community-sourced)"
  )
  func indicatorTapTurns() {
    let scene = Scene(indicator: true)
    let control = scene.pages.pageControl
    scene.stage.tap(380, 300 - PageControl.height / 2)
    #expect(control.currentPage == 1)
    #expect(scene.pages.viewControllers == [scene.book.pages[1]])
  }

  @Test(
    "The page-curl style: a tap near the trailing edge (UNSOURCED curlTapEdgeFraction) turns forward, near the leading edge back, in the middle nothing"
  )
  func curlTaps() {
    let scene = Scene(style: .pageCurl)
    scene.stage.tap(200, 150)
    #expect(scene.pages.viewControllers == [scene.book.pages[0]])
    scene.stage.tap(390, 150, after: 1)
    #expect(scene.pages.viewControllers == [scene.book.pages[1]])
    #expect(scene.book.pages[1].view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    scene.stage.tap(10, 150, after: 1)
    #expect(scene.pages.viewControllers == [scene.book.pages[0]])
    #expect(
      scene.log.calls.filter { $0.hasPrefix("didFinish") } == [
        "didFinish previous [\"p0\"] completed true", "didFinish previous [\"p1\"] completed true",
      ])
  }

  @Test(
    "A button near the page's edge keeps its tap: the page-curl tap is a parent's single tap, which a UIButton's default action beats (Apple, iOS 6 and later; §8)"
  )
  func curlTapSparesButtons() {
    let scene = Scene(style: .pageCurl)
    let button = Button(frame: rect(340, 100, 50, 44))
    button.id = "next"
    scene.book.pages[0].view.addSubview(button)
    scene.stage.tap(365, 120)
    #expect(scene.pages.viewControllers == [scene.book.pages[0]], "the tap was the button's")
    #expect(
      scene.stage.steps.contains(
        .controlEvents(control: "next", events: ["touchUpInside", "primaryActionTriggered"])))
  }

  @Test(
    "The page-curl style's pan: a drag past half the page turns it; a short slow one is cancelled (Apple, pageCurl: \"the animation follows the user's finger during a navigation gesture\")"
  )
  func curlPan() {
    let scene = Scene(style: .pageCurl)
    scene.drag(from: 300, to: 250, steps: 10, interval: 0.2)
    #expect(scene.pages.viewControllers == [scene.book.pages[0]])
    scene.drag(from: 350, to: 50, interval: 0.1)
    #expect(scene.pages.viewControllers == [scene.book.pages[1]])
  }

  @Test(
    "A spine in the middle shows two pages side by side, and a turn asks for two (after the last, then after that)"
  )
  func midSpine() {
    let log = Log()
    let book = Book(4, log: log)
    let pages = PageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: PageViewController.SpineLocation.mid])
    pages.dataSource = book
    let stage = Stage()
    stage.window.rootViewController = pages
    pages.setViewControllers([book.pages[0], book.pages[1]], direction: .forward, animated: false)
    stage.application.layoutIfNeeded()
    #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    #expect(book.pages[1].view.frame == CGRect(x: 200, y: 0, width: 200, height: 300))
    _ = stage.synthesizer
    stage.tap(390, 150)
    #expect(pages.viewControllers == [book.pages[2], book.pages[3]])
  }
}
