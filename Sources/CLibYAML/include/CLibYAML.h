// libyaml's API, for TouchLayout's composer (Sources/TouchLayout/Loading/YAMLComposer.swift).
//
// `yaml.h` is the header of the libyaml that Yams (6.2.2) bundles as its `CYaml` target, copied
// unchanged: CYaml is not a product of Yams, so it cannot be depended on by name, but its
// compiled objects are in every program that links Yams. The declarations here are therefore
// answered by that one copy of libyaml; nothing else provides the symbols (no system libyaml is
// linked). docs/performance.md says why, and LibYAMLLinkTests checks it.
#include "yaml.h"

/// The file that holds the `yaml_parser_parse` the program calls (dladdr), or NULL: the
/// program itself, never a separate libyaml library.
const char *touchlab_libyaml_image(void);
