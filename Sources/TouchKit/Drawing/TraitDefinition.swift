/// One trait a view or controller can register for changes of (UIKit's `UITraitDefinition`,
/// iOS 17): `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { … }` runs its handler
/// only when that trait changes. Each type says whether its trait differs between two
/// collections.
public protocol TraitDefinition {
  /// Whether this trait has another value in `new` than in `old`.
  static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool
}

/// UIKit's `UITrait`: a trait definition's type, as `registerForTraitChanges(_:)` takes them.
public typealias Trait = any TraitDefinition.Type

/// `UITraitUserInterfaceStyle`: light or dark.
public enum TraitUserInterfaceStyle: TraitDefinition {
  public static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
    old.userInterfaceStyle != new.userInterfaceStyle
  }
}

/// `UITraitHorizontalSizeClass`.
public enum TraitHorizontalSizeClass: TraitDefinition {
  public static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
    old.horizontalSizeClass != new.horizontalSizeClass
  }
}

/// `UITraitVerticalSizeClass`.
public enum TraitVerticalSizeClass: TraitDefinition {
  public static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
    old.verticalSizeClass != new.verticalSizeClass
  }
}

/// `UITraitDisplayScale`.
public enum TraitDisplayScale: TraitDefinition {
  public static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
    old.displayScale != new.displayScale
  }
}

/// `UITraitUserInterfaceIdiom`.
public enum TraitUserInterfaceIdiom: TraitDefinition {
  public static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
    old.userInterfaceIdiom != new.userInterfaceIdiom
  }
}

/// `UITraitPreferredContentSizeCategory` (Dynamic Type; the default size here, always).
public enum TraitPreferredContentSizeCategory: TraitDefinition {
  public static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
    old.preferredContentSizeCategory != new.preferredContentSizeCategory
  }
}

extension TraitCollection {
  /// UIKit's `systemTraitsAffectingColorAppearance`: the traits a dynamic colour resolves
  /// with. Of those TouchLab has, the appearance (UIKit's list also has contrast, elevation and
  /// accessibility settings, which do not change here).
  public static var systemTraitsAffectingColorAppearance: [Trait] { [TraitUserInterfaceStyle.self] }

  /// UIKit's `systemTraitsAffectingImageLookup`: the traits an asset's image is chosen by. Of
  /// those TouchLab has, the appearance, the scale and the idiom.
  public static var systemTraitsAffectingImageLookup: [Trait] {
    [TraitUserInterfaceStyle.self, TraitDisplayScale.self, TraitUserInterfaceIdiom.self]
  }
}
