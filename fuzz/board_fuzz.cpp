// libFuzzer target: game boards and parameters of the catalogue (cgt/catalogue/registry.hpp).
// The input is a catalogue term on its first line (`clobber("xox|ox.")`, `quixo(4)`), then
// optionally a board as `cgt query` and `cgt play --position` read it (Quixo, Teeko,
// Connect-Four: `x..o|....`). The term binds to its game's parameters (limits checked),
// a partisan position prints back to a term that reads to the same position, and a board
// prints back to a board that reads to itself. Nothing is valued or solved: the target is
// the reading of boards. Any error is a cgt::Error; never a crash or another exception.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "cgt/catalogue/registry.hpp"
#include "cgt/catalogue/term.hpp"
#include "cgt/core/error.hpp"

namespace {

void check(const cgt::GameEntry& game, const cgt::Term& term, std::string_view board) {
  const cgt::Arguments args = game.arguments(term);
  if (game.normal_position) {
    const cgt::Term once = game.normal_position(args);
    const cgt::Term twice = game.normal_position(game.arguments(cgt::parse_term(cgt::to_string(once))));
    if (!(once == twice)) std::abort();
  }
  if (game.board && !board.empty()) {
    const std::string once = game.board(args, board);
    if (game.board(args, once) != once) std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 4096) return 0;
  static const cgt::Registry registry = cgt::builtin_registry();
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::size_t newline = text.find('\n');
  const std::string_view term_text = text.substr(0, newline);
  const std::string_view board = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
  try {
    const cgt::Term term = cgt::parse_term(term_text);
    const cgt::GameEntry* game = registry.find(term.name);
    if (game == nullptr) return 0;
    check(*game, term, board);
  } catch (const cgt::Error&) {
  }
  return 0;
}
