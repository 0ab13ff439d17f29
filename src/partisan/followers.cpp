#include "cgt/partisan/followers.hpp"
#include "cgt/partisan/reduced_canonical_form.hpp"

#include <absl/container/flat_hash_set.h>

#include <algorithm>
#include <map>
#include <utility>

#include "cgt/partisan/game_operations.hpp"
#include "table_memo.hpp"

namespace cgt {
namespace {

// Memos of one game table (table_memo.hpp).
struct FollowerCountMemo : detail::TableMemo {
  absl::flat_hash_map<Game::Id, mpz_class> map;
};
struct StopCountMemo : detail::TableMemo {
  absl::flat_hash_map<Game::Id, mpz_class> map;
};
struct CompanionMemo : detail::TableMemo {
  absl::flat_hash_map<Game::Id, Game> map;
};
struct MisereMemo : detail::TableMemo {
  absl::flat_hash_map<Game::Id, OutcomeClass> map;
};
struct DayMemo : detail::TableMemo {
  std::map<std::pair<int, bool>, std::vector<Game>> days;
};

// The followers other than integers, and the range [lo, hi] of the integer followers
// (always containing 0: every integer n's followers are 0..n).
struct FollowerWalk {
  absl::flat_hash_set<Game::Id> seen;
  std::vector<Game> others;
  mpz_class lo = 0, hi = 0;

  void visit(Game g) {
    if (g.is_integer()) {
      const mpz_class& n = g.number_value().numerator();
      if (n < lo) lo = n;
      if (n > hi) hi = n;
      return;
    }
    if (!seen.insert(g.id()).second) return;
    others.push_back(g);
    for (Game x : g.left_options()) visit(x);
    for (Game x : g.right_options()) visit(x);
  }
};

mpz_class stop_count(Game g, StopCountMemo& memo) {
  if (g.is_number()) return 1;
  if (const auto v = g.as_number_up_star(); v && v->ups == 0) {
    mpz_class power;
    mpz_ui_pow_ui(power.get_mpz_t(), 3, v->nimber - 1);
    return 2 * power;
  }
  if (auto it = memo.map.find(g.id()); it != memo.map.end()) return it->second;
  mpz_class count = 0;
  for (Game x : g.left_options()) count += stop_count(x, memo);
  for (Game x : g.right_options()) count += stop_count(x, memo);
  memo.map.emplace(g.id(), count);
  return count;
}

Game companion(Game g, CompanionMemo& memo) {
  if (g == Game()) return Game::nimber(1);
  if (g.is_number()) return g;
  if (const auto v = g.as_number_up_star(); v && v->number == Dyadic(0)) {
    return v->nimber >= 2 ? g : Game::number_up_star(Dyadic(0), v->ups, v->nimber ^ 1);
  }
  if (auto it = memo.map.find(g.id()); it != memo.map.end()) return it->second;
  std::vector<Game> left, right;
  for (Game x : g.left_options()) left.push_back(companion(x, memo));
  for (Game x : g.right_options()) right.push_back(companion(x, memo));
  if (leq(Game(), g)) left.push_back(Game());
  if (leq(g, Game())) right.push_back(Game());
  const Game result = Game::from_options(left, right);
  memo.map.emplace(g.id(), result);
  return result;
}

// Left wins moving first in misère play: she has no move, or a move to a game Right
// loses moving first (outcome L or P); symmetrically for Right.
bool left_first_wins(OutcomeClass o) { return o == OutcomeClass::L || o == OutcomeClass::N; }
bool right_first_wins(OutcomeClass o) { return o == OutcomeClass::R || o == OutcomeClass::N; }

OutcomeClass misere(Game g, MisereMemo& memo) {
  if (g.is_integer()) {
    const int s = g.number_value().sign();  // n > 0: Left must move, Right never can
    return s > 0 ? OutcomeClass::R : s < 0 ? OutcomeClass::L : OutcomeClass::N;
  }
  if (auto it = memo.map.find(g.id()); it != memo.map.end()) return it->second;
  const std::vector<Game> l = g.left_options(), r = g.right_options();
  bool left = l.empty(), right = r.empty();
  for (Game x : l) left = left || !right_first_wins(misere(x, memo));
  for (Game x : r) right = right || !left_first_wins(misere(x, memo));
  const OutcomeClass result = outcome_class(left, right);
  memo.map.emplace(g.id(), result);
  return result;
}

// All antichains of `set` under leq (subsets of pairwise incomparable games), or a
// LimitError when there are more than `limit`.
std::vector<std::vector<Game>> antichains(const std::vector<Game>& set, std::size_t limit) {
  const std::size_t n = set.size();
  std::vector<std::vector<bool>> comparable(n, std::vector<bool>(n, false));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j)
      comparable[i][j] = comparable[j][i] = compare(set[i], set[j]) != Relation::Confused;
  std::vector<std::vector<Game>> out;
  std::vector<std::size_t> chosen;
  auto extend = [&](auto& self, std::size_t from) -> void {
    if (out.size() >= limit)
      throw LimitError(fmt::format("more than {} antichains of options: that day's games would not fit", limit));
    std::vector<Game> current;
    for (std::size_t i : chosen) current.push_back(set[i]);
    out.push_back(std::move(current));
    for (std::size_t i = from; i < n; ++i) {
      if (std::any_of(chosen.begin(), chosen.end(), [&](std::size_t c) { return comparable[c][i]; })) continue;
      chosen.push_back(i);
      self(self, i + 1);
      chosen.pop_back();
    }
  };
  extend(extend, 0);
  return out;
}

constexpr std::size_t kMaxAntichains = std::size_t{1} << 12;  // at most 2^24 option pairs

const std::vector<Game>& day(int n, bool all_small, DayMemo& memo) {
  if (auto it = memo.days.find({n, all_small}); it != memo.days.end()) return it->second;
  std::vector<Game> result;
  if (n == 0) {
    result.push_back(Game());
  } else {
    const std::vector<Game> previous = day(n - 1, all_small, memo);
    const std::vector<std::vector<Game>> sets = antichains(previous, kMaxAntichains);
    absl::flat_hash_set<Game::Id> seen;
    for (const auto& left : sets) {
      for (const auto& right : sets) {
        if (all_small && left.empty() != right.empty()) continue;
        const Game g = Game::from_options(left, right);
        if (seen.insert(g.id()).second) result.push_back(g);
      }
    }
    std::sort(result.begin(), result.end(), [](Game a, Game b) { return a.id() < b.id(); });
  }
  return memo.days.emplace(std::make_pair(n, all_small), std::move(result)).first->second;
}

}  // namespace

std::vector<Game> followers(Game g) {
  FollowerWalk walk;
  walk.visit(g);
  const mpz_class integers = walk.hi - walk.lo + 1;
  constexpr long kMax = 1L << 24;
  if (integers + static_cast<long>(walk.others.size()) > kMax)
    throw LimitError(fmt::format("more than {} followers to list", kMax));
  std::vector<Game> out = std::move(walk.others);
  for (long i = walk.lo.get_si(); i <= walk.hi.get_si(); ++i) out.push_back(Game::integer(i));
  std::sort(out.begin(), out.end(), [](Game a, Game b) { return a.id() < b.id(); });
  return out;
}

mpz_class follower_count(Game g) {
  auto& memo = detail::table_memo<FollowerCountMemo>().map;
  if (auto it = memo.find(g.id()); it != memo.end()) return it->second;
  FollowerWalk walk;
  walk.visit(g);
  mpz_class count = walk.hi - walk.lo + 1 + static_cast<unsigned long>(walk.others.size());
  memo.emplace(g.id(), count);
  return count;
}

mpz_class stop_count(Game g) { return stop_count(g, detail::table_memo<StopCountMemo>()); }

Game companion(Game g) { return companion(g, detail::table_memo<CompanionMemo>()); }

OutcomeClass misere_outcome(Game g) { return misere(g, detail::table_memo<MisereMemo>()); }

namespace {
// Misère search on forms, keyed by node (every visited form is kept alive meanwhile).
struct MisereFormSearch {
  absl::flat_hash_map<const GameForm::Node*, std::uint8_t> memo;  // as detail::MisereSearch
  std::vector<GameForm> keep;

  bool mover_wins(const GameForm& f, bool left) {
    const std::uint8_t known = left ? 1 : 4, wins = left ? 2 : 8;
    if (auto it = memo.find(f.node_ptr().get()); it != memo.end() && (it->second & known)) return it->second & wins;
    const std::vector<GameForm> moves = left ? f.left_options() : f.right_options();
    bool result = moves.empty();
    for (const GameForm& q : moves) {
      if (!mover_wins(q, !left)) {
        result = true;
        break;
      }
    }
    keep.push_back(f);
    memo[f.node_ptr().get()] |= static_cast<std::uint8_t>(known | (result ? wins : 0));
    return result;
  }
};
}  // namespace

OutcomeClass misere_outcome(const GameForm& form) {
  MisereFormSearch search;
  const bool left = search.mover_wins(form, true);
  return outcome_class(left, search.mover_wins(form, false));
}

std::vector<Game> games_born_by(int n, bool all_small, bool reduced) {
  if (n < 0) throw DomainError(fmt::format("no games are born by day {}", n));
  std::vector<Game> games = day(n, all_small, detail::table_memo<DayMemo>());
  if (reduced) std::erase_if(games, [](Game g) { return reduced_canonical_form(g) != g; });
  return games;
}

}  // namespace cgt
