import Foundation
import TouchKit

/// `touchlab map --format svg`: the map in screen points. Each view's tappable region is filled
/// in a colour of its own and labelled with its id at its best tap point; each view's box is a
/// thin grey outline, so a region filled beyond its outline is a reach zone; dead zones are
/// hatched red (drawn, not hit), with a tooltip naming the view that takes their taps.
public struct HitMapPicture {
  public let regions: [HitRegion]
  public let screen: CGSize
  public let title: String?

  public init(regions: [HitRegion], screen: CGSize, title: String?) {
    self.regions = regions
    self.screen = screen
    self.title = title
  }

  /// Fills that tell neighbours apart on a light background (repeated past the eighth).
  static let fills = ["#a5d8ff", "#b2f2bb", "#ffec99", "#d0bfff", "#ffc9c9", "#99e9f2", "#ffd8a8", "#eebefa"]
  static let dead = "#e03131"

  public var svg: String {
    var out = SVGWriter()
    out.begin(screen: screen, title: title)
    out.line(
      #"<defs><pattern id="dead" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">"#
        + #"<line x1="0" y1="0" x2="0" y2="6" stroke="\#(Self.dead)" stroke-width="2"/></pattern></defs>"#)
    out.screenRectangle(screen)
    for (order, region) in regions.enumerated() {
      drawRegion(region, fill: Self.fills[order % Self.fills.count], into: &out)
    }
    for region in regions { drawDeadZones(region, into: &out) }
    for region in regions {
      out.line(
        #"<rect class="frame" \#(SVGWriter.box(region.frame)) fill="none" stroke="\#(Palette.line)" stroke-width="0.5"/>"#
      )
    }
    for region in regions {
      guard let point = region.bestTapPoint else { continue }
      out.text(region.id, at: CGPoint(x: point.x, y: point.y + 4), fill: Palette.label)
    }
    return out.end()
  }

  private func drawRegion(_ region: HitRegion, fill: String, into out: inout SVGWriter) {
    guard !region.rectangles.isEmpty else { return }
    out.line(#"<g class="tappable" data-id="\#(SVGWriter.escaped(region.id))" fill="\#(fill)">"#)
    out.indent += 1
    out.line("<title>\(SVGWriter.escaped(HitMapText.describe(region)))</title>")
    for rectangle in region.rectangles { out.line("<rect \(SVGWriter.box(rectangle))/>") }
    out.indent -= 1
    out.line("</g>")
  }

  private func drawDeadZones(_ region: HitRegion, into out: inout SVGWriter) {
    for zone in region.deadZones {
      let taker = zone.takenBy.map { "taken by \($0)" } ?? "nothing hit"
      out.line(
        #"<g class="dead" data-id="\#(SVGWriter.escaped(region.id))" fill="url(#dead)" fill-opacity="0.6">"#)
      out.indent += 1
      out.line("<title>\(SVGWriter.escaped("\(region.id): dead, \(taker)"))</title>")
      for rectangle in zone.rectangles { out.line("<rect \(SVGWriter.box(rectangle))/>") }
      out.indent -= 1
      out.line("</g>")
    }
  }
}
