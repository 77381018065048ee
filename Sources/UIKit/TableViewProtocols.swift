// UIKit's names for a table's data source and delegate protocols (the view classes are in
// Views.swift, which names only the class table's classes).

/// Asked for a table's sections, rows and cells; optional methods have UIKit's defaults, so a
/// person's method of the same signature is the one called (docs/table-view.md).
public typealias UITableViewDataSource = TableViewDataSource

/// Asked for heights, told of display, highlight and selection; optional methods have UIKit's
/// defaults.
public typealias UITableViewDelegate = TableViewDelegate

/// A view controller whose view is a table it is the data source and delegate of
/// (docs/table-view.md, "UITableViewController").
public typealias UITableViewController = TableViewController
