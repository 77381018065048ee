import Foundation

/// UIKit's `UIVisualEffect`: what a ``VisualEffectView`` shows. Kept, never drawn: a touch
/// meets the view's boxes, which an effect does not change on iOS either.
open class VisualEffect {
  public init() {}
}

/// UIKit's `UIBlurEffect`: a blur of what is behind the view, of a style; kept, not drawn.
open class BlurEffect: VisualEffect {
  /// UIKit's `UIBlurEffect.Style`: the iOS 8 styles and the iOS 13 materials.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, extraDark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark
  }

  public let style: Style

  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// UIKit's `UIVibrancyEffect`: content made vivid over a blur; kept, not drawn.
open class VibrancyEffect: VisualEffect {
  public let blurEffect: BlurEffect

  public init(blurEffect: BlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
}
