/// When traits change, and who hears it: UIKit's `traitCollectionDidChange(_:)` (views and view
/// controllers, overridable) and iOS 17's `registerForTraitChanges(_:handler:)` and
/// `registerForTraitChanges(_:target:action:)`.
///
/// The traits are the application's: its screen's (``TraitCollection/init(screen:)``) in its
/// appearance, light until switched. They change only when something switches them: the
/// appearance (``Application/setUserInterfaceStyle(_:)``: a script's `appearance:` step, or code)
/// or the screen (``Application/changeScreen(_:)``). Then every view of every window and every
/// controller of a view hears it, once, with the traits before; never for the first traits,
/// which UIKit has reported through neither since iOS 13 (Apple's "traitCollectionDidChange(_:)":
/// "the system calls this method when the iOS interface environment changes"; the iOS 13 release
/// notes: trait collections are no longer reported when a view is first added). A handler runs
/// only when one of the traits it registered for changed; `traitCollectionDidChange` runs for
/// any. The order is the windows' back to front, each tree top down, a view's controller just
/// before its view (UNSOURCED: UIKit pushes traits down the hierarchy, parents first).
public protocol TraitEnvironment: AnyObject {
  /// The traits this object is shown with.
  var traitCollection: TraitCollection { get }
}

/// One `registerForTraitChanges` call (UIKit's `UITraitChangeRegistration`): the traits it
/// watches and what it runs; ``TraitEnvironment/unregisterForTraitChanges(_:)`` removes it.
public final class TraitChangeRegistration {
  let traits: [Trait]
  /// Runs with the environment and the traits before the change.
  let run: (AnyObject, TraitCollection) -> Void

  init(traits: [Trait], run: @escaping (AnyObject, TraitCollection) -> Void) {
    self.traits = traits
    self.run = run
  }

  /// Whether one of its traits differs between `old` and `new`.
  func watches(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
    traits.contains { $0.differs(old, new) }
  }
}

extension TraitEnvironment {
  /// Runs `handler` with this object and the traits before, each time one of `traits` changes.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [Trait], handler: @escaping (Self, TraitCollection) -> Void
  ) -> TraitChangeRegistration {
    add(
      TraitChangeRegistration(traits: traits) { object, previous in
        if let environment = object as? Self { handler(environment, previous) }
      })
  }

  /// Calls the method `action` names on `target` (the way target-action calls a method of a
  /// person's class, with this object as its one argument) each time one of `traits` changes.
  /// UIKit's two-argument form (the environment and the traits before) is not called: the
  /// trace says `argumentMismatch`.
  @discardableResult
  public func registerForTraitChanges(_ traits: [Trait], target: AnyObject, action: String)
    -> TraitChangeRegistration
  {
    add(
      TraitChangeRegistration(traits: traits) { [weak target] object, _ in
        guard let target, let application = TraitChanges.application(of: object) else { return }
        application.delayedCalls.call(action, on: target, with: object, sender: "registerForTraitChanges")
      })
  }

  /// Removes a registration this object made.
  public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
    if let view = self as? View {
      view.traitChangeRegistrations.removeAll { $0 === registration }
    } else if let controller = self as? ViewController {
      controller.traitChangeRegistrations.removeAll { $0 === registration }
    }
  }

  private func add(_ registration: TraitChangeRegistration) -> TraitChangeRegistration {
    if let view = self as? View {
      view.traitChangeRegistrations.append(registration)
    } else if let controller = self as? ViewController {
      controller.traitChangeRegistrations.append(registration)
    }
    return registration
  }
}

extension View: TraitEnvironment {
  /// Its window's application's traits; a view in no window has the current application's.
  public var traitCollection: TraitCollection {
    window?.application?.traitCollection ?? TraitCollection.current
  }

  var traitChangeRegistrations: [TraitChangeRegistration] {
    get { extras?.traitChangeRegistrations ?? [] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.traitChangeRegistrations = newValue } }
  }
}

extension ViewController: TraitEnvironment {
  /// Its view's traits (a controller whose view is in no window: the current application's).
  public var traitCollection: TraitCollection {
    viewIfLoaded?.traitCollection ?? TraitCollection.current
  }
}

extension Application {
  /// The traits of every window: the screen's, in the appearance.
  public var traitCollection: TraitCollection {
    var traits = TraitCollection(screen: screen)
    traits.userInterfaceStyle = interfaceStyle
    return traits
  }

  /// Switches the appearance (light or dark): the documented toggle that changes a trait
  /// while a layout runs (a script's `appearance:` step). Those that watch it hear it.
  public func setUserInterfaceStyle(_ style: TraitCollection.UserInterfaceStyle) {
    let old = traitCollection
    interfaceStyle = style
    TraitChanges.tell(self, from: old)
  }

  /// Moves the windows to another screen (its size classes, scale and idiom): those that
  /// watch a trait that differs hear it. The windows keep their frames.
  public func changeScreen(_ newScreen: DeviceScreen) {
    let old = traitCollection
    screen = newScreen
    TraitChanges.tell(self, from: old)
  }
}

/// The walk that tells a trait change.
enum TraitChanges {
  static func tell(_ application: Application, from old: TraitCollection) {
    let new = application.traitCollection
    guard new != old else { return }
    for window in application.windows { tell(window, from: old, to: new) }
  }

  private static func tell(_ view: View, from old: TraitCollection, to new: TraitCollection) {
    if let controller = view.owningViewController {
      UserCode.run(.traitCollectionDidChange, of: controller) { controller.traitCollectionDidChange(old) }
      run(controller.traitChangeRegistrations, for: controller, old, new)
    }
    UserCode.run(.traitCollectionDidChange, of: view) { view.traitCollectionDidChange(old) }
    run(view.traitChangeRegistrations, for: view, old, new)
    for subview in view.subviews { tell(subview, from: old, to: new) }
  }

  private static func run(
    _ registrations: [TraitChangeRegistration], for object: AnyObject, _ old: TraitCollection,
    _ new: TraitCollection
  ) {
    for registration in registrations where registration.watches(old, new) {
      UserCode.run(.traitChangeHandler, of: object) { registration.run(object, old) }
    }
  }

  /// The application `object` (a view or controller) is in.
  static func application(of object: AnyObject) -> Application? {
    switch object {
    case let view as View: view.window?.application ?? Application.current
    case let controller as ViewController: controller.viewIfLoaded?.window?.application ?? Application.current
    default: Application.current
    }
  }
}
