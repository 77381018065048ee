import Foundation

/// The application a notice goes to when the code raising it has no window to ask (a view being
/// built, `NSLayoutConstraint.activate`): the one most recently made on this thread. TouchLab
/// makes one application per run, before the views, so this is the run's; per thread, so tests
/// running side by side each see their own.
extension Application {
  private final class WeakApplication {
    weak var application: Application?
    init(_ application: Application) { self.application = application }
  }

  private static let currentKey = "TouchKit.Application.current"

  /// The application most recently made on this thread, while it lives.
  public static var current: Application? {
    (Thread.current.threadDictionary[currentKey] as? WeakApplication)?.application
  }

  /// Makes this the thread's current application (its initializer does; a nib loaded from code,
  /// built in an application of its own, gives it back to the running one).
  public func becomeCurrent() {
    Thread.current.threadDictionary[Self.currentKey] = WeakApplication(self)
  }

  private static let postingKey = "TouchKit.Application.posting"

  /// The application posting a notification on this thread, while it posts (``posting(_:)``).
  static var posting: Application? {
    (Thread.current.threadDictionary[postingKey] as? WeakApplication)?.application
  }

  /// Runs `post` as this application's posting: applications side by side (tests on parallel
  /// threads) share `NotificationCenter.default`, and a selector-based observer of one must not
  /// hear another's keyboard (NotificationCenter+Selectors.swift).
  func posting(_ post: () -> Void) {
    let dictionary = Thread.current.threadDictionary
    let outer = dictionary[Self.postingKey]
    dictionary[Self.postingKey] = WeakApplication(self)
    defer {
      if let outer {
        dictionary[Self.postingKey] = outer
      } else {
        dictionary.removeObject(forKey: Self.postingKey)
      }
    }
    post()
  }

  /// Reports `notice` once per run into this application's trace (``NoticeBoard``).
  public func notice(_ notice: Notice) {
    notices.report(notice, into: trace)
  }
}

extension View {
  /// Reports `notice` to the application of this view's window, else the current one; with
  /// neither (a bare view in a unit test), nobody is told.
  public func notice(_ notice: Notice) {
    (window?.application ?? Application.current)?.notice(notice)
  }
}
