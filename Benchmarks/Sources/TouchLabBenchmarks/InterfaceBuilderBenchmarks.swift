import Benchmark
import Foundation
import TouchKit
import TouchLabTUI
import TouchLayout
import TouchOpening
import TouchScript
import TouchTrace

/// Issue 42's Interface Builder figures: a xib of 500 and of 5,000 views (``ibDocument(views:)``)
/// opened as every command opens a file (`LayoutLoader.load(contentsOf:)`: read, parsed, its
/// views planned and made) and described (`touchlab describe`'s text, the same load first).
/// Goals: under 200 ms at 500 views, under 1 s at 5,000 (release).
///
/// `keystroke`: a key typed to a text field that is first responder on the 5,000-view layout, to
/// the new screen, through the explorer's own path (``KeystrokeDriver``). Goal: under 16 ms (a
/// frame).
///
/// The files are written to the temporary folder as `touchlab-ib-500.xib` and
/// `touchlab-ib-5000.xib`, where `Benchmarks/Scripts/capabilities.sh` times `touchlab describe`
/// on them as whole processes.
func interfaceBuilderSuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "interfaceBuilder") { suite in
    for views in [500, 5_000] {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-ib-\(views).xib")
      try? ibDocument(views: views).write(to: file, atomically: true, encoding: .utf8)
      suite.benchmark("\(views) views: open") { state in
        var made = 0
        try state.measure {
          guard let layout = try? LayoutLoader.load(contentsOf: file.path) else { return }
          made = layout.application.windows.reduce(0) { $0 + $1.allViews.count }
        }
        precondition(made > views, "the xib did not open: \(made) views")
        state.counters["views"] = Double(made)
      }
      suite.benchmark("\(views) views: describe") { state in
        var lines = 0
        try state.measure {
          guard let layout = try? LayoutLoader.load(contentsOf: file.path) else { return }
          lines =
            HierarchyDescription(application: layout.application, screenSize: layout.screenSize).text().count
        }
        precondition(lines > views, "the description has \(lines) lines")
        state.counters["lines"] = Double(lines)
      }
    }
    var typing: KeystrokeDriver?
    suite.benchmark("keystroke → screen, 5000 views") { state in
      if typing == nil { typing = KeystrokeDriver() }
      guard let driver = typing else { preconditionFailure("no text field to type into") }
      var changed = 0
      try state.measure { changed = driver.next() }
      driver.check(changed: changed)
      state.counters["cells"] = Double(changed)
    }
  }
}

/// A xib of `views` views and its root: `views / 10` rows of 390×60, each a container with a
/// label, a button, a text field, an image view and five plain views, as a long form or
/// settings screen is built.
func ibDocument(views: Int) -> String {
  var xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="390" height="\(views / 10 * 60)"/>
                <subviews>

    """
  for row in 0..<(views / 10) {
    xml += """
                      <view contentMode="scaleToFill" id="row-\(row)">
                          <rect key="frame" x="0.0" y="\(row * 60)" width="390" height="60"/>
                          <subviews>
                              <label text="Row \(row)" id="label-\(row)">
                                  <rect key="frame" x="8" y="4" width="100" height="21"/>
                              </label>
                              <button buttonType="system" id="button-\(row)">
                                  <rect key="frame" x="300" y="4" width="80" height="34"/>
                                  <state key="normal" title="Edit"/>
                              </button>
                              <textField borderStyle="roundedRect" placeholder="Value" id="field-\(row)">
                                  <rect key="frame" x="116" y="4" width="176" height="34"/>
                              </textField>
                              <imageView id="image-\(row)">
                                  <rect key="frame" x="8" y="30" width="24" height="24"/>
                              </imageView>

      """
    for plain in 0..<5 {
      xml += """
                                <view id="plain-\(row)-\(plain)">
                                    <rect key="frame" x="\(40 + plain * 60)" y="44" width="50" height="12"/>
                                </view>

        """
    }
    xml += """
                          </subviews>
                      </view>

      """
  }
  xml += """
                </subviews>
            </view>
        </objects>
    </document>

    """
  return xml
}
