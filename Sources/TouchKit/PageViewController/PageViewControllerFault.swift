import Foundation

/// A page view controller's misuse that UIKit stops the app for (an
/// `NSInvalidArgumentException`), with UIKit's message; raised as ``NavigationControllerFault``
/// is.
public enum PageViewControllerFault: Equatable, Sendable {
  /// `setViewControllers` with a count other than the style and spine need.
  case wrongPageCount(provided: Int, required: Int)

  /// UIKit's message. Community: the words crash reports quote from
  /// `-[UIPageViewController setViewControllers:direction:animated:completion:]`.
  public var message: String {
    switch self {
    case .wrongPageCount(let provided, let required):
      "The number of view controllers provided (\(provided)) doesn't match the number required (\(required)) "
        + "for the requested transition"
    }
  }

  /// Stops the run with ``message``, as UIKit's exception stops the app.
  func raise() -> Never {
    fatalError(message)
  }
}
