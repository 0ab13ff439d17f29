// Printing canonical stoppers as CGSuite prints them (its CanonicalStopper and
// SimplifiedLoopyGame output): special forms first, then braces with named nodes.
#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "cgt/partisan/loopy/cgsuite_order.hpp"
#include "cgt/partisan/loopy/sided_value.hpp"
#include "cgt/partisan/loopy/stopper.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt::loopy {

namespace {

constexpr int kMaxSlashes = 4;

// x + *m with no ups: the options CGSuite's upon forms are built from.
std::optional<NumberUpStar> number_star(const CanonicalStopper& s) {
  const auto g = s.as_game();
  if (!g) return std::nullopt;
  auto v = g->as_number_up_star();
  if (!v || v->ups != 0) return std::nullopt;
  return v;
}

struct UponForm {
  bool uponth = false;
  Dyadic number;
  std::uint64_t nimber = 0;
  bool negated = false;
};

bool is_self(const CanonicalStopper& option, const CanonicalStopper& g) { return option == g; }

// {pass, x | x} = x^[on]*, {pass | x*m} = x^[on]*(m xor 1) (m > 0); and the `th` form
// {x, x*, .., x*(q xor 1) | -(upon form)} = x^<on>*q.
std::optional<UponForm> upon_form(const CanonicalStopper& g, bool check_uponth) {
  const auto lo = g.left_options(), ro = g.right_options();
  if (ro.size() == 1 && lo.size() <= 2) {
    if (auto r = number_star(ro[0])) {
      if (r->nimber == 0 && lo.size() == 2) {
        const bool has_self = is_self(lo[0], g) || is_self(lo[1], g);
        const bool has_x = lo[0] == ro[0] || lo[1] == ro[0];
        if (has_self && has_x) return UponForm{false, r->number, 1, false};
      } else if (r->nimber != 0 && lo.size() == 1 && is_self(lo[0], g)) {
        return UponForm{false, r->number, r->nimber ^ 1, false};
      }
    }
  }
  if (check_uponth && ro.size() == 1) {
    const auto inner = upon_form(-ro[0], false);
    if (inner && !inner->uponth && !inner->negated) {
      const std::uint64_t top = inner->nimber ^ 1;
      if (lo.size() == top + 1) {
        bool all = true;
        for (std::uint64_t n = 0; n <= top && all; ++n) {
          const Game want = Game::number_up_star(-inner->number, 0, n);
          all = std::any_of(lo.begin(), lo.end(), [&](const CanonicalStopper& o) { return o.as_game() == want; });
        }
        if (all) return UponForm{true, -inner->number, top, false};
      }
    }
  }
  return std::nullopt;
}

std::optional<UponForm> upon_form(const CanonicalStopper& g) {
  if (auto f = upon_form(g, true)) return f;
  if (auto f = upon_form(-g, true)) {
    f->number = -f->number;
    f->negated = true;
    return f;
  }
  return std::nullopt;
}

std::string upon_text(const UponForm& f) {
  std::string out = f.number == Dyadic(0) ? "" : f.number.to_string();
  out += f.negated ? "v" : "^";
  out += f.uponth ? "<on>" : "[on]";
  if (f.nimber >= 1) out += "*";
  if (f.nimber >= 2) out += std::to_string(f.nimber);
  return out;
}

// Only passes (no cycle through two or more positions) reachable.
bool plumtree(const CanonicalStopper& g) {
  Graph h = g.graph();
  for (Vertex v = 0; v < h.size(); ++v)
    for (bool side : {true, false}) std::erase(h.options(v, side), v);
  return is_loop_free(h, 0);
}

// {x || x | y} with y - x <= under is xTiny(x - y); {y | x || x} with x - y <= under is
// xMiny(y - x) (CGSuite's isNumberTiny).
std::optional<std::string> tiny_text(const CanonicalStopper& g) {
  const auto lo = g.left_options(), ro = g.right_options();
  if (lo.size() != 1 || ro.size() != 1) return std::nullopt;
  const CanonicalStopper under = CanonicalStopper::from_graph(Graph{{{0}, {}}, {{1}, {}}}, 0);
  const auto text = [](const char* name, Game x, const CanonicalStopper& sub) {
    return fmt::format("{}{}({})", x == Game() ? "" : to_string(x), name, sub.to_string());
  };
  if (const auto x = lo[0].as_game(); x && x->is_number()) {
    const auto rl = ro[0].left_options(), rr = ro[0].right_options();
    if (rl.size() == 1 && rr.size() == 1 && rl[0].as_game() == x && (rr[0] + (-*x)) <= under)
      return text("Tiny", *x, -rr[0] + *x);
  } else if (const auto y = ro[0].as_game(); y && y->is_number()) {
    const auto ll = lo[0].left_options(), lr = lo[0].right_options();
    if (ll.size() == 1 && lr.size() == 1 && lr[0].as_game() == y && (-ll[0] + *y) <= under)
      return text("Miny", *y, ll[0] + (-*y));
  }
  return std::nullopt;
}

struct Piece {
  std::string text;
  int slashes = 0;
};

// How options are ordered in print (CGSuite's SemideterministicOrdering): short games
// first in CGSuite's order, then the loopy ones by the wrapped difference of CGSuite's
// hash codes, sorted as Java sorts them over the order Scala's Set iterates them.
struct OptionKey {
  std::optional<Game> game;
  std::int32_t hash = 0;
};

template <class KeyOf>
std::vector<Vertex> sorted_by_keys(const std::vector<Vertex>& opts, KeyOf key_of) {
  std::vector<OptionKey> keys;
  std::vector<std::int32_t> hashes;
  for (Vertex u : opts) {
    keys.push_back(key_of(u));
    hashes.push_back(keys.back().hash);
  }
  std::vector<std::size_t> order = scala_set_order(hashes);
  java_sort(order, [&](std::size_t a, std::size_t b) {
    const OptionKey &x = keys[a], &y = keys[b];
    if (x.game && y.game) return cgsuite_order(*x.game, *y.game);
    if (x.game || y.game) return x.game ? -1 : 1;
    return java_difference(x.hash, y.hash);
  });
  std::vector<Vertex> sorted;
  for (std::size_t i : order) sorted.push_back(opts[i]);
  return sorted;
}

std::vector<Vertex> sorted_options(const CanonicalStopper& root, Vertex v, bool left) {
  return sorted_by_keys(root.graph().options(v, left), [&](Vertex u) {
    const CanonicalStopper s = root.follower(u);
    return OptionKey{s.as_game(), cgsuite_hash(s)};
  });
}

// Names of named nodes, a, b, ..., z, N1, N2, ...: one counter for a whole printed
// value, as CGSuite numbers them.
std::string node_name(int n) { return n < 26 ? std::string(1, static_cast<char>('a' + n)) : fmt::format("N{}", n - 25); }

// The braces form of vertex v shared by both printers: its options in the given order
// (a move to itself is `pass`), one slash more than its deepest option, braces when
// forced, named, one-sided or at the slash limit, and a name `a{...}` when a follower
// comes back to it (a vertex met again while printed prints as its name).
template <class Sort, class PrintOption>
Piece braces_form(const Graph& g, Vertex v, bool force_brackets, std::map<Vertex, std::optional<std::string>>& names,
                  int& next_name, Sort sort, PrintOption print_option) {
  if (auto it = names.find(v); it != names.end()) {
    if (!it->second) it->second = node_name(next_name++);
    return {*it->second, 0};
  }
  names.emplace(v, std::nullopt);
  int slashes = 0;
  const auto side = [&](bool left) {
    const std::vector<Vertex> opts = sort(v, left);
    std::vector<std::string> parts;
    for (Vertex u : opts) {
      if (u == v) {
        parts.emplace_back("pass");
        continue;
      }
      Piece p = print_option(u, opts.size() > 1);
      slashes = std::max(slashes, p.slashes);
      parts.push_back(std::move(p.text));
    }
    return fmt::format("{}", fmt::join(parts, ","));
  };
  const std::string left = side(true), right = side(false);
  const auto label = names.at(v);
  names.erase(v);
  ++slashes;
  const bool empty_side = g.left[v].empty() || g.right[v].empty();
  const bool brackets = force_brackets || label || empty_side || slashes == kMaxSlashes;
  std::string text = left + std::string(static_cast<std::size_t>(slashes), '|') + right;
  if (brackets) text = "{" + text + "}";
  if (label) text = *label + text;
  return {text, brackets ? 0 : slashes};
}

class Printer {
 public:
  Printer(const CanonicalStopper& root, int& next_name) : root_(root), g_(root.graph()), next_name_(next_name) {}

  Piece print(Vertex v, bool force_brackets, bool force_parens) {
    const CanonicalStopper s = root_.follower(v);
    if (const auto x = s.as_game()) {
      const SlashForm f = to_slash_form(*x);
      if (f.slashes > 0 && force_brackets) return {fmt::format("{{{}}}", f.text), 0};
      return {f.text, f.slashes};
    }
    if (const auto p = s.as_pseudonumber()) {
      const bool parens = force_parens && p->number != Dyadic(0) &&
                          (p->kind == Pseudonumber::Kind::Over || p->kind == Pseudonumber::Kind::Under);
      return {parens ? fmt::format("({})", p->to_string()) : p->to_string(), 0};
    }
    if (s == -s) return {switch_text(s), 0};
    if (plumtree(s))
      if (auto t = tiny_text(s)) return {force_parens ? fmt::format("({})", *t) : *t, 0};
    if (auto u = upon_form(s)) return {upon_text(*u), 0};
    return braces(v, force_brackets);
  }

 private:
  // +-G, or +-{G1,G2} (each option printed on its own, as CGSuite does).
  static std::string switch_text(const CanonicalStopper& s) {
    const auto opts = sorted_options(s, 0, true);
    std::vector<std::string> parts;
    for (Vertex u : opts) {
      const CanonicalStopper o = s.follower(u);
      int names = 0;
      Printer p(o, names);
      parts.push_back(p.print(0, true, opts.size() == 1).text);
    }
    if (opts.size() == 1) return "+-" + parts[0];
    return fmt::format("+-{{{}}}", fmt::join(parts, ","));
  }

  Piece braces(Vertex v, bool force_brackets) {
    return braces_form(
        g_, v, force_brackets, names_, next_name_, [&](Vertex x, bool left) { return sorted_options(root_, x, left); },
        [&](Vertex u, bool brackets) { return print(u, brackets, false); });
  }

  const CanonicalStopper& root_;
  const Graph& g_;
  std::map<Vertex, std::optional<std::string>> names_;
  int& next_name_;
};

// A side that is not a stopper, as CGSuite's SimplifiedLoopyGame prints it: a follower
// that is a stopper (no alternating cycle reachable from it, so it cannot lead back to
// the others) prints as its canonical stopper; the others in braces, options in
// CGSuite's order (sorted_by_keys).
class SidePrinter {
 public:
  SidePrinter(const Graph& g, bool onside) : g_(g), onside_(onside) {}

  Piece print(Vertex v, bool force_brackets) {
    if (is_stopper(g_, v)) {
      const CanonicalStopper s = CanonicalStopper::from_graph(g_, v);
      Printer p(s, next_name_);
      return p.print(0, force_brackets, false);
    }
    return braces_form(
        g_, v, force_brackets, names_, next_name_, [&](Vertex x, bool left) { return sorted(x, left); },
        [&](Vertex u, bool brackets) { return print(u, brackets); });
  }

 private:
  std::vector<Vertex> sorted(Vertex v, bool left) const {
    return sorted_by_keys(g_.options(v, left), [&](Vertex u) {
      if (!is_stopper(g_, u)) return OptionKey{std::nullopt, cgsuite_side_hash(g_, u, onside_)};
      const CanonicalStopper s = CanonicalStopper::from_graph(g_, u);
      return OptionKey{s.as_game(), cgsuite_hash(s)};
    });
  }

  const Graph& g_;
  bool onside_;
  std::map<Vertex, std::optional<std::string>> names_;
  int next_name_ = 0;
};

}  // namespace

std::string CanonicalStopper::to_string() const {
  int names = 0;
  Printer p(*this, names);
  return p.print(0, true, false).text;
}

bool is_plumtree(const CanonicalStopper& g) { return plumtree(g); }
bool is_number_tiny(const CanonicalStopper& g) { return tiny_text(g).has_value(); }

std::string side_graph_to_string(const Graph& g, Side side) {
  SidePrinter p(g, side != Side::Offside);
  return p.print(0, true).text;
}

}  // namespace cgt::loopy
