#include "cgt/impartial/heap_rule.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <charconv>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

char digit_char(unsigned d) { return "0123456789ABCDEF"[d & 15]; }

// Parses "1,3,4" (the part after "sub:" / "allbut:"); `offset` is where it starts
// in the user's text, for error positions. Returns the sorted distinct elements.
std::vector<std::uint64_t> parse_set(std::string_view text, std::size_t offset, std::string_view what) {
  std::vector<std::uint64_t> set;
  std::size_t i = 0;
  if (text.empty() && what == "all-but") return set;  // allbut: with no exclusions is Nim
  while (true) {
    const char* begin = text.data() + i;
    const char* end = text.data() + text.size();
    std::uint64_t value = 0;
    auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ptr == begin)
      throw ParseError(fmt::format("bad {} set at character {}: expected a positive integer", what, offset + i + 1));
    if (ec == std::errc::result_out_of_range || value > HeapRule::kMaxDigits)
      throw LimitError(fmt::format("{} set element at character {} is larger than the limit {}", what,
                                   offset + i + 1, HeapRule::kMaxDigits));
    if (value == 0)
      throw ParseError(fmt::format("bad {} set at character {}: elements must be positive", what, offset + i + 1));
    set.push_back(value);
    i = static_cast<std::size_t>(ptr - text.data());
    if (i == text.size()) break;
    if (text[i] != ',')
      throw ParseError(fmt::format("bad {} set at character {}: expected ',' but found '{}'", what, offset + i + 1,
                                   text[i]));
    ++i;
  }
  std::sort(set.begin(), set.end());
  set.erase(std::unique(set.begin(), set.end()), set.end());
  return set;
}

std::string join(const std::vector<std::uint64_t>& set) { return fmt::format("{}", fmt::join(set, ",")); }

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

HeapRule parse_code(std::string_view text) {
  const std::size_t dot = text.find('.');
  if (dot == std::string_view::npos)
    throw ParseError(fmt::format("bad heap rule '{}': expected a code like 0.07, sub:1,2, allbut:1 or grundy", text));
  if (dot != 1)
    throw ParseError(fmt::format("bad code '{}' at character 1: expected one digit before the '.'", text));
  std::vector<std::uint8_t> digits;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (i == dot) continue;
    const int d = hex_digit(text[i]);
    if (d < 0)
      throw ParseError(fmt::format("bad code '{}' at character {}: '{}' is not a hexadecimal digit", text, i + 1,
                                   text[i]));
    digits.push_back(static_cast<std::uint8_t>(d));
    if (digits.size() > HeapRule::kMaxDigits)
      throw LimitError(fmt::format("code '{:.20}...' has more than {} digits", text, HeapRule::kMaxDigits));
  }
  if (digits[0] & 3)
    throw ParseError(fmt::format("bad code '{}' at character 1: digit d0 = {} uses bit 1 or 2, which would remove "
                                 "no tokens and leave the heap as it was (d0 may be 0, 4, 8 or C)",
                                 text, digit_char(digits[0])));
  return HeapRule::from_digits(std::move(digits));
}

}  // namespace

HeapRule HeapRule::from_digits(std::vector<std::uint8_t> digits) {
  if (digits.empty()) digits.push_back(0);
  for (std::size_t k = 0; k < digits.size(); ++k)
    if (digits[k] > 15) throw ParseError(fmt::format("code digit d{} = {} is not a hexadecimal digit", k, digits[k]));
  if (digits[0] & 3) throw ParseError("code digit d0 may only use bits 4 and 8");
  HeapRule rule;
  rule.kind_ = Kind::Code;
  rule.digits_ = std::move(digits);
  rule.finish_code();
  return rule;
}

void HeapRule::finish_code() {
  while (digits_.size() > 1 && digits_.back() == 0) digits_.pop_back();
  max_heaps_ = 1;
  for (std::uint8_t d : digits_) {
    if (d & 4) max_heaps_ = std::max(max_heaps_, 2);
    if (d & 8) max_heaps_ = 3;
  }
  name_ = code();  // a code's name is its code
}

std::string HeapRule::code() const {
  if (kind_ == Kind::Grundy) return "4!.0";
  if (kind_ == Kind::Code) {
    std::string out(1, digit_char(digits_[0]));
    out += '.';
    for (std::size_t k = 1; k < digits_.size(); ++k) out += digit_char(digits_[k]);
    if (digits_.size() == 1) out += '0';
    return out;
  }
  // All but: 3 at every k not excluded, up to the last exclusion, then 3 forever.
  std::string out = "0.";
  const std::uint64_t last = excluded_.empty() ? 0 : excluded_.back();
  for (std::uint64_t k = 1; k <= last; ++k)
    out += std::binary_search(excluded_.begin(), excluded_.end(), k) ? '0' : '3';
  return out + "[3]";
}

HeapRule HeapRule::from_removals(std::vector<std::uint64_t>& set, std::uint8_t digit) {
  std::sort(set.begin(), set.end());
  set.erase(std::unique(set.begin(), set.end()), set.end());
  if (!set.empty() && set.front() == 0) throw ParseError("subtraction set elements must be positive");
  if (!set.empty() && set.back() > kMaxDigits)
    throw LimitError(fmt::format("subtraction set element {} is larger than the limit {}", set.back(), kMaxDigits));
  std::vector<std::uint8_t> digits(set.empty() ? 1 : set.back() + 1, 0);
  for (std::uint64_t k : set) digits[k] = digit;
  return from_digits(std::move(digits));
}

HeapRule HeapRule::subtraction(std::vector<std::uint64_t> set) {
  HeapRule rule = from_removals(set, 3);
  rule.name_ = "sub:" + join(set);  // the set as from_removals left it: sorted, without repeats
  return rule;
}

HeapRule HeapRule::splittles(std::vector<std::uint64_t> set) { return from_removals(set, 7); }

HeapRule HeapRule::all_but(std::vector<std::uint64_t> excluded) {
  std::sort(excluded.begin(), excluded.end());
  excluded.erase(std::unique(excluded.begin(), excluded.end()), excluded.end());
  if (!excluded.empty() && excluded.front() == 0) throw ParseError("all-but set elements must be positive");
  HeapRule rule;
  rule.kind_ = Kind::AllBut;
  rule.excluded_ = std::move(excluded);
  rule.name_ = "allbut:" + join(rule.excluded_);
  return rule;
}

HeapRule HeapRule::grundys_game() {
  HeapRule rule;
  rule.kind_ = Kind::Grundy;
  rule.max_heaps_ = 2;
  rule.name_ = "grundy";
  return rule;
}

// CGSuite's codes with a digit repeated forever, `0.[3]` (Nim) or `0.03[3]`: when every
// digit is 0 or 3 this is the all-but rule excluding the removals with digit 0.
HeapRule HeapRule::repeating_code(std::string_view text) {
  const std::size_t open = text.find('[');
  if (text.substr(0, 2) != "0." || text.size() != open + 3 || text[open + 2] != ']')
    throw ParseError(fmt::format("bad code '{}': a repeating digit is written once in brackets at the end, as 0.[3]",
                                 text));
  std::vector<std::uint64_t> excluded;
  for (std::size_t i = 2; i < open; ++i) {
    if (text[i] != '0' && text[i] != '3')
      throw DomainError(fmt::format("code '{}': with a repeating digit only the digits 0 and 3 are supported", text));
    if (text[i] == '0') excluded.push_back(i - 1);
  }
  if (text[open + 1] != '3')
    throw DomainError(fmt::format("code '{}': only the repeating digit 3 is supported", text));
  return all_but(std::move(excluded));
}

HeapRule HeapRule::parse(std::string_view text) {
  const std::string name = lower(text);
  if (name.empty()) throw ParseError("empty heap rule: expected a code like 0.07, sub:1,2, allbut:1 or grundy");
  if (name == "grundy" || name == "4!.0") return grundys_game();  // 4!.0: CGSuite's code (split unequally)
  if (name.find('!') != std::string::npos)
    throw DomainError(fmt::format("code '{}': of CGSuite's '!' (unequal heaps) codes only 4!.0, Grundy's game, is supported",
                                  text));
  if (name.rfind("sub:", 0) == 0) {
    HeapRule rule = subtraction(parse_set(text.substr(4), 4, "subtraction"));
    return rule;
  }
  if (name.rfind("allbut:", 0) == 0) return all_but(parse_set(text.substr(7), 7, "all-but"));
  if (name.find('[') != std::string::npos) return repeating_code(text);
  return parse_code(text);
}

}  // namespace cgt
