#include "cgt/partisan/game_form.hpp"

#include <absl/container/flat_hash_map.h>
#include <absl/hash/hash.h>

#include <tuple>

#include "cgt/partisan/products.hpp"
#include "table_memo.hpp"

namespace cgt {

enum class FormKind : std::uint8_t {
  Leaf,            // a canonical game
  Explicit,        // options as given
  Negative,        // -a (for compounds whose negative is no compound of the same kind)
  Disjunctive,     // a + b
  Conjunctive,     // a ∧ b
  Selective,       // CGSuite's SelectiveSum
  OrdinalSum,      // a : b
  OrdinalProduct,  // CGSuite's OrdinalProduct
  ConwayProduct,   // a · b
};

struct GameForm::Node {
  FormKind kind = FormKind::Explicit;
  Game game;                                   // Leaf
  std::vector<GameForm> left, right;           // Explicit
  std::shared_ptr<const Node> a, b;            // Negative (a), compounds (a, b)
};

struct GameFormAccess {
  static GameForm wrap(std::shared_ptr<const GameForm::Node> node) { return GameForm(std::move(node)); }
};

namespace {

using Node = GameForm::Node;
using NodePtr = std::shared_ptr<const Node>;

// Interned leaves and compounds, and canonical forms, of one game table (table_memo.hpp).
// Compounds hold their parts, so the raw pointers in the keys stay valid; canonical
// forms hold their node for the same reason.
struct FormMemo : detail::TableMemo {
  absl::flat_hash_map<Game::Id, NodePtr> leaves;
  absl::flat_hash_map<std::tuple<FormKind, const Node*, const Node*>, NodePtr> compounds;
  absl::flat_hash_map<const Node*, std::pair<NodePtr, Game>> canonical;
};

FormMemo& form_memo() { return detail::table_memo<FormMemo>(); }

GameForm compound(FormKind kind, const GameForm& a, const GameForm& b) {
  const NodePtr& pa = a.node_ptr();
  const NodePtr& pb = b.node_ptr();
  auto [it, inserted] = form_memo().compounds.try_emplace(std::make_tuple(kind, pa.get(), pb.get()));
  if (inserted) {
    auto node = std::make_shared<Node>();
    node->kind = kind;
    node->a = pa;
    node->b = pb;
    it->second = std::move(node);
  }
  return GameFormAccess::wrap(it->second);
}

GameForm negative_node(const GameForm& a) {
  const NodePtr& pa = a.node_ptr();
  auto [it, inserted] = form_memo().compounds.try_emplace(std::make_tuple(FormKind::Negative, pa.get(), nullptr));
  if (inserted) {
    auto node = std::make_shared<Node>();
    node->kind = FormKind::Negative;
    node->a = pa;
    it->second = std::move(node);
  }
  return GameFormAccess::wrap(it->second);
}

std::vector<GameForm> options(const GameForm& form, bool left);

void append(std::vector<GameForm>& out, std::vector<GameForm> more) {
  out.insert(out.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
}

std::vector<GameForm> options(const GameForm& form, bool left) {
  const Node& n = *form.node_ptr();
  const GameForm a = n.a ? GameFormAccess::wrap(n.a) : form;
  const GameForm b = n.b ? GameFormAccess::wrap(n.b) : form;
  std::vector<GameForm> out;
  switch (n.kind) {
    case FormKind::Leaf:
      for (Game x : left ? n.game.left_options() : n.game.right_options()) out.push_back(GameForm::of(x));
      break;
    case FormKind::Explicit:
      out = left ? n.left : n.right;
      break;
    case FormKind::Negative:
      for (const GameForm& x : options(a, !left)) out.push_back(-x);
      break;
    case FormKind::Disjunctive:
      for (const GameForm& x : options(a, left)) out.push_back(x + b);
      for (const GameForm& y : options(b, left)) out.push_back(a + y);
      break;
    case FormKind::Conjunctive:
      for (const GameForm& x : options(a, left))
        for (const GameForm& y : options(b, left)) out.push_back(conjunctive_sum(x, y));
      break;
    case FormKind::Selective:
      // CGSuite's SelectiveSum: the options of the disjunctive and of the conjunctive sum.
      append(out, options(a + b, left));
      append(out, options(conjunctive_sum(a, b), left));
      break;
    case FormKind::OrdinalSum:
      out = options(a, left);
      for (const GameForm& y : options(b, left)) out.push_back(ordinal_sum(a, y));
      break;
    case FormKind::OrdinalProduct:
      for (const bool side : {true, false}) {
        const std::vector<GameForm> base = options(side ? a : -a, left);
        for (const GameForm& y : options(b, side)) {
          const GameForm head = ordinal_product(a, y);
          for (const GameForm& x : base) out.push_back(ordinal_sum(head, x));
        }
      }
      break;
    case FormKind::ConwayProduct:
      for (const bool side : {true, false}) {
        const std::vector<GameForm> hs = options(b, left ? side : !side);
        for (const GameForm& x : options(a, side))
          for (const GameForm& y : hs)
            out.push_back(conway_product(x, b) + conway_product(a, y) + -conway_product(x, y));
      }
      break;
  }
  return out;
}

Game canonical_of(const GameForm& form, FormMemo& m) {
  const Node& n = *form.node_ptr();
  if (n.kind == FormKind::Leaf) return n.game;
  if (auto it = m.canonical.find(&n); it != m.canonical.end()) return it->second.second;
  const GameForm a = n.a ? GameFormAccess::wrap(n.a) : form;
  const GameForm b = n.b ? GameFormAccess::wrap(n.b) : form;
  const bool leaves = n.a && n.b && n.a->kind == FormKind::Leaf && n.b->kind == FormKind::Leaf;
  Game result;
  if (n.kind == FormKind::Negative) {
    result = -canonical_of(a, m);
  } else if (n.kind == FormKind::Disjunctive) {
    result = canonical_of(a, m) + canonical_of(b, m);
  } else if (leaves && n.kind == FormKind::OrdinalSum) {
    result = ordinal_sum(n.a->game, n.b->game);
  } else if (leaves && n.kind == FormKind::ConwayProduct) {
    result = conway_product(n.a->game, n.b->game);
  } else {
    std::vector<Game> left, right;
    for (const GameForm& x : options(form, true)) left.push_back(canonical_of(x, m));
    for (const GameForm& x : options(form, false)) right.push_back(canonical_of(x, m));
    result = Game::from_options(left, right);
  }
  m.canonical.emplace(&n, std::make_pair(form.node_ptr(), result));
  return result;
}

}  // namespace

GameForm GameForm::of(Game canonical) {
  auto [it, inserted] = form_memo().leaves.try_emplace(canonical.id());
  if (inserted) {
    auto node = std::make_shared<Node>();
    node->kind = FormKind::Leaf;
    node->game = canonical;
    it->second = std::move(node);
  }
  return GameForm(it->second);
}

GameForm GameForm::node(std::vector<GameForm> left, std::vector<GameForm> right) {
  auto node = std::make_shared<Node>();
  node->kind = FormKind::Explicit;
  node->left = std::move(left);
  node->right = std::move(right);
  return GameForm(std::move(node));
}

std::vector<GameForm> GameForm::left_options() const { return options(*this, true); }
std::vector<GameForm> GameForm::right_options() const { return options(*this, false); }

Game GameForm::canonical() const { return canonical_of(*this, form_memo()); }

GameForm GameForm::operator-() const {
  const Node& n = *node_;
  const auto part = [](const NodePtr& p) { return -GameFormAccess::wrap(p); };
  switch (n.kind) {
    case FormKind::Leaf: return of(-n.game);
    case FormKind::Negative: return GameFormAccess::wrap(n.a);
    case FormKind::Disjunctive: return part(n.a) + part(n.b);
    case FormKind::Conjunctive: return conjunctive_sum(part(n.a), part(n.b));
    case FormKind::Selective: return selective_sum(part(n.a), part(n.b));
    case FormKind::OrdinalSum: return ordinal_sum(part(n.a), part(n.b));
    case FormKind::Explicit:
    case FormKind::OrdinalProduct:
    case FormKind::ConwayProduct: return negative_node(*this);
  }
  return negative_node(*this);
}

GameForm operator+(const GameForm& a, const GameForm& b) { return compound(FormKind::Disjunctive, a, b); }
GameForm conjunctive_sum(const GameForm& g, const GameForm& h) { return compound(FormKind::Conjunctive, g, h); }
GameForm selective_sum(const GameForm& g, const GameForm& h) { return compound(FormKind::Selective, g, h); }
GameForm ordinal_sum(const GameForm& g, const GameForm& h) { return compound(FormKind::OrdinalSum, g, h); }
GameForm ordinal_product(const GameForm& g, const GameForm& h) { return compound(FormKind::OrdinalProduct, g, h); }
GameForm conway_product(const GameForm& g, const GameForm& h) { return compound(FormKind::ConwayProduct, g, h); }

}  // namespace cgt
