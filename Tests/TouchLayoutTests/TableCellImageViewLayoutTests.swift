import Foundation
import Testing
import TouchKit

@testable import TouchImport
@testable import TouchLayout

/// A cell's `imageView` (Apple, `UITableViewCell.imageView`) from a layout and from an Interface
/// Builder file: a static row's `{text:, image:}`, a cell's `image:` key, and a `<tableViewCell>`'s
/// `imageView="…"` naming the `<imageView>` of its content view (TableViewCell+ImageView.swift).
struct TableCellImageViewLayoutTests {
  @Test(
    "A static row given as {text:, image:} shows its image in the cell's imageView, and its text moves after it; a plain row keeps its text at the inset"
  )
  func staticRowImages() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - id: list
                class: TableView
                frame: [0, 0, 320, 400]
                sections:
                  - {rows: [{text: Apple, image: apple}, Banana]}

        """))
    let list = try #require(layout.view("list") as? TableView)
    let apple = try #require(list.cellForRow(at: IndexPath(row: 0, section: 0)))
    let banana = try #require(list.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(apple.imageView?.image?.name == "apple")
    #expect(apple.textLabel?.text == "Apple")
    let inset: CGFloat = 16  // UNSOURCED: TableViewCell.Metrics.labelInset, iOS's default margin
    #expect(apple.textLabel?.frame.minX == (apple.imageView?.frame.maxX ?? 0) + inset)
    #expect(banana.imageView?.image == nil)
    #expect(banana.textLabel?.frame.minX == inset)
  }

  @Test("A row mapping without text:, or with a key rows do not take, is refused at its line")
  func badRows() {
    let missing = oneWindow(
      "      - {id: list, class: TableView, frame: [0, 0, 100, 100], sections: [{rows: [{image: apple}]}]}\n")
    #expect(diagnostics(of: missing).contains { $0.hasSuffix("a row needs 'text:'") })
    let unknown = oneWindow(
      "      - {id: list, class: TableView, frame: [0, 0, 100, 100], sections: [{rows: [{text: A, icon: b}]}]}\n"
    )
    #expect(diagnostics(of: unknown).contains { $0.contains("icon") })
  }

  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Basic" textLabel="Bc1-Lb-001" imageView="Bc1-Iv-001" style="IBUITableViewCellStyleDefault" id="Bc1-Cl-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Bc1-Cl-001" id="Bc1-Cv-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Bc1-Lb-001">
                            <rect key="frame" x="59" y="0.0" width="314" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </label>
                        <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" image="star" id="Bc1-Iv-001">
                            <rect key="frame" x="20" y="11" width="24" height="22"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </imageView>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """

  @Test(
    "A tableViewCell's imageView attribute makes that archived image view the cell's imageView, at the frame Xcode stored, so code's cell.imageView?.image = … sets it"
  )
  func archivedImageView() throws {
    let imported = try InterfaceBuilderImporter.importDocument(text: Self.xib, source: "Basic.xib").get()
    #expect(imported.yaml.contains("imageView: \"Bc1-Iv-001\""), "\(imported.yaml)")
    let layout = try LayoutLoader.load(importedYAMLOf: imported, source: "Basic.yaml", registry: .standard)
    let cell = try #require(layout.view("Bc1-Cl-001") as? TableViewCell)
    let archived = try #require(layout.view("Bc1-Iv-001") as? ImageView)
    #expect(cell.imageView === archived)
    #expect(archived.image?.name == "star")
    cell.imageView?.image = Image(named: "heart")
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    #expect(archived.image?.name == "heart")
    #expect(archived.frame == CGRect(x: 20, y: 11, width: 24, height: 22), "the archive's frame is kept")
  }
}
