import Foundation
import TouchKit

@testable import TouchLayout
@testable import TouchOpening

/// The Interface Builder files in Layouts/InterfaceBuilder, opened as every command opens them
/// (``LayoutLoader``, through the "open any file" entry point).
enum InterfaceBuilderFixture {
  static let folder = DumpFixture.folder.deletingLastPathComponent().appendingPathComponent(
    "InterfaceBuilder")

  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  static func load(_ name: String, scene: String? = nil) throws -> Layout {
    var options = LayoutLoadOptions.standard
    options.scene = scene
    return try LayoutLoader.load(contentsOf: path(name), registry: .standard, options: options)
  }

  static func text(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }
}
