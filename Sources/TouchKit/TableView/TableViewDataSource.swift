import Foundation

/// What a table asks for its rows (UIKit's `UITableViewDataSource`).
///
/// UIKit's optional methods are Objective-C optional requirements; Swift has none outside
/// `@objc`, so here each is a requirement with a default implementation (the extension below)
/// that does what UIKit does when the method is missing. A person's method of the same
/// signature is then the protocol's witness and the table calls it, as UIKit would.
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required, as
/// in UIKit.
public protocol TableViewDataSource: AnyObject {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// Default 1 (Apple: "The default value is 1").
  func numberOfSections(in tableView: TableView) -> Int
  /// Default nil: no header title.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// Default nil: no footer title.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
