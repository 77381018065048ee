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
// The event-delivery API (views, controls, windows, touches, events, responders, gesture
// recognizers, geometry) behaves as UIKit's, and so do Auto Layout's anchors and constraints,
// which are solved (AutoLayout.swift, docs/auto-layout.md). The drawing API real views use
// (`UIColor`, `layer`, `draw(_:)`; Drawing.swift) compiles and is kept but not drawn; the
// first use of each such API in a run says so once, as a `notice` trace record, rather than
// doing nothing silently (docs/uikit-api.md).

@_exported import Foundation
@_exported import TouchKit
