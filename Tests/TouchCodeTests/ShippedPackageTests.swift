import Foundation
import Testing

@testable import TouchCode

/// The folder whose `Layouts/` code runs without consent (issue 34, item 3; docs/reliability.md,
/// "What the cache trusts"): the package TouchLab was compiled from, only for a binary in its
/// build folder, only when it and every folder above it are the user's (or root's) and private.
@Suite("The shipped package")
struct ShippedPackageTests {
  /// A temporary folder shaped like the package: `Package.swift`, `Layouts/Code/`,
  /// `.build/debug/`.
  static func package() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("shipped-\(UUID().uuidString)")
      .path
    for folder in ["Layouts/Code", ".build/debug"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755]
      )
    }
    // The temporary folder's own mode depends on the umask: made what a checkout's is.
    for folder in [root, root + "/Layouts", root + "/Layouts/Code"] { chmod(folder, 0o755) }
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
    return root
  }

  @Test("The package as built, the binary in its build folder, every folder private: trusted")
  func trusted() throws {
    let root = try Self.package()
    let trusted = ShippedPackage.trustedRoot(built: root, binary: root + "/.build/debug", user: geteuid())
    #expect(trusted == URL(fileURLWithPath: root).resolvingSymlinksInPath().path)
  }

  @Test(
    "The issue's reproducer: a binary in /tmp/x/bin, /tmp holding Package.swift and Layouts/: nothing trusted"
  )
  func binaryOutsideTheBuildFolder() throws {
    let root = try Self.package()
    try FileManager.default.createDirectory(atPath: root + "/x/bin", withIntermediateDirectories: true)
    // The folder has the shape, but the binary is not in its build folder.
    #expect(ShippedPackage.trustedRoot(built: root, binary: root + "/x/bin", user: geteuid()) == nil)
    // Nor is a folder with the shape trusted because the binary sits below it.
    let other = try Self.package()
    #expect(ShippedPackage.trustedRoot(built: root, binary: other + "/.build/debug", user: geteuid()) == nil)
  }

  @Test("Layouts/ (or a folder under it) writable by others: nothing trusted")
  func writableLayouts() throws {
    for folder in ["/Layouts", "/Layouts/Code", ""] {
      let root = try Self.package()
      chmod(root + folder, 0o777)
      #expect(
        ShippedPackage.trustedRoot(built: root, binary: root + "/.build/debug", user: geteuid()) == nil,
        "mode 777 on \(root + folder)")
      chmod(root + folder, 0o775)
      #expect(
        ShippedPackage.trustedRoot(built: root, binary: root + "/.build/debug", user: geteuid()) == nil,
        "mode 775 on \(root + folder)")
    }
  }

  @Test("A folder above the package writable by others and not sticky: nothing trusted")
  func writableAbove() throws {
    let outer = try Self.package()
    let root = outer + "/inner"
    try FileManager.default.createDirectory(atPath: root + "/Layouts", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/.build/debug", withIntermediateDirectories: true)
    try Data().write(to: URL(fileURLWithPath: root + "/Package.swift"))
    for folder in [root, root + "/Layouts"] { chmod(folder, 0o755) }
    #expect(ShippedPackage.trustedRoot(built: root, binary: root + "/.build/debug", user: geteuid()) != nil)
    chmod(outer, 0o777)
    #expect(ShippedPackage.trustedRoot(built: root, binary: root + "/.build/debug", user: geteuid()) == nil)
    // Sticky, as /tmp is: others cannot rename what is not theirs.
    chmod(outer, 0o1777)
    #expect(ShippedPackage.trustedRoot(built: root, binary: root + "/.build/debug", user: geteuid()) != nil)
  }

  @Test("The package owned by another user: nothing trusted")
  func anotherUsersPackage() throws {
    let root = try Self.package()
    // Seen by a user who is neither the owner nor root.
    let stranger: uid_t = geteuid() == 0 ? 4242 : geteuid() + 1
    if geteuid() == 0 {
      #expect(chown(root + "/Layouts", stranger, gid_t(stranger)) == 0)
      #expect(ShippedPackage.trustedRoot(built: root, binary: root + "/.build/debug", user: 0) == nil)
    }
    // Owned by the running user, looked at as another: refused as well.
    let mine = try Self.package()
    if geteuid() != 0 {
      #expect(ShippedPackage.trustedRoot(built: mine, binary: mine + "/.build/debug", user: stranger) == nil)
    }
  }

  @Test("This build's own package: the binary of the tests is in its build folder, so it is trusted")
  func thisPackage() throws {
    let binary = URL(fileURLWithPath: CodeEnvironment.executablePath()).deletingLastPathComponent().path
    let trusted = ShippedPackage.trustedRoot(binary: binary)
    #expect(trusted == URL(fileURLWithPath: ShippedPackage.builtRoot).resolvingSymlinksInPath().path)
  }
}
