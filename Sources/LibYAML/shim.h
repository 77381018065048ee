// libyaml's one public header, from wherever the system installed it (pkg-config's -I).
#include <yaml.h>
