import CLibYAML
import Foundation

/// libyaml's nesting limit (`yaml_set_max_nest_level`), which libyaml keeps at 1000 levels
/// unless told otherwise.
///
/// The function is in the libyaml Yams bundles (0.2.5 with this addition), the one libyaml in
/// the program (``YAMLComposer``, CLibYAML.h). The limit is one global in libyaml; every layout
/// load sets it before parsing.
enum YAMLNesting {
  /// Lets the parser accept `levels` of nesting (mappings and lists, block or flow).
  static func allow(_ levels: Int) {
    yaml_set_max_nest_level(Int32(clamping: levels))
  }
}
