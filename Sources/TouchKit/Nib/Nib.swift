import Foundation

/// UIKit's `UINib`: a nib file (`NAME.xib`) a person's code names, whose objects
/// ``instantiate(withOwner:options:file:line:)`` makes, as many times as it is asked.
///
/// The bundle is the folder of the person's files (or `--resources DIR`), whatever `bundle`
/// says: TouchLab has no app bundle, and `nil` (the main bundle) is what nearly all code passes.
/// The file is read, its objects made, connected and woken by the application's
/// ``Application/nibLoader`` (TouchKit reads no file). A nib that is not there stops the run
/// at the person's line with UIKit's message, as the exception stops the app
/// (``NibLoadingFault``); on iOS, too, `init(nibName:bundle:)` succeeds and the instantiation
/// raises.
public final class Nib {
  /// UIKit's `UINib.OptionsKey`: only `externalObjects`, which TouchLab does not read (a nib
  /// with external objects is listed by `describe --unsupported`).
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name, without `.xib`.
  public let name: String

  /// UIKit's `init(nibName:bundle:)`: nothing is read yet.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
  }

  /// The nib's top-level objects in the file's order (its views; placeholders such as File's
  /// Owner are not among them), each made with `init(coder:)` where it is of the person's
  /// class, its outlets and actions connected, the File's Owner's outlets set on `owner`, then
  /// `awakeFromNib`, as UIKit's `instantiate(withOwner:options:)` does. `file` and `line`: the
  /// caller's, where a missing nib stops the run.
  public func instantiate(
    withOwner owner: Any?, options: [OptionsKey: Any]? = nil, file: StaticString = #filePath,
    line: UInt = #line
  ) -> [Any] {
    guard let loader = Application.current?.nibLoader else {
      NibLoadingFault.missingNib(name: name, bundlePath: Bundle.main.bundlePath).raise(file: file, line: line)
    }
    switch loader.instantiate(nibNamed: name, owner: owner.map { $0 as AnyObject }) {
    case .success(let objects): return objects
    case .failure(let fault): fault.raise(file: file, line: line)
    }
  }
}
