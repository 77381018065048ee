import Foundation

/// UIKit's `UIStoryboard`: a storyboard file (`NAME.storyboard`) a person's code names, whose
/// scenes' controllers it makes on request, each time a new one with its view loaded from
/// the scene.
///
/// The bundle is the folder of the person's files, as for ``Nib``. A storyboard that is not
/// there stops the run at the person's line with UIKit's message (`UIStoryboard(name:bundle:)`
/// raises on iOS), as does an identifier no scene has (``NibLoadingFault``).
///
/// The controller's view is loaded (and `viewDidLoad` sent) when its `view` is first read, as
/// on iOS (``ViewController/deferNibViewLoad()``); it appears only once it is shown
/// (presented, or made a window's root).
public final class Storyboard {
  /// The storyboard's name, without `.storyboard`.
  public let name: String
  private let loader: any NibLoader

  /// UIKit's `init(name:bundle:)`: the storyboard must be there.
  public init(
    name: String, bundle storyboardBundleOrNil: Bundle?, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let loader = Application.current?.nibLoader, loader.hasStoryboard(named: name) else {
      let bundlePath = Application.current?.nibLoader?.bundlePath ?? Bundle.main.bundlePath
      NibLoadingFault.missingStoryboard(name: name, bundlePath: bundlePath).raise(file: file, line: line)
    }
    self.name = name
    self.loader = loader
  }

  /// The storyboard `name` that `loader` opens, already known to be there: the one a
  /// controller made from a storyboard file came from (``ViewController/storyboard``).
  init(name: String, loader: any NibLoader) {
    self.name = name
    self.loader = loader
  }

  /// The initial view controller's, made anew; nil when the storyboard marks none, as UIKit
  /// returns nil.
  public func instantiateInitialViewController(file: StaticString = #filePath, line: UInt = #line)
    -> ViewController?
  {
    switch loader.instantiateViewController(storyboard: name, identifier: nil) {
    case .success(let controller): return controller
    case .failure(let fault): fault.raise(file: file, line: line)
    }
  }

  /// The controller of the scene whose storyboard identifier is `identifier`, made anew.
  public func instantiateViewController(
    withIdentifier identifier: String, file: StaticString = #filePath, line: UInt = #line
  ) -> ViewController {
    switch loader.instantiateViewController(storyboard: name, identifier: identifier) {
    case .success(let controller?): return controller
    case .success(nil):
      NibLoadingFault.missingIdentifier(storyboard: name, identifier: identifier)
        .raise(file: file, line: line)
    case .failure(let fault): fault.raise(file: file, line: line)
    }
  }
}

extension ViewController {
  /// Apple: "The storyboard from which the view controller originated"; nil for a controller
  /// made in code. A scene's controller has it (the opened file, or one the person's code or a
  /// segue instantiates), so `storyboard?.instantiateViewController(withIdentifier:)` makes that
  /// storyboard's scenes, as a page view controller's pages usually are.
  public var storyboard: Storyboard? {
    storyboardOrigin.map { Storyboard(name: $0.name, loader: $0.loader) }
  }
}
