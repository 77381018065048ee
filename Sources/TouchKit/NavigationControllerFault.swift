import Foundation

/// A navigation controller's misuse that UIKit stops the app for (an
/// `NSInvalidArgumentException`), with UIKit's message.
///
/// TouchLab stops too, as ``TableViewFault`` does: ``raise()`` traps with the message inside
/// the announcement of the person's method that was running (``UserCode``), so the crash report
/// names their method and the terminal is restored (docs/reliability.md).
public enum NavigationControllerFault: Equatable, Sendable {
  /// `pushViewController(_:animated:)` of a controller already on the stack, named by its class.
  case pushedTwice(controllerClass: String)

  /// UIKit's message. Community: Apple documents the exception nowhere; the words are those
  /// crash reports quote (`-[UINavigationController pushViewController:animated:]`), without
  /// the instance's address, which would make a trace differ from run to run.
  public var message: String {
    switch self {
    case .pushedTwice(let controllerClass):
      "Pushing the same view controller instance more than once is not supported (<\(controllerClass)>)"
    }
  }

  /// Stops the run with ``message``, as UIKit's exception stops the app.
  func raise() -> Never {
    fatalError(message)
  }
}
