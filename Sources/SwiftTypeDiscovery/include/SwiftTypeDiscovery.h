// Finds types by a marker in their names, through the Swift runtime's metadata sections.
//
// `#Preview` expands to a uniquely named enum whose name contains a marker; at run time
// GtkUICore walks every loaded image's `swift5_type_metadata` records, keeps the non-generic
// nominal types whose names contain that marker, and asks each for its metadata. This is the
// C side: it needs the runtime's section walker and a `swiftcall` call to each type's
// metadata accessor, neither of which Swift can spell.
#ifndef GTKUI_DISCOVERY_H
#define GTKUI_DISCOVERY_H

#include <stddef.h>

/// Called once per type found, with the type's metadata (a Swift `Any.Type`).
typedef void (*gtkui_discovered_type)(const void *metadata, void *context);

/// Calls `found` for every non-generic struct, enum or class in the loaded images whose name
/// contains `marker`. Returns how many images' sections it read.
size_t gtkui_discover_types(const char *marker, gtkui_discovered_type found, void *context);

#endif
