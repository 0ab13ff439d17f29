// libFuzzer target: the manifest of a tiered solve on disk (cgt/solve/tier_files.hpp),
// read by `cgt query DIR`, `cgt play --db DIR` and `cgt solve --db DIR --resume` from
// directories people pass in. Every text either parses or is refused with
// cgt::ParseError; one that parses prints and parses back to the same manifest. The tier
// files themselves are databases, whose reader has its own target (database_fuzz).
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cgt/core/error.hpp"
#include "cgt/solve/tier_files.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  cgt::TierManifest m;
  try {
    m = cgt::parse_tier_manifest(text, "fuzz");
  } catch (const cgt::ParseError&) {
    return 0;
  }
  const cgt::TierManifest again = cgt::parse_tier_manifest(cgt::format_tier_manifest(m), "fuzz");
  if (again.game != m.game || again.tier_slots != m.tier_slots) std::abort();
  return 0;
}
