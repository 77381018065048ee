import CTerminalRestore
import Foundation

/// Where a loaded library of the person's code lies in memory and what its functions are
/// called, handed to the crash handler (`CTerminalRestore/user_code.c`) so that a crash or an
/// `exit()` anywhere in their code — an initializer, a `deinit`, a thread they started — is
/// told as theirs, by address, even where the engine announced no method (issue 34, item 5).
///
/// Read from the library's own bytes (ELF: its executable `PT_LOAD` segments and the `FUNC`
/// symbols of `.symtab`, else `.dynsym`), which the cache has just read to verify them. Names
/// are demangled here, once per load, with the Swift runtime's `swift_demangle`: a signal
/// handler can only print what is already prepared. Mach-O (macOS) is not read: there a crash
/// outside an announced method is not told as the person's.
struct LibrarySymbols {
  struct Function {
    var start: UInt64
    var end: UInt64
    var name: String
  }

  /// Executable ranges, relative to the load address.
  var ranges: [(start: UInt64, end: UInt64)] = []
  /// Functions, relative to the load address, sorted by start.
  var functions: [Function] = []

  /// The symbols of the ELF file `bytes`; nil for anything else.
  init?(elf bytes: Data) {
    let reader = ByteReader(bytes: bytes)
    guard bytes.count >= 64, bytes.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]),
      bytes[bytes.startIndex + 4] == 2,
      bytes[bytes.startIndex + 5] == 1
    else { return nil }
    let programOffset = reader.u64(0x20)
    let sectionOffset = reader.u64(0x28)
    let programSize = UInt64(reader.u16(0x36))
    let programCount = UInt64(reader.u16(0x38))
    let sectionSize = UInt64(reader.u16(0x3A))
    let sectionCount = UInt64(reader.u16(0x3C))
    // Counts are 16-bit: a damaged header costs at most 65,535 reads, never a crash.
    for index in 0..<programCount {
      let header = programOffset &+ index &* programSize
      // PT_LOAD with PF_X.
      guard reader.u32(header) == 1, reader.u32(header &+ 4) & 1 != 0 else { continue }
      let address = reader.u64(header &+ 0x10)
      ranges.append((address, address &+ reader.u64(header &+ 0x28)))
    }
    var tables: [(type: UInt32, offset: UInt64, size: UInt64, link: UInt64)] = []
    for index in 0..<sectionCount {
      let header = sectionOffset &+ index &* sectionSize
      tables.append(
        (
          reader.u32(header &+ 4), reader.u64(header &+ 0x18), reader.u64(header &+ 0x20),
          UInt64(reader.u32(header &+ 0x28))
        ))
    }
    // SHT_SYMTAB, else SHT_DYNSYM; its link is its string table.
    guard let symbols = tables.first(where: { $0.type == 2 }) ?? tables.first(where: { $0.type == 11 }),
      symbols.link < UInt64(tables.count), symbols.size <= UInt64(bytes.count)
    else { return }
    let strings = tables[Int(symbols.link)]
    for offset in stride(from: symbols.offset, to: symbols.offset &+ symbols.size, by: 24) {
      let info = reader.u8(offset &+ 4)
      let value = reader.u64(offset &+ 8)
      let size = reader.u64(offset &+ 16)
      // STT_FUNC, defined here.
      guard info & 0xF == 2, value != 0, size > 0, reader.u16(offset &+ 6) != 0 else { continue }
      let nameOffset = UInt64(reader.u32(offset))
      guard nameOffset < strings.size, let raw = reader.cString(strings.offset &+ nameOffset) else {
        continue
      }
      functions.append(Function(start: value, end: value &+ size, name: Self.demangled(raw)))
    }
    functions.sort { $0.start < $1.start }
  }

  /// `name` as Swift writes it, without the module names the person never wrote
  /// (`RoundButton.init(frame: CGRect) -> RoundButton`).
  static func demangled(_ name: String) -> String {
    guard name.hasPrefix("$s") || name.hasPrefix("_$s"),
      let pointer = swiftDemangle(name, UInt(name.utf8.count), nil, nil, 0)
    else { return name }
    defer { free(pointer) }
    return String(cString: pointer)
      .replacingOccurrences(of: CodeCompiler.moduleName + ".", with: "")
      .replacingOccurrences(of: "__C.", with: "")
      .replacingOccurrences(of: "Swift.", with: "")
      .replacingOccurrences(of: "Foundation.", with: "")
      .replacingOccurrences(of: "TouchKit.", with: "")
  }

  /// Gives the handler this library's ranges and names, at `base`, its load address.
  func register(base: UInt64) {
    let rangeStarts = ranges.map { UInt(base &+ $0.start) }
    let rangeEnds = ranges.map { UInt(base &+ $0.end) }
    let starts = functions.map { UInt(base &+ $0.start) }
    let ends = functions.map { UInt(base &+ $0.end) }
    let names = functions.map { strdup($0.name) }
    defer { names.forEach { free($0) } }
    let constNames = names.map { UnsafePointer($0) }
    _ = touchlab_user_library_add(
      rangeStarts, rangeEnds, ranges.count, starts, ends, constNames, functions.count)
  }
}

/// The Swift runtime's demangler: a `malloc`ed C string, or nil when `name` is not a Swift
/// symbol.
@_silgen_name("swift_demangle")
private func swiftDemangle(
  _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt,
  _ outputBuffer: UnsafeMutablePointer<CChar>?,
  _ outputBufferSize: UnsafeMutablePointer<UInt>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?

/// Little-endian reads at byte offsets that may lie outside the data (then 0): a damaged file
/// yields nonsense names, never a crash.
private struct ByteReader {
  let bytes: Data

  func u8(_ offset: UInt64) -> UInt8 {
    guard offset < UInt64(bytes.count) else { return 0 }
    return bytes[bytes.startIndex + Int(offset)]
  }

  func u16(_ offset: UInt64) -> UInt16 { UInt16(u8(offset)) | UInt16(u8(offset &+ 1)) << 8 }
  func u32(_ offset: UInt64) -> UInt32 { UInt32(u16(offset)) | UInt32(u16(offset &+ 2)) << 16 }
  func u64(_ offset: UInt64) -> UInt64 { UInt64(u32(offset)) | UInt64(u32(offset &+ 4)) << 32 }

  func cString(_ offset: UInt64) -> String? {
    guard offset < UInt64(bytes.count) else { return nil }
    let start = bytes.startIndex + Int(offset)
    guard let end = bytes[start...].firstIndex(of: 0) else { return nil }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
