#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/impartial/heap_rule.hpp"
#include "cgt/impartial/misere_game.hpp"
#include "cgt/impartial/misere_heap.hpp"

namespace cgt {
namespace CGT_TEST_NS {

MisereGame p(const char* text) { return parse_misere_game(text); }

std::string options_string(const MisereGame& g) {
  std::string out = "[";
  for (std::size_t i = 0; i < g.options().size(); ++i) {
    if (i > 0) out += ",";
    out += to_string(g.options()[i]);
  }
  return out + "]";
}

struct Instance {
  const char* x;
  const char* printed;
  std::uint64_t birthday;
  const char* genus;
  const char* mate;
  std::uint64_t misere_nim_value;
  OutcomeClass outcome;
  std::uint64_t nim_value;
  const char* options;
};

// Every instance of CGSuite's lib/core/src/test/scala/org/cgsuite/lang/
// MisereCanonicalGameTestCase.scala (the properties cgt implements).
const Instance kInstances[] = {
    {"*[0]", "*[0]", 0, "0", "*[1]", 1, OutcomeClass::N, 0, "[]"},
    {"*[1]", "*[1]", 1, "1", "*[0]", 0, OutcomeClass::P, 1, "[*[0]]"},
    {"*[2]", "*[2]", 2, "2", "*[2]", 2, OutcomeClass::N, 2, "[*[0],*[1]]"},
    {"*[[2]]", "*[2#]", 3, "0^0", "*[2#]", 0, OutcomeClass::P, 0, "[*[2]]"},
    {"*[[[2]]]", "*[2##]", 4, "1^1", "*[2##]", 1, OutcomeClass::N, 1, "[*[2#]]"},
    {"*[2]+*[2]", "*[2[2]]", 4, "0^0", "*[2[2]]", 0, OutcomeClass::P, 0, "[*[2],*[3]]"},
    {"*[[*[2]+*[[2]]]]", "*[2[#2#]]", 6, "0^0", "*[2[#2#]]", 0, OutcomeClass::P, 0, "[*[2[#2]]]"},
    // restive (listed twice in CGSuite)
    {"*[[2],0]", "*[2#0]", 4, "1^2", "*[2#1]", 2, OutcomeClass::N, 1, "[*[0],*[2#]]"},
    // restless
    {"*[[2],1]", "*[2#1]", 4, "2^1420", "*[2#0]", 1, OutcomeClass::N, 2, "[*[1],*[2#]]"},
    // multiple partitions
    {"*[[*[4]+*[2]]]", "*[4[2#]]", 7, "0^0", "*[4[2#]]", 0, OutcomeClass::P, 0, "[*[4[2]]]"},
    // generally tame, but not tame
    {"*[[[2]],[[2],1]]", "*[(2#1)2##]", 5, "0^0", "*[(2#0)2##]", 0, OutcomeClass::P, 0, "[*[2##],*[2#1]]"},
    // generally tame with separate reverting moves to 0^1 and 1^0
    {"*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]", 6, "0^0", "*[((2#1)10)2##]", 0, OutcomeClass::P, 0,
     "[*[2##],*[(2#0)10]]"},
    // tameable, but not generally tame
    {"*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]", 6, "0^120",
     "*[((2#1)2[#1]2#)(2#0)[1]]", 1, OutcomeClass::N, 0, "[*[(2#1)[1]],*[(2#0)2[#1]2#]]"},
    // restive, but not generally restive
    {"*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]", 5, "0^2", "*[(2#21)2[#1]0]", 2, OutcomeClass::N, 0,
     "[*[1],*[2[#1]],*[2#20]]"},
};

TEST(MisereGame, CGSuiteInstances) {
  for (const Instance& in : kInstances) {
    SCOPED_TRACE(in.x);
    const MisereGame g = p(in.x);
    EXPECT_EQ(to_string(g), in.printed);
    EXPECT_EQ(g.birthday(), in.birthday);
    EXPECT_EQ(to_string(g.genus()), in.genus);
    EXPECT_EQ(to_string(g.mate()), in.mate);
    EXPECT_EQ(g.misere_nim_value(), in.misere_nim_value);
    EXPECT_EQ(g.misere_outcome(), in.outcome);
    EXPECT_EQ(g.nim_value(), in.nim_value);
    EXPECT_EQ(options_string(g), in.options);
  }
}

// CGSuite's lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala, "binary methods".
TEST(MisereGame, CGSuiteBinaryMethods) {
  EXPECT_EQ(to_string(p("*[[2]]").distinguisher(p("*[2]+*[2]"))), "*[(2#1)21]");
  EXPECT_TRUE(p("*[[[2]]]").is_linked_to(p("*[2]+*[2]")));
  EXPECT_FALSE(p("*[[[2]]]").is_linked_to(p("*[[2]]")));
  EXPECT_EQ(to_string(p("*[[[2]]]").link(p("*[2]+*[2]"))), "*[((2#1)21)32]");
  EXPECT_EQ(to_string(p("*[[[2]]]").misere_minus(p("*[[2]]"))), "*[2[##-2]0]");
  try {
    (void)p("*[[[2]]]").link(p("*[[2]]"));
    ADD_FAILURE();
  } catch (const DomainError& e) {
    EXPECT_STREQ(e.what(), "Those misere games are not linked: *[2##], *[2#]");
  }
  try {
    (void)p("*[[[2]]]").misere_minus(p("*[[4]]"));
    ADD_FAILURE();
  } catch (const DomainError& e) {
    EXPECT_STREQ(e.what(), "Those misere games are not subtractable: *[2##], *[4#]");
  }
}

TEST(MisereGame, BasicsAndParsing) {
  EXPECT_EQ(MisereGame(), MisereGame::nim_heap(0));
  EXPECT_EQ(MisereGame::nim_heap(1) + MisereGame::nim_heap(1), MisereGame());  // 1 + 1 = 0
  EXPECT_EQ(p("*[[1]]"), MisereGame());                                        // {*1} = 0
  EXPECT_NE(p("*[[2]]"), MisereGame());                                        // {*2} != 0
  EXPECT_EQ(p("*[0,1,3]"), MisereGame::nim_heap(2));                           // mex rule
  EXPECT_EQ(to_string(MisereGame::nim_heap(7)), "*[7]");
  EXPECT_EQ(to_string(MisereGame::nim_heap(12)), "*[&12;]");
  EXPECT_TRUE(MisereGame::nim_heap(2).is_even());
  EXPECT_FALSE(MisereGame::nim_heap(3).is_even());
  EXPECT_EQ(p("*[]"), MisereGame());
  EXPECT_EQ(p("(*[2] + *[[2]]) + *[0]"), p("*[2]+*[[2]]"));
  EXPECT_THROW(p("*[2"), ParseError);
  EXPECT_THROW(p("*[2]+"), ParseError);
  EXPECT_THROW(p("2"), ParseError);
  EXPECT_THROW(MisereGame::nim_heap(5000), LimitError);
  EXPECT_THROW((void)p("*[2]").distinguisher(p("*[2]")), DomainError);
  const MisereGame a = p("*[[2],0]"), b = p("*[[[2]]]");
  EXPECT_TRUE((a < b) != (b < a));
  EXPECT_EQ(MisereGame::from_options(b.options()), b);
}

// ---- brute force: explicit game trees and their sums -------------------------------

struct Trees {
  std::vector<std::vector<int>> children;  // id -> sorted child ids; id 0 is the empty game
  std::map<std::vector<int>, int> ids{{{}, 0}};
  Trees() { children.push_back({}); }
  int node(std::vector<int> kids) {
    std::sort(kids.begin(), kids.end());
    auto [it, fresh] = ids.emplace(kids, static_cast<int>(children.size()));
    if (fresh) children.push_back(kids);
    return it->second;
  }
  int random(std::mt19937& rng, int depth) {
    std::vector<int> kids;
    const int n = depth == 0 ? 0 : static_cast<int>(rng() % 4);
    for (int i = 0; i < n; ++i) kids.push_back(random(rng, depth - 1));
    return node(kids);
  }
  int heap(int n) {
    std::vector<int> kids;
    for (int i = 0; i < n; ++i) kids.push_back(heap(i));
    return node(kids);
  }
  MisereGame canonical(int id) {
    std::vector<MisereGame> opts;
    for (int c : children[id]) opts.push_back(canonical(c));
    return MisereGame::from_options(opts);
  }
  // (normal Grundy value, misère Grundy value) of the sum of the components.
  std::map<std::vector<int>, std::pair<unsigned, unsigned>> memo;
  std::pair<unsigned, unsigned> values(std::vector<int> sum) {
    std::erase(sum, 0);
    std::sort(sum.begin(), sum.end());
    if (auto it = memo.find(sum); it != memo.end()) return it->second;
    std::vector<unsigned> normal, misere;
    for (std::size_t i = 0; i < sum.size(); ++i)
      for (int c : children[sum[i]]) {
        std::vector<int> next = sum;
        next[i] = c;
        const auto v = values(next);
        normal.push_back(v.first);
        misere.push_back(v.second);
      }
    auto mex = [](std::vector<unsigned> v) {
      std::sort(v.begin(), v.end());
      unsigned m = 0;
      for (unsigned x : v)
        if (x == m) ++m;
      return m;
    };
    const std::pair<unsigned, unsigned> r{mex(normal), misere.empty() ? 1u : mex(misere)};
    memo.emplace(sum, r);
    return r;
  }
};

TEST(MisereGame, CanonicalFormsPredictSumsOfRandomTrees) {
  std::mt19937 rng(2024);
  Trees trees;
  for (int trial = 0; trial < 400; ++trial) {
    const int k = 1 + static_cast<int>(rng() % 3);
    std::vector<int> parts;
    MisereGame sum;
    for (int i = 0; i < k; ++i) {
      parts.push_back(trees.random(rng, 1 + static_cast<int>(rng() % 4)));
      sum = sum + trees.canonical(parts.back());
    }
    const auto [normal, misere] = trees.values(parts);
    ASSERT_EQ(sum.misere_outcome(), misere == 0 ? OutcomeClass::P : OutcomeClass::N) << to_string(sum);
    ASSERT_EQ(sum.misere_nim_value(), misere) << to_string(sum);
    ASSERT_EQ(sum.nim_value(), normal) << to_string(sum);
    ASSERT_EQ(MisereGame::from_options(sum.options()), sum);
    ASSERT_EQ(sum.is_even(), sum.options().empty() || !(sum + MisereGame::nim_heap(1)).is_even());
  }
}

TEST(MisereGame, GenusAgreesWithSumsOfStarTwo) {
  std::mt19937 rng(7);
  Trees trees;
  const int two = trees.heap(2);
  for (int trial = 0; trial < 300; ++trial) {
    const int t = trees.random(rng, 1 + static_cast<int>(rng() % 4));
    const Genus genus = trees.canonical(t).genus();
    std::vector<int> sum{t};
    for (std::size_t k = 0; k <= 6; ++k) {
      const auto [normal, misere] = trees.values(sum);
      ASSERT_EQ(genus.normal_value(k), normal) << to_string(genus) << " k=" << k;
      ASSERT_EQ(genus.misere_value(k), misere) << to_string(genus) << " k=" << k;
      sum.push_back(two);
    }
  }
}

// Games grown from a pool of canonical forms (richer than random trees, which mostly
// collapse to nim heaps): outcomes and Grundy values of sums, and the genus, against
// brute force on the canonical forms' own game trees.
TEST(MisereGame, PoolGamesAgainstBruteForce) {
  std::mt19937 rng(99);
  Trees trees;
  std::function<int(const MisereGame&)> to_tree = [&](const MisereGame& g) {
    std::vector<int> kids;
    for (const MisereGame& o : g.options()) kids.push_back(to_tree(o));
    return trees.node(kids);
  };
  std::vector<MisereGame> pool;
  for (int n = 0; n < 4; ++n) pool.push_back(MisereGame::nim_heap(n));
  const int two = trees.heap(2);
  int wild = 0;
  while (pool.size() < 70) {
    std::vector<MisereGame> opts;
    const int n = 1 + static_cast<int>(rng() % 3);
    for (int i = 0; i < n; ++i) opts.push_back(pool[rng() % pool.size()]);
    MisereGame g = MisereGame::from_options(opts);
    if (rng() % 3 == 0) g = g + pool[rng() % pool.size()];
    if (g.birthday() > 9) continue;
    pool.push_back(g);
    SCOPED_TRACE(to_string(g));
    const Genus genus = g.genus();
    wild += genus.kind == Genus::Kind::Wild;
    std::vector<int> sum{to_tree(g)};
    for (std::size_t k = 0; k <= 4; ++k) {
      const auto [normal, misere] = trees.values(sum);
      ASSERT_EQ(genus.normal_value(k), normal) << to_string(genus) << " k=" << k;
      ASSERT_EQ(genus.misere_value(k), misere) << to_string(genus) << " k=" << k;
      sum.push_back(two);
    }
    const MisereGame h = pool[rng() % pool.size()];
    const auto [normal, misere] = trees.values({to_tree(g), to_tree(h)});
    const MisereGame s = g + h;
    ASSERT_EQ(s.misere_nim_value(), misere) << to_string(h);
    ASSERT_EQ(s.nim_value(), normal) << to_string(h);
    ASSERT_EQ(s.misere_minus(h), g) << to_string(h);
  }
  EXPECT_GT(wild, 5);
}

TEST(MisereGame, DistinguishersLinksAndDifferences) {
  std::mt19937 rng(11);
  Trees trees;
  const MisereGame one = MisereGame::nim_heap(1);
  for (int trial = 0; trial < 150; ++trial) {
    const MisereGame g = trees.canonical(trees.random(rng, 1 + static_cast<int>(rng() % 3)));
    const MisereGame h = trees.canonical(trees.random(rng, 1 + static_cast<int>(rng() % 3)));
    SCOPED_TRACE(to_string(g) + " vs " + to_string(h));
    EXPECT_EQ((g + h).misere_minus(h), g);
    EXPECT_EQ((g + h + one).misere_minus(g), h + one);
    if (g != h) {
      const MisereGame d = g.distinguisher(h);
      EXPECT_EQ((g + d).misere_outcome(), OutcomeClass::P);
      EXPECT_EQ((h + d).misere_outcome(), OutcomeClass::N);
    }
    if (g.is_linked_to(h)) {
      const MisereGame l = g.link(h);
      EXPECT_EQ((g + l).misere_outcome(), OutcomeClass::P);
      EXPECT_EQ((h + l).misere_outcome(), OutcomeClass::P);
    } else {
      EXPECT_THROW((void)g.link(h), DomainError);
    }
  }
}

// Conway's classes and prime partitions (ONAG ch. 12; Winning Ways ch. 13) on games grown
// from a pool, checked by their definitions rather than by the code's own route.
TEST(MisereGame, TameClassesPartsAndPartitionsByDefinition) {
  std::mt19937 rng(5);
  const MisereGame zero, one = MisereGame::nim_heap(1), two = MisereGame::nim_heap(2);
  std::vector<MisereGame> pool;
  for (int n = 0; n < 5; ++n) pool.push_back(MisereGame::nim_heap(n));
  // In sums with tame games a tame game plays as the nim position of its genus: 0^1 as 0,
  // 1^0 as *1, g^g as *g, 0^0 as *2+*2 and 1^1 as *2+*2+*1 (WW ch. 13).
  auto as_nim = [&](const MisereGame& g) {
    const std::uint64_t plus = g.nim_value(), minus = g.misere_nim_value();
    if (plus == minus && plus < 2) return two + two + MisereGame::nim_heap(plus);
    return MisereGame::nim_heap(plus);
  };
  int tame = 0, restive = 0, composite = 0, half_tame = 0;
  while (pool.size() < 90) {
    std::vector<MisereGame> opts;
    const int n = 1 + static_cast<int>(rng() % 3);
    for (int i = 0; i < n; ++i) opts.push_back(pool[rng() % pool.size()]);
    MisereGame g = MisereGame::from_options(opts);
    if (rng() % 3 == 0) g = g + pool[rng() % pool.size()];
    if (g.birthday() > 8) continue;
    pool.push_back(g);
    SCOPED_TRACE(to_string(g));

    // The classes nest: tame within generally tame within tameable; restive within
    // generally restive; none of these is restless.
    EXPECT_TRUE(!g.is_tame() || g.is_generally_tame());
    EXPECT_TRUE(!g.is_generally_tame() || g.is_tameable());
    EXPECT_TRUE(!g.is_restive() || g.is_generally_restive());
    EXPECT_FALSE(g.is_generally_tame() && (g.is_generally_restive() || g.is_restless()));
    EXPECT_FALSE(g.is_generally_restive() && g.is_restless());
    EXPECT_TRUE(!g.is_nim_heap() || g.is_tame());
    if (g.is_half_tame()) {
      ++half_tame;
      EXPECT_EQ((g + g).genus(), (two + two).genus());
    }
    if (g.is_generally_tame()) {
      ++tame;
      for (int trial = 0; trial < 4; ++trial) {
        const MisereGame h = pool[rng() % pool.size()];
        if (!h.is_generally_tame()) continue;
        EXPECT_EQ((g + h).misere_outcome(), (as_nim(g) + h).misere_outcome()) << to_string(h);
        EXPECT_EQ((g + h).nim_value(), g.nim_value() ^ h.nim_value());
      }
    }
    restive += g.is_generally_restive();

    // Introverted: a part of each option; by the extraversion-introversion theorem only
    // 0 and *1. Extraverted: a part of {G}.
    bool part_of_each = true;
    for (const MisereGame& o : g.options()) {
      try {
        (void)o.misere_minus(g);
      } catch (const DomainError&) {
        part_of_each = false;
      }
    }
    EXPECT_EQ(g.is_introverted(), part_of_each);
    bool extraverted = true;
    try {
      (void)MisereGame::from_options({g}).misere_minus(g);
    } catch (const DomainError&) {
      extraverted = false;
    }
    EXPECT_EQ(g.is_extraverted(), extraverted);

    // Parts: each X has a Y with X + Y the even part; partitions: primes in nondecreasing
    // order summing to g (with *1 when g is odd), the prime ones alone.
    const MisereGame even = g.is_even() ? g : g.misere_minus(one);
    for (const MisereGame& x : g.parts()) EXPECT_EQ(x + even.misere_minus(x), even) << to_string(x);
    const auto partitions = g.partitions();
    ASSERT_FALSE(partitions.empty());
    composite += partitions.front().size() > 1;
    for (const auto& partition : partitions) {
      MisereGame sum;
      for (std::size_t i = 0; i < partition.size(); ++i) {
        sum = sum + partition[i];
        if (partition[i] == one) continue;
        EXPECT_TRUE(partition[i].is_prime()) << to_string(partition[i]);
        EXPECT_TRUE(i == 0 || partition[i - 1] <= partition[i]);
      }
      EXPECT_EQ(sum, g);
    }
    if (g.is_even() && g != zero) {
      EXPECT_EQ(g.is_prime(), partitions.size() == 1 && partitions.front() == std::vector<MisereGame>{g});
    }
  }
  EXPECT_GT(tame, 10);
  EXPECT_GT(restive, 2);
  EXPECT_GT(composite, 5);
  EXPECT_EQ(MisereGame::nim_heap(2).is_prime(), true);
  EXPECT_EQ(one.is_prime(), false);
  EXPECT_TRUE(zero.is_introverted() && one.is_introverted());
  EXPECT_GT(half_tame, 2);
}

// Facts from CGSuite (the brief of this module): Kayles' misère Grundy values and
// Dawson's Kayles' genera of heaps 0..20.
TEST(MisereHeap, KaylesMisereGrundyValues) {
  const std::vector<std::uint64_t> expected{1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0, 1, 2, 5, 1, 6, 3, 2, 0};
  EXPECT_EQ(misere_grundy_values(HeapRule::parse("0.77"), 20), expected);
}

TEST(MisereHeap, DawsonsKaylesGenera) {
  const std::vector<std::string> expected{"0", "0", "1", "1", "2", "0", "3", "1", "1", "0", "3^1431",
                                          "3", "2^0520", "2", "4^146", "0", "5^057", "2^0520", "2", "3^1431", "3"};
  std::vector<std::string> got;
  for (const Genus& g : misere_heap_genera(HeapRule::parse("0.07"), 20)) got.push_back(to_string(g));
  EXPECT_EQ(got, expected);
}

// Heap forms are bounded by their caller's RunControl: a cancelled run stops them.
TEST(MisereHeap, StopsWhenTheRunIsCancelled) {
  RunControl run;
  run.cancel();
  EXPECT_THROW((void)misere_grundy_values(HeapRule::parse("0.77"), 20, run), LimitError);
}

// Operators such as + and printing take no RunControl: they answer to the thread's
// scoped run (RunScope, opened by GameTable::Watch). *[[11],121] (found by the expression
// fuzz target) runs into the 40-million-step budget; under a cancelled or timed scope it
// stops at the run's next poll instead, and a new scope-free operation is unbounded by it.
TEST(MisereGame, AnswersToTheScopedRun) {
  const auto big = [] {
    const MisereGame inner = MisereGame::from_options({MisereGame::nim_heap(11)});
    return to_string(MisereGame::from_options({inner, MisereGame::nim_heap(121)}));
  };
  const auto message_of = [](const std::function<void()>& work) -> std::string {
    try {
      work();
    } catch (const LimitError& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_NE(message_of(big).find("too large to compute"), std::string::npos);
  {
    RunControl cancelled;
    cancelled.cancel();
    const RunScope scope(cancelled);
    EXPECT_EQ(&scoped_run(), &cancelled);
    EXPECT_NE(message_of(big).find("cancelled"), std::string::npos);
    RunControl timed(Limits{.max_seconds = 1e-6});
    const RunScope inner(timed);
    EXPECT_NE(message_of(big).find("time limit"), std::string::npos);
  }
  EXPECT_EQ(&scoped_run(), &unlimited_run());
  EXPECT_EQ(to_string(MisereGame::nim_heap(3) + MisereGame::nim_heap(1)), "*[2]");
}

// Building and interning big nim heaps is counted work (*[2,2942] from the fuzz target
// spent 0.3 s there, past a 0.1 s time limit): *k has k options, so making *1000 is
// 500,500 steps, and the scoped run hears of them.
TEST(MisereGame, CountsNimHeapsAsWork) {
  struct Steps : ProgressSink {
    std::uint64_t most = 0;
    void update(std::string_view, std::uint64_t done, std::uint64_t, std::string_view) override {
      most = std::max(most, done);
    }
  } steps;
  RunControl run(Limits{.report_seconds = 0}, &steps);
  const RunScope scope(run);
  EXPECT_EQ(MisereGame::nim_heap(1000).birthday(), 1000u);
  EXPECT_GE(steps.most, 500'500u - (1u << 14));  // reported at polls, every 16,384 steps
  RunControl cancelled;
  cancelled.cancel();
  const RunScope stop(cancelled);
  EXPECT_THROW(MisereGame::from_options({MisereGame::nim_heap(2), MisereGame::nim_heap(2942)}), LimitError);
}
}  // namespace
}  // namespace cgt
