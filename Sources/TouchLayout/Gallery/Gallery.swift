import Foundation
import TouchFoundation

/// The teaching scenarios: every layout file in the `Layouts/` folder, in file-name order.
///
/// A file named `NN-slug.yaml` (two digits, a hyphen) is scenario number NN, called `slug`;
/// any other `.yaml` file (`default.yaml`) is called by its base name and has no number. So
/// `touchlab 03`, `touchlab 3`, `touchlab outside-bounds` and `touchlab 03-outside-bounds`
/// all open `03-outside-bounds.yaml`.
public struct Gallery: Equatable, Sendable {
  /// One layout file of the gallery.
  public struct Entry: Equatable, Sendable {
    /// NN of an `NN-slug.yaml` file, else nil.
    public var number: Int?
    /// `slug` of an `NN-slug.yaml` file, else the file's base name.
    public var name: String
    /// The file's name, `NN-slug.yaml`.
    public var fileName: String
    /// The file's path: the folder's path (as given) and the file name.
    public var path: String
    /// The layout's `title:`, if the file has one that can be read.
    public var title: String?

    public init(number: Int?, name: String, fileName: String, path: String, title: String?) {
      self.number = number
      self.name = name
      self.fileName = fileName
      self.path = path
      self.title = title
    }

    /// Whether `text` names this entry: its name, its file name with or without `.yaml`, or
    /// its number (`3` or `03`).
    public func isNamed(_ text: String) -> Bool {
      if text == name || text == fileName || text + ".yaml" == fileName { return true }
      guard let number, text.count <= 3, let asked = Int(text) else { return false }
      return asked == number
    }
  }

  /// The folder, as given.
  public var folder: String
  public var entries: [Entry]

  public init(folder: String, entries: [Entry]) {
    self.folder = folder
    self.entries = entries
  }

  /// The `.yaml` files in `folder`, sorted by name, with their titles. An unreadable folder
  /// is an empty gallery.
  public init(folder: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let entries = names.filter { $0.hasSuffix(".yaml") && !$0.hasPrefix(".") }.sorted().map { fileName in
      let path = (folder as NSString).appendingPathComponent(fileName)
      let (number, name) = Self.numberAndName(of: fileName)
      return Entry(
        number: number, name: name, fileName: fileName, path: path, title: Self.title(ofFileAt: path))
    }
    self.init(folder: folder, entries: entries)
  }

  /// The first entry `text` names (see ``Entry/isNamed(_:)``).
  public func entry(named text: String) -> Entry? {
    entries.first { $0.isNamed(text) }
  }

  /// The entry name closest to `text`, for "did you mean": a slug, or `NN-slug` when that is
  /// nearer to what was typed.
  public func suggestion(for text: String) -> String? {
    let names = entries.flatMap { entry in
      [entry.name] + (entry.number.map { [String(format: "%02d-", $0) + entry.name] } ?? [])
    }
    return Suggestion.closest(to: text, among: names)
  }

  /// The index of the entry for the file at `path`, compared as absolute, standardized paths.
  public func index(ofFileAt path: String) -> Int? {
    let wanted = Self.canonical(path)
    return entries.firstIndex { Self.canonical($0.path) == wanted }
  }

  /// `03-outside-bounds.yaml` → (3, "outside-bounds"); `default.yaml` → (nil, "default").
  public static func numberAndName(of fileName: String) -> (number: Int?, name: String) {
    let base = fileName.hasSuffix(".yaml") ? String(fileName.dropLast(5)) : fileName
    let characters = Array(base)
    guard characters.count > 3, characters[0].isASCII, characters[0].isNumber, characters[1].isASCII,
      characters[1].isNumber, characters[2] == "-", let number = Int(String(characters[0...1]))
    else { return (nil, base) }
    return (number, String(characters[3...]))
  }

  /// The `title:` of the layout file at `path`, read without building the layout (so a file
  /// that fails to load, or needs view classes this module does not know, still has its
  /// title listed). Nil when the file has no title or cannot be read or parsed.
  public static func title(ofFileAt path: String) -> String? {
    // Through the layouts' own pipeline, stopping short of building: `.some(nil)` is a file
    // that loads but has no title; a file that does not load has none either.
    let title = try? LoadPipeline.layout.load(contentsOf: path) { root, _ -> String?? in
      guard case .mapping(let mapping) = root else { return .some(nil) }
      guard let node = mapping["title"], NodeKind(node) != .null else { return .some(nil) }
      return .some(node.scalarText)
    }
    return title ?? nil
  }

  private static func canonical(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/")
      ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
