// UIKit's visual effects: what a `UIVisualEffectView` shows, kept and never drawn (a notice says
// so once per run); a touch meets the effect view's content view either way.

public typealias UIVisualEffect = VisualEffect

public typealias UIBlurEffect = BlurEffect

public typealias UIVibrancyEffect = VibrancyEffect
