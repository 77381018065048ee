// UIKit's names for a table row's swipe actions (TouchKit's TableView+SwipeActions.swift).

/// A button a swiped row shows, with the handler a tap on it runs.
public typealias UIContextualAction = ContextualAction

/// The actions a row shows when swiped from one edge.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
