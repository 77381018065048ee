// Where libyaml's code comes from, for LibYAMLLinkTests (CLibYAML.h says why it matters).
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>

#include "CLibYAML.h"

const char *touchlab_libyaml_image(void) {
  Dl_info info;
  if (dladdr((const void *)&yaml_parser_parse, &info) == 0) return NULL;
  return info.dli_fname;
}
