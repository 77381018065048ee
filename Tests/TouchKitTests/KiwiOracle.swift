import Foundation

/// Runs Scripts/kiwi-oracle.py (kiwisolver) on a batch of systems, once per batch.
///
/// kiwi weighs strengths instead of ordering them, so the test maps its optional priority
/// levels to weights far enough apart (``weights``) that kiwi's weighted optimum is the
/// lexicographic one for the magnitudes the generator draws (docs/auto-layout.md).
enum KiwiOracle {
  struct Constraint: Encodable {
    var terms: [[Double]]
    var relation: String
    var constant: Double
    var strength: Strength
  }
  enum Strength: Encodable {
    case required
    case weight(Double)
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .required: try container.encode("required")
      case .weight(let weight): try container.encode(weight)
      }
    }
  }
  struct System: Encodable {
    var variables: Int
    var constraints: [Constraint]
  }
  struct Result: Decodable {
    var rejected: [Int]
    var values: [Double]
    /// Set when kiwi itself failed on the system (see Scripts/kiwi-oracle.py).
    var error: String?
  }
  private struct Reply: Decodable {
    var kiwisolver: String
    var results: [Result]
  }

  static var isCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts/kiwi-oracle.py")

  /// Whether python3 with kiwisolver is there (outside CI the oracle test is skipped without it).
  static let isAvailable: Bool = {
    (try? run(arguments: ["-c", "import kiwisolver"], input: Data()))?.status == 0
  }()

  /// Solves the systems with kiwi; throws with kiwi's message when the script fails.
  static func solve(_ systems: [System]) throws -> [Result] {
    let input = try JSONEncoder().encode(["systems": systems])
    let (status, output, errors) = try run(arguments: [script.path], input: input)
    guard status == 0 else {
      throw OracleError(
        message: "kiwi-oracle.py exited \(status): \(String(decoding: errors, as: UTF8.self))")
    }
    return try JSONDecoder().decode(Reply.self, from: output).results
  }

  struct OracleError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  private static func run(arguments: [String], input: Data) throws -> (
    status: Int32, output: Data, errors: Data
  ) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kiwi-oracle-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputFile = directory.appendingPathComponent("in.json")
    let outputFile = directory.appendingPathComponent("out.json")
    let errorFile = directory.appendingPathComponent("err.txt")
    try input.write(to: inputFile)
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, try Data(contentsOf: outputFile), try Data(contentsOf: errorFile))
  }
}
