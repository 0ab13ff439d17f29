#!/usr/bin/env bash
# End-to-end tests of the cgt command line: exact outputs, JSON keys, errors, exit codes.
# usage: cli_test.sh PATH_TO_CGT
set -u
cgt=$1
DATA=$(cd "$(dirname "$0")/../../data/graphs" && pwd)
passed=0 failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check() {  # check NAME EXPECTED_EXIT EXPECTED_STDOUT_SUBSTRING -- ARGS...
  local name=$1 want_exit=$2 want=$3
  shift 4
  local out err code
  out=$(${LAUNCH:-} "$cgt" "$@" 2>"$tmp/err" <"${STDIN:-/dev/null}")  # LAUNCH: e.g. mpirun -np 2
  code=$?
  err=$(cat "$tmp/err")
  if [ "$code" -ne "$want_exit" ]; then
    echo "FAIL $name: exit $code, expected $want_exit (stderr: $err)"; failed=$((failed + 1)); return
  fi
  if [ "$want_exit" -eq 0 ]; then
    case "$out" in *"$want"*) ;; *) echo "FAIL $name: stdout lacks '$want': $out"; failed=$((failed + 1)); return ;; esac
  else
    case "$err" in *"$want"*) ;; *) echo "FAIL $name: stderr lacks '$want': $err"; failed=$((failed + 1)); return ;; esac
    if [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ]; then echo "FAIL $name: error is not one line: $err"; failed=$((failed + 1)); return; fi
  fi
  passed=$((passed + 1))
}

# heap: Kayles and Dawson's Kayles to their certified periods (Winning Ways ch. 4).
check kayles 0 '"n":168,"values":[0,1,2,3,1,4,3,2,1,4,2,6,4' -- heap 0.77 --json
check kayles_period 0 '"period":12,"preperiod":71,"certified":true,' -- heap 0.77 --json
check dawson 0 '"period":34,"preperiod":53,"certified":true,' -- heap 0.07 --json
check heap_keys 0 '{"rule":"sub:1,3,4","code":"0.3033","n":10,"values":[0,1,0,1,2,3,2,0,1,0],"period":null,"preperiod":null,"certified":false,"stopped_by_work":false,"arithmetic_period":null,"statistics":{"rare_mask":0,"rare_count":0,"last_rare":null,"max_value":3,"max_at":5},"misere_values":[1,0,1,0,2,3,2,1,0,1]' -- heap sub:4,3,1 -n 10 --json
# Flammenkamp-style statistics: Grundy's game has its last rare value below 2^21 at n = 82860
# (literature/impartial.md), so the count below 10^5 is the published 1274.
check heap_statistics 0 'sparse space: mask 0xfe (v is rare when popcount(v & 0xfe) is even), 1274 rare values, the last at n = 82860' -- heap grundy -n 100000 --quiet
check heap_n 0 '"period":7,"preperiod":0,"certified":true' -- heap sub:1,3,4 -n 100 --json
check grundy_max 0 '"rule":"grundy","code":"4!.0","n":12,"values":[0,0,0,1,0,2,1,0,2,1,0,2],"period":null' -- heap grundy --max 12 --json
check heap_human 0 'period 12, preperiod 71' -- heap kayles
# CGSuite's own heap-game facts (its GameHeapTest suite, snapshot e909ab8; every fact of the
# group whose every fifth row is in shared/literature/cgsuite-parity-sample.md).
check cgsuite_heap_0_3_values 0 '"values":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]' -- heap '0.[3]' -n 21 --json
check cgsuite_heap_0_3_period 0 '"period":null,"preperiod":null' -- heap '0.[3]' --max 2000 --json
check cgsuite_heap_0_3_misere_values 0 '"misere_values":[1,0,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]' -- heap '0.[3]' -n 21 --json
check cgsuite_heap_0_3_genus 0 '"genus":["0","1","2","3","4","5","6","7","8","9","10","11","12","13","14","15","16","17","18","19","20"]' -- heap '0.[3]' -n 21 --json
check cgsuite_heap_grundy_values 0 '"values":[0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0]' -- heap 'grundy' -n 21 --json
check cgsuite_heap_grundy_period 0 '"period":null,"preperiod":null' -- heap 'grundy' --max 2000 --json
check cgsuite_heap_grundy_misere_values 0 '"misere_values":[1,1,1,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2]' -- heap 'grundy' -n 21 --json
check cgsuite_heap_grundy_genus 0 '"genus":["0","0","0","1","0","2","1","0","2","1","0","2","1","3^1431","2","1","3^1431","2","4^0564","3^1431","0^20"]' -- heap 'grundy' -n 21 --json
check cgsuite_heap_kayles_values 0 '"values":[0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1]' -- heap 'kayles' -n 21 --json
check cgsuite_heap_kayles_period 0 '"period":12,"preperiod":71' -- heap 'kayles' --max 2000 --json
check cgsuite_heap_kayles_misere_values 0 '"misere_values":[1,0,2,3,0,1,3,2,1,0,2,4,0,1,2,5,1,6,3,2,0]' -- heap 'kayles' -n 21 --json
check cgsuite_heap_kayles_genus 0 '"genus":["0","1","2","3","1","4^146","3","2^2","1^1","4^046","2^2","6^46","4^046","1^1","2^2","7^57","1^13","4^64","3^31","2^20","1^031"]' -- heap 'kayles' -n 21 --json
check cgsuite_heap_dawsons_kayles_values 0 '"values":[0,0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3]' -- heap 'dawsons-kayles' -n 21 --json
check cgsuite_heap_dawsons_kayles_period 0 '"period":34,"preperiod":53' -- heap 'dawsons-kayles' --max 2000 --json
check cgsuite_heap_dawsons_kayles_misere_values 0 '"misere_values":[1,1,0,0,2,1,3,0,0,1,1,3,0,2,1,1,0,0,2,1,3]' -- heap 'dawsons-kayles' -n 21 --json
check cgsuite_heap_dawsons_kayles_genus 0 '"genus":["0","0","1","1","2","0","3","1","1","0","3^1431","3","2^0520","2","4^146","0","5^057","2^0520","2","3^1431","3"]' -- heap 'dawsons-kayles' -n 21 --json
check cgsuite_heap_sub_2_3_7_values 0 '"values":[0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0]' -- heap 'sub:2,3,7' -n 21 --json
check cgsuite_heap_sub_2_3_7_period 0 '"period":5,"preperiod":0' -- heap 'sub:2,3,7' --max 2000 --json
check cgsuite_heap_sub_2_3_7_misere_values 0 '"misere_values":[1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1]' -- heap 'sub:2,3,7' -n 21 --json
check cgsuite_heap_sub_2_3_7_genus 0 '"genus":["0","0","1","1","2","0","0","1","1","2","0","0","1","1","2","0","0","1","1","2","0"]' -- heap 'sub:2,3,7' -n 21 --json
check cgsuite_heap_allbut_2_3_7_values 0 '"values":[0,1,0,1,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10]' -- heap 'allbut:2,3,7' -n 21 --json
check cgsuite_heap_allbut_2_3_7_period 0 '"period":null,"preperiod":null' -- heap 'allbut:2,3,7' --max 2000 --json
check cgsuite_heap_allbut_2_3_7_misere_values 0 '"misere_values":[1,0,1,0,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10]' -- heap 'allbut:2,3,7' -n 21 --json
check cgsuite_heap_allbut_2_3_7_genus 0 '"genus":["0","1","0","1","2","3","2","3","4","5","4","5","6","7","6","7","8","9","8","9","10"]' -- heap 'allbut:2,3,7' -n 21 --json
check cgsuite_heap_0_3f_values 0 '"values":[0,1,2,0,1,2,3,4,5,3,4,5,6,7,8,6,7,8,9,10,11]' -- heap '0.3F' -n 21 --json
check cgsuite_heap_0_3f_period 0 '"period":null,"preperiod":null' -- heap '0.3F' --max 2000 --json
check cgsuite_heap_0_3f_misere_values 0 '"misere_values":[1,0,2,1,0,2,1,0,4,1,0,4,1,0,6,1,0,6,1,0,6]' -- heap '0.3F' -n 21 --json
check cgsuite_heap_0_3f_genus 0 '"genus":["0","1","2","0","1","2","3^1431","4^0564","5^46","3^1431","4^0564","5^4875","6^(1,9,10,8)","7^075","8^6875","6^(1,9,10,8)","7^075","8^(6,10,8)","9^(1,9,12,11,9)","10^(0,11,13,9,11)","11^(6,10,8)"]' -- heap '0.3F' -n 21 --json
check heap_quiet 0 '"certified":true' -- heap 0.137 --json --quiet
check heap_hex 0 '"rule":"0.3F"' -- heap 0.3f -n 50 --json
check bad_code 2 "bad code '0.0g7' at character 4" -- heap 0.0g7
check bad_d0 2 'd0 = 3' -- heap 3.07 -n 5
check bad_n 2 "-n 'x' is not a non-negative integer" -- heap 0.77 -n x
check huge_n 2 'is too large' -- heap 0.77 -n 99999999999999999999
check no_theorem 0 'no periodicity theorem applies' -- heap grundy --max 3000
check heap_arithmetic 0 'arithmetic period 2, preperiod 1, saltus 1: G(n + 2) = G(n) + 1 for 1 <= n <' -- heap 8.
check heap_arithmetic_json 0 '"arithmetic_period":{"period":2,"preperiod":1,"saltus":1,"certified":false}' -- heap 8. --json
check heap_allbut 0 'arithmetic period' -- heap allbut:1,2 --quiet
# Two checks of default bounds that take seconds in a Release build and minutes under the
# sanitizers (this one 13 s and 102 s; value_print_too_long 3 s and 22 s): the Release run
# keeps them, the sanitizer run (CGT_CLI_SANITIZED, set by tests/CMakeLists.txt) skips them.
unsanitized() { [ -z "${CGT_CLI_SANITIZED:-}" ]; }
unsanitized && check heap_long_code_default 0 'the default search stops after' -- heap 0.7777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777 --quiet
check heap_long_code 0 '"rule":"0.7777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777"' -- heap 0.7777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777 -n 10 --json
# A three-heap split rule costs O(n^2) per value: the limit is checked at every value.
check heap_time_limit_three 2 'time limit' -- heap 4.F9 -n 100000 --time-limit 1 --quiet
check time_limit 2 'time limit' -- heap grundy -n 100000000 --time-limit 0.2 --quiet
check memory_limit 2 'memory limit' -- heap grundy -n 100000000 --max-memory 1M --quiet
# A loopy sum whose simplification would run for minutes (like {9||4164v[on]*26,*,512},
# found by the expression fuzzer: fuzz/findings/expression/) is refused by its work bound
# within a second. (That input's number 4164 nests deeper than a sanitizer build's stack
# allows, which is refused with another message; 300 fits in both builds.)
check loopy_refinement_bound 2 'too costly to simplify' -- value '300v[on]*26'
# Values on disk: written while computed, read back (past the stored values through the
# certified period: Dawson's Kayles, period 34 from 53), resumed after a stop.
check heap_out 0 '"n":176,"period":34,"preperiod":53,"certified":true' -- heap 0.07 --out "$tmp/dawson" --json --quiet
if grep -q '"values"' <("$cgt" heap 0.07 --out "$tmp/dawson2" --json --quiet); then
  echo "FAIL heap_out_summary_only: --out --json prints the values"; failed=$((failed + 1))
else passed=$((passed + 1)); fi
check heap_from 0 '{"n":1000000,"value":2}' -- heap 0.07 --from "$tmp/dawson" --at 1000000 --json
check heap_from_text 0 'G(4) = 2' -- heap dawsons_kayles --from "$tmp/dawson" --at 4
check heap_from_summary 0 'period 34, preperiod 53' -- heap 0.07 --from "$tmp/dawson"
check heap_from_summary_json 0 '"complete":true,"shards":1' -- heap 0.07 --from "$tmp/dawson" --json
check heap_out_again 2 'already holds heap values' -- heap 0.07 --out "$tmp/dawson" --quiet
check heap_from_rule 2 'holds values of rule 0.07, not 0.77' -- heap 0.77 --from "$tmp/dawson" --at 4
check heap_resume_none 2 'no heap values to resume' -- heap 0.6 -n 100 --out "$tmp/none" --resume
check heap_from_none 2 'no heap values here' -- heap 0.6 --from "$tmp/none2" --at 1
check heap_at_alone 2 'give --from DIR too' -- heap 0.6 --at 1
check heap_out_misere 2 'takes neither --all-values nor --misere' -- heap 0.6 -n 10 --out "$tmp/m" --misere
check heap_out_memory 2 'a run of 2000000000 Grundy values needs 2000000000 more bytes' -- heap 0.6 -n 2000000000 --out "$tmp/big" --max-memory 100M --quiet
check heap_out_n 0 '"n":3000,"period":null' -- heap 0.6 -n 3000 --out "$tmp/officers" --shard-values 1000 --json
check heap_at_past 2 'no certified period, so G(3000) is not known there' -- heap 0.6 --from "$tmp/officers" --at 3000
check heap_resume_fewer 2 'more than -n 2000' -- heap 0.6 -n 2000 --out "$tmp/officers" --shard-values 1000 --resume
mkdir -p "$tmp/badstore" && echo '{' > "$tmp/badstore/manifest.json"
check heap_from_bad 2 'the manifest is not valid JSON' -- heap 0.6 --from "$tmp/badstore" --at 1
# Stopped by the time limit, resumed: the same shards as one run.
check heap_stop 2 'values computed are in' -- heap 0.6 -n 400000 --out "$tmp/stopped" --shard-values 50000 --time-limit 0.1 --quiet
check heap_resume 0 '"n":400000' -- heap 0.6 -n 400000 --out "$tmp/stopped" --shard-values 50000 --resume --json --quiet
check heap_whole 0 '"n":400000' -- heap 0.6 -n 400000 --out "$tmp/whole" --shard-values 50000 --json --quiet
if cmp -s <(cat "$tmp"/stopped/values-*) <(cat "$tmp"/whole/values-*); then passed=$((passed + 1));
else echo "FAIL heap_resume_identical: resumed shards differ from one run's"; failed=$((failed + 1)); fi

# nim
check nim_p 0 '{"outcome":"P","nim_sum":0,"moves":[],"method":"bouton"}' -- nim 1 2 3 --json
check nim_n 0 '{"outcome":"N","nim_sum":2,"moves":[{"heap":0,"from":3,"to":1}],"method":"bouton"}' -- nim 3 4 5 --json
check nim_k 0 '"outcome":"P"' -- nim 4 4 4 -k 2 --json
check nim_many_heaps 2 'bounded Nim_k' -- nim -k 2 -r 1 $(seq 2 100000)
check nim_k_move 0 '"outcome":"N","moves":[' -- nim 1 2 3 -k 2 --json
check misere 0 '"outcome":"P"' -- nim 1 1 1 --misere --json
check misere_n 0 '{"outcome":"N","moves":[{"heap":0,"from":2,"to":1}],"method":"bouton-misere"}' -- nim 2 1 1 --misere --json
check bounded 0 '"outcome":"P","moves":[],"method":"exact-search"' -- nim 1 1 4 6 -k 2 -r 3 --json
check bounded_k1 0 '"method":"subtraction-game"' -- nim 5 6 -r 3 --json
check nim_human 0 'winning move: heap 0 3 -> 1' -- nim 3 4 5
check nim_bad 2 "heap 2 'x' is not a non-negative integer" -- nim 3 x
check nim_k0 2 '-k must be at least 1' -- nim 3 -k 0

# graph
printf '# a 4-cycle with an exit\n5 5\n0 1\n1 2\n2 3\n3 0\n3 4\ntokens 0\n' > "$tmp/loopy.txt"
printf '4 3\n0 1\n1 2\n2 3\ntokens 0 2\n' > "$tmp/path.txt"
printf '3 2\n0 1\n1 9\n' > "$tmp/bad.txt"
check graph_path 0 '{"grundy":[1,0,1,0],"outcome":"P","nim_sum":0,"loopy":false}' -- graph "$tmp/path.txt" --json
check graph_loopy 0 '"loopy":true' -- graph "$tmp/loopy.txt" --json
check graph_human 0 'P (the player to move loses)' -- graph "$tmp/path.txt"
check graph_bad 2 'bad.txt:3: vertex 9 is out of range 0..2' -- graph "$tmp/bad.txt"
check graph_missing 2 'cannot open' -- graph "$tmp/none.txt"

# value (partisan games)
check value_json 0 '{"result":"{2|-1/2}","canonical":"{2|-1/2}","outcome":"N","left_stop":"2","right_stop":"-1/2","mean":"3/4","temperature":"5/4","thermograph":"Thermograph(3/4,[5/4],[0,-1],3/4,[5/4,-1/2],[0,1,0])","is_number":false,"birthday":3}' -- value '{2|-1/2}' --json
check value_upup 0 '"canonical":"^^*","outcome":"L"' -- value '^ + ^ + *' --json
check value_zero 0 '"canonical":"0","outcome":"P"' -- value '+-1 + +-1' --json
check value_number 0 '"canonical":"1/2","outcome":"L","left_stop":"1/2","right_stop":"1/2","mean":"1/2","temperature":"-1/2"' -- value '{0|1}' --json
check value_human 0 'outcome N, stops 1 / -1, mean 0, temperature 1' -- value '+-1'
# An expression that starts with '-' is the expression, not an unknown option; an
# unknown long option is still an error; an error in a multi-line script is one line.
check value_leading_minus 0 '"canonical":"{-1|-2}"' -- value '-({2|1})' --json
check value_leading_minus_after_flag 0 '"canonical":"-1"' -- value --json '-(1)'
check value_unknown_option 2 'not expected: --jsn' -- value --jsn '1'
check value_multiline_error 2 "line 2, column 6: '(' is never closed" -- value $'x := 1;\ny := (2'
check compare_confused 0 '||' -- value --compare '^*' 0
check compare_less 0 '<' -- value --compare 'v' 0
check value_bad 2 "bad expression at column 1: '{' is never closed" -- value '{1|'
check value_rational 0 '3/5' -- value '3/5'
# Misère side of heap games (Winning Ways ch. 13; CGSuite's GameHeapTest).
check heap_misere_values 0 '"misere_values":[1,0,2,3,0,1,3,2,1,0,2,4,0,1,2,5,1,6,3,2,0]' -- heap kayles -n 21 --json
check heap_genus 0 '"genus":["0","0","1","1","2","0","3","1","1","0","3^1431","3","2^0520"' -- heap dawsons-kayles -n 21 --json
check heap_misere_flag 0 'genus: ' -- heap kayles --misere -n 40
check heap_repeating_code 0 '"values":[0,1,2,3,4,5,6,7]' -- heap '0.[3]' -n 8 --json
check heap_bad_repeating_code 2 'only the repeating digit 3' -- heap '0.[7]' -n 8
# CGSuite's expression language (its own test facts): methods, infix operators, lists,
# misère forms, the result field, errors CGSuite raises.
check value_cool 0 '"result":"{11/4||2|3/2}"' -- value '{3||2+*|1+*}.Cool(1/4)' --json
check value_infix 0 '[10,9,8,15,14,13,12,3,2,1,0,7,6,5,4,27]' -- value '[11 NimSum n for n from 1 to 16]'
check value_misere 0 '*[(2#1)2##]' -- value '*[[[2]],[[2],1]]'
check value_sequence 0 '0' -- value 'g := {*|*}; 2*g'
check value_not_atomic 2 'That game is not atomic: 5' -- value '(5).AtomicWeight'
check value_bad_cool 2 'Invalid cooling temperature (must be > -1): -1' -- value '{3||2+*|1+*}.Cool(-1)'
printf 'g := ^\ng + g\n(g).AtomicWeight\n' > "$tmp/repl.txt"
STDIN="$tmp/repl.txt" check value_repl_variables 0 '^^' -- value
check value_bad_fraction 2 'expected a short game as an option, found Rational 3/5' -- value '{3/5|}'

# game terms (the catalogue)
check term_domineering 0 '"canonical":"+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"' -- value 'domineering(4,4)' --json
check term_sum 0 '"canonical":"{1^*|-1^*}"' -- value 'domineering("..|..") + ^ + *' --json
check term_hackenbush 0 '"canonical":"77/128"' -- value 'hackenbush("lrlrrllr")' --json
check term_hackenbush_graph 0 '"canonical":"*2"' -- value 'hackenbush("0-1:e 1-2:e 2-3:e 3-1:e")' --json
check term_hackenbush_cgsuite 0 '"canonical":"3/2"' -- value 'hackenbush("l(l;rl)")' --json
check term_childish_hackenbush 0 '"canonical":"{0|^[4]*||vv}"' -- value 'childish_hackenbush("(e:B;e:Bllllllrrr:B)")' --json
check term_snort 0 '"canonical":"+-{3|2}"' -- value 'snort(".-.-.(-.;-.)")' --json
check term_graph_unmatched 2 "snort '.-.(-.': unmatched '(' (column 4) at column 7" -- value 'snort(".-.(-.")'
check term_graph_disconnected 2 "hackenbush 'lrlr;lr': the graph is not connected" -- value 'hackenbush("lrlr;lr")'
check outcome_partizan_arc_kayles 0 '"outcome":"L"' -- outcome 'partizan_arc_kayles("lrlr(ll;ree(rl;l))")' --json
check term_toads 0 '"canonical":"^^*"' -- value 'toads_and_frogs("T.TFTFF")' --json
check term_amazons 0 '"canonical":"*"' -- value 'amazons("x.o")' --json
check outcome_amazons 0 '"outcome":"N"' -- outcome 'amazons("x...|o...")' --json
# Loopy rulesets: the outcome class of the value ({on||0|-1/2} & {1/2|0||off} is D), by plain play.
check heap_nim_code 0 '"code":"0.[3]","n":4,"values":[0,1,2,3]' -- heap nim -n 4 --json
check outcome_moves 0 '"winning_moves":{"left":["....|#...|#...|....","....|.#..|.#..|....","....|..#.|..#.|....","....|...#|...#|...."],' -- outcome 'domineering(4,4)' --moves --json
check outcome_moves_loopy 2 'does not list moves' -- outcome 'backsliding_toads_and_frogs("tt..ff")' --moves
check outcome_heap_game 0 '"outcome":"P"' -- outcome 'subtraction(5, [2,3,7])' --json
check outcome_loopy_ruleset 0 '"outcome":"D"' -- outcome 'backsliding_toads_and_frogs("ttt..fff")' --json
check outcome_fox_and_geese 0 'outcome L' -- outcome 'fox_and_geese({(4,2),(4,4),(4,6),(4,8)}, (1,1))'
check value_not_stopper_sided 0 'a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}' -- value 'a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}'
check value_max_memory 2 'memory limit exceeded' -- value 'domineering(5,5)' --max-memory 1M
check value_time_limit 2 'time limit of 0.05 s exceeded during ' -- value 'domineering(5,5)' --time-limit 0.05
# Found by the expression fuzz target: an ordinal sum that copied *683142's options at each
# level of a 963,844-deep recursion held 7.6 GB before the memory limit was checked.
check value_deep_ordinal_sum 2 'nested too deeply' -- value '{|*683142:963844}' --max-memory 500M
check value_big_ordinal_sum 2 'time limit of 1 s exceeded' -- value '*683142:3' --time-limit 1 --max-memory 500M
# a stopper holding *521: its comparisons (survival games) count against the time limit
check value_loopy_time_limit 2 'time limit of 0.1 s exceeded' -- value 'a{0,{1|1,{*,{2+521*|1+*,a}|*}}|0}' --time-limit 0.1
# A small game whose text repeats shared followers (about 3^26 characters): printing
# honours the time limit, and stops at its own bound without one.
check value_print_time_limit 2 'time limit of 0.2 s exceeded' -- value '^*6:*26' --time-limit 0.2
unsanitized && check value_print_too_long 2 "the game's printed form is too long" -- value '^*6:*26'
# The sum of two loopy games builds a graph of 10 million options before it is refused
# for size (the fuzz target's {9||4164v[on]*26,*,512} nests deeper than AddressSanitizer's
# stack allows): building graphs is charged to the run, so the time limit comes first.
check value_loopy_sum_time_limit 2 'time limit of 0.05 s exceeded' -- value '{9||700v[on]*120,*,512}' --time-limit 0.05
# A thermograph through 636,056 numbers of as many bits (231:-(86^3)).
check value_long_numbers_time_limit 2 'time limit of 0.3 s exceeded' -- value '231:+-86^3' --time-limit 0.3
# A misère canonical form past its 40-million-step budget (found by the fuzz target):
# misère work answers to the run too, so the time limit comes first.
check value_misere_time_limit 2 'time limit of 0.1 s exceeded during misere canonical forms' -- value '*[[11],121]' --time-limit 0.1
check value_misere_too_large 2 'misere canonical form too large to compute' -- value '*[[91],0]'
# Making a big nim heap is counted work too (*2942 has 2942 options; found by the fuzz target).
check value_misere_nim_heap_time_limit 2 'time limit of 0.02 s exceeded during misere canonical forms' -- value '*[2,2942]' --time-limit 0.02
check outcome_time_limit 2 'time limit of 1 s exceeded during' -- outcome 'domineering(10,10)' --time-limit 1
# Lines of play 4000 moves long: a time limit or a clean stack error (sanitizers' frames are larger), never a signal.
check outcome_deep_lines 2 'outcome search' -- outcome 'eatcake((2000,2000))' --time-limit 1
check coordinate_limit 2 'heap = 1000000 at column 22 is out of range (from 0 to 2000)' -- value 'partizan_subtraction(1000000,[1],[2])'
check term_clobber 0 '"canonical":"{^^*|*,v}"' -- value 'clobber("xox|ox.")' --json
# CGSuite's rulesets on grids (GameGridTest and CGSuite 1.x's test instances), printed as CGSuite 2 prints.
check term_kings 0 '{^^*|*,v[2]}' -- value 'kings("xox|ox.")'
check term_rooks 0 '+-{0,{^^*|0,+-{0,{^^*|0,+-{*,^}}}},{0||^^*|0|||0,+-{*,^}}}' -- value 'rooks("xoxo|oxox")'
check term_queens 0 '"canonical":"^"' -- value 'queens("xox|ox.")' --json
check term_anti_clobber 0 '{*|-1}' -- value 'anti_clobber("xoxo|oo..")'
check term_clobber_anti 0 '{*|-1}' -- value 'clobber("xoxo|oo..", anti = true)'
check term_gen_clobber 0 '{0,v*|vv}' -- value 'gen_clobber("xoxo|oox.|xxx.", directions = diagonal)'
check term_clobber_diagonal 0 '{0,v*|vv}' -- value 'clobber("xoxo|oox.|xxx.", directions => diagonal)'
check term_cram 0 '"canonical":"*4"' -- value 'cram(".........|##.######")' --json
check term_cram_misere 0 '*[2[2]321]' -- value 'cram(".........|##.######").MisereCanonicalForm'
check term_cram_misere_outcome 0 'P' -- value 'cram("............").MisereOutcomeClass'
# CGSuite's GameGridTest: DomineeringGame(2 x 4).MisereOutcomeClass = N (a search of positions).
check term_partisan_misere_outcome 0 'N' -- value 'domineering(2, 4).MisereOutcomeClass'
check term_clobber_misere_outcome 0 'P' -- value 'clobber("xo").MisereOutcomeClass'
check term_misere_partisan 2 'clobber has no misère canonical form' -- value 'clobber("xo").MisereCanonicalForm'
# CGSuite's HeapGameTest: GrundysGame(22).MisereCanonicalForm; misère Kayles heap 4 is P (ONAG ch. 12).
check term_grundy_misere 0 '*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]' -- value 'grundys_game(22).MisereCanonicalForm'
check term_kayles_misere_outcome 0 'P' -- value 'kayles(4).MisereOutcomeClass'
check term_heap_misere_limit 2 'are not computed' -- value 'kayles(5000).MisereCanonicalForm'
# The part search behind printing revisits sums without building games; that work counts too
# (it once ran for minutes and 8 GB here).
check term_misere_print_budget 2 'misere canonical form too large to compute' -- value 'kayles(30).MisereCanonicalForm'
check term_konane 0 '{1,1*,{1,1*|0}|0}' -- value 'konane(".xo.o.o.|.o......|.x......")'
check term_no_go 0 '{3||2|1|||{1|0},{1,{2|1}|{1|0},Miny(1)}}' -- value 'no_go("x..|...|x.x")'
check term_bicolour_fission 0 '{-1,+-1|-2}' -- value 'bicolour_fission("....|.x.x|.oo.|....")'
check term_cross_purposes 0 '"canonical":"{0|-1}"' -- value 'cross_purposes("....|..x.|.x..")' --json
check term_rook_race 0 '"canonical":"-1/4"' -- value 'rook_race(".....|..#..|..x..|..o..|.....")' --json
check term_rook_race_short 0 '{1/2|0}' -- value 'rook_race(".....|..#..|..x..|..o.#|.....", short_moves = true)'
check term_bad_choice 2 'clobber: directions = up at column 28 is not one of orthogonal, diagonal, all' -- value 'clobber("xo", directions = up)'
check term_bad_ruleset_board 2 "kings board 'x#o': '#' at column 2 is not one of" -- value 'kings("x#o")'
check term_threads 0 '"canonical":"{^^|0,v*}"' -- value 'clobber("xox..xo|ox....x")' --threads 2 --json
check term_advance 0 '"canonical":"3"' -- value 'advance_or_eat("BB.|.B.|...")' --json
check term_unknown 2 "unknown game 'frob'" -- value 'frob("x")'
check term_bad_board 2 "'x' at column 3 is not one of" -- value 'domineering("..x")'

# outcome (direct search)
check outcome_json 0 '{"game":"domineering(5, 5)","outcome":"P","nodes":' -- outcome 'domineering(5,5)' --json
check outcome_human 0 'outcome N' -- outcome 'clobber("xo")'
check outcome_bad 2 "unknown game 'frob'" -- outcome 'frob("x")'
check outcome_aoe 0 '"outcome":"R"' -- outcome 'advance_or_eat("WB.W.B.W|.BW..W.B|B..WB..W|.W.B.W.B|W.B..B.W|.BW.W..B|B.W.B.W.|.B.W..BW")' --json
check outcome_pure 0 '"outcome":"N"' -- outcome 'clobber("xoxo|oxox")' --fold-budget 0 --json
check outcome_budget_bad 2 "fold-budget" -- outcome 'clobber("xo")' --fold-budget x
check outcome_budget_negative 2 'not in range 0 to' -- outcome 'clobber("xo")' --fold-budget -1
check value_threads_negative 2 'not in range 0 to 1024' -- value 1 --threads -2
check outcome_threads 0 'outcome N' -- outcome 'domineering(4, 4)' --threads 1
check heap_threads 0 'rule 0.07' -- heap 0.07 -n 5 --threads 2
check outcome_dom6 0 '"outcome":"N"' -- outcome 'domineering(6,6)' --json
check outcome_tt_hits 0 '"tt_hits":' -- outcome 'domineering(6,6)' --json
# Nodes are the states searched, the start once for each player moving first; with two
# threads, Right's search has a table of its own and the count may differ.
# Pure search (a strip's default budget folds the pieces into one closed form: the start alone).
check outcome_search_tt_hits 0 '"outcome":"N","nodes":3,' -- outcome 'cannibal_clobber("xxoxo")' --json --threads 1 --fold-budget 0
check outcome_search_two_threads 0 '"outcome":"N","nodes":3,' -- outcome 'cannibal_clobber("xxoxo")' --json --threads 2 --fold-budget 0
check outcome_search_folds_strips 0 '"outcome":"N","nodes":2,' -- outcome 'cannibal_clobber("xxoxo")' --json --threads 1
check outcome_search_tt_hits_key 0 '"tt_hits":' -- outcome 'cannibal_clobber("xxoxo")' --json
check cannibal_value 0 '3' -- value 'cannibal_clobber("xx|xx")'
# Winning moves of coordinate and partizan heap games print as the sums they leave.
check coordinate_moves 0 '"left":["(3, 2) + (3, 2)"]' -- outcome 'cutcake((3,4))' --moves --json
check partizan_heap_moves 0 '"heap 1 + heap 7"' -- outcome 'partizan_splittles(9, [1,2], [2,3])' --moves --json
check impartial_value 0 '*' -- value 'impartial(domineering(1, 3))'
check impartial_cram 0 '0' -- value 'impartial(domineering(3, 3))'
check impartial_moves 0 '"winning_moves":{"left":["xx.o","x.oo"],"right":["xx.o","x.oo"]}' -- outcome 'impartial(clobber("xoxo"))' --moves --json
check impartial_named 0 '0' -- value 'impartial(clobber("xoxo", directions = diagonal))'
STDIN=<(echo quit) check impartial_play 0 'win in 1' -- play 'impartial(clobber("xoxo"))'
check impartial_not_partisan 2 'kayles (column 11) has no impartial play here' -- value 'impartial(kayles(3))'
check game_term_elsewhere 2 "'clobber(...)' at column 13 is not a value rows takes" -- value 'domineering(clobber("x"))'
check cannibal_anti 2 'cannibal and anti cannot be combined' -- value 'gen_clobber("xo", anti = true, cannibal = true)'
check outcome_dom_big 0 '"outcome":' -- outcome 'domineering("..........|..........")' --json
# A sum of regions: the generic search values them (three empty 4x4 boards: N, as their
# canonical sum; the bitboard search alone took over 30 s).
check outcome_dom_sum 0 '"outcome":"N"' -- outcome 'domineering("....#....#....|....#....#....|....#....#....|....#....#....")' --json

# solve
check solve_ttt 0 '{"game":"tic_tac_toe","value":"tie","remoteness":9,"positions":5478,"counts":{' -- solve tictactoe --json
check solve_human 0 'tic_tac_toe: tie in 9 (5478 positions' -- solve tictactoe
check solve_classes 0 '"classes":765' -- solve 'mnk(3, 3, 3)' --json
check solve_mnk 0 '"game":"mnk(3, 4, 3)","value":"win"' -- solve mnk --m 3 --n 4 --k 3 --json
check solve_bad 2 "unknown game 'chess'" -- solve chess
check solve_limit 2 'need 1 <= m, n' -- solve mnk --m 9 --n 9 --k 5
check solve_quixo 0 '{"game":"quixo(3)","value":"win","remoteness":7,"positions":32027,' -- solve quixo --size 3 --json
check solve_stop 0 '{"game":"stop_game([3, 1, 4, 1, 5])","value":3,"remoteness":1,"positions":10,' -- solve stop --scores 3,1,4,1,5 --json
check solve_stop_bad 2 "'' is not an integer" -- solve stop --scores 1,,2
check solve_graph_wlt 0 'graph("/' -- solve graph "$DATA/chase.txt"
check solve_graph_scores 0 '"value":1,"remoteness":1' -- solve graph "$DATA/exits.txt" --json
check solve_graph_missing 2 'cannot open the file' -- solve graph /nonexistent
check solve_quixo_db 0 '"game":"quixo(3)"' -- solve quixo --size 3 --db "$tmp/q3.db" --json
check query_start 0 'win in 7' -- query "$tmp/q3.db" '...|...|...'
check query_json 0 '{"game":"quixo(3)","position":"xx.|oo.|...","value":"win","remoteness":1}' -- query "$tmp/q3.db" 'xx.|oo.|... x' --json
check query_bad_position 2 "row 3 has 4 cells" -- query "$tmp/q3.db" 'xx.|oo.|....'
# Quixo and Teeko are solved by loopy tiers: a resume reads the tiers left, the files
# come out the same; Teeko 4 x 4's start is a draw (cell 0 in its tier file).
cp -r "$tmp/q3.db" "$tmp/q3-resume.db" && rm "$tmp/q3-resume.db"/tier-[0-4].cgtdb
check solve_quixo_resume 0 '"remoteness":7,"positions":32027' -- solve 'quixo(3)' --db "$tmp/q3-resume.db" --resume --json
if diff -r "$tmp/q3.db" "$tmp/q3-resume.db" >/dev/null; then passed=$((passed + 1)); else
  echo "FAIL solve_quixo_resume_files: the resumed tier files differ"; failed=$((failed + 1)); fi
check solve_teeko_db 0 '"game":"teeko(4)","value":"draw"' -- solve 'teeko(4)' --db "$tmp/teeko4.db" --json
check query_teeko_draw 0 'draw' -- query "$tmp/teeko4.db" '....|....|....|.... b'
check query_teeko_win 0 'win in 1' -- query "$tmp/teeko4.db" 'bbb.|rrr.|....|.... b'
check query_not_db 2 'not a cgt database' -- query "$DATA/chase.txt" '...|...|...'
check solve_db_other_game 2 'scoring games have no databases' -- solve stop --scores 1,2 --db "$tmp/s.db"
check solve_db_ttt 0 'tie in 9' -- solve tictactoe --db "$tmp/t.db"
check query_ttt 0 '{"game":"tic_tac_toe","position":"..x|.o.|...","value":"tie","remoteness":7}' -- query "$tmp/t.db" '..x|.o.|...' --json
check query_ttt_unreachable 2 'is not reachable from the start of tic_tac_toe' -- query "$tmp/t.db" 'xxx|ooo|...'
check solve_db_c4 0 'tie in 16' -- solve connect4 --width 4 --height 4 --db "$tmp/c4.db"
check query_c4 0 'in ' -- query "$tmp/c4.db" '....|....|....|x...'
check query_c4_bad 2 'expected 4 x 4' -- query "$tmp/c4.db" '...|...'
# Connect-Four is solved by tiers: --db names a directory with a file per tier.
if [ -f "$tmp/c4.db/manifest.json" ] && [ -f "$tmp/c4.db/tier-16.cgtdb" ]; then passed=$((passed + 1)); else
  echo "FAIL solve_c4_tier_files: no manifest.json and tier-16.cgtdb in $tmp/c4.db"; failed=$((failed + 1)); fi
check solve_c4_resume 0 'tie in 16' -- solve 'connect4(4, 4)' --db "$tmp/c4.db" --resume
check query_c4_json 0 '{"game":"connect4(4, 4, 4)","position":"....|....|....|x...","value":' -- query "$tmp/c4.db" '....|....|....|x...' --json
# x's fourth stone ended the game before o's fourth.
check query_c4_unreachable 2 'is not reachable from the start' -- query "$tmp/c4.db" '....|....|oooo|xxxx'
check solve_resume_no_db 2 'give the directory' -- solve 'connect4(4, 4)' --resume
check solve_resume_not_tiered 2 'is not solved by tiers' -- solve 'mnk(3, 3, 3)' --db "$tmp/t2.db" --resume
# Killed (SIGKILL) as soon as its first tier is on disk, then resumed: the same result,
# and tier files byte-identical to one uninterrupted run's.
"$cgt" solve 'connect4(5, 4)' --db "$tmp/killed.db" --quiet --threads 1 >/dev/null 2>&1 &
solve_pid=$!
for _ in $(seq 1 6000); do compgen -G "$tmp/killed.db/tier-*.cgtdb" >/dev/null && break; sleep 0.01; done
kill -9 "$solve_pid" 2>/dev/null
wait "$solve_pid" 2>/dev/null
tiers_before=$(compgen -G "$tmp/killed.db/tier-*.cgtdb" | wc -l)
if [ "$tiers_before" -ge 1 ] && [ "$tiers_before" -lt 21 ]; then passed=$((passed + 1)); else
  echo "FAIL solve_killed_mid_solve: $tiers_before of 21 tier files when killed"; failed=$((failed + 1)); fi
check solve_killed_resume 0 'tie in 20 (3945711 positions' -- solve 'connect4(5, 4)' --db "$tmp/killed.db" --resume --threads 1
"$cgt" solve 'connect4(5, 4)' --db "$tmp/whole.db" --quiet >/dev/null
identical=1
for f in "$tmp/whole.db"/*; do cmp -s "$f" "$tmp/killed.db/$(basename "$f")" || identical=0; done
if [ "$identical" -eq 1 ] && [ "$(ls "$tmp/killed.db" | wc -l)" -eq "$(ls "$tmp/whole.db" | wc -l)" ]; then passed=$((passed + 1)); else
  echo "FAIL solve_killed_identical: the resumed solve's files differ from one run's"; failed=$((failed + 1)); fi

# mpirun -np 2 and -np 3 share a tiered solve among the ranks: the same values, counts
# and tier files, byte for byte, as one process (and a resume reads the tiers on every
# rank). Only when Open MPI is there (scripts/bootstrap installs it) and cgt links it,
# and not under AddressSanitizer (its leak check counts Open MPI's own allocations).
if command -v mpirun >/dev/null && ldd "$cgt" | grep -q libmpi && ! ldd "$cgt" | grep -q libasan; then
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
  counts='"remoteness":20,"positions":3945711,"counts":{"win":1390516,"lose":1251559,"tie":1303636,"draw":0}'
  for k in 2 3; do
    LAUNCH="mpirun -np $k" check "solve_mpi_np$k" 0 "$counts" -- solve 'connect4(5, 4)' --json --threads 1 --db "$tmp/mpi$k.db"
    LAUNCH="mpirun -np $k" check "solve_mpi_np${k}_ranks" 0 "\"ranks\":$k}" -- solve 'connect4(5, 4)' --json --threads 1
    if diff -r "$tmp/whole.db" "$tmp/mpi$k.db" >/dev/null; then passed=$((passed + 1)); else
      echo "FAIL solve_mpi_np${k}_files: the tier files of mpirun -np $k differ from one process's"; failed=$((failed + 1)); fi
  done
  rm "$tmp/mpi2.db"/tier-[0-9].cgtdb  # tiers 10 to 20 stay
  LAUNCH="mpirun -np 2" check solve_mpi_resume 0 "$counts" -- solve 'connect4(5, 4)' --json --threads 1 --db "$tmp/mpi2.db" --resume
  if diff -r "$tmp/whole.db" "$tmp/mpi2.db" >/dev/null; then passed=$((passed + 1)); else
    echo "FAIL solve_mpi_resume_files: the resumed tier files differ from one process's"; failed=$((failed + 1)); fi
  # Solves by loopy tiers (Quixo 3 x 3 and 4 x 4) and tic-tac-toe's tiers: the same
  # answers and the same tier files, byte for byte, under 2 and 3 ranks.
  for game in 'quixo(3)' 'quixo(4)' tic_tac_toe; do
    name=$(echo "$game" | tr -dc 'a-z0-9')
    "$cgt" solve "$game" --json --quiet --db "$tmp/$name-1.db" | sed 's/"seconds":[^,]*,//; s/"peak_bytes":[^,]*,//' >"$tmp/$name-1.json"
    for k in 2 3; do
      mpirun -np $k "$cgt" solve "$game" --json --quiet --threads 1 --db "$tmp/$name-$k.db" |
        sed 's/"seconds":[^,]*,//; s/"peak_bytes":[^,]*,//; s/"ranks":[0-9]*/"ranks":1/' >"$tmp/$name-$k.json"
      if cmp -s "$tmp/$name-1.json" "$tmp/$name-$k.json" && diff -r "$tmp/$name-1.db" "$tmp/$name-$k.db" >/dev/null; then
        passed=$((passed + 1))
      else
        echo "FAIL solve_mpi_np${k}_$name: answer or tier files differ from one process's: $(cat "$tmp/$name-$k.json")"
        failed=$((failed + 1))
      fi
    done
  done
  grep -q '"value":"win","remoteness":21,"positions":82497861' "$tmp/quixo4-1.json" && passed=$((passed + 1)) ||
    { echo "FAIL solve_quixo4_tiers: $(cat "$tmp/quixo4-1.json")"; failed=$((failed + 1)); }
  # Any other command would run K times over: refused on every rank.
  if ! mpirun -np 2 "$cgt" solve 'mnk(3, 3, 3)' >/dev/null 2>"$tmp/mpi.err" && grep -q 'is not solved by tiers' "$tmp/mpi.err"; then
    passed=$((passed + 1)); else echo "FAIL solve_mpi_untiered: $(cat "$tmp/mpi.err")"; failed=$((failed + 1)); fi
else
  echo "skip: the mpirun checks (no mpirun, cgt built without Open MPI, or a sanitizer build)"
fi

# play: moves from stdin; cgt answers with the best move; an illegal move is refused.
printf 'a1-c1\nquit\n' >"$tmp/moves.txt"
STDIN="$tmp/moves.txt" check play_json 0 '{"game":"quixo(3)","moves":["a1-c1","a1-c1"],"result":"quit"}' -- play quixo --size 3 --db "$tmp/q3.db" --json
STDIN="$tmp/moves.txt" check play_text 0 'cgt plays a1-c1 (lose in 6)' -- play quixo --size 3
printf 'z9\n' >"$tmp/illegal.txt"
STDIN="$tmp/illegal.txt" check play_illegal 2 "illegal move 'z9'" -- play quixo --size 3 --json
check play_quixo5 2 'only 3 and 4 fit here' -- play quixo --size 5
check solve_quixo5 2 'only 3 and 4 fit here' -- solve quixo --size 5
STDIN="$tmp/moves.txt" check play_wrong_db 2 'the tiers of quixo(3), not of teeko' -- play teeko --db "$tmp/q3.db"
# Loopy rulesets play against retrograde analysis (draws possible); moves are the positions they lead to.
printf 't..ftf\nquit\n' >"$tmp/bstf.txt"
STDIN="$tmp/bstf.txt" check play_loopy 0 '"moves":["t..ftf","t.f.tf"],"result":"quit"}' -- play 'backsliding_toads_and_frogs("t.tf.f")' --json
printf 'quit\n' >"$tmp/quit.txt"
STDIN="$tmp/quit.txt" check play_fox_and_geese 0 '{(2,6),(3,1),(3,3),(3,5)} (1,5) win in 5' -- play 'fox_and_geese({(3,1),(3,3),(3,5),(3,7)}, (1,5))'
# Impartial heap games play as sums of heaps; the winning moves are the options of Grundy value 0.
printf '3 + 3\nquit\n' >"$tmp/kayles.txt"
STDIN="$tmp/kayles.txt" check play_kayles 0 '{"game":"kayles(7)","moves":["3 + 3","3 + 2"],"result":"quit"}' -- play 'kayles(7)' --json
check outcome_kayles_moves 0 '"winning_moves":{"left":["3 + 3","4 + 1"],"right":["3 + 3","4 + 1"]}' -- outcome 'kayles(7)' --moves --json
check options_grundy 0 '46339' -- value 'grundys_game(92679).Options.Size'
printf 'b2\nquit\n' >"$tmp/ttt.txt"
STDIN="$tmp/ttt.txt" check play_ttt 0 '{"game":"tic_tac_toe","moves":["b2","a1"],"result":"quit"}' -- play tictactoe --json
STDIN="$tmp/ttt.txt" check play_ttt_text 0 'cgt plays a1 (tie in 8)' -- play tictactoe
STDIN="$tmp/ttt.txt" check play_ttt_position 0 'game over: cgt wins' -- play tictactoe --position 'xx.|oo.|x..'
check solve_c4 0 '"game":"connect4(4, 4, 4)","value":"tie","remoteness":16,"positions":161029,' -- solve connect4 --width 4 --height 4 --json
check solve_c4_memory 2 'memory limit exceeded: the tiered solve needs 41941441909600 bytes (39061.0 GiB, its peak solving tier 36 of 43)' -- solve connect4 --max-memory 50M
# Solved by tiers: Tromp's count of positions for 5 x 4 (OEIS A212693).
check solve_c4_tiers 0 '"game":"connect4(5, 4, 4)","value":"tie","remoteness":20,"positions":3945711,"counts":{"win":1390516,"lose":1251559,"tie":1303636,"draw":0}' -- solve 'connect4(5, 4)' --json
check solve_c4_big 2 'need width*(height+1) <= 64' -- solve connect4 --width 9 --height 9
# The solve on disk (--scratch): the same answer and counts, and the positions stored up
# to mirror images; its scratch directory is left empty; refused where it does not apply.
check solve_c4_scratch 0 '"game":"connect4(5, 4, 4)","value":"tie","remoteness":20,"positions":3945711,"counts":{"win":1390516,"lose":1251559,"tie":1303636,"draw":0}' -- solve 'connect4(5, 4)' --json --scratch "$tmp/scratch"
check solve_c4_scratch_classes 0 '3945711 positions, 1974174 up to symmetry' -- solve 'connect4(5, 4)' --scratch "$tmp/scratch"
check solve_ttt_scratch 0 'tic_tac_toe: tie in 9 (5478 positions:' -- solve tic_tac_toe --scratch "$tmp/scratch"
if [ -n "$(ls -A "$tmp/scratch")" ]; then echo "FAIL solve_scratch_left_empty: $(ls "$tmp/scratch")"; failed=$((failed + 1)); else passed=$((passed + 1)); fi
check solve_scratch_loopy 2 'quixo(3) is solved by loopy tiers, in memory only' -- solve 'quixo(3)' --scratch "$tmp/scratch"
check solve_scratch_hashed 2 '--scratch: mnk is not solved by tiers' -- solve 'mnk(3, 3, 3)' --scratch "$tmp/scratch"
check solve_scratch_db 2 'writes no --db tier files' -- solve 'connect4(4, 4)' --scratch "$tmp/scratch" --db "$tmp/x.db"
touch "$tmp/scratch_file"
check solve_scratch_unusable 2 'cannot create the scratch directory' -- solve 'connect4(4, 4)' --scratch "$tmp/scratch_file/sub"
check solve_quixo5 2 'only 3 and 4 fit here' -- solve quixo --size 5

# The catalogue: one registry, one term grammar in every command.
check games_json 0 '"name":"domineering","parameters":' -- games --json
check games_human 0 'example: connect4(4, 4)' -- games
check value_spaced 0 '+-1' -- value 'domineering(2, 2) '
check outcome_spaced 0 'outcome N' -- outcome ' domineering( 2 ,2 )'
check solve_term_c4 0 'connect4(4, 4, 4): tie in 16' -- solve 'connect4(4, 4)'
check solve_term_quixo 0 'quixo(3): win in 7' -- solve 'quixo(3)'
check solve_term_ttt 0 'tic_tac_toe: tie in 9' -- solve tic_tac_toe
check solve_named_args 0 'connect4(4, 4, 3)' -- solve 'connect4(height = 4, width = 4, k = 3)'
check solve_bad_arg 2 "has no parameter 'size'" -- solve connect4 --size 3
check unknown_game 2 'did you mean domineering' -- outcome 'dominering(3,3)'
check bad_term 2 'column 14' -- solve 'connect4(4, 4'
check heap_named 0 '0: 0 1 2 3 1 4 3 2 1 4' -- heap kayles -n 10
check heap_alias 0 'rule 0.07' -- heap dawsons-kayles -n 10
check value_not_served 2 "has no 'value'" -- value 'quixo(3)'
check value_sum_of_terms 0 '+-1' -- value 'domineering(3,3) + clobber("xo") - *'
# Loopy values (Siegel, CGT ch. VI), as CGSuite prints them.
check loopy_upon 0 '"result":"^[on]"' -- value 'upon' --json
check loopy_sided 0 '1 & 0' -- value 'a{{|a}|}'
check loopy_outcome 0 'PHat' -- value '(a{{|a}|}).OutcomeClass'
check loopy_dud_sum 0 'dud' -- value 'on + off'
check loopy_pass_outside 2 'pass is a move to the game itself' -- value 'pass'
check loopy_too_large 2 'needs more than' -- value '(a{0||||0|||a|*||*}) * 1000'
check loopy_graph 0 '"result":"1 & 0","type":"SidedValue","outcome":"PHat"' -- value --graph "$DATA/partisan_loopy.txt" --json
check loopy_graph_impartial_refused 2 "value it with 'cgt value --graph'" -- graph "$DATA/partisan_loopy.txt"
check loopy_not_stable 2 'That game is not stable.' -- value '(a{0|{0||||0,*2|||a|0||0}||0}).Variety'

check no_subcommand 2 'subcommand' --
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
