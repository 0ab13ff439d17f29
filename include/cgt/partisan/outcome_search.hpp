#pragma once
/// \file
/// The outcome class of a partisan position by direct search, without the canonical
/// form of the whole: for positions too large to value. Left moving first wins iff some
/// Left option is a loss for Right moving first, and symmetrically (Winning Ways ch. 2).
///
/// A searched state is a disjunctive sum of three parts: the open components (positions
/// of the game), the valued components (canonical forms), and one closed form
/// K = x + n.^ + *k, the sum of every component whose value is one (numbers added, ups
/// counted, nimbers nim-summed; Siegel, CGT, II.4-5). With a `component_budget`, each
/// new component with at most that many options (Left's and Right's) is valued by
/// canonical forms if that takes at most that many new positions
/// (cgt/partisan/partisan_game.hpp) and 16 steps of work with games per position
/// (cgt::GameTable::WorkLimit: a few positions can hold canonical forms too large to be
/// worth computing); a closed form folds into K in O(1), any
/// other value is kept as a valued component (a general canonical sum costs more than
/// the search it saves), and a component over the budget stays open. Valued components
/// move by their canonical options, which are never worse for the mover (Siegel, CGT,
/// II.2: a canonical form equals the game), and a pair G, -G cancels (G - G = 0). Moves
/// in K come after every other move when K is a number (number avoidance: Siegel, CGT,
/// II.3; Winning Ways ch. 2). With no open or valued part left, the outcome is K's.
/// States are memoised in a transposition table (open components by the ids they were
/// given when first met, valued components by identity, and K less its integer part),
/// each entry holding for each player to move the integers in K known to win or lose:
/// a win is monotone in K's number (Siegel, CGT, II.1), so one entry answers the same
/// parts beside any territory count once its thresholds are known;
/// a pair of open components G, -G (the game's conjugate) cancels like a valued pair.
/// Depth-first; depth is bounded by the game's length. Before a state's moves are
/// searched, the table is asked about every child (enhanced transposition cutoff:
/// Plaat, Schaeffer, Pijls and de Bruin 1996), and the moves are tried in this order:
/// moves that bank ups for the mover (they fold an infinitesimal n.^ + *k with n of the
/// mover's sign into K) before moves that bank nothing, and those before moves that bank
/// the opponent's; within each, the option that last won a state in its component (a
/// killer move kept by component), moves in valued components, then the rest, each by
/// the moves they leave the opponent, fewest first (a mobility ordering). A component
/// only one player can move in (HasSoleMover: an Amazons territory) is an integer,
/// valued by its longest line even in pure search (cgt/partisan/one_sided_value.hpp).
///
/// Folding pays where components are often closed forms: Advance or Eat (numbers: an
/// 8×8 board in milliseconds instead of minutes), Blue-Red Hackenbush, linear Clobber
/// (*, ^, +-{*,^}, ...: (xo)^25 in 0.05 s, 5 s before the ordering; valuing every
/// component took 49 s on (xo)^20), and sums of Domineering regions (three 4x4 regions
/// in 0.01 s); in one region of Domineering or Amazons the valuations cost more than
/// they save, and a budget of 0 (pure search) is several times faster; on a 6x6 Clobber
/// board a budget of 4 (components of at most 4 moves) is, and a larger one is slower:
/// measured by `cgt outcome TERM --fold-budget N`. Pure search
/// of (xo)^18 takes 0.6 s (13.7 s before components were interned and open conjugate
/// pairs cancelled).

#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>
#include <absl/container/inlined_vector.h>
#include <absl/container/node_hash_map.h>
#include <absl/hash/hash.h>
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <compare>
#include <exception>
#include <thread>
#include <cstdint>
#include <deque>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/outcome.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/core/stack_guard.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/game_table.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {

/// The component budget of an outcome search where numbers and other small values are
/// common (most games in the catalogue): positions one component may take to be valued.
inline constexpr std::size_t kDefaultComponentBudget = 4096;

template <PartisanGame G>
class OutcomeSearch {
 public:
  using P = typename G::Position;

  /// `max_positions`: states in the transposition table before cgt::LimitError.
  /// `component_budget`: positions one component may take to be valued by canonical
  /// forms before it is left open for the search (0: never value; pure search), and the
  /// most options (Left's and Right's) it may have to be tried; its valuation may also
  /// take 16 steps of work with games per position.
  /// Closed forms (x + n.^ + *k) fold into K; other values are kept as valued components.
  OutcomeSearch(const G& game, std::size_t max_positions = 100'000'000, RunControl& run = unlimited_run(),
                std::size_t component_budget = kDefaultComponentBudget)
      : game_(game), max_positions_(max_positions), run_(run), budget_(component_budget), reducer_(game, run, 0) {
    reducer_.set_serial();
  }

  /// L, R, N or P for the position. Throws cgt::LimitError past the limits. With two
  /// threads or more (RunControl::threads()), Right's search (Right moving first) runs
  /// on a second thread at the same time as Left's, in a search of its own (its own
  /// transposition table and game table, freed after). The answer is the single
  /// thread's; the nodes are the two tables' sum, more than one shared table holds.
  OutcomeClass outcome(const P& p) {
    if (run_.threads() < 2) return outcome_class(wins(p, true), wins(p, false));
    return outcome_on_two_threads(p);
  }

  /// Does the player to move (Left if `left_to_move`) win from p? One search, in this
  /// object's table (kept between calls).
  bool wins(const P& p, bool left_to_move) {
    left_first_ = left_to_move;
    State start;
    add_position(p, start);
    normalise(start);
    return search(start, left_to_move);
  }

  /// States searched (their moves tried; not those a table answered), in every search
  /// this object has run, on either thread.
  std::size_t nodes() const noexcept { return visited_ + other_nodes_; }
  /// States answered by a transposition table so far.
  std::uint64_t table_hits() const noexcept { return table_hits_; }

 private:
  // Components are interned: each normalised component met gets an id once, and a state
  // holds ids, so copying, hashing and comparing a state never touches a board (with
  // boards in the states, hashing and copying them took most of the time).
  using ComponentId = std::uint32_t;
  static constexpr ComponentId kNoComponent = ~ComponentId{0};

  struct State {
    absl::InlinedVector<ComponentId, 4> open;  // ids of the open components, ascending
    absl::InlinedVector<Game, 2> valued;       // canonical forms of the valued components, ordered by id
    Game known;                                // K: the canonical sum of the components folded so far
    std::uint64_t open_sum = 0;                // the sum of mix(id) over `open`: a hash of the multiset
    // Set by set_key(): K = level + base, level the integer part of K's number (0 when it
    // is out of range). The table keys a state by its parts with `base` for K, and keeps
    // what it knows for every level of that key at once (StateTable::Bounds).
    Game base = Game();
    std::int32_t level = 0;
    std::size_t hash = 0;  // of the open and valued parts and `base`
  };

  // One normalised component: its value when valued within the budget, its move counts
  // and, once it has been expanded twice for a side, that side's options split into
  // parts (each option as the State of its own components, not normalised).
  struct Component {
    const P* key = nullptr;     // in ids_ (a node map: the address is stable)
    std::optional<Game> value;  // set when valued: it then never appears open
    int moves[2] = {-1, -1};    // Left's and Right's options, counted when first asked
    std::uint8_t expansions[2] = {0, 0};
    std::optional<std::vector<State>> options[2];  // Left's and Right's options in parts
    ComponentId conjugate = kNoComponent;  // the open component whose value is this one's negative, if met
    int winner[2] = {-1, -1};  // the option of Left's, of Right's that last won a state, tried first
  };

  // The transposition table, keyed by a state's parts with K's integer part left out:
  // one entry holds, for either player to move, the range of integers added to K for
  // which the state is known to be won or lost. The outcome is monotone in K's number:
  // adding n >= 0 to a sum can only help Left (H + n >= H; Left wins moving first iff
  // H is not <= 0, Right iff H is not >= 0: Siegel, CGT, II.1), so a win for Left at
  // level n is a win at every level above, a loss at every level below, and the
  // opposite for Right. A state met again with another integer in K (an Amazons region
  // beside territories of other sizes) is answered without a search.
  // Each stored state's ids are in one pool, and a hash set holds (hash, entry) pairs,
  // 16 bytes, so that growing the set never touches a state (a set of whole states spent
  // a quarter of the time in page faults and moves as it grew).
  class StateTable {
   public:
    StateTable() : slots_(0, SlotHash{}, SlotEq{this}) {}
    StateTable(const StateTable&) = delete;
    StateTable& operator=(const StateTable&) = delete;

    std::size_t size() const noexcept { return entries_.size(); }
    // Bytes held, for the memory estimate.
    std::size_t bytes() const noexcept {
      return slots_.capacity() * (sizeof(Slot) + 1) + entries_.capacity() * sizeof(Entry) +
             pool_.capacity() * sizeof(std::uint32_t);
    }

    // Whether the player to move wins s, if the table knows.
    std::optional<bool> wins(const State& s, bool left_to_move) const {
      const auto it = slots_.find(s);
      if (it == slots_.end()) return std::nullopt;
      return entries_[it->entry].bounds.wins(s.level, left_to_move);
    }

    // Starts loading the memory a lookup of s probes first.
    void prefetch(const State& s) const { slots_.prefetch(s); }

    // Records that the player to move wins s (or loses), storing s's key if new; true if
    // it was new.
    bool add(const State& s, bool left_to_move, bool win) {
      if (const auto it = slots_.find(s); it != slots_.end()) {
        entries_[it->entry].bounds.record(s.level, left_to_move, win);
        return false;
      }
      Entry e{pool_.size(), static_cast<std::uint32_t>(s.open.size()), static_cast<std::uint32_t>(s.valued.size()),
              s.base, {}};
      e.bounds.record(s.level, left_to_move, win);
      pool_.insert(pool_.end(), s.open.begin(), s.open.end());
      for (const Game& g : s.valued) pool_.push_back(g.id());
      slots_.insert(Slot{s.hash, entries_.size()});
      entries_.push_back(e);
      return true;
    }

   private:
    // Levels known: Left to move wins at every level >= left_wins and loses at every
    // level <= left_loses; Right to move wins at every level <= right_wins and loses at
    // every level >= right_loses. Levels lie strictly between the sentinels.
    struct Bounds {
      static constexpr std::int32_t kNone = std::numeric_limits<std::int32_t>::max();
      std::int32_t left_wins = kNone, left_loses = -kNone, right_wins = -kNone, right_loses = kNone;

      std::optional<bool> wins(std::int32_t level, bool left_to_move) const {
        if (left_to_move) {
          if (level >= left_wins) return true;
          if (level <= left_loses) return false;
        } else {
          if (level <= right_wins) return true;
          if (level >= right_loses) return false;
        }
        return std::nullopt;
      }
      void record(std::int32_t level, bool left_to_move, bool win) {
        if (left_to_move && win) left_wins = std::min(left_wins, level);
        if (left_to_move && !win) left_loses = std::max(left_loses, level);
        if (!left_to_move && win) right_wins = std::max(right_wins, level);
        if (!left_to_move && !win) right_loses = std::min(right_loses, level);
      }
    };
    struct Entry {
      std::size_t offset;  // of the open ids, then the valued ids, in pool_
      std::uint32_t open, valued;
      Game base;
      Bounds bounds;
    };
    struct Slot {
      std::size_t hash;
      std::size_t entry;
    };
    struct SlotHash {
      using is_transparent = void;
      std::size_t operator()(const Slot& a) const noexcept { return a.hash; }
      std::size_t operator()(const State& s) const noexcept { return s.hash; }
    };
    struct SlotEq {
      using is_transparent = void;
      const StateTable* table;
      bool operator()(const Slot& a, const Slot& b) const noexcept { return a.entry == b.entry; }
      bool operator()(const Slot& a, const State& s) const noexcept { return a.hash == s.hash && table->holds(a.entry, s); }
      bool operator()(const State& s, const Slot& a) const noexcept { return (*this)(a, s); }
    };

    bool holds(std::size_t entry, const State& s) const noexcept {
      const Entry& e = entries_[entry];
      if (e.base != s.base || e.open != s.open.size() || e.valued != s.valued.size()) return false;
      const std::uint32_t* ids = pool_.data() + e.offset;
      if (!std::equal(s.open.begin(), s.open.end(), ids)) return false;
      ids += e.open;
      for (std::size_t i = 0; i < s.valued.size(); ++i)
        if (s.valued[i].id() != ids[i]) return false;
      return true;
    }

    std::vector<Entry> entries_;
    std::vector<std::uint32_t> pool_;
    absl::flat_hash_set<Slot, SlotHash, SlotEq> slots_;
  };

  // Thrown in one search when the other (on another thread) has failed.
  struct Stopped {};

  // Left's search here, Right's in a fresh search on a second thread (a thread binds a
  // game table of its own: cgt/partisan/game_table.hpp). The first failure (a limit)
  // stops the other search and is rethrown.
  OutcomeClass outcome_on_two_threads(const P& p) {
    std::atomic<bool> stop{false};
    std::optional<bool> right_first;
    std::exception_ptr right_error;
    std::size_t right_nodes = 0;
    std::uint64_t right_hits = 0;
    std::thread right([&] {
      run_stoppable(stop, right_error, [&] {
        // This thread's game table is a fresh one: the run must watch it too, or a sum of
        // large components there would never meet the run's limits.
        const GameTable::Watch watch(run_);
        OutcomeSearch other(game_, max_positions_, run_, budget_);
        other.stop_ = &stop;
        right_first = other.wins(p, false);
        right_nodes = other.nodes();
        right_hits = other.table_hits();
      });
    });
    std::optional<bool> left_first;
    std::exception_ptr left_error;
    stop_ = &stop;
    run_stoppable(stop, left_error, [&] { left_first = wins(p, true); });
    right.join();
    stop_ = nullptr;
    other_nodes_ += right_nodes;
    table_hits_ += right_hits;
    if (left_error) std::rethrow_exception(left_error);
    if (right_error) std::rethrow_exception(right_error);
    return outcome_class(left_first.value(), right_first.value());
  }

  // Runs one of the two searches: its failure is kept in `error` and raises `stop`,
  // which ends the other; being ended that way is not a failure.
  template <class Search>
  static void run_stoppable(std::atomic<bool>& stop, std::exception_ptr& error, Search&& search) {
    try {
      search();
    } catch (const Stopped&) {
    } catch (...) {
      error = std::current_exception();
      stop.store(true);
    }
  }

  // Steps of work with games (cgt::GameTable::WorkLimit) a valuation may take per
  // position of its budget. Measured on (xo)^25 with a budget of 4096: 16 steps a
  // position search it in 2.5-5 s, 256 in 12 s, 4096 in over 60 s; with the strip
  // budget of 16 (cgt/catalogue clobber.cpp) the check's granularity (4096 steps)
  // decides, and with no work limit at all (xo)^20 took 49 s.
  static constexpr std::uint64_t kWorkPerPosition = 16;

  // The canonical form of a component if it takes at most budget_ new positions and
  // budget_ * kWorkPerPosition steps of work.
  std::optional<Game> try_value(const P& key) {
    if (budget_ == 0) return std::nullopt;
    std::optional<Game> value;
    reducer_.set_max_positions(reducer_.positions() + budget_);
    try {
      // Work as well as positions: a few positions may hold large canonical forms
      // (linear Clobber strips of 30 stones take 0.1-0.5 s each to value), and
      // valuing them costs more than searching them.
      const GameTable::WorkLimit work(budget_ * kWorkPerPosition);
      value = reducer_.value(key);
    } catch (const LimitError&) {
      // Over the budget: the component stays open. A time or memory limit of the run
      // throws again here.
      checkpoint();
    }
    return value;
  }

  // The id of a component (normalised here), valued when first met.
  ComponentId intern(const P& part) {
    P key = normalized_key(game_, part);
    if (auto it = ids_.find(key); it != ids_.end()) return it->second;
    const auto id = static_cast<ComponentId>(components_.size());
    const auto [it, inserted] = ids_.emplace(std::move(key), id);
    components_.emplace_back();
    Component& component = components_.back();
    component.key = &it->first;
    component.value = value_of_new(id);
    if (!component.value) link_conjugate(id);
    return id;
  }

  // A new component's value, if it is worth one. A component only one player can move in
  // is an integer, valued even in pure search: its longest line costs far less than
  // searching it in every sum it is part of. Any other is valued within the budget, and
  // only when it has at most `budget_` options in all: one with more seldom fits a small
  // budget, and trying costs a valuation's start each time. Measured, one thread: 60
  // 6x6 Clobber boards (`outcome_positions.py clobber6`) with a budget of 4 store 860k
  // states in 5.1 s without it (budget 0), 31k-47k states in 9-17 s trying every
  // component, 142k states in 2.2 s with the cap; the eight hard Clobber strips (budget
  // 16) 973k states -> 752k.
  std::optional<Game> value_of_new(ComponentId id) {
    const P& key = *components_[id].key;
    if (const std::optional<long> n = reducer_.one_sided().value(key))  // the reducer's memo: one for both
      return Game::integer(*n);
    if (budget_ == 0) return std::nullopt;
    // The counts are kept for the mobility ordering, which asks for them anyway.
    if (static_cast<std::size_t>(moves_in(id, 0) + moves_in(id, 1)) > budget_) return std::nullopt;
    return try_value(key);
  }

  // Links an open component with its conjugate (the players' roles exchanged: value
  // -G) when both have been met; a component can be its own. Whichever of the two is
  // met second makes the link, so the links never depend on the order of the search.
  void link_conjugate(ComponentId id) {
    if constexpr (HasConjugate<G>) {
      const P& key = *components_[id].key;
      P twin = normalized_key(game_, game_.conjugate(key));
      if (twin == key) {
        components_[id].conjugate = id;
        return;
      }
      const auto it = ids_.find(twin);
      if (it == ids_.end() || components_[it->second].value) return;
      components_[id].conjugate = it->second;
      components_[it->second].conjugate = id;
    }
  }

  // Removes each pair of open components G, -G (their sum is 0, and a sum's outcome is
  // its value's: Siegel, CGT, II.1). The open ids are in order.
  void cancel_conjugates(State& s) {
    for (std::size_t i = 0; i < s.open.size();) {
      const ComponentId c = s.open[i];
      const ComponentId d = components_[c].conjugate;
      std::size_t j = s.open.size();
      if (d == c) {
        if (i + 1 < s.open.size() && s.open[i + 1] == c) j = i + 1;
      } else if (d != kNoComponent) {
        const auto it = std::lower_bound(s.open.begin(), s.open.end(), d);
        if (it != s.open.end() && *it == d) j = static_cast<std::size_t>(it - s.open.begin());
      }
      if (j == s.open.size()) {
        ++i;
        continue;
      }
      s.open_sum -= mix(c) + mix(d);
      s.open.erase(s.open.begin() + static_cast<std::ptrdiff_t>(std::max(i, j)));
      s.open.erase(s.open.begin() + static_cast<std::ptrdiff_t>(std::min(i, j)));
    }
  }

  // Splits p into components; each is folded into K, valued or kept open.
  void add_position(const P& p, State& s) {
    if constexpr (HasComponents<G>) {
      for (const P& part : game_.components(p)) add_component(part, s);
    } else {
      add_component(p, s);
    }
  }

  void add_component(const P& part, State& s) {
    const ComponentId id = intern(part);
    if (const auto& value = components_[id].value) {
      add_value(*value, s);
      return;
    }
    s.open.push_back(id);
    s.open_sum += mix(id);
  }

  // A component id's term in State::open_sum (splitmix64's finaliser): a sum of these
  // hashes a multiset, and a move changes it by two or three terms.
  static std::uint64_t mix(ComponentId id) noexcept {
    std::uint64_t z = id + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

  // A canonical form joins K if it is a closed form, else the valued components.
  static void add_value(Game value, State& s) {
    if (value.as_number_up_star()) {
      s.known += value;  // x + n.^ + *k: closed forms add in O(1) (numbers added, ups counted, nimbers nim-summed)
      return;
    }
    s.valued.push_back(value);
  }

  // Orders the open components and the valued ones by id, cancels each valued pair
  // G, -G (their sum is 0) and sets the state's hash. `open_sorted`: the caller built
  // the open ids in order.
  // `valued_normal`: the valued components are a normalised state's, or some of them.
  void normalise(State& s, bool open_sorted = false, bool valued_normal = false) {
    if (!open_sorted) std::sort(s.open.begin(), s.open.end());
    if constexpr (HasConjugate<G>) cancel_conjugates(s);
    if (!valued_normal && !s.valued.empty()) {
      absl::InlinedVector<Game, 2> kept;
      for (const Game& g : s.valued) {
        const auto twin = std::find(kept.begin(), kept.end(), facts(g).negative);
        if (twin != kept.end()) {
          kept.erase(twin);
        } else {
          kept.push_back(g);
        }
      }
      std::sort(kept.begin(), kept.end(), [](const Game& a, const Game& b) { return a.id() < b.id(); });
      s.valued = std::move(kept);
    }
    set_key(s);
  }

  // Splits K into its level and base (State::base) and sets the state's hash.
  void set_key(State& s) {
    const auto& [base, level] = split_known(s.known);
    s.base = base;
    s.level = level;
    std::size_t h = absl::HashOf(s.open_sum, base.id(), s.open.size(), s.valued.size());
    for (const Game& g : s.valued) h = absl::HashOf(h, g.id());
    s.hash = h;
  }

  // K = level + base, with level the integer part of K's number: ⌊x⌋ for K = x + n.^ + *k,
  // when it lies within the table's levels; else level 0 and base K. Kept by K: a search
  // meets few values of K.
  const std::pair<Game, std::int32_t>& split_known(Game k) {
    if (const auto it = splits_.find(k.id()); it != splits_.end()) return it->second;
    std::pair<Game, std::int32_t> split{k, 0};
    if (const auto nus = k.as_number_up_star()) {
      const mpz_class floor = nus->number.floor();
      constexpr long kLimit = std::numeric_limits<std::int32_t>::max() - 1;
      if (floor != 0 && floor >= -kLimit && floor <= kLimit) {
        const long n = floor.get_si();
        split = {Game::number_up_star(nus->number - Dyadic(n), nus->ups, nus->nimber), static_cast<std::int32_t>(n)};
      }
    }
    return splits_.emplace(k.id(), split).first->second;
  }

  // What the search asks of a canonical form (a valued component or K), kept: the game
  // table answers each by building a vector, and the same few forms are asked millions
  // of times.
  struct GameFacts {
    Game negative;
    std::vector<Game> options[2];  // Left's, Right's
  };
  const GameFacts& facts(Game g) {
    auto it = game_facts_.find(g.id());
    if (it == game_facts_.end()) it = game_facts_.emplace(g.id(), GameFacts{-g, {g.left_options(), g.right_options()}}).first;
    return it->second;
  }

  bool search(const State& s, bool left_to_move) {
    if (s.open.empty() && s.valued.empty()) {
      const OutcomeClass o = cgt::outcome(s.known);
      return o == OutcomeClass::N || o == (left_to_move ? OutcomeClass::L : OutcomeClass::R);
    }
    if (const std::optional<bool> known = table_.wins(s, left_to_move)) {
      ++table_hits_;
      return *known;
    }
    // Positions with thousands of options store few states per second: check the run by
    // states visited too, not only by states stored.
    if (++visited_ % 4096 == 0) {
      if (stop_ != nullptr && stop_->load(std::memory_order_relaxed)) throw Stopped{};
      checkpoint();
    }
    check_stack("outcome search: its moves");  // one level per move of the longest line
    const Deeper deeper(depth_);
    bool result = false;
    std::vector<MoveKey> keys;
    std::vector<State> children = children_of(s, left_to_move, keys);
    if (depth_ == 1) {  // for the progress line
      root_move_ = 0;
      root_moves_ = children.size();
    }
    // Enhanced transposition cutoff (Plaat, Schaeffer, Pijls and de Bruin 1996): a
    // child the table knows to be lost by the opponent decides this state at once; one
    // it knows to be won by the opponent is not searched again.
    std::vector<std::size_t> open_moves;
    open_moves.reserve(children.size());
    // The lookups miss the caches: started together, their loads overlap.
    for (const State& child : children) table_.prefetch(child);
    for (std::size_t i = 0; i < children.size() && !result; ++i) {
      if (const std::optional<bool> reply_wins = table_.wins(children[i], !left_to_move)) {
        result = !*reply_wins;
        continue;
      }
      open_moves.push_back(i);
    }
    // The order of the moves: moves in valued components first, then fewest moves left
    // to the opponent first (a mobility ordering). Measured on linear Clobber strips one
    // to two moves from (xo)^30, one thread: 6.2-12.2 s without ordering or ETC, 2.5-4.5 s
    // with ETC, 0.12-1.4 s with mobility; (xo)^25 6 s -> 0.25 s. The mover's own moves
    // counted in as well did worse (1.4-2.7 s). Valued components first: 8.5 million
    // states -> 3.9 million over six hard strips (a winning reply in +-{*,^} had come
    // last of 46, after 2.1 million states spent on the others). Each open component's
    // last winning option first: 4.9 million states -> 2.7 million over eight hard
    // strips (answering in the component the last move made, first, did worse: 2.9
    // million; keeping two winners per component: no gain). On 6x6 Clobber it costs a
    // little: 853,065 states -> 914,329 over the 60 positions of `outcome_positions.py
    // clobber6 66 60` (as a tie-break among moves of equal mobility instead: 811,079
    // there, but no gain on the strips). Moves that bank ups first (MoveKey::gain): 2.65
    // million states -> 0.97 million over the eight hard strips, 6.06 million -> 2.80
    // million over 48 strips from random play, (xo)^30 564,419 -> 141,758. Banking
    // numbers first as well did 3.2 times worse on an Amazons sum (territories fold as
    // integers; moving to a number early is rarely best: number avoidance).
    if (!result && open_moves.size() > 1) {
      std::stable_sort(open_moves.begin(), open_moves.end(),
                       [&](std::size_t a, std::size_t b) { return keys[a] < keys[b]; });
    }
    for (std::size_t k = 0; k < open_moves.size() && !result; ++k) {
      if (depth_ == 1) root_move_ = open_moves[k] + 1;
      result = !search(children[open_moves[k]], !left_to_move);
      if (result) remember_winner(keys[open_moves[k]], left_to_move ? 0 : 1);
    }

    if (table_.add(s, left_to_move, result)) {
      if (table_.size() > max_positions_)
        throw LimitError(fmt::format("outcome search stopped: more than {} positions", max_positions_));
      if (table_.size() % 65536 == 0) checkpoint();
    }
    return result;
  }

  // A move's place in the order: moves that bank ups for the mover first (gain 1: they
  // fold an infinitesimal with ups of the mover's sign into K; -1: of the opponent's),
  // then the option that last won a state in its open component (group -1), then
  // moves in valued components (group 0), then the rest; within each, by the moves left
  // to the opponent, fewest first.
  struct MoveKey {
    int gain;
    int group;
    int replies;
    ComponentId component;  // the open component moved in (kNoComponent: none), and its option
    int option;
    bool operator<(const MoveKey& o) const {
      if (gain != o.gain) return gain > o.gain;
      return group != o.group ? group < o.group : replies < o.replies;
    }
  };

  // The sign of a folded closed form's ups for the mover (0: Left, 1: Right) when it is
  // an infinitesimal n.^ + *k (in an all-small game, banked ups are atomic weight won:
  // Winning Ways ch. 9; Siegel, CGT, II.7); 0 for numbers, nimbers and other values.
  static int gain_of(Game folded, int mover) {
    if (folded == Game()) return 0;
    const auto nus = folded.as_number_up_star();
    if (!nus) return 0;
    if (nus->number != Dyadic(0)) return 0;
    const int sign = nus->ups > 0 ? 1 : nus->ups < 0 ? -1 : 0;
    return mover == 0 ? sign : -sign;
  }

  // The states the player to move can reach from s, normalised: its moves in the open
  // components, then in the valued ones (their canonical options; equal components
  // move alike, so only the first of each), then in K, last, which number avoidance
  // asks when K is a number. `keys[k]`: children[k]'s place in the move ordering.
  std::vector<State> children_of(const State& s, bool left_to_move, std::vector<MoveKey>& keys) {
    std::vector<State> children;
    keys.clear();
    const int mover = left_to_move ? 0 : 1;
    int open_replies = 0;  // the opponent's moves in s's open components
    for (ComponentId c : s.open) open_replies += moves_in(c, 1 - mover);
    // The opponent's moves in s's valued components: a child that adds none has as many.
    const int valued_before = valued_replies(s, mover);
    std::vector<State> scratch;
    for (std::size_t i = 0; i < s.open.size(); ++i) {
      if (i > 0 && s.open[i] == s.open[i - 1]) continue;  // the same moves as the last one's
      const int others = open_replies - moves_in(s.open[i], 1 - mover);
      const int winner = components_[s.open[i]].winner[mover];
      int index = -1;
      for (const State& option : options_of(s.open[i], left_to_move, scratch)) {
        ++index;
        State child{{}, s.valued, option.known == Game() ? s.known : s.known + option.known};
        child.open.reserve(s.open.size() - 1 + option.open.size());
        child.open.insert(child.open.end(), s.open.begin(), s.open.begin() + static_cast<std::ptrdiff_t>(i));
        child.open.insert(child.open.end(), s.open.begin() + static_cast<std::ptrdiff_t>(i) + 1, s.open.end());
        int added = 0;
        for (ComponentId c : option.open) {
          child.open.insert(std::upper_bound(child.open.begin(), child.open.end(), c), c);
          added += moves_in(c, 1 - mover);
        }
        child.open_sum = s.open_sum - mix(s.open[i]) + option.open_sum;
        child.valued.insert(child.valued.end(), option.valued.begin(), option.valued.end());
        normalise(child, true, option.valued.empty());
        const int valued_after = option.valued.empty() ? valued_before : valued_replies(child, mover);
        keys.push_back(
            {gain_of(option.known, mover), index == winner ? -1 : 1, others + added + valued_after, s.open[i], index});
        children.push_back(std::move(child));
      }
    }
    for (std::size_t i = 0; i < s.valued.size(); ++i) {
      if (i > 0 && s.valued[i] == s.valued[i - 1]) continue;  // the same moves as the last one's
      for (Game g : facts(s.valued[i]).options[mover]) {
        State child{s.open, {}, s.known, s.open_sum};
        for (std::size_t j = 0; j < s.valued.size(); ++j)
          if (j != i) child.valued.push_back(s.valued[j]);
        add_value(g, child);
        normalise(child, true, child.valued.size() < s.valued.size());  // g folded into K: one fewer, still normal
        keys.push_back({gain_of(g, mover), 0, open_replies + valued_replies(child, mover), kNoComponent, -1});
        children.push_back(std::move(child));
      }
    }
    if (s.known == Game()) return children;
    for (Game k : facts(s.known).options[mover]) {
      State child{s.open, s.valued, k, s.open_sum};
      set_key(child);
      keys.push_back({0, 1, open_replies + valued_before, kNoComponent, -1});
      children.push_back(std::move(child));
    }
    return children;
  }

  // Keeps the option of an open component a state was won by, to be tried first when
  // the component is met again (a killer move kept by component: the winning move in a
  // part of a sum is often the winning move in its other sums too).
  void remember_winner(const MoveKey& key, int mover) {
    if (key.component != kNoComponent) components_[key.component].winner[mover] = key.option;
  }

  // The opponent's moves in a state's valued components.
  int valued_replies(const State& s, int mover) {
    int n = 0;
    for (const Game& g : s.valued) n += static_cast<int>(facts(g).options[1 - mover].size());
    return n;
  }

  // A component's options for one side, each split into its parts. The first
  // expansion builds them in `scratch`; the second keeps them with the component, as a
  // component met twice is likely met again (a stable part of sums), while a large
  // component is mostly expanded once (its state is stored after).
  const std::vector<State>& options_of(ComponentId c, bool left, std::vector<State>& scratch) {
    const int side = left ? 0 : 1;
    if (components_[c].options[side]) return *components_[c].options[side];
    std::vector<State> parts;
    const P& key = *components_[c].key;
    for (const P& q : left ? game_.left_options(key) : game_.right_options(key)) {
      State part;
      add_position(q, part);  // may intern components: components_ is a deque, c stays put
      parts.push_back(std::move(part));
    }
    Component& component = components_[c];
    component.moves[side] = static_cast<int>(parts.size());
    if (component.expansions[side]++ == 0) {
      scratch = std::move(parts);
      return scratch;
    }
    cached_options_ += parts.size();
    component.options[side] = std::move(parts);
    return *component.options[side];
  }

  // The moves of one side (0: Left, 1: Right) in an open component, counted once.
  int moves_in(ComponentId c, int side) {
    Component& component = components_[c];
    if (component.moves[side] < 0) {
      const P& key = *component.key;
      component.moves[side] = static_cast<int>((side == 0 ? game_.left_options(key) : game_.right_options(key)).size());
    }
    return component.moves[side];
  }

  // Counts the levels of search() on the stack.
  struct Deeper {
    int& depth;
    explicit Deeper(int& d) : depth(++d) {}
    ~Deeper() { --depth; }
    Deeper(const Deeper&) = delete;
    Deeper& operator=(const Deeper&) = delete;
  };

  // Time and memory limits; progress shows the states stored, the depth and the root
  // move being searched.
  void checkpoint() {
    const std::string where = run_.reports_progress()
                                  ? fmt::format("{} moving first: depth {}, root move {} of {}",
                                                left_first_ ? "Left" : "Right", depth_, root_move_, root_moves_)
                                  : std::string();
    run_.checkpoint("outcome search", visited_, 0, memory_estimate(), where);
  }

  std::uint64_t memory_estimate() const {
    // A component: its entry, its key (and a board's cells, about 64 bytes) in the node map.
    return table_.bytes() + components_.size() * (sizeof(Component) + sizeof(P) + 96) +
           cached_options_ * sizeof(State) + (reducer_.positions() + reducer_.one_sided().positions()) * (sizeof(P) + 48) +
           Game::table_size() * 256;
  }

  const G& game_;
  std::size_t max_positions_;
  RunControl& run_;
  std::size_t budget_;
  CanonicalReducer<G> reducer_;
  absl::node_hash_map<P, ComponentId> ids_;  // every normalised component met
  std::deque<Component> components_;         // by id (a deque: references stay valid as it grows)
  std::size_t cached_options_ = 0;           // options kept with the components
  absl::flat_hash_map<Game::Id, GameFacts> game_facts_;
  absl::flat_hash_map<Game::Id, std::pair<Game, std::int32_t>> splits_;  // K's level and base, by K
  StateTable table_;
  std::uint64_t visited_ = 0;  // states searched: their moves tried (not answered by the table)
  std::size_t other_nodes_ = 0;  // states of the searches run on a second thread
  const std::atomic<bool>* stop_ = nullptr;  // set when the search on the other thread failed
  std::uint64_t table_hits_ = 0;
  bool left_first_ = true;  // the player to move at the root of the current search
  int depth_ = 0;           // levels of search() on the stack (1: the root)
  std::size_t root_move_ = 0, root_moves_ = 0;  // the root's move being searched, of all its moves
};

}  // namespace cgt
