// cgt play GAME: play against the perfect solver in the terminal, with the value and
// remoteness of every legal move shown (Gamesman's "show values").
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <iostream>
#include <optional>

#include "cgt/games/connect_four.hpp"
#include "cgt/games/mnk.hpp"
#include "cgt/solve/database.hpp"
#include "cgt/solve/dense_solver.hpp"
#include "command.hpp"
#include "dense_games.hpp"

namespace cgt::cli {
namespace {

struct PlayOptions {
  CommonOptions common;
  std::string game;
  int size = 3;
  int width = 7, height = 6;
  std::string db, position;
  bool second = false;
};

// A move's worth for the player making it, from the cell of the position it leads to.
struct MoveValue {
  SolvedValue value;
  std::uint32_t remoteness;
  std::string text() const {
    return value == SolvedValue::Draw ? "draw" : fmt::format("{} in {}", to_string(value), remoteness);
  }
  // Better for the mover first: wins (sooner first), ties, draws, losses (later first).
  int rank() const {
    switch (value) {
      case SolvedValue::Win: return -1'000'000 + static_cast<int>(remoteness);
      case SolvedValue::Tie: return -1000 + static_cast<int>(remoteness);
      case SolvedValue::Draw: return 0;
      case SolvedValue::Lose: break;
    }
    return 1'000'000 - static_cast<int>(remoteness);
  }
};

MoveValue move_value(std::uint16_t child) {
  const SolvedValue v = dense_cell::value(child);
  const std::uint32_t r = dense_cell::remoteness(child) + 1;
  if (v == SolvedValue::Lose) return {SolvedValue::Win, r};
  if (v == SolvedValue::Win) return {SolvedValue::Lose, r};
  if (v == SolvedValue::Tie) return {SolvedValue::Tie, r};
  return {SolvedValue::Draw, 0};
}

void print_board(const std::string& board) {
  std::string out;
  int row = 1;
  std::size_t start = 0;
  while (start <= board.size()) {
    const std::size_t bar = std::min(board.find('|', start), board.size());
    out += fmt::format("  {} {}\n", row++, board.substr(start, bar - start));
    start = bar + 1;
  }
  const std::size_t width = board.find('|');
  std::string letters;
  for (std::size_t c = 0; c < width; ++c) letters += static_cast<char>('a' + c);
  std::cout << out << "    " << letters << "\n";
}

// What the game loop needs from a game and its solution: Dense for dense games (states
// and a table or database of cells), Hashed for games solved by the hash-table solver.
template <class G>
struct Dense {
  using Position = std::uint64_t;
  const G& game;
  std::function<std::uint16_t(std::uint64_t)> cell;
  std::string board(Position p, bool first_to_move) const { return game.to_string(p, first_to_move); }
  Primitive primitive(Position p) const { return game.primitive(p); }
  auto moves(Position p) const { return game.labelled_moves(p); }
};

template <class G>
struct Hashed {
  using Position = typename G::Position;
  const G& game;
  SolvedTable<G> table;
  std::string board(const Position& p, bool) const { return game.to_string(p); }
  Primitive primitive(const Position& p) const { return game.primitive(p); }
  auto moves(const Position& p) const { return game.labelled_moves(p); }
  std::uint16_t cell(const Position& p) const { return table.at(p); }
};

// A game started at another position (for --position with the hash-table solver).
template <class G>
struct StartingAt {
  using Position = typename G::Position;
  const G& game;
  Position from;
  Position start() const { return from; }
  auto moves(const Position& p) const { return game.moves(p); }
  Primitive primitive(const Position& p) const { return game.primitive(p); }
};

template <class Adapter>
void play(const Adapter& a, const std::string& name, PlayOptions& o, typename Adapter::Position position, bool first_to_move) {
  const bool human_first = !o.second;
  Json moves_played = Json::array();
  std::string result;
  const auto say = [&](const std::string& text) {
    if (!o.common.json) std::cout << text;
  };
  for (;;) {
    const bool humans_turn = first_to_move == human_first;
    const std::uint16_t here = a.cell(position);
    const std::string board = a.board(position, first_to_move);
    if (!o.common.json) print_board(board);
    const Primitive prim = a.primitive(position);
    auto options = a.moves(position);
    if (prim != Primitive::Undecided || options.empty()) {
      if (prim == Primitive::Tie) result = "tie";
      else result = (prim == Primitive::Win) == humans_turn ? "you win" : "cgt wins";
      say(fmt::format("game over: {}\n", result));
      break;
    }
    const MoveValue position_value{dense_cell::value(here), dense_cell::remoteness(here)};
    say(fmt::format("{} to move ({}): {}\n", humans_turn ? "you" : "cgt", name, position_value.text()));
    std::vector<std::pair<std::string, MoveValue>> valued;
    for (const auto& [text, child] : options) valued.emplace_back(text, move_value(a.cell(child)));
    std::stable_sort(valued.begin(), valued.end(), [](const auto& x, const auto& y) { return x.second.rank() < y.second.rank(); });
    std::string chosen;
    if (humans_turn) {
      std::string listing;
      for (const auto& [text, v] : valued) listing += fmt::format("  {:<7} {}\n", text, v.text());
      say(listing);
      for (;;) {
        say("your move (or 'quit'): ");
        std::string line;
        if (!std::getline(std::cin, line)) line = "quit";
        line.erase(0, line.find_first_not_of(" \t"));
        line.erase(line.find_last_not_of(" \t\r") + 1);
        if (line == "quit") break;
        if (std::any_of(valued.begin(), valued.end(), [&](const auto& m) { return m.first == line; })) {
          chosen = line;
          break;
        }
        // With --json there is no listing to choose from again: the game stops with an error.
        if (o.common.json) throw ParseError(fmt::format("illegal move '{}' in position {}", line, board));
        std::cerr << fmt::format("illegal move '{}': the legal moves are listed above (e.g. {})\n", line, valued.front().first);
      }
      if (chosen.empty()) {
        result = "quit";
        break;
      }
    } else {
      chosen = valued.front().first;
      say(fmt::format("cgt plays {} ({})\n", chosen, valued.front().second.text()));
    }
    moves_played.push_back(chosen);
    position = std::find_if(options.begin(), options.end(), [&](const auto& m) { return m.first == chosen; })->second;
    first_to_move = !first_to_move;
  }
  if (o.common.json) print_json(Json{{"game", name}, {"moves", moves_played}, {"result", result}});
}

template <class G>
void play_hashed(const G& game, const std::string& name, PlayOptions& o) {
  const typename G::Position from = o.position.empty() ? game.start() : game.parse(o.position);
  Hashed<G> a{game, {}};
  auto control = o.common.make_run();
  solve(StartingAt<G>{game, from}, 200'000'000, *control, &a.table);
  control->finish();
  const std::string board = a.board(from, true);
  const auto stones = std::count_if(board.begin(), board.end(), [](char c) { return c == 'x' || c == 'o'; });
  play(a, name, o, from, stones % 2 == 0);  // x moves first in both games
}

void run(PlayOptions& o) {
  if (o.game == "tictactoe") return play_hashed(MnkGame(3, 3, 3), "tictactoe", o);
  if (o.game == "connect4") return play_hashed(ConnectFour(o.width, o.height), fmt::format("connect4({}x{})", o.width, o.height), o);
  std::string name = o.game;
  if (o.game == "quixo") {
    if (o.size != 3 && o.size != 4) Quixo{o.size};  // throws the size error (5 × 5 does not fit here)
    name = fmt::format("quixo({})", o.size);
  }
  with_dense_game(name, [&](const auto& game) {
    using G = std::decay_t<decltype(game)>;
    const auto [state, first] = o.position.empty() ? std::pair{game.start_state(), true} : game.parse(o.position);
    if (!o.db.empty()) {
      auto db = std::make_shared<Database>(o.db);
      if (db->game() != name) throw ParseError(fmt::format("{}: a database of {}, not of {}", o.db, db->game(), name));
      play(Dense<G>{game, [db](std::uint64_t s) { return db->cell(s); }}, name, o, state, first);
      return;
    }
    auto control = o.common.make_run();
    auto d = std::make_shared<DenseSolve>(solve_dense(game, {.count_positions = false}, *control));
    control->finish();
    play(Dense<G>{game, [d](std::uint64_t s) { return d->table.cells[s]; }}, name, o, state, first);
  });
}

}  // namespace

void register_play(CLI::App& app) {
  auto options = std::make_shared<PlayOptions>();
  CLI::App* cmd = app.add_subcommand("play", "Play against the perfect solver, with the value of every move shown");
  cmd->add_option("game", options->game, "tictactoe, connect4, quixo or teeko")->required();
  cmd->add_option("--width", options->width, "connect4: columns")->capture_default_str();
  cmd->add_option("--height", options->height, "connect4: rows")->capture_default_str();
  cmd->add_option("--size", options->size, "quixo: board size (3 or 4)")->capture_default_str();
  cmd->add_option("--db", options->db, "read values from this database (cgt solve --db) instead of solving first");
  cmd->add_option("--position", options->position, "start from this position instead of the empty board");
  cmd->add_flag("--second", options->second, "let cgt move first");
  add_common_options(*cmd, options->common);
  cmd->footer("Moves are typed as listed: tictactoe 'b2', connect4 the column '3', quixo 'a1-a3' (take at a1, push in at "
      "a3), teeko 'c3' (drop) or 'c3-d4' (slide). Rows count from the top.");
  cmd->callback([options] { run(*options); });
}

}  // namespace cgt::cli
