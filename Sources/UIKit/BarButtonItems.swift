// UIKit's toolbar items: not views, but each backed by a view its toolbar owns, so a tap on one
// is hit-tested and sends its action through target-action.

/// A toolbar's item: a titled, image, system or custom-view button, or a space.
public typealias UIBarButtonItem = BarButtonItem
