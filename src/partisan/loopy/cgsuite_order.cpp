// CGSuite's hash codes and sort order of loopy values (see cgsuite_order.hpp).
#include "cgt/partisan/loopy/cgsuite_order.hpp"

#include <algorithm>
#include <bit>
#include <climits>
#include <string_view>

namespace cgt::loopy {

namespace {

using u32 = std::uint32_t;

// Bigraph's signature constants.
constexpr u32 kMinisigBase = static_cast<u32>(-962764907);
constexpr u32 kLeftOneCycle = static_cast<u32>(-742481099);
constexpr u32 kRightOneCycle = static_cast<u32>(-121939996);
constexpr u32 kLeftOptionMultiplier = static_cast<u32>(-1692903693);
constexpr u32 kRightOptionMultiplier = 1419677861u;
constexpr u32 kBothOptionMultiplier = 1161334719u;
constexpr u32 kOneCycleFullSignature = 1567540980u;

// A vertex's own signature: its option counts, passes, and options both players have.
u32 minisig(const Graph& g, Vertex v) {
  const auto& lo = g.left[v];
  const auto& ro = g.right[v];
  u32 sig = kMinisigBase;
  sig ^= static_cast<u32>(lo.size()) * static_cast<u32>(lo.size() + 1) * kLeftOptionMultiplier;
  sig ^= static_cast<u32>(ro.size()) * static_cast<u32>(ro.size() + 1) * kRightOptionMultiplier;
  u32 both = 0;
  for (Vertex u : lo) {
    if (u == v)
      sig ^= kLeftOneCycle;
    else if (std::find(ro.begin(), ro.end(), u) != ro.end())
      ++both;
  }
  for (Vertex u : ro)
    if (u == v) sig ^= kRightOneCycle;
  return sig ^ (both * (both + 1) * kBothOptionMultiplier);
}

// The vertex's signature with its options' minisignatures summed per side.
u32 signature(const Graph& g, Vertex v) {
  const auto side_sum = [&](const std::vector<Vertex>& options) {
    u32 sum = 0;
    for (Vertex u : options) sum += u == v ? kOneCycleFullSignature : minisig(g, u);
    return sum;
  };
  return (side_sum(g.left[v]) << 2) + (side_sum(g.right[v]) << 1) + minisig(g, v);
}

// Java's String.hashCode.
u32 java_string_hash(std::string_view s) {
  u32 h = 0;
  for (char c : s) h = 31 * h + static_cast<unsigned char>(c);
  return h;
}

// scala.util.hashing.MurmurHash3's mix and finalizeHash.
u32 murmur_mix(u32 h, u32 data) {
  u32 k = data * 0xcc9e2d51u;
  k = std::rotl(k, 15) * 0x1b873593u;
  h ^= k;
  return std::rotl(h, 13) * 5 + 0xe6546b64u;
}

u32 murmur_finalize(u32 h, u32 length) {
  h ^= length;
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  return h ^ (h >> 16);
}

// The compiler-generated hashCode of a Scala 2.13 case class: MurmurHash3 from the
// product seed over the class name's hash, then each field's hash.
u32 case_class_hash(std::string_view name, std::initializer_list<u32> fields) {
  u32 h = murmur_mix(0xcafebabeu, java_string_hash(name));
  for (u32 f : fields) h = murmur_mix(h, f);
  return murmur_finalize(h, static_cast<u32>(fields.size()));
}

// CGSuite's SmallInteger objects: ZeroImpl (a case object) or SmallIntegerImpl(n).
u32 small_integer_hash(long n) {
  return n == 0 ? java_string_hash("ZeroImpl") : case_class_hash("SmallIntegerImpl", {static_cast<u32>(n)});
}

// Whether CGSuite holds x with SmallInteger parts (numerator and denominator in 32 bits).
bool small_dyadic(const Dyadic& x) {
  return x.numerator().fits_sint_p() && x.exponent() <= 30;
}

// A dyadic rational as CGSuite holds it: a SmallInteger, or
// DyadicRationalNumberImpl(numerator, denominator). Past 32 bits CGSuite uses big
// integers, whose hash cgt does not reproduce: 0.
u32 dyadic_hash(const Dyadic& x) {
  if (!small_dyadic(x)) return 0;
  const long numerator = x.numerator().get_si();
  if (x.is_integer()) return small_integer_hash(numerator);
  return case_class_hash("DyadicRationalNumberImpl",
                         {small_integer_hash(numerator), small_integer_hash(1L << x.exponent())});
}

// scala.collection.Hashing.improve, applied to hash codes before a HashSet uses them.
u32 improve(u32 h) {
  h = h + ~(h << 9);
  h ^= h >> 14;
  h += h << 4;
  return h ^ (h >> 10);
}

// CHAMP iteration: the members whose 5-bit hash fragment at this depth no other member
// shares come first, by fragment; then, by fragment, the sub-tries of shared fragments.
void champ_order(const std::vector<u32>& improved, std::vector<std::size_t> members, int shift,
                 std::vector<std::size_t>& out) {
  if (shift >= 32) {  // a collision node keeps insertion order
    out.insert(out.end(), members.begin(), members.end());
    return;
  }
  std::vector<std::vector<std::size_t>> by_fragment(32);
  for (std::size_t m : members) by_fragment[(improved[m] >> shift) & 31].push_back(m);
  for (const auto& bucket : by_fragment)
    if (bucket.size() == 1) out.push_back(bucket[0]);
  for (const auto& bucket : by_fragment)
    if (bucket.size() > 1) champ_order(improved, bucket, shift + 5, out);
}

}  // namespace

std::int32_t cgsuite_graph_hash(const Graph& g, Vertex start) {
  std::vector<char> seen(g.size(), 0);
  std::vector<Vertex> stack{start};
  seen[start] = 1;
  u32 hash = 0;
  while (!stack.empty()) {
    const Vertex v = stack.back();
    stack.pop_back();
    hash ^= v == start ? signature(g, v) << 1 : signature(g, v);
    for (bool side : {true, false})
      for (Vertex u : g.options(v, side))
        if (!seen[u]) {
          seen[u] = 1;
          stack.push_back(u);
        }
  }
  return static_cast<std::int32_t>(hash);
}

std::int32_t cgsuite_hash(const CanonicalStopper& s) {
  if (s.is_loop_free()) return 0;
  if (const auto p = s.as_pseudonumber()) {
    switch (p->kind) {
      case Pseudonumber::Kind::On: return static_cast<std::int32_t>(java_string_hash("OnImpl"));
      case Pseudonumber::Kind::Off: return static_cast<std::int32_t>(java_string_hash("OffImpl"));
      case Pseudonumber::Kind::Over:
      case Pseudonumber::Kind::Under: {
        const u32 sign = p->kind == Pseudonumber::Kind::Over ? 1u : static_cast<u32>(-1);
        return static_cast<std::int32_t>(case_class_hash("OverNumberImpl", {dyadic_hash(p->number), sign}));
      }
      case Pseudonumber::Kind::Number: return 0;
    }
  }
  const u32 graph = static_cast<u32>(cgsuite_graph_hash(s.graph(), 0));
  return static_cast<std::int32_t>(case_class_hash("CanonicalStopperImpl", {graph}));
}

std::optional<std::int32_t> cgsuite_hash(const NumberUpStar& x) {
  if (!small_dyadic(x.number) || x.ups < INT32_MIN || x.ups > INT32_MAX ||
      x.nimber > static_cast<std::uint64_t>(INT32_MAX))
    return std::nullopt;
  const u32 nimber = static_cast<u32>(x.nimber);
  if (x.ups == 0 && x.nimber == 0) return static_cast<std::int32_t>(dyadic_hash(x.number));
  if (x.ups == 0 && x.number == Dyadic(0)) return static_cast<std::int32_t>(case_class_hash("NimberImpl", {nimber}));
  // UptimalImpl(UptimalExpansion(x, m, [n])): the expansion hashes as numberPart ^ 31m ^
  // Arrays.hashCode(coefficients), trailing zero coefficients dropped.
  const u32 coefficients = x.ups == 0 ? 1u : 31u + static_cast<u32>(x.ups);
  return static_cast<std::int32_t>(
      case_class_hash("UptimalImpl", {dyadic_hash(x.number) ^ (nimber * 31u) ^ coefficients}));
}

std::int32_t cgsuite_side_hash(const Graph& g, Vertex start, bool onside) {
  const u32 graph = static_cast<u32>(cgsuite_graph_hash(g, start));
  const u32 side = java_string_hash(onside ? "Onside" : "Offside");
  return static_cast<std::int32_t>(case_class_hash("SimplifiedLoopyGameImpl", {graph, side}));
}

namespace {

// One side as CGSuite holds it: a canonical stopper, or SimplifiedLoopyGameImpl.
u32 side_hash(const SidedValue& v, Side side) {
  if (v.is_reduced()) return static_cast<u32>(cgsuite_hash(side == Side::Onside ? v.onside() : v.offside()));
  const Graph& g = v.side_graph(side);
  if (is_stopper(g, 0)) return static_cast<u32>(cgsuite_hash(CanonicalStopper::from_graph(g, 0)));
  return static_cast<u32>(cgsuite_side_hash(g, 0, side == Side::Onside));
}

}  // namespace

std::int32_t cgsuite_hash(const SidedValue& v) {
  if (v.is_stopper()) return cgsuite_hash(v.onside());
  const u32 onside = side_hash(v, Side::Onside), offside = side_hash(v, Side::Offside);
  return static_cast<std::int32_t>(
      case_class_hash(v.is_reduced() ? "StopperSidedValueImpl" : "SidedValueImpl", {onside, offside}));
}

int cgsuite_class_rank(const SidedValue& v) {
  if (v.is_stopper()) return v.onside().as_pseudonumber() ? 0 : 1;
  return v.is_reduced() ? 2 : 3;
}

std::vector<std::size_t> scala_set_order(const std::vector<std::int32_t>& hashes) {
  std::vector<std::size_t> order(hashes.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  if (hashes.size() <= 4) return order;  // Set1..Set4 keep insertion order
  std::vector<u32> improved;
  for (std::int32_t h : hashes) improved.push_back(improve(static_cast<u32>(h)));
  std::vector<std::size_t> out;
  champ_order(improved, order, 0, out);
  return out;
}

void java_sort(std::vector<std::size_t>& a, const std::function<int(std::size_t, std::size_t)>& compare) {
  const std::size_t n = a.size();
  if (n < 2) return;
  if (n >= 32) {  // TimSort's merges are not reproduced; CGSuite's loopy sets are small
    std::stable_sort(a.begin(), a.end(), [&](std::size_t x, std::size_t y) { return compare(x, y) < 0; });
    return;
  }
  // countRunAndMakeAscending: a strictly descending first run is reversed.
  std::size_t run = 2;
  if (compare(a[1], a[0]) < 0) {
    while (run < n && compare(a[run], a[run - 1]) < 0) ++run;
    std::reverse(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(run));
  } else {
    while (run < n && compare(a[run], a[run - 1]) >= 0) ++run;
  }
  // binarySort: each later element goes after every element it does not compare below.
  for (std::size_t start = run; start < n; ++start) {
    const std::size_t pivot = a[start];
    std::size_t left = 0, right = start;
    while (left < right) {
      const std::size_t mid = (left + right) / 2;
      if (compare(pivot, a[mid]) < 0)
        right = mid;
      else
        left = mid + 1;
    }
    std::move_backward(a.begin() + static_cast<std::ptrdiff_t>(left), a.begin() + static_cast<std::ptrdiff_t>(start),
                       a.begin() + static_cast<std::ptrdiff_t>(start + 1));
    a[left] = pivot;
  }
}

}  // namespace cgt::loopy
