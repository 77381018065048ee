import Foundation
import Testing

@testable import TouchCode
@testable import TouchImport
@testable import TouchKit
@testable import TouchLayout

/// The built-in class and recognizer tables are the only lists (issue 35): every list another
/// part of TouchLab keeps is derived from them, and these tests fail on any gap, including the
/// one list Swift cannot derive, `Sources/UIKit`'s typealiases.
@Suite("Built-in class tables")
struct BuiltInClassTableTests {
  private static let uikitFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/UIKit")

  /// `public typealias UIButton = Button` → ("UIButton", "Button"), for each in `file`; UIKit's
  /// private names (`_UISwipeActionPanGestureRecognizer`) too.
  private static func typealiases(in file: String) throws -> [String: String] {
    let text = try String(contentsOf: uikitFolder.appendingPathComponent(file), encoding: .utf8)
    var result: [String: String] = [:]
    for line in text.split(separator: "\n")
    where line.hasPrefix("public typealias UI") || line.hasPrefix("public typealias _UI") {
      let parts = line.dropFirst("public typealias ".count).split(separator: "=").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      if parts.count == 2 { result[parts[0]] = parts[1] }
    }
    return result
  }

  @Test("Views.swift names every view class of the table as UIKit does, and nothing else")
  func viewTypealiases() throws {
    var expected: [String: String] = [:]
    for entry in BuiltInClass.all {
      expected[entry.uikitName] = entry.name
      for name in entry.standsFor { expected[name] = entry.name }
    }
    #expect(try Self.typealiases(in: "Views.swift") == expected)
  }

  @Test("GestureRecognizers.swift names every recognizer class of the table, and no other recognizer")
  func recognizerTypealiases() throws {
    let aliases = try Self.typealiases(in: "GestureRecognizers.swift").filter {
      $0.key.hasSuffix("Recognizer")
    }
    #expect(aliases == Dictionary(uniqueKeysWithValues: RecognizerClass.all.map { ($0.uikitName, $0.name) }))
  }

  @Test("Names are decided once: the engine type's name, unique, with one UIKit name and one word each")
  func names() {
    let all = BuiltInClass.all
    #expect(Set(all.map(\.name)).count == all.count)
    let uikitNames: [String] = all.flatMap { entry -> [String] in
      [entry.uikitName] + entry.standsFor + entry.dumpNames
    }
    #expect(Set(uikitNames).count == uikitNames.count)
    #expect(Set(all.map(\.interfaceBuilderName)).count == all.count)
    for entry in all {
      let view = entry.make?(.zero)
      #expect(view.map { String(describing: type(of: $0)) } ?? entry.name == entry.name)
    }
  }

  @Test("A superclass comes before its subclasses, so the last match is the nearest class")
  func order() {
    let all = BuiltInClass.all
    for (index, entry) in all.enumerated() {
      for later in all[(index + 1)...] {
        #expect(!entry.descends(from: later), "\(entry.name) comes before its superclass \(later.name)")
      }
      if let view = entry.make?(.zero) { #expect(BuiltInClass.of(view)?.name == entry.name) }
    }
    let recognizers = RecognizerClass.all
    for (index, entry) in recognizers.enumerated() {
      if let recognizer = entry.make?() { #expect(RecognizerClass.of(recognizer)?.name == entry.name) }
      #expect(recognizers[..<index].allSatisfy { $0.name != entry.name })
    }
  }

  @Test("The layout registry makes exactly the table's classes, each of its own type")
  func registry() {
    let makeable = BuiltInClass.all.filter { $0.make != nil }
    #expect(ViewClassRegistry.standard.classNames == makeable.map(\.name).sorted())
    for entry in makeable {
      let view = ViewClassRegistry.standard.makeView(className: entry.name, frame: .zero)
      #expect(view.map { String(describing: type(of: $0)) } == entry.name)
    }
  }

  @Test("A person's class registered under a built-in's name wins over it")
  func personWins() {
    final class Button: TouchKit.View {}
    var registry = ViewClassRegistry.standard
    registry.register("Button") { Button(frame: $0) }
    #expect(registry.makeView(className: "Button", frame: .zero) is Button)
  }

  @Test(
    "Code discovery takes every class of the view, recognizer and controller tables, under each of its names")
  func discovery() {
    for entry in BuiltInClass.all {
      let kind: DeclaredClass.Kind? = entry.role == .window ? nil : .view
      for name in [entry.name, entry.uikitName, "UIKit." + entry.uikitName] + entry.standsFor {
        #expect(UIKitBaseClasses.kind(ofSubclassOf: name) == kind, "\(name)")
      }
      #expect(UIKitBaseClasses.windows.contains(entry.uikitName) == (entry.role == .window))
      #expect(UIKitBaseClasses.uikitNames.contains(entry.uikitName))
      #expect(MissingAPI.known[entry.uikitName] == nil, "\(entry.uikitName) is in the table, not missing")
    }
    for entry in RecognizerClass.all {
      #expect(UIKitBaseClasses.kind(ofSubclassOf: entry.uikitName) == .recognizer)
      #expect(UIKitBaseClasses.kind(ofSubclassOf: entry.name) == .recognizer)
    }
    for entry in ControllerClass.all {
      for name in [entry.name, entry.uikitName, "UIKit." + entry.uikitName] {
        #expect(UIKitBaseClasses.kind(ofSubclassOf: name) == .controller, "\(name)")
      }
      #expect(UIKitBaseClasses.uikitNames.contains(entry.uikitName))
      #expect(UIKitTypeNames.byEngineName[entry.name] == entry.uikitName)
    }
    #expect(UIKitBaseClasses.kind(ofSubclassOf: "UIAlertController") == nil)
  }

  @Test("Import maps every UIKit name of the table, and every Interface Builder word, to its class")
  func importMapping() {
    var expected: [String: String] = [:]
    for entry in BuiltInClass.all {
      for name in [entry.uikitName] + entry.standsFor + entry.dumpNames { expected[name] = entry.name }
      #expect(ClassMapping.className(forWord: entry.interfaceBuilderName) == entry.name)
    }
    #expect(ClassMapping.publicClasses == expected)
    #expect(ClassMapping.windowClassName == BuiltInClass.all.first { $0.role == .window }?.name)
    // The internals' table names TouchLab classes by string: each must be the table's.
    let names = Set(BuiltInClass.all.map(\.name))
    for (dumped, name) in UIKitInternals.table { #expect(names.contains(name), "\(dumped) → \(name)") }
  }

  @Test("Drawing vouches for exactly the table's classes and the engine's own windows")
  func drawing() {
    let engineOwned = View.engineOwnedClasses.map { ObjectIdentifier($0) }
    #expect(View.builtInClasses == Set(BuiltInClass.all.map(\.type) + engineOwned))
    #expect(View.builtInClasses.count == BuiltInClass.all.count + engineOwned.count)
    #expect(Set(engineOwned).isDisjoint(with: BuiltInClass.all.map(\.type)))
  }

  @Test(
    "Nib loading's outlets are the table's: each UIKit delegate and data-source protocol of a table class, and no other"
  )
  func outlets() throws {
    // `public typealias UITableViewDelegate = TableViewDelegate`: the protocol of the outlet
    // `delegate` of the class whose UIKit name is `UITableView` (UIKit's naming, which
    // Interface Builder's outlets follow).
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.uikitFolder.path).filter {
      $0.hasSuffix(".swift")
    }
    var protocols: Set<String> = []
    for file in files { protocols.formUnion(try Self.typealiases(in: file).keys) }
    var expected: [String: [String: String]] = [:]
    for entry in BuiltInClass.all {
      for (suffix, property) in [("Delegate", "delegate"), ("DataSource", "dataSource")]
      where protocols.contains(entry.uikitName + suffix) {
        expected[entry.name, default: [:]][property] = entry.uikitName + suffix
      }
    }
    var declared: [String: [String: String]] = [:]
    for entry in BuiltInClass.all where !entry.outlets.isEmpty {
      declared[entry.name] = Dictionary(
        uniqueKeysWithValues: entry.outlets.map { ($0.property, $0.expected) })
    }
    #expect(declared == expected)
    #expect(BuiltInOutlet.properties == expected.mapValues { Set($0.keys) })
  }

  @Test("A built-in outlet connects only a value of its protocol, and a class has only its own outlets")
  func outletTypes() throws {
    for entry in BuiltInClass.all where !entry.outlets.isEmpty {
      let view = try #require(entry.make?(.zero), "\(entry.name) is made by a layout")
      for outlet in entry.outlets {
        #expect(
          BuiltInOutlet.connect(outlet.property, of: view, to: NSObject())
            == .wrongType(expected: outlet.expected))
      }
      #expect(BuiltInOutlet.connect("noSuchOutlet", of: view, to: NSObject()) == .unknown)
    }
    #expect(BuiltInOutlet.connect("delegate", of: View(frame: .zero), to: NSObject()) == .unknown)
  }

  @Test("Every class key of a layout is the table's, valid on the classes that declare it")
  func layoutKeys() {
    let declared = BuiltInClass.all.flatMap { $0.layoutKeys.map(\.name) }
    #expect(Set(ClassSpecificKey.all.map(\.name)) == Set(declared))
    #expect(ClassSpecificKey.all.count == Set(declared).count)
    for entry in BuiltInClass.all {
      guard let view = entry.make?(.zero) else { continue }
      for key in entry.layoutKeys {
        #expect(ClassSpecificKey.named(key.name)?.applies(view) == true, "\(key.name) on \(entry.name)")
      }
    }
    #expect(ClassSpecificKey.named("isEnabled")?.owners.hasPrefix("controls (Button, ") == true)
    #expect(ClassSpecificKey.named("text")?.owners == "Label, Button, TextField and TextView views")
  }

  @Test("A layout's recognizer types and their parameters are the table's")
  func recognizerTypes() {
    #expect(GestureType.names == RecognizerClass.all.filter { $0.make != nil }.map(\.typeName))
    for type in GestureType.all {
      let entry = RecognizerClass.all.first { $0.typeName == type.name }
      #expect(type.parameters.map(\.name) == entry?.parameters.filter { $0.kind != nil }.map(\.name))
      // describe lists every parameter the table declares (a pan's maximum only when set).
      let described = RecognizerDescription(type.make()).parameters.map(\.name)
      let declared = entry?.parameters.map(\.name) ?? []
      #expect(described == declared.filter { type.name != "pan" || $0 != "maximumNumberOfTouches" })
    }
  }

  @Test("A script's value: checks exactly the classes the table gives a value")
  func scriptedValues() {
    for entry in BuiltInClass.all {
      guard let view = entry.make?(.zero) else { continue }
      #expect((entry.value?.read(view) != nil) == (entry.value != nil))
    }
    let properties = Dictionary(
      uniqueKeysWithValues: BuiltInClass.all.compactMap { entry in
        entry.value.map { (entry.name, $0.property) }
      })
    #expect(properties["Switch"] == "isOn")
    #expect(properties["SegmentedControl"] == "selectedSegmentIndex")
    #expect(properties["ScrollView"] == "contentOffset")
    #expect(properties["View"] == nil && properties["Button"] == nil)
  }

  @Test("docs/layout-format.md lists every class a layout's class: makes and documents every class key")
  func documented() throws {
    let root = Self.uikitFolder.deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("docs/layout-format.md"), encoding: .utf8)
    // The view keys' row (a window's `class` row comes later in the file, with its own default).
    let classRow =
      text.split(separator: "\n").first { $0.hasPrefix("| `class` |") && $0.contains("| `View` |") } ?? ""
    for entry in BuiltInClass.all where entry.make != nil {
      #expect(classRow.contains("`\(entry.name)`"), "\(entry.name) is not in the class row")
    }
    for key in BuiltInClass.all.flatMap(\.layoutKeys) {
      #expect(text.contains("`\(key.name)`"), "\(key.name) is not documented")
    }
  }
}
