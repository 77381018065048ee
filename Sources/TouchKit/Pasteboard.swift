import Foundation

/// UIKit's `UIPasteboard`: what copy and paste pass between responders. TouchLab keeps it in
/// memory, one per application (``Application/pasteboard``), so a run starts with an empty one
/// and two runs never share what was copied: a person's `copy(_:)` writes it, their
/// `paste(_:)` reads it back, the same way every time. Nothing reaches the system's clipboard.
///
/// Like UIKit's, it holds one list of items; the typed accessors read and write it. Setting
/// `string` replaces every item with that one string, and `strings` reads each item's string.
public final class Pasteboard {
  /// One item: a string, a URL or an image (UIKit's items are dictionaries of types; these are
  /// the three kinds its typed accessors read).
  enum Item {
    case string(String)
    case url(URL)
    case image(Image)
  }

  private var items: [Item] = []

  /// Bumped by every write (UIKit's `changeCount`).
  public private(set) var changeCount = 0

  public init() {}

  /// UIKit's `UIPasteboard.general`: the current application's (``Application/current``), else
  /// a new, empty one, as ``Application/shared`` is outside a run.
  public static var general: Pasteboard { Application.shared.pasteboard }

  private func replace(with newItems: [Item]) {
    items = newItems
    changeCount += 1
  }

  /// The first item's string, or nil; setting it makes it the only item (nil empties).
  public var string: String? {
    get { strings?.first }
    set { replace(with: newValue.map { [.string($0)] } ?? []) }
  }

  /// Every item's string, or nil when no item is one.
  public var strings: [String]? {
    get {
      let found = items.compactMap { if case .string(let text) = $0 { text } else { nil } }
      return found.isEmpty ? nil : found
    }
    set { replace(with: (newValue ?? []).map(Item.string)) }
  }

  public var hasStrings: Bool { strings != nil }

  /// The first item's URL, or nil; setting it makes it the only item.
  public var url: URL? {
    get { urls?.first }
    set { replace(with: newValue.map { [.url($0)] } ?? []) }
  }

  public var urls: [URL]? {
    get {
      let found = items.compactMap { if case .url(let url) = $0 { url } else { nil } }
      return found.isEmpty ? nil : found
    }
    set { replace(with: (newValue ?? []).map(Item.url)) }
  }

  public var hasURLs: Bool { urls != nil }

  /// The first item's image, or nil; setting it makes it the only item. Kept, never drawn.
  public var image: Image? {
    get { images?.first }
    set { replace(with: newValue.map { [.image($0)] } ?? []) }
  }

  public var images: [Image]? {
    get {
      let found = items.compactMap { if case .image(let image) = $0 { image } else { nil } }
      return found.isEmpty ? nil : found
    }
    set { replace(with: (newValue ?? []).map(Item.image)) }
  }

  public var hasImages: Bool { images != nil }

  /// How many items it holds.
  public var numberOfItems: Int { items.count }
}

extension Application {
  /// This application's pasteboard (`UIPasteboard.general`), made when first asked for.
  public var pasteboard: Pasteboard {
    if let pasteboard = pasteboardStorage { return pasteboard }
    let pasteboard = Pasteboard()
    pasteboardStorage = pasteboard
    return pasteboard
  }
}
