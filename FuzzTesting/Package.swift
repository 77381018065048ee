// swift-tools-version: 6.0
// TouchLab's fuzz targets: a separate package, so the main build and tests never compile them
// with the fuzzer's instrumentation. Each target is an executable whose entry point is
// libFuzzer's `LLVMFuzzerTestOneInput`; libFuzzer supplies `main`. Build and run with
// `FuzzTesting/run <target> <seconds>` (docs/reliability.md), which builds with
// `-sanitize=fuzzer,address -parse-as-library`: a plain `swift build` here links no fuzzer.
// libyaml is the system's shared library (TouchLab's `LibYAML` target), so it is not built with
// the fuzzer's instrumentation: coverage and AddressSanitizer's checks stop at its calls.
import PackageDescription

let fuzzTargets = [
  "FuzzLayout", "FuzzScript", "FuzzRecording", "FuzzQuery", "FuzzInputDecoder", "FuzzDump", "FuzzConsent",
  "FuzzInterfaceBuilder",
]

let package = Package(
  name: "TouchLabFuzzTesting",
  platforms: [.macOS(.v13)],
  dependencies: [
    // The checkout it sits in, by path: the fuzzers always test this source.
    .package(name: "TouchLab", path: "..")
  ],
  targets: [
    // libFuzzer's driver function, declared for Swift (see FuzzDriver).
    .target(name: "CFuzzerDriver"),
    // What the targets share: the fixed layout scripts and queries run against, and the
    // one way a fuzz input becomes text.
    .target(
      name: "FuzzCommon",
      dependencies: [
        "CFuzzerDriver",
        .product(name: "TouchKit", package: "TouchLab"),
        .product(name: "TouchFoundation", package: "TouchLab"),
        .product(name: "TouchLayout", package: "TouchLab"),
        .product(name: "TouchOpening", package: "TouchLab"),
      ]
    ),
  ]
    + fuzzTargets.map { name in
      .executableTarget(
        name: name,
        dependencies: [
          "FuzzCommon",
          .product(name: "TouchKit", package: "TouchLab"),
          .product(name: "TouchTrace", package: "TouchLab"),
          .product(name: "TouchFoundation", package: "TouchLab"),
          .product(name: "TouchLayout", package: "TouchLab"),
          .product(name: "TouchQuery", package: "TouchLab"),
          .product(name: "TouchScript", package: "TouchLab"),
          .product(name: "TouchImport", package: "TouchLab"),
          .product(name: "TouchOpening", package: "TouchLab"),
          .product(name: "TouchLabTUI", package: "TouchLab"),
        ]
      )
    },
  swiftLanguageModes: [.v6]
)
