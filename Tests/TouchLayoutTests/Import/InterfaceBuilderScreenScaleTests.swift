import Foundation
import Testing
import TouchKit

@testable import TouchImport
@testable import TouchLayout

/// An Interface Builder document's screen has its device's scale, and the stored-frame
/// comparison rounds at it. UIKit rounds the frames Auto Layout gives to the screen's pixels;
/// Xcode stores them as solved on the document's device, so a half-point edge is a pixel edge
/// of a 2× screen (an iPhone 8, `retina4_7`) and not of a 3× one. Scales: Apple's Human
/// Interface Guidelines, Layout › Specifications. Found in a public storyboard (a text view
/// whose bottom is a button's top less 34, the button centred in a 667-point view: 209.5 high,
/// stored 209) that TouchLab called misplaced at its former fixed scale of 3.
@Suite("Interface Builder: the document's screen scale")
struct InterfaceBuilderScreenScaleTests {
  /// A 375 × 667 xib on `device`: a box from y 75 to 49 points above the view's centre
  /// (333.5), so 209.5 high, stored 209 as Xcode rounded it.
  static func xib(device: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="12118" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
    \(device.isEmpty ? "" : "<device id=\"\(device)\" orientation=\"portrait\"/>")
    <objects>
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
      <view contentMode="scaleToFill" id="Sc-root">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sc-box">
            <rect key="frame" x="16" y="75" width="343" height="209"/>
          </view>
        </subviews>
        <constraints>
          <constraint firstItem="Sc-box" firstAttribute="top" secondItem="Sc-root" secondAttribute="top" constant="75" id="Sc-c1"/>
          <constraint firstItem="Sc-root" firstAttribute="centerY" secondItem="Sc-box" secondAttribute="bottom" constant="49" id="Sc-c2"/>
          <constraint firstItem="Sc-box" firstAttribute="leading" secondItem="Sc-root" secondAttribute="leading" constant="16" id="Sc-c3"/>
          <constraint firstItem="Sc-root" firstAttribute="trailing" secondItem="Sc-box" secondAttribute="trailing" constant="16" id="Sc-c4"/>
        </constraints>
      </view>
    </objects>
    </document>
    """
  }

  @Test(
    "Xcode's device ids give their scales: 2 for the 2× iPhones and iPads, 3 for the others, nil for the unknown"
  )
  func deviceScales() {
    for id in ["retina3_5", "retina4_0", "retina4_7", "ipad9_7", "ipad12_9rounded"] {
      #expect(InterfaceBuilderDevice.scale(deviceID: id, rootWidth: 375) == 2, "\(id)")
    }
    for id in ["retina5_5", "retina5_9", "retina6_5", "retina6_12", "retina6_72"] {
      #expect(InterfaceBuilderDevice.scale(deviceID: id, rootWidth: 390) == 3, "\(id)")
    }
    #expect(InterfaceBuilderDevice.scale(deviceID: "retina6_1", rootWidth: 414) == 2, "the iPhone XR and 11")
    #expect(InterfaceBuilderDevice.scale(deviceID: "retina6_1", rootWidth: 390) == 3, "the iPhone 12 to 14")
    #expect(InterfaceBuilderDevice.scale(deviceID: "appleTV", rootWidth: 1920) == nil)
  }

  @Test(
    "On a 2× document the half-point frame is the stored one after pixel rounding; on a 3× one it is misplaced"
  )
  func comparedAtTheDocumentsScale() throws {
    let double = try InterfaceBuilderStoredFrameTests.load(Self.xib(device: "retina4_7"))
    #expect(double.application.screen.scale == 2)
    let box = try InterfaceBuilderConstraintTests.byIBID(double, "Sc-box")
    #expect(box.frame.height == 209.5)
    #expect(box.storedFrameComparison == .matches)
    let triple = try InterfaceBuilderStoredFrameTests.load(Self.xib(device: "retina5_5"))
    #expect(triple.application.screen.scale == 3)
    let tripleBox = try InterfaceBuilderConstraintTests.byIBID(triple, "Sc-box")
    #expect(tripleBox.storedFrameComparison?.isMisplaced == true, "209.5 rounds to 209⅔ on a 3× screen")
  }

  @Test("touchlab import writes the scale as the screen's, and a document without a device gets none")
  func importWritesTheScale() throws {
    let imported = try InterfaceBuilderImporter.importDocument(
      text: Self.xib(device: "retina4_7"), source: "Scale.xib"
    ).get()
    #expect(imported.yaml.contains("screen: {width: 375, height: 667, scale: 2"), "\(imported.yaml)")
    let bare = try InterfaceBuilderImporter.importDocument(text: Self.xib(device: ""), source: "Scale.xib")
      .get()
    #expect(!bare.yaml.contains("scale:"))
  }
}
