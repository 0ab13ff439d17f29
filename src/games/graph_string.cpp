#include "cgt/games/graph_string.hpp"

#include <fmt/format.h>

#include <map>
#include <numeric>
#include <optional>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

struct Token {
  std::string text;
  std::size_t column;  // 1-based
};

class Parser {
 public:
  Parser(std::string_view text, std::string_view game, std::string_view vertex_labels, std::string_view edge_labels,
         bool unlabelled)
      : text_(text), game_(game), vertex_labels_(vertex_labels), edge_labels_(edge_labels), unlabelled_(unlabelled) {
    tokenize();
  }

  GraphString parse() {
    chain(std::nullopt, 0);
    while (pos_ < tokens_.size()) {
      if (tokens_[pos_].text != ";") fail("expected ';' or the end");
      ++pos_;
      chain(std::nullopt, 0);
    }
    return std::move(graph_);
  }

 private:
  [[noreturn]] void fail(std::string_view what, std::optional<std::size_t> column = std::nullopt) const {
    const std::size_t col = column ? *column : pos_ < tokens_.size() ? tokens_[pos_].column : text_.size() + 1;
    throw ParseError(fmt::format("{} '{}': {} at column {}", game_, excerpt(text_, col - 1), what, col));
  }

  void tokenize() {
    for (std::size_t i = 0; i < text_.size(); ++i) {
      if (text_[i] == ' ') continue;
      if (text_[i] == '{') {
        const std::size_t end = text_.find('}', i + 1);
        if (end == std::string_view::npos) {
          pos_ = tokens_.size();
          fail("unmatched '{'", i + 1);
        }
        tokens_.push_back({std::string(text_.substr(i + 1, end - i - 1)), i + 1});
        i = end;
      } else {
        tokens_.push_back({std::string(1, text_[i]), i + 1});
      }
    }
  }

  bool at(std::string_view t) const { return pos_ < tokens_.size() && tokens_[pos_].text == t; }

  static bool is_label(std::string_view token, std::string_view labels) {
    return token.size() == 1 && labels.find(token[0]) != std::string_view::npos;
  }

  // One chain: vertices joined by edges, from `prec` (none: a new first vertex).
  void chain(std::optional<int> prec, int depth) {
    if (!prec && pos_ >= tokens_.size()) return;
    while (true) {
      char edge_label = '-';
      if (prec) {
        if (pos_ >= tokens_.size()) return;
        const std::string& t = tokens_[pos_].text;
        if (t == "(") {
          const std::size_t open = tokens_[pos_].column;
          if (depth >= 64) throw LimitError(fmt::format("{} '{}': more than 64 levels of parentheses", game_,
                                                        excerpt(text_, open - 1)));
          do {
            ++pos_;
            chain(prec, depth + 1);
          } while (at(";"));
          if (!at(")")) fail(fmt::format("unmatched '(' (column {})", open));
          ++pos_;
          return;
        }
        if (t == ";" || t == ")") return;
        if (t == ">" || t == "<") fail("directed edges are not allowed");
        if (t == "-" || t.empty()) {
          if (!unlabelled_) fail(fmt::format("expected an edge ({})", edge_list()));
        } else if (is_label(t, edge_labels_)) {
          edge_label = t[0];
        } else {
          fail(fmt::format("'{}' is not an edge ({})", t, edge_list()));
        }
        ++pos_;
        if (at(">") || at("<")) fail("directed edges are not allowed");
      }
      char vertex_label = '.';
      if (pos_ < tokens_.size() && is_label(tokens_[pos_].text, vertex_labels_)) {
        vertex_label = tokens_[pos_++].text[0];
      } else if (at(".") || at("")) {
        ++pos_;
      }
      std::optional<std::string> name;
      if (at(":")) {
        if (pos_ + 1 >= tokens_.size()) {
          ++pos_;
          fail("expected a vertex name after ':'");
        }
        name = tokens_[pos_ + 1].text;
        pos_ += 2;
      }
      int vertex;
      const auto named = name ? names_.find(*name) : names_.end();
      if (named != names_.end()) {
        vertex = named->second;
        if (graph_.vertex_labels[static_cast<std::size_t>(vertex)] != vertex_label)
          fail(fmt::format("the vertex named '{}' has two labels", *name), tokens_[pos_ - 1].column);
      } else {
        vertex = static_cast<int>(graph_.vertex_labels.size());
        graph_.vertex_labels.push_back(vertex_label);
        if (name) names_[*name] = vertex;
      }
      if (prec) graph_.edges.push_back({*prec, vertex, edge_label});
      prec = vertex;
    }
  }

  std::string edge_list() const {
    std::string out;
    for (char c : edge_labels_) out += fmt::format("{}'{}'", out.empty() ? "" : ", ", c);
    if (unlabelled_) out += fmt::format("{}'-'", out.empty() ? "" : ", ");
    return out;
  }

  std::string_view text_, game_, vertex_labels_, edge_labels_;
  bool unlabelled_;
  std::vector<Token> tokens_;
  std::size_t pos_ = 0;
  GraphString graph_;
  std::map<std::string, int> names_;
};

}  // namespace

GraphString parse_graph_string(std::string_view text, std::string_view game, std::string_view vertex_labels,
                               std::string_view edge_labels, bool unlabelled_edges) {
  if (text.size() > 4000)
    throw LimitError(fmt::format("{} '{}': longer than 4000 characters", game, excerpt(text, 0)));
  return Parser(text, game, vertex_labels, edge_labels, unlabelled_edges).parse();
}

bool is_connected(const GraphString& g) {
  const std::size_t n = g.vertex_labels.size();
  if (n == 0) return true;
  std::vector<std::size_t> parent(n);
  std::iota(parent.begin(), parent.end(), std::size_t{0});
  auto find = [&](std::size_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  for (const auto& e : g.edges) parent[find(static_cast<std::size_t>(e.u))] = find(static_cast<std::size_t>(e.v));
  for (std::size_t v = 1; v < n; ++v)
    if (find(v) != find(0)) return false;
  return true;
}

}  // namespace cgt
