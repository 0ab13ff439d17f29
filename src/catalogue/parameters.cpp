// Binding terms to typed parameters (see cgt/catalogue/parameters.hpp).
#include "cgt/catalogue/parameters.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

// " at column N" for a parsed value; nothing for one made in code (Python's arguments).
std::string at_column(std::size_t column) { return column == 0 ? "" : fmt::format(" at column {}", column); }

bool is_pair(const TermValue& v) {
  const auto* t = std::get_if<TermValue::List>(&v.data);
  return t != nullptr && t->open == '(' && t->items.size() == 2 && std::holds_alternative<std::int64_t>(t->items[0].data) &&
         std::holds_alternative<std::int64_t>(t->items[1].data);
}

bool fits_kind(const TermValue& v, ParameterKind kind) {
  switch (kind) {
    case ParameterKind::Integer: return std::holds_alternative<std::int64_t>(v.data);
    case ParameterKind::String: return std::holds_alternative<std::string>(v.data);
    case ParameterKind::Boolean: return std::holds_alternative<bool>(v.data);
    case ParameterKind::Choice:
      return std::holds_alternative<TermValue::Word>(v.data) || std::holds_alternative<std::string>(v.data);
    case ParameterKind::IntegerList:
      if (std::holds_alternative<std::string>(v.data)) return true;  // "3,1,4", as the old flags wrote it
      if (const auto* l = std::get_if<TermValue::List>(&v.data)) {  // [..], {..} or a Python tuple
        for (const TermValue& item : l->items)
          if (!std::holds_alternative<std::int64_t>(item.data)) return false;
        return true;
      }
      return false;
    case ParameterKind::Coordinates: return is_pair(v);
    case ParameterKind::CoordinatesSet:
      if (const auto* l = std::get_if<TermValue::List>(&v.data); l != nullptr && l->open != '(')
        return std::all_of(l->items.begin(), l->items.end(), is_pair);
      return false;
    case ParameterKind::GameTerm: return std::holds_alternative<TermValue::Call>(v.data);
  }
  return false;
}

// "3,1,4" -> [3, 1, 4] for list parameters given as a string.
TermValue as_list(const TermValue& v, const std::string& game, const Parameter& p) {
  const auto* text = std::get_if<std::string>(&v.data);
  if (text == nullptr) return v;
  TermValue out;
  out.column = v.column;
  TermValue::List list;
  std::size_t start = 0;
  while (start <= text->size()) {
    const std::size_t comma = std::min(text->find(',', start), text->size());
    const std::string_view item = std::string_view(*text).substr(start, comma - start);
    std::int64_t n = 0;
    const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), n);
    if (item.empty() || ec != std::errc() || end != item.data() + item.size())
      throw ParseError(fmt::format("{}: {} = \"{}\": '{}' is not an integer (expected a list like [3, 1, 4])", game,
                                   p.name, *text, item));
    list.items.push_back(TermValue{n, v.column});
    start = comma + 1;
  }
  out.data = std::move(list);
  return out;
}

// A set of coordinates in normal form: `{...}`, sorted, each pair once.
TermValue as_coordinates_set(const TermValue& v) {
  TermValue::List set = std::get<TermValue::List>(v.data);
  set.open = '{';
  const auto pair = [](const TermValue& t) {
    const auto& items = std::get<TermValue::List>(t.data).items;
    return std::pair(std::get<std::int64_t>(items[0].data), std::get<std::int64_t>(items[1].data));
  };
  std::sort(set.items.begin(), set.items.end(), [&](const TermValue& a, const TermValue& b) { return pair(a) < pair(b); });
  set.items.erase(std::unique(set.items.begin(), set.items.end(), [&](const TermValue& a, const TermValue& b) {
                    return pair(a) == pair(b);
                  }),
                  set.items.end());
  TermValue out;
  out.column = v.column;
  out.data = std::move(set);
  return out;
}

// A choice as a word (`"diagonal"` quoted is the word diagonal), checked against the choices.
TermValue as_choice(const TermValue& v, const std::string& game, const Parameter& p) {
  const auto* text = std::get_if<std::string>(&v.data);
  std::string word = text != nullptr ? *text : std::get<TermValue::Word>(v.data).text;
  // CGSuite's names for the same choices: Coordinates.Compass is all eight directions.
  if (word == "compass" && std::find(p.choices.begin(), p.choices.end(), "all") != p.choices.end()) word = "all";
  if (std::find(p.choices.begin(), p.choices.end(), word) == p.choices.end()) {
    std::string words;
    for (const std::string& c : p.choices) words += (words.empty() ? "" : ", ") + c;
    throw ParseError(fmt::format("{}: {} = {}{} is not one of {}", game, p.name, word, at_column(v.column), words));
  }
  TermValue out;
  out.column = v.column;
  out.data = TermValue::Word{word};
  return out;
}

void check_limits(const TermValue& v, const std::string& game, const Parameter& p) {
  if (p.kind != ParameterKind::Integer || p.min > p.max) return;
  const std::int64_t n = std::get<std::int64_t>(v.data);
  if (n < p.min || n > p.max)
    throw LimitError(fmt::format("{}: {} = {}{} is out of range (from {} to {})", game, p.name, n,
                                 at_column(v.column), p.min, p.max));
}

// Binds to one signature; returns the error message instead of throwing so that the
// caller can try the next signature.
struct Attempt {
  std::optional<std::string> error;
  bool limit = false;  // the error is a limit, not a shape
  std::vector<std::pair<std::string, TermValue>> values;
};

Attempt try_bind(const Term& term, const Signature& sig) {
  Attempt a;
  if (term.positional.size() > sig.size()) {
    a.error = fmt::format("{} takes at most {} arguments, {} given", term.name, sig.size(), term.positional.size());
    return a;
  }
  std::vector<std::optional<TermValue>> slots(sig.size());
  for (std::size_t i = 0; i < term.positional.size(); ++i) slots[i] = term.positional[i];
  for (const auto& [key, v] : term.named) {
    std::size_t i = 0;
    const std::string snake = snake_case(key);
    while (i < sig.size() && sig[i].name != key && sig[i].name != snake) ++i;
    if (i == sig.size()) {
      a.error = fmt::format("{} has no parameter '{}' (column {})", term.name, key, v.column);
      return a;
    }
    if (slots[i]) {
      a.error = fmt::format("{}: {} given twice (column {})", term.name, key, v.column);
      return a;
    }
    slots[i] = v;
  }
  for (std::size_t i = 0; i < sig.size(); ++i) {
    const Parameter& p = sig[i];
    if (!slots[i]) {
      if (!p.default_value) {
        a.error = fmt::format("{} needs its {} ({})", term.name, p.name, to_string(p.kind));
        return a;
      }
      slots[i] = *p.default_value;
    }
    // CGSuite's `inf` for a bound (GenClobber's maxDistance => inf): the largest value the
    // parameter takes, which a bounded parameter such as max_distance reads as no bound.
    if (const auto* w = std::get_if<TermValue::Word>(&slots[i]->data);
        w != nullptr && w->text == "inf" && p.kind == ParameterKind::Integer && p.min <= p.max)
      slots[i]->data = p.max;
    if (!fits_kind(*slots[i], p.kind)) {
      if (const auto* call = std::get_if<TermValue::Call>(&slots[i]->data)) {
        a.error = fmt::format("{}: '{}(...)'{} is not a value {} takes (path(n), empty(rows, columns) and "
                              "spawning(code) are; a game term goes to impartial(...))",
                              term.name, call->name, at_column(slots[i]->column), p.name);
        return a;
      }
      a.error = fmt::format("{}: {}{} must be {} {}, not {}", term.name, p.name, at_column(slots[i]->column),
                            p.kind == ParameterKind::Integer ? "an" : "a",
                            p.kind == ParameterKind::Coordinates ? "pair of integers such as (4, 2)"
                            : p.kind == ParameterKind::CoordinatesSet
                                ? "set of coordinates such as {(4, 2), (4, 4)}"
                                : to_string(p.kind),
                            slots[i]->kind());
      return a;
    }
    try {
      TermValue v = p.kind == ParameterKind::IntegerList      ? as_list(*slots[i], term.name, p)
                    : p.kind == ParameterKind::Choice         ? as_choice(*slots[i], term.name, p)
                    : p.kind == ParameterKind::CoordinatesSet ? as_coordinates_set(*slots[i])
                                                               : *slots[i];
      check_limits(v, term.name, p);
      a.values.emplace_back(p.name, std::move(v));
    } catch (const LimitError& e) {
      a.error = e.what();
      a.limit = true;
      return a;
    } catch (const ParseError& e) {
      a.error = e.what();
      return a;
    }
  }
  return a;
}

}  // namespace

const char* to_string(ParameterKind kind) {
  switch (kind) {
    case ParameterKind::Integer: return "integer";
    case ParameterKind::String: return "string";
    case ParameterKind::Boolean: return "boolean";
    case ParameterKind::IntegerList: return "integer list";
    case ParameterKind::Choice: return "choice";
    case ParameterKind::Coordinates: return "coordinates";
    case ParameterKind::CoordinatesSet: return "set of coordinates";
    case ParameterKind::GameTerm: return "game term";
  }
  return "?";
}

Parameter integer_parameter(std::string name, std::string doc, std::int64_t min, std::int64_t max,
                            std::optional<std::int64_t> default_value) {
  Parameter p{std::move(name), ParameterKind::Integer, std::move(doc), std::nullopt, min, max};
  if (default_value) p.default_value = TermValue{*default_value, 0};
  return p;
}

Parameter string_parameter(std::string name, std::string doc, std::optional<std::string> default_value) {
  Parameter p{std::move(name), ParameterKind::String, std::move(doc), std::nullopt, 1, 0};
  if (default_value) p.default_value = TermValue{*default_value, 0};
  return p;
}

Parameter boolean_parameter(std::string name, std::string doc, bool default_value) {
  return Parameter{std::move(name), ParameterKind::Boolean, std::move(doc), TermValue{default_value, 0}, 1, 0};
}

Parameter integer_list_parameter(std::string name, std::string doc) {
  return Parameter{std::move(name), ParameterKind::IntegerList, std::move(doc), std::nullopt, 1, 0};
}

Parameter coordinates_parameter(std::string name, std::string doc) {
  return Parameter{std::move(name), ParameterKind::Coordinates, std::move(doc), std::nullopt, 1, 0};
}

Parameter coordinates_set_parameter(std::string name, std::string doc) {
  return Parameter{std::move(name), ParameterKind::CoordinatesSet, std::move(doc), std::nullopt, 1, 0};
}

Parameter game_term_parameter(std::string name, std::string doc) {
  return Parameter{std::move(name), ParameterKind::GameTerm, std::move(doc), std::nullopt, 1, 0};
}

Parameter choice_parameter(std::string name, std::string doc, std::vector<std::string> choices,
                           std::string default_value) {
  Parameter p{std::move(name), ParameterKind::Choice, std::move(doc), std::nullopt, 1, 0, std::move(choices)};
  TermValue v;
  v.data = TermValue::Word{std::move(default_value)};
  p.default_value = std::move(v);
  return p;
}

const TermValue& Arguments::find(std::string_view name) const {
  for (const auto& [k, v] : values_)
    if (k == name) return v;
  throw Error(fmt::format("internal: no parameter '{}' in {}", name, normal_.name));
}

std::int64_t Arguments::integer(std::string_view name) const { return std::get<std::int64_t>(find(name).data); }

int Arguments::small_integer(std::string_view name) const {
  const std::int64_t n = integer(name);
  if (n < std::numeric_limits<int>::min() || n > std::numeric_limits<int>::max())
    throw LimitError(fmt::format("{}: {} = {} is too large", normal_.name, name, n));
  return static_cast<int>(n);
}

const std::string& Arguments::string(std::string_view name) const { return std::get<std::string>(find(name).data); }

bool Arguments::boolean(std::string_view name) const { return std::get<bool>(find(name).data); }

std::vector<std::int64_t> Arguments::integers(std::string_view name) const {
  std::vector<std::int64_t> out;
  for (const TermValue& v : std::get<TermValue::List>(find(name).data).items) out.push_back(std::get<std::int64_t>(v.data));
  return out;
}

std::pair<std::int64_t, std::int64_t> Arguments::coordinates(std::string_view name) const {
  const auto& items = std::get<TermValue::List>(find(name).data).items;
  return {std::get<std::int64_t>(items[0].data), std::get<std::int64_t>(items[1].data)};
}

std::vector<std::pair<std::int64_t, std::int64_t>> Arguments::coordinates_set(std::string_view name) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  for (const TermValue& t : std::get<TermValue::List>(find(name).data).items) {
    const auto& items = std::get<TermValue::List>(t.data).items;
    out.emplace_back(std::get<std::int64_t>(items[0].data), std::get<std::int64_t>(items[1].data));
  }
  return out;
}

Term Arguments::game_term(std::string_view name) const {
  const TermValue& v = find(name);
  const auto& call = std::get<TermValue::Call>(v.data);
  Term t;
  t.name = call.name;
  t.column = v.column;
  for (std::size_t i = 0; i < call.args.size(); ++i) {
    if (i < call.positional()) t.positional.push_back(call.args[i]);
    else t.named.emplace_back(call.names[i - call.positional()], call.args[i]);
  }
  t.has_parentheses = true;
  return t;
}

const std::string& Arguments::choice(std::string_view name) const {
  return std::get<TermValue::Word>(find(name).data).text;
}

bool Arguments::has(std::string_view name) const {
  for (const auto& [k, v] : values_)
    if (k == name) return true;
  return false;
}

Arguments bind_arguments(const Term& written, std::span<const Signature> signatures) {
  Term term = written;
  resolve_calls(term);
  std::vector<Attempt> attempts;
  for (std::size_t s = 0; s < signatures.size(); ++s) {
    Attempt a = try_bind(term, signatures[s]);
    if (!a.error) {
      Arguments out;
      out.signature_ = s;
      out.normal_.name = term.name;
      for (const auto& [k, v] : a.values) out.normal_.positional.push_back(v);
      out.values_ = std::move(a.values);
      return out;
    }
    attempts.push_back(std::move(a));
  }
  // A limit error on a signature whose shape fitted is the most telling.
  for (const Attempt& a : attempts)
    if (a.limit) throw LimitError(*a.error);
  if (attempts.size() == 1) throw ParseError(*attempts.front().error);
  throw ParseError(fmt::format("{} (column {}) takes {}: {}", term.name, term.column, describe(signatures),
                               *attempts.front().error));
}

std::string describe(std::span<const Signature> signatures) {
  std::string out;
  for (std::size_t s = 0; s < signatures.size(); ++s) {
    if (s > 0) out += " or ";
    out += "(";
    for (std::size_t i = 0; i < signatures[s].size(); ++i) {
      const Parameter& p = signatures[s][i];
      out += (i ? ", " : "") + p.name;
      if (p.default_value) out += " = " + to_string(*p.default_value);
    }
    out += ")";
  }
  return out;
}

}  // namespace cgt
