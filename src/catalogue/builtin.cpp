// The built-in games: one line per game. Each entry is defined in its own file in
// src/catalogue/games/.
#include "cgt/catalogue/registry.hpp"

namespace cgt {
namespace catalogue {
GameEntry domineering_entry();
GameEntry clobber_entry();
GameEntry gen_clobber_entry();
GameEntry anti_clobber_entry();
GameEntry cannibal_clobber_entry();
GameEntry impartial_entry();
GameEntry kings_entry();
GameEntry knights_entry();
GameEntry rooks_entry();
GameEntry queens_entry();
GameEntry cram_entry();
GameEntry konane_entry();
GameEntry no_go_entry();
GameEntry bicolour_fission_entry();
GameEntry cross_purposes_entry();
GameEntry rook_race_entry();
GameEntry amazons_entry();
GameEntry hackenbush_entry();
GameEntry toads_and_frogs_entry();
GameEntry toppling_dominoes_entry();
GameEntry advance_or_eat_entry();
GameEntry tic_tac_toe_entry();
GameEntry mnk_entry();
GameEntry connect4_entry();
GameEntry quixo_entry();
GameEntry teeko_entry();
GameEntry stop_game_entry();
GameEntry graph_entry();
GameEntry childish_hackenbush_entry();
GameEntry partizan_arc_kayles_entry();
GameEntry col_entry();
GameEntry snort_entry();
GameEntry fjords_entry();
GameEntry elephants_and_rhinos_entry();
GameEntry push_entry();
GameEntry backsliding_toads_and_frogs_entry();
GameEntry fox_and_geese_entry();
GameEntry gen_toads_and_frogs_entry();
GameEntry arc_kayles_entry();
GameEntry spawning_entry();
GameEntry turning_entry();
GameEntry sowing_entry();
GameEntry basic_mancala_entry();
GameEntry ceylonese_fox_and_geese_entry();
GameEntry gen_fox_and_geese_entry();
std::vector<GameEntry> heap_game_entries();
std::vector<GameEntry> coordinate_game_entries();
}  // namespace catalogue

Registry builtin_registry() {
  using namespace catalogue;
  Registry r;
  for (GameEntry (*make)() : {domineering_entry, clobber_entry, amazons_entry, hackenbush_entry, toads_and_frogs_entry,
                              toppling_dominoes_entry, gen_clobber_entry, anti_clobber_entry, cannibal_clobber_entry,
                              kings_entry, knights_entry, rooks_entry, queens_entry, cram_entry, konane_entry,
                              no_go_entry, bicolour_fission_entry, cross_purposes_entry, rook_race_entry,
                              advance_or_eat_entry, tic_tac_toe_entry, mnk_entry, connect4_entry, quixo_entry,
                              teeko_entry, stop_game_entry, graph_entry, childish_hackenbush_entry,
                              partizan_arc_kayles_entry, col_entry, snort_entry, fjords_entry,
                              elephants_and_rhinos_entry, push_entry,
                              backsliding_toads_and_frogs_entry, fox_and_geese_entry, ceylonese_fox_and_geese_entry,
                              gen_fox_and_geese_entry, gen_toads_and_frogs_entry,
                              arc_kayles_entry, spawning_entry, turning_entry, sowing_entry, basic_mancala_entry,
                              impartial_entry})
    r.add(make());
  for (GameEntry& e : heap_game_entries()) r.add(std::move(e));
  for (GameEntry& e : coordinate_game_entries()) r.add(std::move(e));
  return r;
}

}  // namespace cgt
