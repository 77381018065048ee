import Foundation

/// A data source's mistake that UIKit stops the app for (an `NSInternalInconsistencyException`
/// or a failed assertion), with UIKit's message where it is known.
///
/// TouchLab stops too: ``raise()`` traps with the message, inside the announcement of the
/// person's method that was running (``UserCode``), so the crash report names their method
/// and the terminal is restored as for any crash in their code (docs/reliability.md).
public enum TableViewFault: Equatable, Sendable {
  /// `dequeueReusableCell(withIdentifier:for:)` of an identifier nothing is registered for.
  case unregisteredIdentifier(String)
  /// A section's row count below zero, or above what TouchLab lays out
  /// (``TableView/maximumRowsInSection``).
  case rowCount(Int, section: Int)
  /// A section count below zero, or above ``TableView/maximumSections``.
  case sectionCount(Int)
  /// `cellForRowAt` returned a cell another table made.
  case cellFromAnotherTable(IndexPath)
  /// A `UITableViewController` subclass gave rows but no `cellForRowAt`.
  case controllerHasNoCells(IndexPath)

  /// The message: UIKit's own, quoted whole, for an unregistered identifier and a bad count
  /// (the latter as developers report it: Apple documents neither); TouchLab's words, saying
  /// so, where UIKit's are not known.
  public var message: String {
    switch self {
    case .unregisteredIdentifier(let identifier):
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
        + "identifier or connect a prototype cell in a storyboard"
    case .rowCount(let count, let section):
      "Failed to allocate data stores for \(count) rows in section \(section). Consider using fewer rows"
    case .sectionCount(let count):
      "Failed to allocate data stores for \(count) sections. Consider using fewer sections"
    case .cellFromAnotherTable(let indexPath):
      "tableView(_:cellForRowAt:) returned for row \(indexPath.tableDescription) a cell dequeued from "
        + "another table view (TouchLab's words: a cell belongs to the table that dequeued it)"
    case .controllerHasNoCells(let indexPath):
      "the table view controller has no tableView(_:cellForRowAt:) for row \(indexPath.tableDescription) "
        + "(TouchLab's words: override it where you give the row counts)"
    }
  }

  /// Stops the run with ``message``, as UIKit's exception stops the app.
  func raise() -> Never {
    fatalError(message)
  }
}
