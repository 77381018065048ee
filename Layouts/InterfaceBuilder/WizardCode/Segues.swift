import UIKit

/// A custom segue (kind "custom"): its perform() is all that shows the destination, here a
/// presentation without animation.
final class SlideSegue: UIStoryboardSegue {
    override init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
        print("SlideSegue.init: \(identifier ?? "")")
    }

    override func perform() {
        print("SlideSegue.perform: \(source.title ?? "") → \(destination.title ?? "")")
        source.present(destination, animated: false)
    }
}

/// A presentation segue with a custom class: it announces itself, then lets UIKit's
/// presentation happen (super.perform()).
final class FadeSegue: UIStoryboardSegue {
    override func perform() {
        print("FadeSegue.perform")
        super.perform()
    }
}

/// An unwind segue with a custom class (the about scene's Back button): UIKit makes it and calls
/// its perform(), whose super.perform() unwinds (dismisses the about scene).
final class RewindSegue: UIStoryboardSegue {
    override init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
        print("RewindSegue.init: \(identifier ?? "") to \(type(of: destination))")
    }

    override func perform() {
        print("RewindSegue.perform")
        super.perform()
    }
}
