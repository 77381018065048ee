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

  /// The thread's current application, held weakly: read at every input the synthesizer sends.
  private static let currentSlot = ThreadLocalSlot<WeakApplication>()

  /// The application most recently made on this thread, while it lives.
  public static var current: Application? {
    currentSlot.value?.application
  }

  /// Makes this the thread's current application (its initializer does; a nib loaded from code,
  /// built in an application of its own, gives it back to the running one).
  public func becomeCurrent() {
    Self.currentSlot.value = WeakApplication(self)
  }

  /// Leaves this thread with no current application: a thread reused for another run
  /// (TouchFoundation's `LargeStackThread`) must not show the next run the last one's.
  public static func resignCurrent() {
    currentSlot.value = nil
    postingSlot.value = nil
  }

  private static let postingSlot = ThreadLocalSlot<WeakApplication>()

  /// The application posting a notification on this thread, while it posts (``posting(_:)``).
  static var posting: Application? {
    postingSlot.value?.application
  }

  /// Runs `post` as this application's posting: applications side by side (tests on parallel
  /// threads) share `NotificationCenter.default`, and a selector-based observer of one must not
  /// hear another's keyboard (NotificationCenter+Selectors.swift).
  func posting(_ post: () -> Void) {
    let outer = Self.postingSlot.value
    Self.postingSlot.value = WeakApplication(self)
    defer { Self.postingSlot.value = outer }
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
