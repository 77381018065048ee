/// Why an app folder could not be launched through its delegates (``ApplicationLaunch``): a
/// message for the person, at the file and line it is about (the delegate class, the
/// Info.plist), or at no line when there is none (the code has no app delegate).
public struct ApplicationLaunchFault: Error, Equatable, Sendable {
  /// A class of the person's, named in a message.
  public struct Place: Equatable, Sendable {
    public var name: String
    public var file: String
    public var line: Int
    public var column: Int

    public var described: String { "\(name) (\(file):\(line):\(column))" }
  }

  /// The file the message is about; nil: the app folder as a whole.
  public var file: String?
  public var line = 0
  public var column = 0
  public var message: String

  init(at place: Place, _ message: String) {
    (file, line, column, self.message) = (place.file, place.line, place.column, message)
  }

  init(file: String?, _ message: String) {
    (self.file, self.message) = (file, message)
  }

  /// No class adopts `UIApplicationDelegate`: there is no app (UIKit's `UIApplicationMain` is
  /// given the app delegate's class).
  static let noAppDelegate = ApplicationLaunchFault(
    file: nil,
    "no class adopts UIApplicationDelegate, so there is no app to launch (give the app's folder, "
      + "AppDelegate.swift included, or open a layout or a storyboard)")

  /// A second class adopting `protocolName` where an app has one.
  static func second(
    _ another: ApplicationLaunch.DelegateClass<some Any>, of first: ApplicationLaunch.DelegateClass<some Any>,
    adopting protocolName: String
  )
    -> ApplicationLaunchFault
  {
    let which =
      protocolName == "UIApplicationDelegate"
      ? "an app has one app delegate"
      : "neither the Info.plist's UISceneDelegateClassName nor the configuration "
        + "application(_:configurationForConnecting:options:) returns (its delegateClass) says which is the scene's"
    return ApplicationLaunchFault(
      at: another.place,
      "class '\(another.name)' adopts \(protocolName), and so does \(first.place.described): \(which)")
  }

  /// A scene delegate class named (by the Info.plist, or by the configuration) that the code does not have.
  static func unknownSceneDelegate(
    _ name: String, from file: String?, classes: [ApplicationLaunch.DelegateClass<some Any>]
  ) -> ApplicationLaunchFault {
    let source =
      file == nil
      ? "the configuration application(_:configurationForConnecting:options:) returns has delegateClass"
      : "UISceneDelegateClassName is"
    let known =
      classes.isEmpty
      ? "no class of the code adopts UIWindowSceneDelegate"
      : "the classes adopting UIWindowSceneDelegate are "
        + classes.map(\.place.described).joined(separator: ", ")
    return ApplicationLaunchFault(
      file: file, "\(source) '\(name)', which is not a scene delegate of the code (\(known))")
  }

  /// A scene manifest with no scene delegate class anywhere.
  static func noSceneDelegate(info file: String?) -> ApplicationLaunchFault {
    ApplicationLaunchFault(
      file: file,
      "the app has a scene manifest (UIApplicationSceneManifest) but no class adopts UIWindowSceneDelegate, "
        + "so no scene can connect")
  }

  static func missingStoryboard(_ name: String, info file: String?) -> ApplicationLaunchFault {
    ApplicationLaunchFault(
      file: file,
      "the app's storyboard '\(name)' (\(name).storyboard) is not in the app's folders or --resources")
  }

  static func noInitialController(_ name: String, info file: String?) -> ApplicationLaunchFault {
    ApplicationLaunchFault(
      file: file,
      "the app's storyboard '\(name)' has no initial view controller, so launching it shows nothing "
        + "(mark one 'Is Initial View Controller' in Interface Builder)")
  }

  static func storyboard(_ name: String, _ problem: String, info file: String?) -> ApplicationLaunchFault {
    ApplicationLaunchFault(file: file, "the app's storyboard '\(name)' did not load: \(problem)")
  }

  /// The launch ended with no window key and visible.
  static func noWindow(madeBy place: Place, usesScenes: Bool) -> ApplicationLaunchFault {
    let how =
      usesScenes
      ? "\(place.name).scene(_:willConnectTo:options:) made no window key and visible, and the scene names no "
        + "storyboard (window = UIWindow(windowScene: windowScene); window?.rootViewController = …; "
        + "window?.makeKeyAndVisible())"
      : "\(place.name).application(_:didFinishLaunchingWithOptions:) made no window key and visible, and the "
        + "app names no main storyboard (window = UIWindow(frame: UIScreen.main.bounds); "
        + "window?.rootViewController = …; window?.makeKeyAndVisible())"
    return ApplicationLaunchFault(at: place, "the app launched with no window: " + how)
  }

  /// A window with no root view controller at the end of launch: iOS ends the app
  /// (NSInternalInconsistencyException, since iOS 9).
  static func noRootViewController(madeBy place: Place, usesScenes: Bool) -> ApplicationLaunchFault {
    let method =
      usesScenes ? "scene(_:willConnectTo:options:)" : "application(_:didFinishLaunchingWithOptions:)"
    return ApplicationLaunchFault(
      at: place,
      "the window \(place.name).\(method) made has no root view controller at the end of launch, which iOS "
        + "ends the app for ('Application windows are expected to have a root view controller at the end of "
        + "application launch'): set window.rootViewController")
  }
}
