import Foundation
import TouchKit

extension HitRegion {
  /// `touchlab map --format json` (docs/explorer.md, "The hit-region map"): the screen, the
  /// cells the map was drawn at, how many records the person's overrides wrote while mapping,
  /// and each view's region in screen points. Keys sorted, pretty-printed, a final newline, as
  /// `describe`'s JSON. `reasons`: for views with no tappable point, why (a `--view` asked).
  public static func json(
    _ regions: [HitRegion], screen: CGSize, columns: Int, rows: Int, overrideRecords: Int,
    reasons: [String: String] = [:]
  ) -> String {
    var value = JSONValue.object([
      "format": .string("touchlab-hit-map"),
      "screen": .object(["width": .number(screen.width), "height": .number(screen.height)]),
      "cells": .object(["columns": .number(CGFloat(columns)), "rows": .number(CGFloat(rows))]),
      "overrideRecords": .number(CGFloat(overrideRecords)),
      "views": .array(regions.map { $0.json(reason: reasons[$0.id]) }),
    ])
    defer { value.dismantle() }
    return value.rendered() + "\n"
  }

  private func json(reason: String?) -> JSONValue {
    var fields: [String: JSONValue] = [
      "id": .string(id),
      "frame": DescriptionValue.rect(frame).json,
      "tappable": .array(rectangles.map { DescriptionValue.rect($0).json }),
      "area": .number(area),
      "shareOfFrame": shareOfFrame.map { .number(CGFloat($0)) } ?? .null,
      "reachArea": .number(reachArea),
      "bestTapPoint": bestTapPoint.map { .object(["x": .number($0.x), "y": .number($0.y)]) } ?? .null,
      "deadZones": .array(
        deadZones.map { zone in
          .object([
            "takenBy": zone.takenBy.map(JSONValue.string) ?? .null,
            "area": .number(zone.area),
            "rectangles": .array(zone.rectangles.map { DescriptionValue.rect($0).json }),
          ])
        }),
    ]
    if let reason { fields["reason"] = .string(reason) }
    return .object(fields)
  }
}
