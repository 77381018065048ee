import UIKit

/// An app's first-launch screens, as apps build them: a page view controller from the
/// storyboard whose pages are the storyboard's other scenes, swiped through with a page
/// indicator under them.
final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    private lazy var pages: [UIViewController] = ["welcome", "features", "start"].compactMap {
        storyboard?.instantiateViewController(withIdentifier: $0)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: false)
        }
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pages.count
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        0
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        if completed, let shown = viewControllers?.first {
            print("Showing \(shown.title ?? "a page")")
        }
    }
}
