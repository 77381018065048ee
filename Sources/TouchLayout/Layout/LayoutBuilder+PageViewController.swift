import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A controller's `pageViewController:` (`{transitionStyle, navigationOrientation,
/// spineLocation, isDoubleSided, pages}`): the controller is a `UIPageViewController` (its
/// `type:`, a subclass of the person's code, or UIKit's own), given that style before its view
/// loads, as a storyboard's `<pageViewController>` gives it; its view, made by its own
/// `loadView()`, stands for the entry, as a `type:` controller's does. From a storyboard the
/// controller is unarchived (`init(coder:)`) and its `viewDidLoad`, where the person's code
/// sets its pages, waits for the file's outlets and `awakeFromNib`. `pages:` (a layout's own)
/// lists the ids of controllers declared elsewhere in the layout (views out of any window are
/// not drawn: give each page's view entry its own window, or none) shown in order by a data
/// source of the layout's: a swipe turns them, the first shown.
extension LayoutBuilder {
  static let pageViewControllerKeys = [
    "transitionStyle", "navigationOrientation", "spineLocation", "isDoubleSided", "pages",
  ]

  /// The entry's page view controller, configured, when its controller has `pageViewController:`;
  /// else `made` unchanged. A `type:` that is no page view controller is an error at the key.
  func pageViewController(_ fields: Fields, made: ViewController?) -> ViewController? {
    guard case .mapping(let mapping)? = fields["controller"],
      let node = mapping.first(where: { $0.key.scalarText == "pageViewController" })?.value,
      let style = Fields(
        node, describing: "a page view controller", validKeys: Self.pageViewControllerKeys, log: log)
    else { return made }
    let controller: PageViewController
    if let made {
      guard let page = made as? PageViewController else {
        log.error(
          "'\(String(describing: type(of: made)))' is not a UIPageViewController subclass, so it cannot "
            + "have pageViewController:", at: node.mark)
        return made
      }
      controller = page
    } else if isFromStoryboardFile {
      // UIKit's own class, unarchived as the storyboard makes it.
      guard let page = PageViewController(coder: NibDecoder(frame: .zero)) else { return made }
      controller = page
    } else {
      controller = PageViewController()
    }
    let transition = choice(
      style["transitionStyle"], "transitionStyle", PageViewController.TransitionStyle.named)
    let orientation = choice(
      style["navigationOrientation"], "navigationOrientation", PageViewController.NavigationOrientation.named)
    let spine = choice(style["spineLocation"], "spineLocation", PageViewController.SpineLocation.named)
    controller.restoreStoryboardStyle(
      transitionStyle: transition ?? controller.transitionStyle,
      navigationOrientation: orientation ?? controller.navigationOrientation,
      spineLocation: spine ?? (controller.transitionStyle == .pageCurl ? controller.spineLocation : nil))
    if let doubleSided = style["isDoubleSided"].flatMap({ bool($0, "isDoubleSided") }) {
      controller.isDoubleSided = doubleSided
    }
    if let pagesNode = style["pages"] { pageLists.append((controller, pagesNode)) }
    return controller
  }

  /// Whether the layout came from a storyboard: its controllers are unarchived.
  var isFromStoryboardFile: Bool { nibSource.hasSuffix(".storyboard") }

  /// One of UIKit's case names, or an error listing them.
  private func choice<Value>(_ node: YAMLNode?, _ name: String, _ named: (String) -> Value?) -> Value? {
    guard let node, let text = string(node, name) else { return nil }
    guard let value = named(text) else {
      log.error("unknown \(name) '\(text)'", at: node.mark)
      return nil
    }
    return value
  }

  /// The page view controller's own view, which stands for the entry: loaded now (its
  /// `loadView()` then `viewDidLoad()`), or, from a storyboard, made now with `viewDidLoad`
  /// kept for the nib load.
  func pageViewControllerView(_ controller: PageViewController, frame: CGRect) -> View {
    guard isFromStoryboardFile else { return controllerView(controller, frame: frame) }
    let view = controller.loadOwnViewForNib()
    view.frame = frame
    nib.controllers.append(controller)
    return view
  }

  /// Gives each page view controller with `pages:` its pages, once every controller exists:
  /// a data source of the layout's serves them in order, and the first is shown.
  func resolvePageLists() {
    for (controller, node) in pageLists {
      guard case .sequence(let items) = node, !items.isEmpty else {
        log.error("pages must be a list of controller ids, the first shown", at: node.mark)
        continue
      }
      var pages: [ViewController] = []
      for item in items {
        guard let id = string(item, "a page") else { continue }
        guard let page = controllers.first(where: { $0.id == id })?.controller else {
          log.error("pages names an unknown controller '\(id)'", at: item.mark)
          continue
        }
        page.viewIfLoaded?.removeFromSuperview()
        pages.append(page)
      }
      guard pages.count == items.count, pages.count >= controller.requiredPageCount else { continue }
      let source = LayoutPageList(pages: pages)
      listObjects.append(source)
      controller.dataSource = source
      controller.setViewControllers(
        Array(pages.prefix(controller.requiredPageCount)), direction: .forward, animated: false)
    }
  }
}

/// The data source a layout's `pages:` list gets: each page's neighbours in the list, and the
/// list's length and the first page's index for the page indicator.
final class LayoutPageList: PageViewControllerDataSource {
  let pages: [ViewController]

  init(pages: [ViewController]) { self.pages = pages }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
  }

  func presentationCount(for pageViewController: PageViewController) -> Int { pages.count }

  func presentationIndex(for pageViewController: PageViewController) -> Int {
    pageViewController.viewControllers?.first.flatMap { shown in pages.firstIndex { $0 === shown } } ?? 0
  }
}
