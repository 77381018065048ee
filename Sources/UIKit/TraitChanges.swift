// Trait changes: `traitCollectionDidChange(_:)` (open on views and view controllers) and iOS
// 17's `registerForTraitChanges`, heard when the application's traits change (TouchKit's
// TraitChanges.swift: the appearance switched, another screen), never for the first.

public typealias UITraitEnvironment = TraitEnvironment
public typealias UITraitChangeObservable = TraitEnvironment
public typealias UITraitDefinition = TraitDefinition
public typealias UITrait = Trait
public typealias UITraitChangeRegistration = TraitChangeRegistration
public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle
public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass
public typealias UITraitVerticalSizeClass = TraitVerticalSizeClass
public typealias UITraitDisplayScale = TraitDisplayScale
public typealias UITraitUserInterfaceIdiom = TraitUserInterfaceIdiom
public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory

extension TraitEnvironment {
  /// UIKit's selector form: the method `action` names is called on `target` with this object.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
    -> UITraitChangeRegistration
  {
    registerForTraitChanges(traits, target: target as AnyObject, action: action.actionName)
  }

  /// UIKit's selector form whose target is this object.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> UITraitChangeRegistration {
    registerForTraitChanges(traits, target: self, action: action.actionName)
  }
}
