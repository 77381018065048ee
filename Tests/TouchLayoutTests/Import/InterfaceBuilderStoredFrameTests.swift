import Foundation
import Testing
import TouchFoundation
import TouchKit

@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// Rules found by comparing TouchLab's solve with the frames stored in real Interface Builder
/// files from public projects (docs/interface-builder.md, "Checked against real files"): each
/// fixture here is the shape of the real file that showed the rule, cut down.
@Suite("Interface Builder stored frames: rules from real files")
struct InterfaceBuilderStoredFrameTests {
  /// `body` inside a xib document, with or without Xcode 8's `<device>`.
  static func xib(device: Bool, _ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
    \(device ? "<device id=\"retina6_1\" orientation=\"portrait\" appearance=\"light\"/>" : "")
    <objects>
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    \(body)
    </objects>
    </document>
    """
  }

  static func load(_ text: String) throws -> Layout {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stored-frames-\(UUID().uuidString).xib"
    ).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try LayoutLoader.load(contentsOf: path, registry: .standard)
  }

  /// An Xcode 7 xib (no `<device>`, the 600 × 600 Any-Any canvas) whose constraints are all
  /// installed for compact width and regular height only, as ZLPhotoBrowser's action sheet.
  static let anyAnySheet = xib(
    device: false,
    """
    <view contentMode="scaleToFill" id="Sh-root">
      <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sh-panel">
          <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
          <constraints>
            <constraint firstAttribute="height" constant="265" id="Sh-c-h"/>
          </constraints>
          <variation key="default">
            <mask key="constraints"><exclude reference="Sh-c-h"/></mask>
          </variation>
          <variation key="heightClass=regular-widthClass=compact">
            <mask key="constraints"><include reference="Sh-c-h"/></mask>
          </variation>
        </view>
      </subviews>
      <constraints>
        <constraint firstItem="Sh-panel" firstAttribute="leading" secondItem="Sh-root" secondAttribute="leading" id="Sh-c-l"/>
        <constraint firstAttribute="trailing" secondItem="Sh-panel" secondAttribute="trailing" id="Sh-c-t"/>
        <constraint firstAttribute="bottom" secondItem="Sh-panel" secondAttribute="bottom" id="Sh-c-b"/>
      </constraints>
      <variation key="default">
        <mask key="constraints">
          <exclude reference="Sh-c-l"/>
          <exclude reference="Sh-c-t"/>
          <exclude reference="Sh-c-b"/>
        </mask>
      </variation>
      <variation key="heightClass=regular-widthClass=compact">
        <mask key="constraints">
          <include reference="Sh-c-l"/>
          <include reference="Sh-c-t"/>
          <include reference="Sh-c-b"/>
        </mask>
      </variation>
    </view>
    """)

  @Test(
    "A file without <device> (Xcode 6 and 7) stores its Any-Any frames: no size class's variation is installed (Xcode 8 brought the device bar; WWDC 2014 and 2016, \"What's New in Interface Builder\")"
  )
  func anyAnyWithoutDevice() throws {
    let layout = try Self.load(Self.anyAnySheet)
    let panel = try InterfaceBuilderConstraintTests.byIBID(layout, "Sh-panel")
    // In Any-Any every constraint is excluded: the panel keeps the frame the file stored.
    #expect(panel.frame == CGRect(x: 0, y: 0, width: 240, height: 128))
    #expect(panel.storedFrameComparison == nil)
    #expect(!InterfaceBuilderSizeClass.any.matches("heightClass=regular-widthClass=compact"))
    #expect(!InterfaceBuilderSizeClass.any.matches("widthClass=compact"))
  }

  @Test(
    "The same file with <device> is solved at its design size's class: the compact-regular constraints hold")
  func deviceSizeClass() throws {
    let withDevice = Self.anyAnySheet.replacingOccurrences(
      of: "useTraitCollections=\"YES\">", with: "useTraitCollections=\"YES\">\n<device id=\"retina4_7\"/>"
    )
    .replacingOccurrences(of: "width=\"600\" height=\"600\"", with: "width=\"375\" height=\"667\"")
    let layout = try Self.load(withDevice)
    let panel = try InterfaceBuilderConstraintTests.byIBID(layout, "Sh-panel")
    #expect(panel.frame == CGRect(x: 0, y: 402, width: 375, height: 265))
    #expect(panel.storedFrameComparison?.isMisplaced == true)
  }

  @Test(
    "A view whose constraints cannot all hold is not compared: which one Auto Layout breaks is not documented (Xcode: \"Conflicting Constraints\")"
  )
  func conflictNotCompared() throws {
    // A 90-wide cell's image view: width 50, and 10 from both edges (70): StoryCollectionViewCell.
    let layout = try Self.load(
      Self.xib(
        device: true,
        """
        <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="Cc-cell">
          <rect key="frame" x="0.0" y="0.0" width="90" height="116"/>
          <autoresizingMask key="autoresizingMask"/>
          <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
            <rect key="frame" x="0.0" y="0.0" width="90" height="116"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cc-image">
                <rect key="frame" x="10" y="10" width="50" height="50"/>
                <constraints>
                  <constraint firstAttribute="height" constant="50" id="Cc-c-h"/>
                  <constraint firstAttribute="width" constant="50" id="Cc-c-w"/>
                </constraints>
              </view>
            </subviews>
          </view>
          <constraints>
            <constraint firstItem="Cc-image" firstAttribute="leading" secondItem="Cc-cell" secondAttribute="leading" constant="10" id="Cc-c-l"/>
            <constraint firstItem="Cc-image" firstAttribute="top" secondItem="Cc-cell" secondAttribute="top" constant="10" id="Cc-c-t"/>
            <constraint firstAttribute="trailing" secondItem="Cc-image" secondAttribute="trailing" constant="10" id="Cc-c-r"/>
          </constraints>
        </collectionViewCell>
        """))
    let image = try InterfaceBuilderConstraintTests.byIBID(layout, "Cc-image")
    guard case .notCompared(let reason) = image.storedFrameComparison else {
      Issue.record("compared: \(String(describing: image.storedFrameComparison))")
      return
    }
    #expect(reason.contains("cannot all hold") && reason.contains("BROKEN") == false)
    #expect(image.constraintReport.contains { $0.hasSuffix(" BROKEN") })
  }

  @Test(
    "A slider's frame is its track's alignment rectangle plus 2 points each side and 1 below (UNSOURCED: measured from Interface Builder's stored frames)"
  )
  func sliderAlignmentRect() throws {
    // Pinned 20 from both edges, Xcode stores the slider at x 18, 339 wide and 31 high (its
    // track 335 × 30); a view 8 below it is 8 below the track, not the frame.
    let layout = try Self.load(
      Self.xib(
        device: true,
        """
        <view contentMode="scaleToFill" id="Sl-root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="Sl-slider">
              <rect key="frame" x="18" y="100" width="339" height="31"/>
            </slider>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sl-box">
              <rect key="frame" x="20" y="138" width="335" height="50"/>
              <constraints>
                <constraint firstAttribute="height" constant="50" id="Sl-c-h"/>
              </constraints>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="Sl-slider" firstAttribute="leading" secondItem="Sl-root" secondAttribute="leading" constant="20" id="Sl-c-1"/>
            <constraint firstAttribute="trailing" secondItem="Sl-slider" secondAttribute="trailing" constant="20" id="Sl-c-2"/>
            <constraint firstItem="Sl-slider" firstAttribute="top" secondItem="Sl-root" secondAttribute="top" constant="100" id="Sl-c-3"/>
            <constraint firstItem="Sl-box" firstAttribute="top" secondItem="Sl-slider" secondAttribute="bottom" constant="8" id="Sl-c-4"/>
            <constraint firstItem="Sl-box" firstAttribute="leading" secondItem="Sl-root" secondAttribute="leading" constant="20" id="Sl-c-5"/>
            <constraint firstAttribute="trailing" secondItem="Sl-box" secondAttribute="trailing" constant="20" id="Sl-c-6"/>
          </constraints>
        </view>
        """))
    let slider = try InterfaceBuilderConstraintTests.byIBID(layout, "Sl-slider")
    #expect(slider.frame == CGRect(x: 18, y: 100, width: 339, height: 31))
    let box = try InterfaceBuilderConstraintTests.byIBID(layout, "Sl-box")
    #expect(box.storedFrameComparison == .matches)
  }

  @Test(
    "Interface Builder's hugging and compression resistance priorities are the view's (UIView's setContentHuggingPriority(_:for:)); an axis left out is UIView's default"
  )
  func contentPriorities() throws {
    let layout = try Self.load(
      Self.xib(
        device: true,
        """
        <view contentMode="scaleToFill" id="Hp-root">
          <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalCompressionResistancePriority="749" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="Hp-label">
              <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
            </label>
          </subviews>
          <constraints>
            <constraint firstItem="Hp-label" firstAttribute="leading" secondItem="Hp-root" secondAttribute="leading" id="Hp-c-1"/>
            <constraint firstItem="Hp-label" firstAttribute="top" secondItem="Hp-root" secondAttribute="top" id="Hp-c-2"/>
          </constraints>
        </view>
        """))
    let label = try InterfaceBuilderConstraintTests.byIBID(layout, "Hp-label")
    #expect(label.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
    #expect(label.contentHuggingPriority(for: .vertical) == LayoutPriority(250))
    #expect(label.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(750))
    #expect(label.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(749))
  }

  @Test(
    "contentHuggingPriority: in a layout decides which view stretches: the lower priority grows (Auto Layout Guide, \"Intrinsic Content Size\")"
  )
  func huggingDecidesStretch() throws {
    let layout = try LayoutLoader.load(
      yaml: """
        windows:
          - id: main
            views:
              - id: root
                frame: [0, 0, 300, 100]
                constraints: ["H:|[a][b]|", "V:|[a]", "V:|[b]"]
                subviews:
                  - {id: a, frame: [0, 0, 0, 0], intrinsicContentSize: [50, 20], contentHuggingPriority: [251, 250]}
                  - {id: b, frame: [0, 0, 0, 0], intrinsicContentSize: [50, 20], contentCompressionResistancePriority: [750, 750]}
        """, source: "hugging.yaml", registry: .standard)
    #expect(layout.view("a")?.frame.width == 50)
    #expect(layout.view("b")?.frame == CGRect(x: 50, y: 0, width: 250, height: 20))
    #expect(throws: LayoutLoadError.self) {
      try LayoutLoader.load(
        yaml: """
          windows:
            - id: main
              views:
                - {id: a, frame: [0, 0, 10, 10], contentHuggingPriority: [0, 250]}
          """, source: "bad.yaml", registry: .standard)
    }
  }

  @Test(
    "A switch's frame reaches 2 points past its alignment rectangle's trailing edge (UNSOURCED: measured from Interface Builder's stored frames)"
  )
  func switchAlignmentRect() throws {
    // DMActionController's rows: a label and a switch in a 285-point stack view, spacing 68;
    // Xcode stores the switch at x 236, 51 wide, its alignment rectangle ending at 285.
    let layout = try Self.load(
      Self.xib(
        device: true,
        """
        <view contentMode="scaleToFill" id="Sw-root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" spacing="68" translatesAutoresizingMaskIntoConstraints="NO" id="Sw-stack">
              <rect key="frame" x="0.0" y="0.0" width="285" height="31"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sw-title">
                  <rect key="frame" x="0.0" y="0.0" width="168" height="31"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="168" id="Sw-c-w"/>
                  </constraints>
                </view>
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Sw-switch">
                  <rect key="frame" x="236" y="0.0" width="51" height="31"/>
                </switch>
              </subviews>
            </stackView>
          </subviews>
          <constraints>
            <constraint firstItem="Sw-stack" firstAttribute="leading" secondItem="Sw-root" secondAttribute="leading" id="Sw-c-1"/>
            <constraint firstItem="Sw-stack" firstAttribute="top" secondItem="Sw-root" secondAttribute="top" id="Sw-c-2"/>
          </constraints>
        </view>
        """))
    let stack = try InterfaceBuilderConstraintTests.byIBID(layout, "Sw-stack")
    #expect(stack.storedFrameComparison == .matches)
    let toggle = try InterfaceBuilderConstraintTests.byIBID(layout, "Sw-switch")
    #expect(toggle.frame == CGRect(x: 236, y: 0, width: 51, height: 31))
  }

  @Test(
    "The stored size less the class's alignment insets is the intrinsic size: the insets are read from the class table's classes, each stated once on its class"
  )
  func alignmentInsetsFromTheClasses() {
    #expect(InterfaceBuilderContentSize.alignmentInsets["slider"] == Slider.standardAlignmentRectInsets)
    #expect(InterfaceBuilderContentSize.alignmentInsets["switch"] == Switch.standardAlignmentRectInsets)
    #expect(
      InterfaceBuilderContentSize.alignmentInsets["segmentedControl"]
        == SegmentedControl.standardAlignmentRectInsets)
    #expect(InterfaceBuilderContentSize.alignmentInsets["button"] == nil, "no insets: none listed")
  }
}
