import Foundation

/// Making the folder a command was told to write into (`--trace-dir`), with its parents, as
/// `mkdir -p` does — with the system's reason when it cannot ("Not a directory"), where
/// Foundation's says only that "the operation could not be completed".
public enum Folder {
  public static func make(_ path: String) throws(AtomicFile.Failure) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) != 0, errno != EEXIST || !isFolder(prefix) {
        let reason = errno == EEXIST ? String(cString: strerror(ENOTDIR)) : String(cString: strerror(errno))
        throw AtomicFile.Failure(message: "cannot make the folder \(path): \(reason)")
      }
      prefix += "/"
    }
  }

  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
