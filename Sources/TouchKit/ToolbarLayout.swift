import Foundation

/// Where a toolbar's items go: left to right from a margin, a space between neighbours, and the
/// width left over shared equally by the flexible spaces (UIKit's documentation of
/// `flexibleSpace`: "Blank space to add between other items. The space is distributed equally
/// between the other items."). Without a flexible space the items stay at the left, as UIKit
/// leaves them.
///
/// Apple documents none of the distances: the margin, spacing and widths are UNSOURCED, chosen
/// (not measured here) as the values commonly quoted for iPhone toolbars, and named so a
/// measurement can replace them.
public enum ToolbarLayout {
  /// The distance from the toolbar's left and right edges to its first and last items.
  /// UNSOURCED.
  public static let margin: CGFloat = 16
  /// The distance between two neighbouring items that are not spaces. UNSOURCED.
  public static let spacing: CGFloat = 8
  /// The width of an item showing an image and no title. UNSOURCED (a 28-point symbol).
  public static let imageItemWidth: CGFloat = 28
  /// The width per character of a bar button's title, which TouchLab does not measure glyph by
  /// glyph. UNSOURCED (about 9 points a character in the 17-point system font).
  public static let characterWidth: CGFloat = 9

  /// An item as layout sees it.
  public struct Item: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
      /// Takes a share of the width left over.
      case flexibleSpace
      /// Takes its width and nothing else (no spacing either side).
      case fixedSpace(CGFloat)
      /// A view of this size (a custom view keeps its height; a button's is the bar's).
      case view(CGSize, fillsHeight: Bool)
    }

    public var kind: Kind

    public init(kind: Kind) { self.kind = kind }

    init(item: BarButtonItem) {
      switch item.systemItem {
      case .flexibleSpace?: kind = .flexibleSpace
      case .fixedSpace?: kind = .fixedSpace(max(0, item.width))
      default:
        if let custom = item.customView {
          kind = .view(custom.bounds.size, fillsHeight: false)
        } else if item.width > 0 {
          kind = .view(CGSize(width: item.width, height: 0), fillsHeight: true)
        } else if let title = item.title ?? item.systemItem?.title {
          kind = .view(CGSize(width: CGFloat(title.count) * characterWidth, height: 0), fillsHeight: true)
        } else {
          kind = .view(CGSize(width: imageItemWidth, height: 0), fillsHeight: true)
        }
      }
    }
  }

  /// The frame of each item in a toolbar of `size` (nil for a space), in the toolbar's
  /// coordinates. Views are centred vertically; a button fills the bar's height, so a tap
  /// anywhere above or below its title hits it.
  public static func frames(of items: [Item], in size: CGSize) -> [CGRect?] {
    var fixed: CGFloat = 2 * margin
    var flexibleCount = 0
    var previousWasView = false
    for item in items {
      switch item.kind {
      case .flexibleSpace:
        flexibleCount += 1
        previousWasView = false
      case .fixedSpace(let width):
        fixed += width
        previousWasView = false
      case .view(let viewSize, _):
        if previousWasView { fixed += spacing }
        fixed += viewSize.width
        previousWasView = true
      }
    }
    let flexibleWidth = flexibleCount > 0 ? max(0, size.width - fixed) / CGFloat(flexibleCount) : 0
    var x = margin
    previousWasView = false
    return items.map { item in
      switch item.kind {
      case .flexibleSpace:
        x += flexibleWidth
        previousWasView = false
        return nil
      case .fixedSpace(let width):
        x += width
        previousWasView = false
        return nil
      case .view(let viewSize, let fillsHeight):
        if previousWasView { x += spacing }
        let height = fillsHeight ? size.height : viewSize.height
        let frame = CGRect(x: x, y: (size.height - height) / 2, width: viewSize.width, height: height)
        x += viewSize.width
        previousWasView = true
        return frame
      }
    }
  }
}
