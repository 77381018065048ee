// UIKit's names for loading Interface Builder files from code (docs/interface-builder.md).

/// A `.xib` of the person's files, whose objects `instantiate(withOwner:options:)` makes.
public typealias UINib = Nib

/// A `.storyboard` of the person's files, whose scenes' controllers it makes.
public typealias UIStoryboard = Storyboard

/// One performance of a storyboard segue, which `prepare(for:sender:)` receives.
public typealias UIStoryboardSegue = StoryboardSegue

extension Bundle {
  /// UIKit's `loadNibNamed(_:owner:options:)` (its `NSBundle` additions): the nib's top-level
  /// objects, as `UINib(nibName: name, bundle: self).instantiate(withOwner:options:)` makes
  /// them. The bundle is the folder of the person's files, whichever bundle is asked; a missing
  /// nib stops the run at this line with UIKit's message, as its exception stops the app.
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil, file: StaticString = #filePath,
    line: UInt = #line
  ) -> [Any]? {
    Nib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options, file: file, line: line)
  }
}
