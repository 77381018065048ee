import Foundation

/// A nib or storyboard that cannot be loaded where UIKit raises an exception
/// (`NSInternalInconsistencyException`, `NSInvalidArgumentException`), with UIKit's message,
/// quoted whole where it is known.
///
/// TouchLab stops too, as ``TableViewFault`` does: ``raise(file:line:)`` traps with the
/// message at the person's line (the call's `#filePath` and `#line`, which TouchLab's compile
/// points at their own file), inside the announcement of their method that was running, so the
/// crash report names it and the terminal is restored (docs/reliability.md).
public enum NibLoadingFault: Error, Equatable, Sendable {
  /// No `NAME.xib` in the folders (`-[UINib instantiateWithOwner:options:]`).
  case missingNib(name: String, bundlePath: String)
  /// No `NAME.storyboard` in the folders (`+[UIStoryboard storyboardWithName:bundle:]`).
  case missingStoryboard(name: String, bundlePath: String)
  /// No scene with that storyboard identifier (`instantiateViewController(withIdentifier:)`).
  case missingIdentifier(storyboard: String, identifier: String)
  /// A File's Owner outlet the owner's class does not declare (`setValue:forUndefinedKey:`).
  case undefinedKey(owner: String, key: String)
  /// A controller's nib whose File's Owner `view` outlet is not connected (`loadView`).
  case viewOutletNotSet(nib: String, controller: String)
  /// A nib registered for a list's identifier whose top-level objects are not exactly one
  /// cell of the list's kind (`UITableViewCell`, `UICollectionReusableView`).
  case invalidCellNib(identifier: String, cellClass: String)
  /// `performSegue(withIdentifier:sender:)` with an identifier none of the controller's scene's
  /// segues has (`-[UIViewController performSegueWithIdentifier:sender:]`).
  case missingSegue(receiver: String, identifier: String)
  /// The file is there but cannot be read or built: TouchLab's words, with its problems.
  case unreadable(name: String, problems: [String])

  /// UIKit's message (TouchLab's words, saying so, for a file it cannot read).
  public var message: String {
    switch self {
    case .missingNib(let name, let bundlePath):
      "Could not load NIB in bundle: 'NSBundle <\(bundlePath)> (loaded)' with name '\(name)'"
    case .missingStoryboard(let name, let bundlePath):
      "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundlePath)> (loaded)"
    case .missingIdentifier(let storyboard, let identifier):
      "Storyboard (<UIStoryboard: \(storyboard)>) doesn't contain a view controller with identifier "
        + "'\(identifier)'"
    case .undefinedKey(let owner, let key):
      "[<\(owner)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
        + "\(key)."
    case .viewOutletNotSet(let nib, let controller):
      "-[\(controller) _loadViewFromNibNamed:bundle:] loaded the \"\(nib)\" nib but the view outlet was not set."
    case .invalidCellNib(let identifier, let cellClass):
      "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which "
        + "must be a \(cellClass) instance"
    case .missingSegue(let receiver, let identifier):
      "Receiver (<\(receiver)>) has no segue with identifier '\(identifier)'"
    case .unreadable(let name, let problems):
      "'\(name)' cannot be loaded (TouchLab's words: iOS would have refused it when the app was built): "
        + problems.joined(separator: "; ")
    }
  }

  /// Stops the run with ``message`` at the caller's `file` and `line`, as UIKit's exception
  /// stops the app.
  public func raise(file: StaticString, line: UInt) -> Never {
    fatalError(message, file: file, line: line)
  }
}
