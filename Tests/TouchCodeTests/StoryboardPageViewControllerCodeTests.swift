import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchCode

/// A storyboard's `<pageViewController>` scene brought with its app's code, as apps build
/// onboarding (Layouts/InterfaceBuilder/Onboarding.storyboard with OnboardingCode): the
/// person's `UIPageViewController` subclass unarchived, its `viewDidLoad` setting the first page
/// from `storyboard?.instantiateViewController(withIdentifier:)` (Apple, `UIViewController.storyboard`:
/// "The storyboard from which the view controller originated"), its data source and delegate
/// answering, and swipes that page (Apple, `UIPageViewController` and its protocols).
@Suite("Storyboard page view controllers with the app's code", .serialized)
struct StoryboardPageViewControllerCodeTests {
  static let folder = InterfaceBuilderCodeTests.folder

  static let code: Result<LoadedCode, CodeFailure> = CodeFiles.read([folder + "/OnboardingCode"]).flatMap {
    CodeLoader.load($0, into: .standard)
  }

  /// `touchlab Layouts/InterfaceBuilder/Onboarding.storyboard --code Layouts/InterfaceBuilder/OnboardingCode`.
  private func onboarding() throws -> (CorpusScreen, PageViewController) {
    let loaded = try Self.code.get()
    var registry = loaded.registry
    registry.nibLoader = FolderNibLoader(
      folders: [Self.folder + "/OnboardingCode", Self.folder], registry: loaded.registry)
    let layout = try LayoutLoader.load(contentsOf: Self.folder + "/Onboarding.storyboard", registry: registry)
    let pages = try #require(layout.controllers.first as? PageViewController)
    return (CorpusScreen(layout: layout), pages)
  }

  @Test(
    "The person's UIPageViewController subclass compiles and is found as a view controller class; the scene's customClass makes it with init(coder:) in the scene's style"
  )
  func madeFromTheScene() throws {
    let (_, pages) = try onboarding()
    #expect(String(describing: type(of: pages)) == "OnboardingViewController")
    #expect(pages.transitionStyle == .scroll && pages.navigationOrientation == .horizontal)
    #expect(pages.storyboard?.name == "Onboarding")
  }

  @Test(
    "viewDidLoad's setViewControllers shows the welcome scene, made from the storyboard by identifier; the data source's presentation count shows the page indicator (Apple, UIPageViewControllerDataSource)"
  )
  func opensOnTheFirstPage() throws {
    let (screen, pages) = try onboarding()
    #expect(pages.viewControllers?.map(\.title) == ["Welcome"])
    #expect(screen.hit(200, 420)?.id == "Ob1-Lb-001" || screen.hit(200, 420)?.id == "Ob1-Vw-001")
    #expect(!pages.pageControl.isHidden && pages.pageControl.numberOfPages == 3)
  }

  @Test(
    "A swipe right to left turns to the features scene: the data source's viewControllerAfter, the delegate's didFinishAnimating (its print), a pageTurn record; a swipe back from the first page turns nothing"
  )
  func swipesPage() throws {
    let (screen, pages) = try onboarding()
    let back = screen.drag(from: (50, 400), to: (350, 400))
    #expect(pages.viewControllers?.map(\.title) == ["Welcome"])
    #expect(
      back.contains {
        if case .pageTurn(_, "reverse", _, let to, false) = $0 { to.isEmpty } else { false }
      })
    let forward = screen.drag(from: (350, 400), to: (50, 400))
    #expect(pages.viewControllers?.map(\.title) == ["Features"])
    #expect(forward.printed == ["Showing Features"])
    #expect(pages.pageControl.currentPage == 1)
  }
}
