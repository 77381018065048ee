import Foundation

/// A bar that shows ``BarButtonItem``s and owns their views: a ``Toolbar`` or a
/// ``NavigationBar``. An item tells the bar showing it when it changes, so the bar lays its
/// views out again (a new title's width) or puts in a new custom view.
protocol BarButtonItemBar: View {
  /// Puts in the views of the bar's current items and lays them out.
  func itemsChanged()
}
