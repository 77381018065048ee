import Foundation
import Testing
import TouchKit

@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// A storyboard's `<pageViewController>` scene opens (issue 40): UIKit's page view controller
/// makes its own view and stores no pages (the person's code sets them), so without its code
/// it opens empty with a warning saying why, not an error; its stored `transitionStyle`,
/// `navigationOrientation` and `spineLocation` are the controller's. A layout declares one with
/// `pageViewController:` and, without code, its `pages:` (docs/layout-format.md).
@Suite("Storyboard page view controllers", .serialized)
struct StoryboardPageViewControllerTests {
  @Test(
    "Onboarding.storyboard without its code: the initial <pageViewController> scene opens as a UIPageViewController in the scroll style, with no page, its size the storyboard's other scenes', and warnings naming the unknown class and why it is empty"
  )
  func opensEmptyWithoutCode() throws {
    let layout = try InterfaceBuilderFixture.load("Onboarding.storyboard")
    let pages = try #require(layout.controllers.first as? PageViewController)
    #expect(pages.transitionStyle == .scroll && pages.navigationOrientation == .horizontal)
    #expect(pages.spineLocation == .none)
    #expect(pages.viewControllers == nil)
    #expect(pages.view.frame == CGRect(x: 0, y: 0, width: 414, height: 896))
    #expect(pages.view.window === layout.application.windows.first)
    #expect(layout.warnings.contains { $0.message.hasPrefix("Unknown class OnboardingViewController") })
    #expect(
      layout.warnings.contains {
        $0.message.contains("pages come from its code") && $0.message.contains("opens with no page")
      })
  }

  @Test(
    "instantiateViewController(withIdentifier:) of the page view controller's scene (what a segue or the person's code does) makes it, in the scene's style, knowing its storyboard"
  )
  func instantiatedByIdentifier() throws {
    let loader = FolderNibLoader(folders: [InterfaceBuilderFixture.folder.path], registry: .standard)
    let made = try loader.instantiateViewController(storyboard: "Onboarding", identifier: "onboarding").get()
    let pages = try #require(made as? PageViewController)
    #expect(pages.transitionStyle == .scroll)
    #expect(pages.storyboard?.name == "Onboarding")
    #expect(pages.viewIfLoaded?.superview == nil, "handed out of the loader's scaffolding window")
  }

  @Test("A page scene of the same storyboard still opens by --scene, as any scene")
  func pageSceneOpens() throws {
    let layout = try InterfaceBuilderFixture.load("Onboarding.storyboard", scene: "features")
    #expect(layout.view("Ob1-Lb-002") != nil)
  }

  @Test(
    "`touchlab import` writes the scene's controller with pageViewController: and its stored style"
  )
  func importWritesTheStyle() throws {
    let text = try InterfaceBuilderFixture.text("Onboarding.storyboard")
    let yaml = try InterfaceBuilderImporter.importDocument(
      text: text, source: InterfaceBuilderFixture.path("Onboarding.storyboard")
    ).get().yaml
    #expect(
      yaml.contains(
        "pageViewController: {transitionStyle: scroll, navigationOrientation: horizontal, spineLocation: none}"
      ))
  }

  static let pagesLayout = """
    screen: {width: 390, height: 844}
    windows:
      - id: main
        views:
          - id: onboarding
            frame: [0, 0, 390, 844]
            controller: {id: pages, pageViewController: {transitionStyle: scroll, pages: [welcome, features]}}
          - id: welcomeView
            frame: [0, 0, 390, 844]
            controller: {id: welcome}
            subviews:
              - {id: hello, class: Button, frame: [20, 400, 350, 44], text: Hello}
          - id: featuresView
            frame: [0, 0, 390, 844]
            controller: {id: features}
    """

  @Test(
    "A layout's pageViewController: with pages: shows the first page in the page view controller, the others out of the window until a swipe turns to them; the indicator counts them"
  )
  func layoutPages() throws {
    let layout = try loadLayout(Self.pagesLayout)
    let pages = try #require(layout.controllers.first { $0.id == "pages" } as? PageViewController)
    #expect(pages.viewControllers?.map(\.id) == ["welcome"])
    #expect(layout.view("featuresView") == nil, "a page not shown is in no window")
    #expect(DumpFixture.hit(layout, 100, 420) == "hello")
    #expect(pages.pageControl.numberOfPages == 2 && !pages.pageControl.isHidden)
    let steps = traceSteps(
      of: layout, running: [.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 40, y: 300))])
    #expect(pages.viewControllers?.map(\.id) == ["features"])
    #expect(
      steps.contains(
        .pageTurn(
          controller: "pages", direction: "forward", from: ["welcome"], to: ["features"], completed: true)))
  }

  @Test(
    "Bad pageViewController: values are errors at their key: an unknown style, a page that is no controller")
  func badValues() {
    let unknownStyle = diagnostics(
      of: oneWindow(
        "      - {id: a, frame: [0, 0, 10, 10], controller: {id: p, pageViewController: {transitionStyle: flip}}}\n"
      ))
    #expect(unknownStyle.contains { $0.contains("unknown transitionStyle 'flip'") })
    let unknownPage = diagnostics(
      of: oneWindow(
        "      - {id: a, frame: [0, 0, 10, 10], controller: {id: p, pageViewController: {pages: [nobody]}}}\n"
      ))
    #expect(unknownPage.contains { $0.contains("pages names an unknown controller 'nobody'") })
  }
}
