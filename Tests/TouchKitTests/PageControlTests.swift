import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// `UIPageControl`, each rule from Apple's reference; its metrics are UNSOURCED constants
/// (``PageControl/indicatorPitch``, ``PageControl/height``, ``PageControl/endPadding``).
@Suite("UIPageControl")
struct PageControlTests {
  @Test(
    "Apple: a tap moves one page toward the side tapped and sends valueChanged; at the last page a tap on the trailing side does nothing; currentPage is pinned to 0…numberOfPages-1"
  )
  func tapsMoveOnePage() {
    let stage = Stage()
    let control = stage.add(PageControl(frame: rect(100, 100, 200, 26)))
    control.id = "dots"
    control.numberOfPages = 3
    _ = stage.synthesizer
    stage.tap(290, 110)
    #expect(control.currentPage == 1)
    #expect(stage.steps.contains(.controlEvents(control: "dots", events: ["valueChanged"])))
    stage.tap(290, 110, after: 1)
    stage.tap(290, 110, after: 1)
    #expect(control.currentPage == 2)
    stage.tap(110, 110, after: 1)
    #expect(control.currentPage == 1)
    control.currentPage = 9
    #expect(control.currentPage == 2)
    control.numberOfPages = 2
    #expect(control.currentPage == 1)
  }

  @Test(
    "Apple, hidesForSinglePage: hidden with one page (default false); its intrinsic size fits its indicators (UNSOURCED pitch, height and padding)"
  )
  func singlePageAndSize() {
    let control = PageControl(frame: .zero)
    control.numberOfPages = 1
    #expect(!control.isHidden)
    control.hidesForSinglePage = true
    #expect(control.isHidden)
    control.numberOfPages = 4
    #expect(!control.isHidden)
    #expect(
      control.intrinsicContentSize
        == CGSize(
          width: 4 * PageControl.indicatorPitch + 2 * PageControl.endPadding, height: PageControl.height))
    #expect(control.size(forNumberOfPages: 0) == .zero)
  }
}
