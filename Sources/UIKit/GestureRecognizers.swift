// UIKit's gesture recognizers: the same state machine and rules (§4), under UIKit's names.
//
// A recognizer subclass written for iOS starts with `import UIKit.UIGestureRecognizerSubclass`,
// the Clang submodule that makes `state` settable and declares the touch methods. TouchKit's
// recognizers have that API already, and TouchLab's compile turns the import into `import
// UIKit` (TouchCode's SourceRewriter), so the file compiles as it is.

public typealias UIGestureRecognizer = GestureRecognizer

public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

public typealias UITapGestureRecognizer = TapGestureRecognizer

public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

public typealias UIPanGestureRecognizer = PanGestureRecognizer

public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer

public typealias UIPinchGestureRecognizer = PinchGestureRecognizer

public typealias UIRotationGestureRecognizer = RotationGestureRecognizer

/// UIKit's private class, named so a person's code that looks for a table's swipe pan by its
/// class compiles (TouchKit's TableView+SwipeActions.swift).
public typealias _UISwipeActionPanGestureRecognizer = SwipeActionPanGestureRecognizer
