// Connect-Four in the catalogue: solved by tiers (the stone count); the hash-table solver
// with the mirror symmetry keeps a keyed database for `--db`, query and play.
#include "../solver_entry.hpp"
#include "cgt/games/connect_four.hpp"
#include "cgt/games/connect_four_tiers.hpp"
#include "cgt/solve/tiered_solver.hpp"

#include <bit>

namespace cgt::catalogue {

namespace {

// A board's cell in the tier files: its tier is its stone count.
std::uint16_t tier_cell(TierFiles& files, const ConnectFourTiers& tiers, const ConnectFour::Position& p) {
  return files.cell(static_cast<std::uint32_t>(std::popcount(p.mask)), tiers.slot(p));
}

// Play against the tier files of a solve (cgt solve --db DIR): each value is one cell read.
std::unique_ptr<PlaySession> play_from_tiers(std::shared_ptr<const ConnectFour> game, const Arguments& a,
                                             const PlayRequest& r) {
  auto files = std::make_shared<TierFiles>(TierFiles::open(r.database));
  const std::string name = to_string(a.normal_term());
  if (files->game() != name) throw ParseError(fmt::format("{}: the tiers of {}, not of {}", r.database, files->game(), name));
  const ConnectFour::Position from = r.position.empty() ? game->start() : game->parse(r.position);
  auto tiers = std::make_shared<const ConnectFourTiers>(*game);
  using P = ConnectFour::Position;
  CellPlay<P>::Access access{
      [game](const P& p, bool) { return game->to_string(p); },
      [game](const P& p) { return game->primitive(p); },
      [game](const P& p) { return game->labelled_moves(p); },
      [files, tiers](const P& p) { return tier_cell(*files, *tiers, p); }};
  return std::make_unique<CellPlay<P>>(std::move(access), from, std::popcount(from.mask) % 2 == 0);
}

}  // namespace

GameEntry connect4_entry() {
  GameEntry e;
  e.name = "connect4";
  e.signatures = {{integer_parameter("width", "columns", 1, 63, 7), integer_parameter("height", "rows", 1, 63, 6),
                   integer_parameter("k", "stones in a row to win", 1, 63, 4)}};
  e.example = "connect4(4, 4)";
  e.description =
      "stones drop into columns; k in a row wins (Allis 1988; Tromp's position counts, OEIS A212693). Positions: "
      "rows top to bottom separated by '|', 'x' moves first";
  const auto make = [](const Arguments& a) {
    return ConnectFour(a.small_integer("width"), a.small_integer("height"), a.small_integer("k"));
  };
  serve_hashed<ConnectFour>(e, make, "");  // play, and the negamax reference of the laws test
  e.solve = [make](const Arguments& a, Session& s, const SolveRequest& r) { return solve_by_tiers(ConnectFourTiers(make(a)), a, s, r); };
  e.query_tiers = [make](const Arguments& a, TierFiles& files, std::string_view position) {
    const ConnectFour game = make(a);
    const ConnectFour::Position p = game.parse(position);
    const std::uint16_t cell = tier_cell(files, ConnectFourTiers(game), p);
    // Every reachable position of an acyclic game is decided; 0 marks a slot play never reaches.
    if (cell == 0)
      throw DomainError(fmt::format("the position {} is not reachable from the start of {}", game.to_string(p), files.game()));
    return cell_report(game.to_string(p), cell);
  };
  e.query = nullptr;  // --db writes tier files, read by query_tiers
  e.play = [make](const Arguments& a, Session& s, const PlayRequest& r) -> std::unique_ptr<PlaySession> {
    if (r.database.empty()) return play_hashed(std::make_shared<const ConnectFour>(make(a)), s, r);
    return play_from_tiers(std::make_shared<const ConnectFour>(make(a)), a, r);
  };
  e.engines = {{Command::Solve, "tiered retrograde analysis (tier = stones; --db DIR writes a file per tier, --resume)"},
               {Command::Play, "against the solved table, or the tier files of --db DIR"},
               {Command::Query, "tier files (cgt solve --db DIR)"}};
  e.bench = {Command::Solve, "connect4(4, 5)"};
  e.random_position = [](std::mt19937_64& rng) {
    Term t = parse_term("connect4(3, 3, 3)");
    t.positional[0].data = std::int64_t(1 + rng() % 4);
    t.positional[1].data = std::int64_t(1 + rng() % 3);
    t.positional[2].data = std::int64_t(1 + rng() % 3);
    return t;
  };
  return e;
}

}  // namespace cgt::catalogue
