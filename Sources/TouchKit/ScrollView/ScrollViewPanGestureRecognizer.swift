import Foundation

/// The pan recognizer a scroll view drags with (UIKit's `UIScrollViewPanGestureRecognizer`).
/// It is an ordinary pan; the scroll view decides in `gestureRecognizerShouldBegin(_:)`
/// whether it may begin, and performs its action.
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {}
