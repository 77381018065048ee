// UIKit's names for TouchKit, so that view code pasted from an iOS project compiles unchanged.
//
// Linux has no system UIKit, so `import UIKit` finds this module. It re-exports TouchKit (the
// engine, whose types carry UIKit's names without the `UI` prefix: `View`, `Touch`, `Event`)
// and adds the prefixed names as typealiases, so `UIView` *is* `View`: a `UIButton` subclass
// is a `Button` subclass, and the engine hit-tests it, calls its overrides and traces it like
// any built-in view. Typealiases rather than subclasses, because a subclass would be a second
// type: a `UIView` would not be the `View` that `superview` and `subviews` return.
//
// It also re-exports Foundation, as Apple's UIKit does: pasted code uses `CGRect`, `CGFloat`
// and `NSCoder` (Xcode's `required init?(coder:)` template) with `import UIKit` alone.
//
// Only the event-delivery API is here (views, controls, windows, touches, events, responders,
// gesture recognizers, geometry). Drawing API (`UIColor`, `layer`, `draw(_:)`) is not: a
// layout draws boxes, and a missing name is a compile error that says what is missing rather
// than a stub that silently does nothing.

@_exported import Foundation
@_exported import TouchKit
