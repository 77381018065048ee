import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder only the running user can change: the compile cache (whose libraries are loaded
/// and run) and the configuration (whose consent list says what may run). Another user who
/// could write there could have their code run as this one, so such a folder is refused with a
/// message rather than used (issue 34, item 4).
///
/// Made with mode 0700 (and any missing folder above it too); an existing folder is accepted
/// when it is owned by the running user (or root, for a folder such as `/var/cache/x` set up by
/// an administrator) and neither its group nor others may write to it. Its mode is not
/// changed: a folder the person made 0755 stays readable to others, as they chose.
public struct PrivateFolder: Sendable {
  public let path: String
  /// What the folder is for, as the messages name it ("cache folder").
  public let role: String
  /// The variable that moves it, for the message's advice ("TOUCHLAB_CACHE_DIR").
  public let variable: String

  public init(_ path: String, role: String, variable: String) {
    self.path = path
    self.role = role
    self.variable = variable
  }

  /// Makes the folder (0700) if it is missing, then checks it is private.
  public func prepare(user: uid_t = geteuid()) -> Result<Void, CodeFailure> {
    var status = stat()
    if stat(path, &status) != 0 {
      let error = errno
      guard error == ENOENT else { return .failure(failure(FileProblem.diagnostic(for: error, path: path))) }
      if let (folder, error) = Self.makeFolders(path) {
        return .failure(failure(FileProblem.diagnostic(for: error, path: folder)))
      }
      guard stat(path, &status) == 0 else {
        return .failure(failure(FileProblem.diagnostic(for: errno, path: path)))
      }
    }
    return check(status, user: user)
  }

  /// Whether the folder, if it exists, is private: a folder that is not there yet is (nothing
  /// can be read from it). For readers, which must not create it.
  public func isPrivateOrMissing(user: uid_t = geteuid()) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return errno == ENOENT }
    if case .success = check(status, user: user) { return true }
    return false
  }

  /// Makes `path` and the folders above it that are missing, each 0700 (umask permitting);
  /// on failure, the folder that could not be made and errno.
  private static func makeFolders(_ path: String) -> (String, Int32)? {
    var missing: [String] = []
    var folder = URL(fileURLWithPath: path).standardizedFileURL
    var status = stat()
    while folder.path != "/", stat(folder.path, &status) != 0, errno == ENOENT {
      missing.append(folder.path)
      folder.deleteLastPathComponent()
    }
    for folder in missing.reversed() where mkdir(folder, 0o700) != 0 && errno != EEXIST {
      return (folder, errno)
    }
    return nil
  }

  private func check(_ status: stat, user: uid_t) -> Result<Void, CodeFailure> {
    guard status.st_mode & S_IFMT == S_IFDIR else {
      return .failure(failure("it is not a folder: remove it, or set \(variable) to a folder"))
    }
    guard status.st_uid == user || status.st_uid == 0 else {
      return .failure(
        failure(
          "it belongs to another user (uid \(status.st_uid)), who could put code there that TouchLab would run "
            + "as you; set \(variable) to a folder of your own"))
    }
    guard status.st_mode & (S_IWGRP | S_IWOTH) == 0 else {
      let mode = String(status.st_mode & 0o7777, radix: 8)
      return .failure(
        failure(
          "other users can write to it (mode \(mode)), and they could put code there that TouchLab would run "
            + "as you; make it private (chmod go-w '\(path)') or set \(variable) to another folder"))
    }
    return .success(())
  }

  private func failure(_ message: String) -> CodeFailure {
    failure(CodeDiagnostic(file: path, message: message))
  }

  private func failure(_ diagnostic: CodeDiagnostic) -> CodeFailure {
    CodeFailure("TouchLab cannot use its \(role)", [diagnostic])
  }
}
