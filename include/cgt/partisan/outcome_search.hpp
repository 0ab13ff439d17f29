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
/// new component is valued by canonical forms if that takes at most that many new
/// positions (cgt/partisan/partisan_game.hpp) and 16 steps of work with games per
/// position (cgt::GameTable::WorkLimit: a few positions can hold canonical forms too
/// large to be worth computing); a closed form folds into K in O(1), any
/// other value is kept as a valued component (a general canonical sum costs more than
/// the search it saves), and a component over the budget stays open. Valued components
/// move by their canonical options, which are never worse for the mover (Siegel, CGT,
/// II.2: a canonical form equals the game), and a pair G, -G cancels (G - G = 0). Moves
/// in K come after every other move when K is a number (number avoidance: Siegel, CGT,
/// II.3; Winning Ways ch. 2). With no open or valued part left, the outcome is K's.
/// States are memoised in a transposition table (open components by their normalised
/// keys in hash order, valued components by identity, and K) for each player to move.
/// Depth-first; depth is bounded by the game's length. Before a state's moves are
/// searched, the table is asked about every child (enhanced transposition cutoff:
/// Plaat, Schaeffer, Pijls and de Bruin 1996), and the moves are tried in the order of
/// the moves they leave the opponent, fewest first (a mobility ordering).
///
/// Folding pays where components are often closed forms: Advance or Eat (numbers: an
/// 8×8 board in milliseconds instead of minutes), Blue-Red Hackenbush, linear Clobber
/// (*, ^, +-{*,^}, ...: (xo)^25 in 0.25 s, 5 s before the ordering; valuing every
/// component took 49 s on (xo)^20, pure search 21 s on (xo)^17), and sums of
/// Domineering regions (three 4x4 regions in 0.01 s); in one region of Domineering, Amazons or Clobber on
/// two-dimensional boards, the valuations cost more than they save, and a budget of 0
/// (pure search) is several times faster: measured by `cgt outcome TERM --fold-budget N`.

#include <absl/container/flat_hash_map.h>
#include <absl/hash/hash.h>
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <thread>
#include <cstdint>
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
  /// forms before it is left open for the search (0: never value; pure search); its
  /// valuation may also take 16 steps of work with games per position.
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

  /// States searched to the end (in every table this search has used).
  std::size_t nodes() const noexcept { return table_.size() + other_nodes_; }
  /// States answered by a transposition table so far.
  std::uint64_t table_hits() const noexcept { return table_hits_; }

 private:
  struct State {
    std::vector<P> open;        // normalised components, ordered by hash
    std::vector<Game> valued;   // canonical forms of the valued components, ordered by id
    Game known;                 // K: the canonical sum of the components folded so far
    friend bool operator==(const State&, const State&) = default;
    template <class H>
    friend H AbslHashValue(H h, const State& s) {
      h = H::combine(std::move(h), s.open, s.known.id(), s.valued.size());
      for (const Game& g : s.valued) h = H::combine(std::move(h), g.id());
      return h;
    }
  };
  // Bits of a table entry: known/value for Left to move, known/value for Right to move.
  enum : std::uint8_t { kLeftKnown = 1, kLeftWins = 2, kRightKnown = 4, kRightWins = 8 };

  // Thrown in one search when the other (on another thread) has failed.
  struct Stopped {};

  static OutcomeClass outcome_class(bool left_first, bool right_first) {
    if (left_first && right_first) return OutcomeClass::N;
    if (left_first) return OutcomeClass::L;
    if (right_first) return OutcomeClass::R;
    return OutcomeClass::P;
  }

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
    if (auto it = valued_.find(key); it != valued_.end()) return it->second;
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
    valued_.emplace(key, value);
    return value;
  }

  // Splits p into components; each is folded into K or kept open.
  void add_position(const P& p, State& s) {
    if constexpr (HasComponents<G>) {
      for (const P& part : game_.components(p)) add_component(part, s);
    } else {
      add_component(p, s);
    }
  }

  void add_component(const P& part, State& s) {
    P key = normalized_key(game_, part);
    if (const auto value = try_value(key)) {
      add_value(*value, s);
      return;
    }
    s.open.push_back(std::move(key));
  }

  // A canonical form joins K if it is a closed form, else the valued components.
  static void add_value(Game value, State& s) {
    if (value.as_number_up_star()) {
      s.known += value;  // x + n.^ + *k: closed forms add in O(1) (numbers added, ups counted, nimbers nim-summed)
      return;
    }
    s.valued.push_back(value);
  }

  // Orders the open components by hash and the valued ones by identity, and cancels each
  // valued pair G, -G (their sum is 0).
  static void normalise(State& s) {
    if (s.open.size() > 1) {  // each component hashed once (hashing a board dominated the comparisons)
      std::vector<std::pair<std::size_t, std::size_t>> order(s.open.size());  // (hash, index)
      for (std::size_t i = 0; i < s.open.size(); ++i) order[i] = {absl::Hash<P>{}(s.open[i]), i};
      std::sort(order.begin(), order.end());
      std::vector<P> sorted;
      sorted.reserve(s.open.size());
      for (const auto& [hash, i] : order) sorted.push_back(std::move(s.open[i]));
      s.open = std::move(sorted);
    }
    if (s.valued.empty()) return;
    std::vector<Game> kept;
    kept.reserve(s.valued.size());
    for (const Game& g : s.valued) {
      const Game negative = -g;
      const auto twin = std::find(kept.begin(), kept.end(), negative);
      if (twin != kept.end()) {
        kept.erase(twin);
      } else {
        kept.push_back(g);
      }
    }
    std::sort(kept.begin(), kept.end(), [](const Game& a, const Game& b) { return a.id() < b.id(); });
    s.valued = std::move(kept);
  }

  bool search(const State& s, bool left_to_move) {
    if (s.open.empty() && s.valued.empty()) {
      const OutcomeClass o = cgt::outcome(s.known);
      return o == OutcomeClass::N || o == (left_to_move ? OutcomeClass::L : OutcomeClass::R);
    }
    const std::uint8_t known = left_to_move ? kLeftKnown : kRightKnown;
    const std::uint8_t value = left_to_move ? kLeftWins : kRightWins;
    if (auto it = table_.find(s); it != table_.end() && (it->second & known)) {
      ++table_hits_;
      return it->second & value;
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
    std::vector<State> children = children_of(s, left_to_move);
    if (depth_ == 1) {  // for the progress line
      root_move_ = 0;
      root_moves_ = children.size();
    }
    // Enhanced transposition cutoff (Plaat, Schaeffer, Pijls and de Bruin 1996): a
    // child the table knows to be lost by the opponent decides this state at once; one
    // it knows to be won by the opponent is not searched again.
    const std::uint8_t reply_known = left_to_move ? kRightKnown : kLeftKnown;
    const std::uint8_t reply_wins = left_to_move ? kRightWins : kLeftWins;
    std::vector<std::size_t> open_moves;
    open_moves.reserve(children.size());
    for (std::size_t i = 0; i < children.size() && !result; ++i) {
      if (auto it = table_.find(children[i]); it != table_.end() && (it->second & reply_known)) {
        result = (it->second & reply_wins) == 0;
        continue;
      }
      open_moves.push_back(i);
    }
    if (!result && open_moves.size() > 1) {
      std::vector<int> replies(children.size());
      for (std::size_t i : open_moves) replies[i] = opponent_moves(children[i], left_to_move);
      std::stable_sort(open_moves.begin(), open_moves.end(),
                       [&](std::size_t a, std::size_t b) { return replies[a] < replies[b]; });
    }
    for (std::size_t k = 0; k < open_moves.size() && !result; ++k) {
      if (depth_ == 1) root_move_ = open_moves[k] + 1;
      result = !search(children[open_moves[k]], !left_to_move);
    }

    auto [it, inserted] = table_.try_emplace(s, std::uint8_t{0});
    if (inserted) {
      if (table_.size() > max_positions_)
        throw LimitError(fmt::format("outcome search stopped: more than {} positions", max_positions_));
      if (table_.size() % 65536 == 0) checkpoint();
    }
    it->second |= known | (result ? value : 0);
    return result;
  }

  // The states the player to move can reach from s, normalised: its moves in the open
  // components, then in the valued ones (their canonical options; equal components
  // move alike, so only the first of each), then in K, last, which number avoidance
  // asks when K is a number.
  std::vector<State> children_of(const State& s, bool left_to_move) {
    std::vector<State> children;
    for (std::size_t i = 0; i < s.open.size(); ++i) {
      const auto options = left_to_move ? game_.left_options(s.open[i]) : game_.right_options(s.open[i]);
      for (const P& q : options) {
        State child{{}, s.valued, s.known};
        for (std::size_t j = 0; j < s.open.size(); ++j)
          if (j != i) child.open.push_back(s.open[j]);
        add_position(q, child);
        normalise(child);
        children.push_back(std::move(child));
      }
    }
    for (std::size_t i = 0; i < s.valued.size(); ++i) {
      if (i > 0 && s.valued[i] == s.valued[i - 1]) continue;  // the same moves as the last one's
      const std::vector<Game> options = left_to_move ? s.valued[i].left_options() : s.valued[i].right_options();
      for (Game g : options) {
        State child{s.open, {}, s.known};
        for (std::size_t j = 0; j < s.valued.size(); ++j)
          if (j != i) child.valued.push_back(s.valued[j]);
        add_value(g, child);
        normalise(child);
        children.push_back(std::move(child));
      }
    }
    for (Game k : left_to_move ? s.known.left_options() : s.known.right_options())
      children.push_back(State{s.open, s.valued, k});
    return children;
  }

  // The order of the moves: fewest moves left to the opponent first (its moves in the
  // child's open and valued components; the component counts are cached). Measured on
  // linear Clobber strips one to two moves from (xo)^30, one thread: 6.2-12.2 s without
  // ordering or ETC, 2.5-4.5 s with ETC, 0.12-1.4 s with this order; (xo)^25 6 s ->
  // 0.25 s. The mover's own moves counted in as well did worse (1.4-2.7 s).
  int opponent_moves(const State& s, bool left_to_move) {
    int theirs = 0;
    for (const P& part : s.open) {
      auto it = move_counts_.find(part);
      if (it == move_counts_.end())
        it = move_counts_.emplace(part, std::pair<int, int>(static_cast<int>(game_.left_options(part).size()),
                                                            static_cast<int>(game_.right_options(part).size()))).first;
      theirs += left_to_move ? it->second.second : it->second.first;
    }
    for (const Game& g : s.valued) theirs += static_cast<int>((left_to_move ? g.right_options() : g.left_options()).size());
    return theirs;
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
    run_.checkpoint("outcome search", table_.size(), 0, memory_estimate(), where);
  }

  std::uint64_t memory_estimate() const {
    return table_.size() * (sizeof(State) + 2 * sizeof(P) + 32) + reducer_.positions() * (sizeof(P) + 48) +
           move_counts_.size() * (sizeof(P) + 24) +
           Game::table_size() * 256;
  }

  const G& game_;
  std::size_t max_positions_;
  RunControl& run_;
  std::size_t budget_;
  CanonicalReducer<G> reducer_;
  absl::flat_hash_map<P, std::optional<Game>> valued_;
  absl::flat_hash_map<State, std::uint8_t> table_;
  absl::flat_hash_map<P, std::pair<int, int>> move_counts_;  // Left's and Right's moves in a component
  std::uint64_t visited_ = 0;  // states searched (stored or found in the table)
  std::size_t other_nodes_ = 0;  // states of the searches run on a second thread
  const std::atomic<bool>* stop_ = nullptr;  // set when the search on the other thread failed
  std::uint64_t table_hits_ = 0;
  bool left_first_ = true;  // the player to move at the root of the current search
  int depth_ = 0;           // levels of search() on the stack (1: the root)
  std::size_t root_move_ = 0, root_moves_ = 0;  // the root's move being searched, of all its moves
};

}  // namespace cgt
