// UIKit's gesture recognizers: the same state machine and rules (§4), under UIKit's names.
//
// One line of pasted code does not compile: `import UIKit.UIGestureRecognizerSubclass`, which an
// iOS recognizer subclass needs to override `touchesBegan(_:with:)` and set `state`. Delete it:
// TouchKit's recognizers expose that API directly, and a Swift module cannot have the
// submodule the import names (only a Clang module map can, which SwiftPM would reach only
// through unsafe flags).

public typealias UIGestureRecognizer = GestureRecognizer

public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

public typealias UITapGestureRecognizer = TapGestureRecognizer

public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

public typealias UIPanGestureRecognizer = PanGestureRecognizer

public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer

public typealias UIPinchGestureRecognizer = PinchGestureRecognizer

public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
