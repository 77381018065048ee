import Foundation

/// One of TouchKit's view controller classes, declared once: code discovery's base classes, the
/// compiler messages' UIKit names and a layout's `controller: {type:}` are derived from
/// ``all``, as the view classes' are from ``BuiltInClass/all``.
public struct ControllerClass: Sendable {
  /// TouchLab's name: the engine type's Swift name, which a layout's `type:` writes.
  public let name: String
  /// UIKit's name, which a person's code and an Interface Builder file's class use.
  public let uikitName: String
  /// The Interface Builder element of a scene whose controller is of this class
  /// (`<tableViewController>`), if a storyboard makes one.
  public let interfaceBuilderName: String?
  /// Makes one with `init(nibName: nil, bundle: nil)`, for a layout's `type:`; nil for a
  /// container a layout makes through its own keys (`navigationController:`,
  /// `tabBarController:`).
  public let make: (@Sendable () -> ViewController)?
  /// The engine type: a storyboard's scene makes one with `init(coder:)`, as UIKit does.
  public let type: ViewController.Type

  init(
    _ type: ViewController.Type, interfaceBuilderName: String?,
    make: (@Sendable () -> ViewController)?
  ) {
    name = String(describing: type)
    self.type = type
    uikitName = "UI" + name
    self.interfaceBuilderName = interfaceBuilderName
    self.make = make
  }

  /// The controller classes; the base class first.
  public static let all: [ControllerClass] = [
    ControllerClass(
      ViewController.self, interfaceBuilderName: "viewController",
      make: { ViewController(nibName: nil, bundle: nil) }),
    ControllerClass(
      TableViewController.self, interfaceBuilderName: "tableViewController",
      make: { TableViewController(style: .plain) }),
    ControllerClass(
      CollectionViewController.self, interfaceBuilderName: "collectionViewController",
      make: { CollectionViewController(nibName: nil, bundle: nil) }),
    ControllerClass(NavigationController.self, interfaceBuilderName: "navigationController", make: nil),
    ControllerClass(TabBarController.self, interfaceBuilderName: "tabBarController", make: nil),
    // A layout makes one through its `pageViewController:` key; a storyboard scene through
    // that key too (its pages come from code).
    ControllerClass(PageViewController.self, interfaceBuilderName: nil, make: nil),
  ]

  /// The entry whose ``name`` is `name`, or nil.
  public static func named(_ name: String) -> ControllerClass? {
    all.first { $0.name == name }
  }

  /// The entry a storyboard scene's controller element (`<tableViewController>`) is, or nil.
  public static func forInterfaceBuilderElement(_ element: String) -> ControllerClass? {
    all.first { $0.interfaceBuilderName == element }
  }
}
