import Foundation

/// A list row's standard content (UIKit's `UIListContentConfiguration`): an image, a text and
/// a secondary text, shown by a ``ListContentView`` of labels and an image view, which take
/// touches as any label or image view does (not at all: the touch goes to the cell, §1).
public struct ListContentConfiguration: ContentConfiguration {
  /// How the texts are placed: under each other, or the secondary text at the trailing side.
  enum Style: Sendable {
    case stacked, value
  }

  /// A text's look: kept for the label, which draws its text.
  public struct TextProperties {
    public var font = Font.systemFont(ofSize: 17)
    public var color: Color = .label
    public var numberOfLines = 0
    public var alignment = TextAlignment.natural
  }

  /// The image's look: kept.
  public struct ImageProperties {
    public var tintColor: Color?
    public var cornerRadius: CGFloat = 0
    public var maximumSize = CGSize.zero
    public var reservedLayoutSize = CGSize.zero
  }

  public var text: String?
  public var secondaryText: String?
  public var image: Image?
  public var textProperties = TextProperties()
  public var secondaryTextProperties = TextProperties()
  public var imageProperties = ImageProperties()
  /// The insets of the content in the cell: 16 points at the sides, 11 above and below (UIKit's
  /// defaults on an iPhone, UNSOURCED).
  public var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  /// The space between the image and the text.
  public var imageToTextPadding: CGFloat = 16
  var style = Style.stacked

  init(style: Style) {
    self.style = style
  }

  /// A plain row: a text, and an image before it.
  public static func cell() -> ListContentConfiguration { ListContentConfiguration(style: .stacked) }
  /// A row whose secondary text is under its text.
  public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(style: .stacked) }
  /// A row whose secondary text is at its trailing side.
  public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(style: .value) }
  public static func sidebarCell() -> ListContentConfiguration { ListContentConfiguration(style: .stacked) }
  public static func sidebarSubtitleCell() -> ListContentConfiguration {
    ListContentConfiguration(style: .stacked)
  }
  public static func accompaniedSidebarCell() -> ListContentConfiguration {
    ListContentConfiguration(style: .value)
  }
  /// A header's or footer's content.
  public static func header() -> ListContentConfiguration { ListContentConfiguration(style: .stacked) }
  public static func footer() -> ListContentConfiguration { ListContentConfiguration(style: .stacked) }
  public static func plainHeader() -> ListContentConfiguration { ListContentConfiguration(style: .stacked) }
  public static func plainFooter() -> ListContentConfiguration { ListContentConfiguration(style: .stacked) }
  public static func groupedHeader() -> ListContentConfiguration { ListContentConfiguration(style: .stacked) }
  public static func groupedFooter() -> ListContentConfiguration { ListContentConfiguration(style: .stacked) }
  public static func sidebarHeader() -> ListContentConfiguration { ListContentConfiguration(style: .stacked) }

  public func makeContentView() -> View {
    ListContentView(configuration: self)
  }

  /// UIKit's `updated(for:)`: the configuration for a cell's state. TouchLab's is the
  /// configuration itself (the state changes colours only, which are not drawn).
  public func updated(for state: CellConfigurationState) -> ListContentConfiguration { self }
}
