// UIKit's names for menus (iOS 13 and 14): a button's menu, context menus and what they hold
// (docs/menus.md). UIAction, a menu element too, is named in Actions.swift.

public typealias UIMenu = Menu
public typealias UIMenuElement = MenuElement
public typealias UIDeferredMenuElement = DeferredMenuElement
public typealias UIInteraction = Interaction
public typealias UIContextMenuInteraction = ContextMenuInteraction
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
public typealias UIContextMenuActionProvider = ContextMenuConfiguration.ActionProvider
public typealias UIContextMenuContentPreviewProvider = ContextMenuConfiguration.PreviewProvider

/// The edit menu of iOS 3 to 15 (deprecated in 16, still in real files): kept, not drawn.
public typealias UIMenuController = MenuController
public typealias UIMenuItem = MenuControllerItem
