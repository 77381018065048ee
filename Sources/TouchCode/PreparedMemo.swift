import Foundation
import TouchFoundation

/// What the loader derives from a person's files before compiling — the classes found and the
/// key of the library they compile to — remembered in the compile cache's folder under the
/// SHA-256 of everything it is derived from, so a warm start whose files are unchanged parses
/// none of them (issue 42: parsing, `#if`, discovery and preparation were most of what a warm
/// start with code cost over one without).
///
/// The memo's key (``key(files:builtInNames:compiler:fingerprint:modules:)``) hashes each file's
/// path and text *as read for this start* (the texts the person consented to: nothing is run
/// before consent, and a memo is only read after it), the compiler's version, the host modules'
/// hash, the built-in class names, and this TouchLab's executable: any changed byte of a file, a
/// new toolchain or a rebuilt TouchLab gives another key, so a memo can be stale only by being
/// absent. A record is used only when it parses and its last line (the SHA-256 of the others)
/// holds; anything else is ignored, and rewritten by the full path. Only discoveries with no
/// notes and no notices are kept (those are rare, and they are told on every start), so a warm
/// start prints exactly what a full one does.
struct PreparedMemo {
  /// The compile cache's folder (private: ``PrivateFolder``).
  let folder: String

  static let suffix = ".prepared"
  static let header = "touchlab-prepared-record 1"

  /// What a record holds.
  struct Entry: Equatable {
    /// The library's key in ``CodeCache``.
    var library: String
    var classes: [DeclaredClass]
  }

  /// The key of the memo for `files`, read now, compiled by `compiler` against modules whose
  /// hash is `fingerprint` (the executable is this process's: a rebuilt TouchLab may prepare
  /// files differently).
  static func key(
    files: CodeFiles, builtInNames: Set<String>, compiler: String, fingerprint: String, modules: String,
    executable: String? = PreparedMemo.executableIdentity
  ) -> String {
    var hash = ContentHash()
    hash.add(header)
    hash.add(executable ?? "")
    hash.add(compiler)
    hash.add(fingerprint)
    hash.add(modules)
    builtInNames.sorted().forEach { hash.add($0) }
    for file in files.files {
      hash.add(file.path)
      hash.add(file.text)
    }
    for expression in files.expressions { hash.add(expression.listed) }
    return hash.hex
  }

  /// This process's executable, by its identity (device, inode, size, times): read once.
  static let executableIdentity: String? = {
    guard let path = Bundle.main.executablePath else { return nil }
    return FileIdentity(of: path)?.line
  }()

  func recordPath(for key: String) -> String { folder + "/prepared-" + key.prefix(32) + Self.suffix }

  /// The entry recorded under `key`, or nil when there is none or it does not hold.
  func recorded(_ key: String) -> Entry? {
    guard let text = try? String(contentsOfFile: recordPath(for: key), encoding: .utf8) else { return nil }
    return Self.entry(text, key: key)
  }

  /// Records `entry` under `key`, atomically; best effort (a memo not written costs the next
  /// start a parse, nothing else).
  func record(_ entry: Entry, under key: String) {
    guard let text = Self.text(of: entry, key: key) else { return }
    try? AtomicFile.write(text, to: recordPath(for: key), durable: false)
  }

  /// The record's text: the header, the key, the library's key, one tab-separated line a class,
  /// then the SHA-256 of those lines. Nil when a field holds a tab or a line break.
  static func text(of entry: Entry, key: String) -> String? {
    var lines = [header, "key \(key)", "library \(entry.library)"]
    for declared in entry.classes {
      let fields = [
        declared.name, declared.superclass ?? "", declared.file, String(declared.line),
        String(declared.column),
        declared.kind?.rawValue ?? "",
        [declared.isFilePrivate, declared.isGeneric, declared.isCoderUnavailable, declared.isCoderOnly]
          .map { $0 ? "1" : "0" }.joined(),
      ]
      guard !fields.contains(where: { $0.contains("\t") || $0.contains("\n") || $0.contains("\r") }) else {
        return nil
      }
      lines.append("class " + fields.joined(separator: "\t"))
    }
    let body = lines.map { $0 + "\n" }.joined()
    return body + "sha256 " + LibraryRecord.hash(of: Data(body.utf8)) + "\n"
  }

  /// The entry of a record's `text`, when it is whole and for `key`.
  static func entry(_ text: String, key: String) -> Entry? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 5, lines.removeLast().isEmpty, let sum = lines.popLast(), sum.hasPrefix("sha256 "),
      lines[0] == header, lines[1] == "key \(key)", lines[2].hasPrefix("library ")
    else { return nil }
    let body = lines.map { $0 + "\n" }.joined()
    guard sum.dropFirst(7) == LibraryRecord.hash(of: Data(body.utf8)) else { return nil }
    var classes: [DeclaredClass] = []
    for line in lines.dropFirst(3) {
      guard line.hasPrefix("class ") else { return nil }
      let fields = line.dropFirst(6).split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 7, let number = Int(fields[3]), let column = Int(fields[4]), fields[6].count == 4
      else { return nil }
      let flags = fields[6].map { $0 == "1" }
      classes.append(
        DeclaredClass(
          name: fields[0], superclass: fields[1].isEmpty ? nil : fields[1], file: fields[2], line: number,
          column: column, isFilePrivate: flags[0], isGeneric: flags[1],
          kind: fields[5].isEmpty ? nil : DeclaredClass.Kind(rawValue: fields[5]),
          isCoderUnavailable: flags[2],
          isCoderOnly: flags[3]))
    }
    return Entry(library: String(lines[2].dropFirst(8)), classes: classes)
  }
}
