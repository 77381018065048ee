// swift-tools-version: 6.0
// TouchLab: a terminal sandbox for UIKit-style touch delivery.
import PackageDescription

let package = Package(
  name: "TouchLab",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "touchlab", targets: ["touchlab"]),
    .library(name: "TouchKit", targets: ["TouchKit"]),
    .library(name: "TouchTrace", targets: ["TouchTrace"]),
    .library(name: "TouchFoundation", targets: ["TouchFoundation"]),
    .library(name: "TouchYAML", targets: ["TouchYAML"]),
    .library(name: "TouchLayout", targets: ["TouchLayout"]),
    .library(name: "TouchQuery", targets: ["TouchQuery"]),
    .library(name: "TouchScript", targets: ["TouchScript"]),
    .library(name: "TouchImport", targets: ["TouchImport"]),
    .library(name: "TouchOpening", targets: ["TouchOpening"]),
    .library(name: "TouchLabTUI", targets: ["TouchLabTUI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // A real Swift parser, to find the classes in a person's code (issue 13).
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    // SHA-256 for the compile cache's keys and the consent list (CryptoKit on Apple systems).
    .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
  ],
  targets: [
    // The engine: UIKit's event delivery, minus the pixels. Foundation only, no I/O.
    .target(name: "TouchKit"),
    // The trace's renderings (JSON, JSON Lines, text, Markdown, Mermaid), its summary and diff,
    // each derived from the one table of a record kind's fields; and `describe`'s renderings of
    // a hierarchy (text, JSON, XML), out of the engine, which keeps the description's data.
    // Foundation only, no I/O.
    .target(name: "TouchTrace", dependencies: ["TouchKit"]),
    // What every reader and writer of files stands on, below layouts and a person's code alike:
    // diagnostics (file:line:column, suggestions), reading a source file within its limits,
    // threads with a known stack, atomic writes and the trace stream, the consent list and the
    // compile cache's records. TouchCode needs these and not layouts (issue 35).
    .target(
      name: "TouchFoundation",
      // CTerminalRestore: a streamed trace's buffer is written by the crash and exit handlers.
      dependencies: ["TouchKit", "TouchTrace", "CHeapGrowth", "CTerminalRestore"]),
    // YAML text → a tree of nodes with their marks, through libyaml's events, and a tree
    // written back through libyaml's emitter: what layouts, scripts, recordings and import's
    // side file are read with. Knows no layout (issue 35).
    .target(name: "TouchYAML", dependencies: ["TouchKit", "TouchFoundation", "LibYAML"]),
    // YAML layouts → TouchKit objects, with file:line:column errors.
    .target(
      name: "TouchLayout",
      dependencies: ["TouchKit", "TouchTrace", "TouchFoundation", "TouchYAML"]),
    // The system's libyaml (0.2.5): its event API, which the loader's composer drives, and its
    // emitter, which writes the YAML TouchLab writes. The one libyaml in the program: no
    // package that bundles its own (Yams did) is linked beside it (docs/performance.md).
    // pkg-config finds Homebrew's (outside the compiler's default paths); on Debian and Ubuntu
    // `yaml-0.1.pc` gives just `-lyaml`, so SwiftPM has no flag to warn about, unlike ncurses'.
    .systemLibrary(
      name: "LibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
    // View queries (short form and XPath) over a layout's views: `touchlab query`, and a
    // script's view targets. Above layouts, which they read; nothing below asks a query.
    .target(name: "TouchQuery", dependencies: ["TouchKit", "TouchTrace", "TouchFoundation", "TouchLayout"]),
    // Scripts (steps, expectations, recordings) and claims checked against the engine, with
    // why-not: what runs a layout, above what reads it.
    .target(
      name: "TouchScript",
      dependencies: ["TouchKit", "TouchTrace", "TouchFoundation", "TouchYAML", "TouchLayout", "TouchQuery"]),
    // View dumps (`recursiveDescription`, Chisel's `pviews`) into layouts: read, planned, then
    // written as YAML or built directly. Above layouts, which know nothing of dumps.
    .target(name: "TouchImport", dependencies: ["TouchKit", "TouchFoundation", "TouchYAML", "TouchLayout"]),
    // The one entry point that opens a file of any kind and decides what it is (a layout, a
    // dump; later an Interface Builder file), so that nothing below it looks (issue 35).
    .target(
      name: "TouchOpening", dependencies: ["TouchKit", "TouchFoundation", "TouchLayout", "TouchImport"]),
    // glibc's mallopt, which Swift's Glibc module does not reach (HeapGrowth).
    .target(name: "CHeapGrowth"),
    // UIKit's names for TouchKit's types, so code pasted from an iOS project (`import UIKit`)
    // compiles unchanged on Linux, where there is no system UIKit.
    .target(name: "UIKit", dependencies: ["TouchKit"]),
    // The example view classes, written as in an iOS project. The explorer and the commands
    // load them at run time from Layouts/Code (a layout's `code:`), as they load a person's own
    // (TouchCode); this target compiles the same files into the tests that call them in Swift.
    .target(name: "CustomViews", dependencies: ["UIKit"], path: "Layouts/Code"),
    // A person's own Swift files, compiled at run time into a library and loaded into this
    // process: found with swift-syntax, cached by content hash, consented to, dlopen'd.
    .target(
      name: "TouchCode",
      dependencies: [
        "TouchKit", "TouchFoundation", "TouchLayout", "UIKit", "CTerminalRestore",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        // `#if` evaluated as an iOS build would (ConditionalCompilation).
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      // A program that loads code this way exports its symbols, so that the library links
      // against the program's one copy of the engine: a class from it *is* a `UIView` there.
      // Apple's linker exports an executable's symbols already; `-export_dynamic` keeps dead
      // stripping from dropping the ones only such a library uses.
      linkerSettings: [
        .unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux])),
        .unsafeFlags(["-Xlinker", "-export_dynamic"], .when(platforms: [.macOS])),
      ]
    ),
    // ncurses, through a shim header for the macros Swift can't import. A C target rather than
    // a system library: it links ncursesw on Linux and the system ncurses (which has the wide
    // functions) on macOS, and it takes no pkg-config flags, which SwiftPM would warn about.
    .target(
      name: "CNCurses",
      linkerSettings: [
        .linkedLibrary("ncursesw", .when(platforms: [.linux])),
        .linkedLibrary("ncurses", .when(platforms: [.macOS])),
      ]
    ),
    // Async-signal-safe terminal restoration, which has to be C.
    .target(name: "CTerminalRestore"),
    // Canvas, renderer, input decoding, UI state and its update loop, the ncurses blit.
    .target(
      name: "TouchLabTUI",
      dependencies: [
        "TouchKit", "TouchTrace", "TouchFoundation", "TouchYAML", "TouchLayout", "TouchScript",
        "TouchOpening", "CNCurses", "CTerminalRestore",
      ]
    ),
    // The command line: parse, call, print.
    .executableTarget(
      name: "touchlab",
      dependencies: [
        "TouchKit", "TouchTrace", "TouchFoundation", "TouchLayout", "TouchQuery", "TouchScript",
        "TouchImport", "TouchOpening", "TouchLabTUI", "TouchCode",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // What several test targets share (a seeded random number generator); not a product.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // Engine tests read traces as text, so they see the renderings too.
    .testTarget(name: "TouchKitTests", dependencies: ["TouchKit", "TouchTrace", "TestSupport"]),
    .testTarget(name: "TouchTraceTests", dependencies: ["TouchTrace", "TouchKit", "TestSupport"]),
    // Scripts' fixtures are read by path (#filePath), not bundled.
    .testTarget(
      name: "TouchLayoutTests",
      dependencies: [
        "TouchFoundation", "TouchYAML", "TouchLayout", "TouchQuery", "TouchScript", "TouchImport",
        "TouchOpening", "TouchTrace", "LibYAML", "TestSupport",
      ],
      exclude: ["BadScripts", "ScriptFixtures", "YAMLRecords"],
      resources: [.copy("BadLayouts")]),
    // Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`) that the Linux
    // toolchain does not ship, so a file importing both Testing and this UIKit fails with "no
    // such module '_Testing_UIKit'" unless cross-import overlays are off. Unsafe flags are
    // allowed here: a test target is never built by a package that depends on this one.
    .testTarget(
      name: "CustomViewsTests",
      dependencies: [
        "CustomViews", "UIKit", "TouchFoundation", "TouchLayout", "TouchScript", "TouchOpening", "TouchTrace",
        "TestSupport",
      ],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
    ),
    .testTarget(
      name: "TouchLabTUITests",
      dependencies: [
        "TouchLabTUI", "TouchFoundation", "TouchYAML", "TouchScript", "TouchOpening", "TouchTrace",
        "TestSupport",
      ]),
    // Compiling and loading a person's code in this process: the classes found, the cache, the
    // one copy of the engine, the problems a person can make.
    .testTarget(
      name: "TouchCodeTests",
      dependencies: [
        "TouchCode", "TouchFoundation", "TouchLayout", "TouchImport", "TouchOpening", "TouchKit",
        "TouchTrace",
      ]),
    .testTarget(
      name: "touchlabTests",
      dependencies: [
        "touchlab", "TouchKit", "TouchTrace", "TouchFoundation", "TouchLayout", "TouchScript", "TouchOpening",
        "TouchCode",
      ],
      exclude: ["Fixtures"]),
    // The engine over random touch streams on gallery and generated layouts (issue 16): the
    // session's inputs (fingers, forcing, toggles, what-ifs, reloads), driven headlessly.
    .testTarget(
      name: "EnginePropertyTests",
      dependencies: [
        "TouchKit", "TouchTrace", "TouchFoundation", "TouchYAML", "TouchLayout", "TouchLabTUI", "TouchCode",
      ]),
    // The built binary in a real terminal (tmux), driven by injected mouse reports.
    .testTarget(name: "EndToEndTests", dependencies: ["touchlab"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
