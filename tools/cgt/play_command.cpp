// cgt play GAME: play against the perfect solver in the terminal, with the value and
// remoteness of every legal move shown (Gamesman's "show values").
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <iostream>
#include <optional>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "command.hpp"
#include "legacy_flags.hpp"

namespace cgt::cli {
namespace {

struct PlayOptions {
  CommonOptions common;
  std::string game;
  std::string db, position;
  bool second = false;
  LegacyFlags legacy;
};

std::string play_value_text(SolvedValue value, std::uint32_t remoteness) {
  return value == SolvedValue::Draw ? "draw" : fmt::format("{} in {}", to_string(value), remoteness);
}

// A board of cells: rows separated by '|', no spaces or parentheses, not a number (a
// heap such as "7", or a sum "4 + 2", is not a board).
bool is_board_of_cells(const std::string& board) {
  return board.find_first_of("( ") == std::string::npos &&
         board.find_first_not_of("0123456789") != std::string::npos;
}

void print_board(const std::string& board) {
  if (!is_board_of_cells(board)) {
    std::cout << "  " << board << "\n";
    return;
  }
  std::string out;
  int row = 1;
  std::size_t start = 0;
  while (start <= board.size()) {
    const std::size_t bar = std::min(board.find('|', start), board.size());
    out += fmt::format("  {} {}\n", row++, board.substr(start, bar - start));
    start = bar + 1;
  }
  std::cout << out;
  // Column letters under the cells.
  const std::size_t width = std::min(board.find('|'), board.size());  // a strip has no '|'
  std::string letters;
  for (std::size_t c = 0; c < width && c < 26; ++c) letters += static_cast<char>('a' + c);
  std::cout << "    " << letters << "\n";
}

void play(PlaySession& game, const std::string& name, PlayOptions& o) {
  const bool human_first = !o.second;
  Json moves_played = Json::array();
  std::string result;
  const auto say = [&](const std::string& text) {
    if (!o.common.json) std::cout << text;
  };
  for (;;) {
    const bool humans_turn = game.first_player_to_move() == human_first;
    const std::string board = game.board();
    if (!o.common.json) print_board(board);
    const Primitive over = game.over();
    if (over != Primitive::Undecided) {
      if (over == Primitive::Tie) result = "tie";
      else result = (over == Primitive::Win) == humans_turn ? "you win" : "cgt wins";
      say(fmt::format("game over: {}\n", result));
      break;
    }
    const QueryReport here = game.value();
    say(fmt::format("{} to move ({}): {}\n", humans_turn ? "you" : "cgt", name, play_value_text(here.value, here.remoteness)));
    const std::vector<PlaySession::Move> valued = game.moves();
    std::string chosen;
    if (humans_turn) {
      std::string listing;
      for (const auto& m : valued) listing += fmt::format("  {:<7} {}\n", m.text, play_value_text(m.value, m.remoteness));
      say(listing);
      for (;;) {
        say("your move (or 'quit'): ");
        std::string line;
        if (!std::getline(std::cin, line)) line = "quit";
        line.erase(0, line.find_first_not_of(" \t"));
        line.erase(line.find_last_not_of(" \t\r") + 1);
        if (line == "quit") break;
        if (std::any_of(valued.begin(), valued.end(), [&](const auto& m) { return m.text == line; })) {
          chosen = line;
          break;
        }
        // With --json there is no listing to choose from again: the game stops with an error.
        if (o.common.json) throw ParseError(fmt::format("illegal move '{}' in position {}", line, board));
        std::cerr << fmt::format("illegal move '{}': the legal moves are listed above (e.g. {})\n", line, valued.front().text);
      }
      if (chosen.empty()) {
        result = "quit";
        break;
      }
    } else {
      chosen = valued.front().text;
      say(fmt::format("cgt plays {} ({})\n", chosen, play_value_text(valued.front().value, valued.front().remoteness)));
    }
    moves_played.push_back(chosen);
    game.play(chosen);
  }
  if (o.common.json) print_json(Json{{"game", name}, {"moves", moves_played}, {"result", result}});
}

void run_play(PlayOptions& o, const CLI::App& cmd, const Registry& registry) {
  const Term term = o.legacy.apply(parse_term(o.game), cmd);
  const GameEntry& entry = registry.at(term, Command::Play);
  const Arguments args = entry.arguments(term);
  auto control = o.common.make_run();
  Session session(registry, *control);
  const std::unique_ptr<PlaySession> game = entry.play(args, session, {o.db, o.position});
  control->finish();
  play(*game, to_string(args.normal_term()), o);
}

}  // namespace

void register_play(CLI::App& app, const Registry& registry) {
  auto options = std::make_shared<PlayOptions>();
  CLI::App* cmd = app.add_subcommand("play", "Play against the perfect solver, with the value of every move shown");
  cmd->add_option("game", options->game,
                  "a game term: tic_tac_toe, 'connect4(5, 4)', 'quixo(3)', 'teeko', or a partisan position such as "
                  "'clobber(\"xox|ox.\")' (you are Left and move first; --second: cgt is Left)")
      ->required();
  options->legacy.integer(*cmd, "width", "connect4: columns");
  options->legacy.integer(*cmd, "height", "connect4: rows");
  options->legacy.integer(*cmd, "size", "quixo: board size");
  cmd->add_option("--db", options->db, "read values from this database (cgt solve --db) instead of solving first");
  cmd->add_option("--position", options->position, "start from this position instead of the empty board");
  cmd->add_flag("--second", options->second, "let cgt move first");
  add_common_options(*cmd, options->common);
  cmd->footer("Moves are typed as listed: tic_tac_toe 'b2', connect4 the column '3', quixo 'a1-a3' (take at a1, push in at "
      "a3), teeko 'c3' (drop) or 'c3-d4' (slide); in partisan games, the position a move leads to, as listed. Rows count "
      "from the top.");
  cmd->callback([options, cmd, &registry] { run_play(*options, *cmd, registry); });
}

}  // namespace cgt::cli
