// UIKit's names for actions and button configurations (iOS 14 and 15): closures a control runs
// for its events, and the look of a configured button, kept and read back.

/// A closure a control runs for its events, traced as target-action with the action as target.
public typealias UIAction = Action

public typealias UIActionHandler = (UIAction) -> Void

public typealias UIBackgroundConfiguration = BackgroundConfiguration

public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

public typealias NSDirectionalRectEdge = DirectionalRectEdge

/// The edit commands every responder has, to override (`override func copy(_ sender: Any?)`).
public typealias UIResponderStandardEditActions = StandardEditActions

/// What copy and paste pass along: one per application, in memory.
public typealias UIPasteboard = Pasteboard
