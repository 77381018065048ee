import Foundation

/// A storyboard's prototype cells (a `<tableView>`'s `<prototypes>`, a `<collectionView>`'s
/// `<cells>`), registered under their reuse identifiers as loading the storyboard registers
/// them: a dequeue with no queued cell makes the prototype anew from the file
/// (``NibLoader/instantiateView(objectID:inFileAt:)``), as a registered nib's cell is made.
extension TableView {
  /// Registers the prototype cell `objectID` of the storyboard at `path` for `identifier`.
  public func registerPrototype(_ identifier: String, objectID: String, inFileAt path: String) {
    reuseQueue.register(
      { [weak self] identifier in
        let cell: TableViewCell = Nib.prototype(
          objectID, inFileAt: path, application: self?.window?.application)
        cell.reuseIdentifier = identifier
        return cell
      }, for: identifier)
  }
}

extension CollectionView {
  /// Registers the prototype cell `objectID` of the storyboard at `path` for `identifier`.
  public func registerPrototype(_ identifier: String, objectID: String, inFileAt path: String) {
    cellQueue.register(
      { [weak self] identifier in
        let cell: CollectionViewCell = Nib.prototype(
          objectID, inFileAt: path, application: self?.window?.application)
        cell.reuseIdentifier = identifier
        return cell
      }, for: identifier)
  }
}

extension Nib {
  /// The prototype `objectID` of the file at `path`, made anew by `application`'s loader (the
  /// current application's, for a list not in a window yet); the run stops with TouchLab's
  /// words if it cannot be made, as a storyboard iOS could not load would not have been built.
  static func prototype<Cell: View>(_ objectID: String, inFileAt path: String, application: Application?)
    -> Cell
  {
    guard let loader = (application ?? Application.current)?.nibLoader else {
      NibLoadingFault.unreadable(
        name: path,
        problems: ["prototype cell \(objectID): no nib loader (TouchLab was given none of your code)"]
      ).raise(file: #fileID, line: #line)
    }
    switch loader.instantiateView(objectID: objectID, inFileAt: path) {
    case .success(let cell as Cell): return cell
    case .success(let view):
      NibLoadingFault.unreadable(
        name: path, problems: ["prototype cell \(objectID) is a \(type(of: view)), not a \(Cell.self)"]
      ).raise(file: #fileID, line: #line)
    case .failure(let fault): fault.raise(file: #fileID, line: #line)
    }
  }
}
