#include "cgt/pictures/game_tree_svg.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "cgt/partisan/notation.hpp"
#include "cgt/pictures/svg.hpp"

namespace cgt {
namespace {

constexpr double kCharWidth = 7.2;  // of 12-unit text, for widths of labels
constexpr double kGap = 14, kLevel = 64;

struct Node {
  std::string label;
  std::vector<std::unique_ptr<Node>> left, right;
  double width = 0;   // of the subtree
  double centre = 0;  // of the node, from the subtree's left edge
};

double label_width(const std::string& label) { return std::max(24.0, kCharWidth * static_cast<double>(label.size()) + 10); }

// Breadth-first, so that a budget cuts the deepest levels, not one side.
std::unique_ptr<Node> build(Game root, std::size_t max_nodes) {
  auto top = std::make_unique<Node>();
  std::vector<std::pair<Node*, Game>> level{{top.get(), root}};
  std::size_t count = 1;
  top->label = to_string(root);
  while (!level.empty()) {
    std::vector<std::pair<Node*, Game>> next;
    for (auto& [node, g] : level) {
      if (g.is_number()) continue;
      const std::vector<Game> options[2] = {g.left_options(), g.right_options()};
      if (count + options[0].size() + options[1].size() > max_nodes) continue;
      for (int side = 0; side < 2; ++side) {
        for (const Game& o : options[side]) {
          auto child = std::make_unique<Node>();
          child->label = to_string(o);
          next.emplace_back(child.get(), o);
          (side == 0 ? node->left : node->right).push_back(std::move(child));
          ++count;
        }
      }
    }
    level = std::move(next);
  }
  return top;
}

// Left options' subtrees side by side to the left of the node, Right's to the right.
void measure(Node& n) {
  double left = 0, right = 0;
  for (auto& c : n.left) measure(*c), left += c->width + kGap;
  for (auto& c : n.right) measure(*c), right += c->width + kGap;
  const double own = label_width(n.label);
  left = std::max(left, own / 2), right = std::max(right, own / 2);
  n.width = left + right;
  n.centre = left;
}

int depth(const Node& n) {
  int d = 0;
  for (const auto* side : {&n.left, &n.right})
    for (const auto& c : *side) d = std::max(d, depth(*c));
  return d + 1;
}

void draw(const Node& n, double x0, double y, SvgWriter& svg) {
  const double cx = x0 + n.centre;
  double x = x0;
  for (const auto& c : n.left) {
    svg.line(cx, y + 6, x + c->centre, y + kLevel - 16, "#1f3b8c", 1.8);
    draw(*c, x, y + kLevel, svg);
    x += c->width + kGap;
  }
  x = cx + kGap / 2;
  for (const auto& c : n.right) {
    svg.line(cx, y + 6, x + c->centre, y + kLevel - 16, "#8c1f1f", 1.8);
    draw(*c, x, y + kLevel, svg);
    x += c->width + kGap;
  }
  svg.text(cx, y, n.label, 12);
}

}  // namespace

std::string game_tree_svg(Game g, std::size_t max_nodes) {
  const std::unique_ptr<Node> root = build(g, std::max<std::size_t>(max_nodes, 1));
  measure(*root);
  const double margin = 20;
  SvgWriter svg(root->width + 2 * margin, depth(*root) * kLevel + margin);
  draw(*root, margin, margin + 12, svg);
  return svg.str();
}

}  // namespace cgt
