// UIKit's names for the screen, the scene and the traits a layout's `screen:` gives
// (docs/layout-format.md, `screen`): `UIScreen.main.bounds`, `window.windowScene`,
// `traitCollection.horizontalSizeClass`.

/// The layout's screen: `UIScreen.main` is it (bounds, scale, nativeScale).
public typealias UIScreen = DeviceScreen

public typealias UIScene = ApplicationScene

/// The application's one scene: its windows and screen.
public typealias UIWindowScene = WindowScene

public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass

public typealias UIUserInterfaceIdiom = TraitCollection.Idiom

/// A controller's rotation and status bar answers: kept, never asked (the screen does not rotate,
/// and there is no status bar).
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask

public typealias UIStatusBarStyle = StatusBarStyle

/// An app's launch and lifecycle hooks: compiled as written, `@main` included (the attribute is
/// set aside: TouchLab has its own entry point); not called to launch (docs/code.md).
public typealias UIApplicationDelegate = ApplicationDelegate

public typealias UISceneDelegate = ApplicationSceneDelegate

public typealias UIWindowSceneDelegate = WindowSceneDelegate

public typealias UISceneSession = SceneSession

public typealias UISceneConfiguration = SceneConfiguration

public typealias UIOpenURLContext = ApplicationScene.OpenURLContext

/// The name before iOS 12's SDK, which Xcode refuses today with this rename (an app delegate of
/// Swift 4's time says `[UIApplicationLaunchOptionsKey: Any]?`): the same message here.
@available(*, unavailable, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = Application.LaunchOptionsKey
