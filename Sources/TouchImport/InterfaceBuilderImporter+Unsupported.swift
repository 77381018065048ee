import Foundation
import TouchFoundation

extension InterfaceBuilderImporter {
  /// What the whole file holds that is not read (`describe --unsupported` without `--scene`):
  /// every scene that has a view is read as if opened, and its list merged into one, each kind
  /// once with its count over the file and its first line.
  public static func unsupportedInFile(
    text: String, source: String, codeClasses: Set<String> = []
  ) -> Result<[UnsupportedFeature], LayoutLoadError> {
    let root: InterfaceBuilderElement
    switch InterfaceBuilderXML.parse(text, source: source) {
    case .failure(let problem): return .failure(LayoutLoadError([problem]))
    case .success(let parsed): root = parsed
    }
    let document = InterfaceBuilderDocument(root: root, source: source)
    var merged: [UnsupportedFeature] = []
    var index: [String: Int] = [:]
    for scene in document.scenes where scene.rootView != nil && scene.unopenable == nil {
      var planner = InterfaceBuilderPlanner(document: document, codeClasses: codeClasses)
      _ = planner.plan(scene)
      for feature in planner.unsupported.features {
        guard let at = index[feature.what] else {
          index[feature.what] = merged.count
          merged.append(feature)
          continue
        }
        merged[at].count += feature.count
        if (feature.line, feature.column) < (merged[at].line, merged[at].column) {
          (merged[at].line, merged[at].column) = (feature.line, feature.column)
        }
      }
    }
    return .success(merged.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
  }
}
