// libFuzzer target: `cgt value` arguments and REPL sessions, evaluated end to end — the
// expression language (cgt/lang/interpreter.hpp), CGSuite's game literals and methods,
// and every catalogue game's board and parameters (`clobber("xox|ox.")`, `cram(3, 4)`),
// then printed as the value command prints them. An input is a REPL session: each line
// that is not blank is evaluated in one interpreter (variables persist, an error ends
// only its line), as `cgt value` with no expression reads them. Every line gives a value
// or throws a cgt::Error (ParseError, DomainError, LimitError) within the run control's
// 0.02 s for the whole session (the target's timeout is far above that: a run past it is
// a limit that is not honoured); never a crash, a hang or another exception. The limit is
// short because inputs that reach it (`DayN(8)`, `{1|*163:10}`) are most of the run's
// time: at 2 s the 10^6-execution campaign ran at 68 inputs a second, at 0.25 s its
// later jobs at 40 to 60 a second on each core, and at 0.1 s both cores together fell
// to 20 to 80 a second once the corpus had grown (3 hours for 10^6). Each input
// runs in a fresh game table and interpreter, as a fresh process would.
#include <cstdint>
#include <string_view>

#include "cgt/catalogue/registry.hpp"
#include "cgt/catalogue/session.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/lang/interpreter.hpp"
#include "cgt/lang/value.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/game_table.hpp"
#include "cgt/partisan/loopy/sided_value.hpp"
#include "cgt/partisan/private_table.hpp"
#include "cgt/partisan/thermograph.hpp"

namespace {

// What `cgt value` prints of a short game beyond its canonical form.
void describe(cgt::Game g) {
  (void)cgt::outcome(g);
  (void)cgt::left_stop(g).to_string();
  (void)cgt::right_stop(g).to_string();
  (void)cgt::thermograph(g).to_string();
  (void)cgt::birthday(g);
}

// What it prints of a loopy value.
void describe(const cgt::loopy::SidedValue& s) {
  (void)s.outcome_class();
  (void)s.side_to_string(cgt::loopy::Side::Onside);
  (void)s.side_to_string(cgt::loopy::Side::Offside);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 2048) return 0;  // a line someone types; length limits are the parsers' fuzz targets' job
  static const cgt::Registry registry = cgt::builtin_registry();
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  cgt::Limits limits;
  limits.max_seconds = 0.02;
  limits.max_bytes = std::uint64_t{3} << 30;  // the process's resident memory, ASan's shadow included
  limits.threads = 1;
  cgt::RunControl run(limits);
  cgt::ScopedGameTable table;
  cgt::Session session(registry, run);
  cgt::lang::Interpreter interpreter(session);
  const cgt::GameTable::Watch watch(run);  // describing and printing, as `cgt value` does
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    try {
      const cgt::lang::Value v = interpreter.evaluate(line);
      (void)cgt::lang::to_string(v);
      if (v.is_game()) describe(v.as_game());
      if (v.is_loopy()) describe(v.as_sided());
    } catch (const cgt::Error&) {
    }
  }
  return 0;
}
