import Foundation

/// UIButton's configuration API (iOS 15) and its primary-action initializers (iOS 14).
///
/// Setting ``configuration`` shows its title and image as the button's (normal state) and sizes
/// the button by its `contentInsets`; the rest is kept. When the button's state changes
/// (`isHighlighted`, `isSelected`, `isEnabled`), or a configuration or handler is set, the button
/// asks for an update (`setNeedsUpdateConfiguration()`), which, as UIKit's, is coalesced and runs
/// in the next update cycle (TouchLab's: after the current event), before the button's
/// `layoutSubviews()`: ``updateConfiguration()``, then ``configurationUpdateHandler`` — so a
/// handler sees `isHighlighted` true after a finger goes down and false after it lifts. What the
/// update itself sets (a handler that sets `configuration`, as they do) asks for no further update.
extension Button {
  public typealias Configuration = ButtonConfiguration

  /// The button's configuration; nil for a button made the pre-iOS 15 way.
  public var configuration: Configuration? {
    get { configurationState?.configuration }
    set {
      state(creating: newValue != nil)?.configuration = newValue
      if let newValue {
        title = newValue.shownTitle ?? ""
        if let image = newValue.image { setImage(image, for: .normal) }
      }
      setNeedsUpdateConfiguration()
    }
  }

  /// Called with the button when its configuration is updated (UIKit's
  /// `configurationUpdateHandler`): typically it reads `isHighlighted` and sets `configuration`.
  public var configurationUpdateHandler: ((Button) -> Void)? {
    get { configurationState?.updateHandler }
    set {
      state(creating: newValue != nil)?.updateHandler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Whether state changes ask for an update (UIKit's `automaticallyUpdatesConfiguration`).
  public var automaticallyUpdatesConfiguration: Bool {
    get { configurationState?.automaticallyUpdates ?? true }
    set { state(creating: true)?.automaticallyUpdates = newValue }
  }

  /// Asks for ``updateConfiguration()`` in the next update cycle; several asks are one update.
  public func setNeedsUpdateConfiguration() {
    guard let configurationState, !configurationState.isUpdating,
      configurationState.configuration != nil || configurationState.updateHandler != nil
    else { return }
    configurationState.needsUpdate = true
    setNeedsLayout()
  }

  /// Runs the update asked for, if any (the layout pass calls this before `layoutSubviews()`).
  func updateConfigurationIfNeeded() {
    guard let configurationState, configurationState.needsUpdate else { return }
    configurationState.needsUpdate = false
    configurationState.isUpdating = true
    defer { configurationState.isUpdating = false }
    UserCode.run(.updateConfiguration, of: self) {
      updateConfiguration()
      configurationState.updateHandler?(self)
    }
  }

  /// A state change asks for an update, if the button updates automatically.
  func stateDidChangeForConfiguration() {
    if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
  }

  /// `UIButton(configuration:primaryAction:)`: a button with a zero frame, its configuration set
  /// and `primaryAction` added for `.primaryActionTriggered`.
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(frame: .zero)
    content.buttonType = .system
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// `UIButton(type:primaryAction:)`: as `init(type:)`, with `primaryAction` added for
  /// `.primaryActionTriggered` and its title and image shown, as UIKit does.
  public convenience init(type buttonType: ButtonType, primaryAction: Action?) {
    self.init(type: buttonType)
    guard let primaryAction else { return }
    addAction(primaryAction, for: .primaryActionTriggered)
    if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    if let image = primaryAction.image { setImage(image, for: .normal) }
  }

  /// `UIButton(frame:primaryAction:)`.
  public convenience init(frame: CGRect, primaryAction: Action?) {
    self.init(frame: frame)
    guard let primaryAction else { return }
    addAction(primaryAction, for: .primaryActionTriggered)
    if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
  }

  private func state(creating: Bool) -> ButtonConfigurationState? {
    if let configurationState { return configurationState }
    guard creating else { return nil }
    let made = ButtonConfigurationState()
    configurationState = made
    return made
  }
}

/// What a configured button keeps, in a box only such buttons allocate (most buttons in a
/// layout are made the pre-iOS 15 way).
final class ButtonConfigurationState {
  var configuration: ButtonConfiguration?
  var updateHandler: ((Button) -> Void)?
  var automaticallyUpdates = true
  var needsUpdate = false
  /// While ``Button/updateConfiguration()`` and the handler run.
  var isUpdating = false
}
