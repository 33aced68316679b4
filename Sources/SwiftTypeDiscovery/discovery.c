#include "SwiftTypeDiscovery.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

// The leading part of the runtime's `MetadataSections` (swift/shims/MetadataSections.h),
// which is stable: later fields are only ever appended.
struct gtkui_section_range {
  uintptr_t start;
  size_t length;
};

struct gtkui_metadata_sections {
  uintptr_t version;
  const void *base_address;
  void *unused0;
  void *unused1;
  struct gtkui_section_range protocols;
  struct gtkui_section_range protocol_conformances;
  struct gtkui_section_range type_metadata;
};

// Exported by libswiftCore on ELF platforms.
extern void swift_enumerateAllMetadataSections(
    bool (*body)(const struct gtkui_metadata_sections *sections, void *context), void *context);

// A metadata accessor returns a `MetadataResponse` (metadata, state) under the Swift calling
// convention; request 0 asks for complete metadata.
typedef struct {
  const void *metadata;
  size_t state;
} gtkui_metadata_response;
typedef gtkui_metadata_response (*gtkui_metadata_accessor)(size_t request) __attribute__((swiftcall));

enum {
  kind_mask = 0x1f,
  kind_class = 16,
  kind_enum = 18,
  flag_generic = 0x80,
};

struct gtkui_search {
  const char *marker;
  gtkui_discovered_type found;
  void *context;
  size_t images;
};

/// The target of a 32-bit relative pointer stored at `field` (null for an offset of 0).
static const void *resolve(const int32_t *field) {
  return *field == 0 ? NULL : (const char *)field + *field;
}

static void visit(const int32_t *record, struct gtkui_search *search) {
  // The low two bits say how the record points at its descriptor: 0 directly, 1 through a
  // pointer; 2 and 3 are Objective-C class references, which Linux has none of.
  int32_t value = *record;
  int kind = value & 3;
  const char *target = (const char *)record + (value & ~3);
  const uint32_t *descriptor;
  if (kind == 0) {
    descriptor = (const uint32_t *)target;
  } else if (kind == 1) {
    descriptor = *(const uint32_t *const *)target;
  } else {
    return;
  }
  if (descriptor == NULL) return;
  uint32_t flags = descriptor[0];
  uint32_t descriptor_kind = flags & kind_mask;
  if (descriptor_kind < kind_class || descriptor_kind > kind_enum || (flags & flag_generic)) return;
  // A type context descriptor: flags, parent, name, access function.
  const char *name = resolve((const int32_t *)descriptor + 2);
  if (name == NULL || strstr(name, search->marker) == NULL) return;
  gtkui_metadata_accessor accessor = (gtkui_metadata_accessor)resolve((const int32_t *)descriptor + 3);
  if (accessor == NULL) return;
  gtkui_metadata_response response = accessor(0);
  if (response.metadata != NULL) search->found(response.metadata, search->context);
}

static bool visit_image(const struct gtkui_metadata_sections *sections, void *context) {
  struct gtkui_search *search = context;
  search->images += 1;
  const int32_t *records = (const int32_t *)sections->type_metadata.start;
  size_t count = sections->type_metadata.length / sizeof(int32_t);
  for (size_t index = 0; index < count; index += 1) visit(records + index, search);
  return true;
}

size_t gtkui_discover_types(const char *marker, gtkui_discovered_type found, void *context) {
  struct gtkui_search search = {marker, found, context, 0};
  swift_enumerateAllMetadataSections(visit_image, &search);
  return search.images;
}
