import Foundation

extension BarButtonItem {
  /// UIKit's `UIBarButtonItem.SystemItem`. The spaces take width; every other one is a button
  /// showing a title (TouchLab draws no symbols): the English title for the text ones, the
  /// symbol's meaning for the others.
  public enum SystemItem: Int, Sendable, CaseIterable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
    case pageCurl, close

    /// The item Interface Builder's `systemItem` and a layout name (`add`, `fastForward`): the
    /// case's Swift name.
    public static func named(_ name: String) -> SystemItem? {
      allCases.first { String(describing: $0) == name }
    }

    /// What the item's button shows.
    public var title: String? {
      switch self {
      case .flexibleSpace, .fixedSpace: nil
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .undo: "Undo"
      case .redo: "Redo"
      case .add: "+"
      case .close: "×"
      case .compose: "compose"
      case .reply: "reply"
      case .action: "share"
      case .organize: "organize"
      case .bookmarks: "bookmarks"
      case .search: "search"
      case .refresh: "refresh"
      case .stop: "stop"
      case .camera: "camera"
      case .trash: "trash"
      case .play: "play"
      case .pause: "pause"
      case .rewind: "rewind"
      case .fastForward: "fast forward"
      case .pageCurl: "page curl"
      }
    }
  }
}
