import Foundation

/// libyaml's nesting limit (`yaml_set_max_nest_level`), which Yams leaves at libyaml's
/// default of 1000 levels and does not expose.
///
/// The function is libyaml's public API (yaml.h, since libyaml 0.2.5), compiled into the
/// program with the copy of libyaml that Yams 6.2.2 bundles (its `CYaml` target). CYaml is not
/// a product of Yams, so it cannot be imported: the function is declared here by its C name. The
/// limit is one global in libyaml; every layout load sets it before parsing.
enum YAMLNesting {
  /// Lets the parser accept `levels` of nesting (mappings and lists, block or flow).
  static func allow(_ levels: Int) {
    yamlSetMaximumNestLevel(Int32(clamping: levels))
  }
}

@_silgen_name("yaml_set_max_nest_level")
private func yamlSetMaximumNestLevel(_ max: Int32)
