import Foundation
import TouchFoundation

/// One `<outlet>` of a xib's File's Owner (`<placeholder placeholderIdentifier="IBFilesOwner">`):
/// the owner's property and the IB object id of the view it points at. Nib loading sets it on
/// the object passed as the owner (`instantiate(withOwner:options:)`), which the file does not
/// make: the owner exists before the nib is loaded.
public struct InterfaceBuilderOwnerOutlet: Equatable, Sendable {
  public var property: String
  public var destination: String
  /// Where the `<outlet>` is in the file.
  public var line: Int
}

extension InterfaceBuilderImporter {
  /// The File's Owner's outlets of the xib `text`, in the file's order (none for a storyboard,
  /// whose scenes have no File's Owner).
  public static func ownerOutlets(text: String, source: String)
    -> Result<[InterfaceBuilderOwnerOutlet], LayoutLoadError>
  {
    switch InterfaceBuilderXML.parse(text, source: source) {
    case .failure(let problem): return .failure(LayoutLoadError([problem]))
    case .success(let root):
      let owner = root.child("objects")?.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
      let outlets = owner?.child("connections")?.children.filter { $0.name == "outlet" } ?? []
      return .success(
        outlets.compactMap { outlet in
          guard let property = outlet["property"], let destination = outlet["destination"] else { return nil }
          return InterfaceBuilderOwnerOutlet(property: property, destination: destination, line: outlet.line)
        })
    }
  }
}
