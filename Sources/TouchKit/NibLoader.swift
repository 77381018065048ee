import Foundation

/// What loads a nib or a storyboard scene that a person's code asks for by name
/// (`UINib(nibName:bundle:)`, `Bundle.loadNibNamed(_:owner:options:)`,
/// `UIStoryboard(name:bundle:)`, a controller's `init(nibName:bundle:)`): it finds the file in
/// the person's folders, reads it and makes its objects as an opened file's are.
///
/// A protocol here, its one implementation above TouchKit (TouchOpening's `FolderNibLoader`),
/// because the engine reads no file: the loader is handed down with the classes a layout is
/// built with, and the layout's application keeps it (``Application/nibLoader``), where the
/// person's code finds it through `UIApplication.shared` as UIKit finds its main bundle.
public protocol NibLoader: Sendable {
  /// The folder the person's files are read from, for UIKit's messages ("Could not load NIB
  /// in bundle: 'NSBundle <folder> (loaded)' …").
  var bundlePath: String { get }

  /// Whether a nib (`NAME.xib`) of that name is in the folders: a controller made with
  /// `init(nibName: nil, bundle: nil)` looks for one named after its class, as UIKit does.
  func hasNib(named name: String) -> Bool

  /// The nib's top-level objects in the file's order, made, connected and woken as nib
  /// loading does (`awakeFromNib`), the File's Owner's outlets set on `owner`; or the fault
  /// UIKit stops the app with.
  func instantiate(nibNamed name: String, owner: AnyObject?) -> Result<[AnyObject], NibLoadingFault>

  /// The view `objectID` of the Interface Builder file at `path` (a storyboard's prototype
  /// cell), made anew with its subviews, connected and woken, out of any window.
  func instantiateView(objectID: String, inFileAt path: String) -> Result<View, NibLoadingFault>

  /// Whether a storyboard (`NAME.storyboard`) of that name is in the folders.
  func hasStoryboard(named name: String) -> Bool

  /// The controller of the storyboard's scene `identifier` (its storyboard identifier; the
  /// initial view controller's scene when nil), its view loaded from the scene; nil when the
  /// storyboard has no initial view controller (`instantiateInitialViewController()`'s nil).
  func instantiateViewController(storyboard: String, identifier: String?)
    -> Result<ViewController?, NibLoadingFault>

  /// A new controller of the scene whose controller has the IB object id `objectID` in the
  /// storyboard at `path` (a segue's destination), its view loaded from the scene.
  func instantiateViewController(objectID: String, inFileAt path: String) -> Result<
    ViewController, NibLoadingFault
  >
}
