#pragma once
/// \file
/// The user-facing error hierarchy of cgt. Library code reports bad input and
/// exceeded limits by throwing one of these; it never prints and never exits.
/// The command line turns any cgt::Error into a one-line message and exit status 2.

#include <stdexcept>
#include <algorithm>
#include <string>
#include <string_view>

namespace cgt {

/// Base of every error a user can cause (bad input, limits exceeded).
/// `what()` is a complete sentence-like message meant for the user.
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Malformed input: a game string, a rule code, a file, a number that does not
/// parse. The message names what is wrong and where (e.g. "line 3: ...").
class ParseError : public Error {
 public:
  using Error::Error;
};

/// A request that is well-formed but exceeds a size, time or memory limit, or a
/// value range (e.g. a heap larger than 2^64-1). Never a silent truncation.
class LimitError : public Error {
 public:
  using Error::Error;
};

/// A well-formed request the mathematics does not allow (e.g. a cycle in a graph
/// that an acyclic algorithm was asked to value).
class DomainError : public Error {
 public:
  using Error::Error;
};

/// The bytes of the UTF-8 character starting at text[i] (i < size): 1 for ASCII, 2-4
/// for a lead byte (110xxxxx, 1110xxxx, 11110xxx) with its continuations (10xxxxxx), 0
/// when the bytes there are not UTF-8 (a stray continuation, a sequence cut short).
/// Overlong forms are not screened: the caller only prints or names the character. O(1).
inline std::size_t utf8_length(std::string_view text, std::size_t i) {
  const auto c = static_cast<unsigned char>(text[i]);
  if (c < 0x80) return 1;
  const std::size_t length = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
  if (length == 0 || i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k)
    if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return 0;
  return length;
}

/// `text` made fit for a one-line message: line breaks and tabs written as \n, \r and
/// \t, other control bytes and bytes that are not UTF-8 (a character cut by an excerpt,
/// binary input) as '?'. Valid UTF-8 is kept. O(size).
inline std::string one_line(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n' || c == '\r' || c == '\t') {
      out += c == '\n' ? "\\n" : c == '\r' ? "\\r" : "\\t";
      ++i;
      continue;
    }
    if (c < 0x80) {
      out += c < 0x20 || c == 0x7f ? '?' : static_cast<char>(c);
      ++i;
      continue;
    }
    if (const std::size_t length = utf8_length(text, i); length > 0) {
      out += text.substr(i, length);
      i += length;
    } else {
      out += '?';
      ++i;
    }
  }
  return out;
}

/// The part of `text` to quote in a one-line error about column `pos` (0-based): the
/// whole text when short, else about `width` characters around pos with "..." marking
/// what is cut, so that a megabyte of input never becomes a megabyte of message.
inline std::string excerpt(std::string_view text, std::size_t pos, std::size_t width = 60) {
  if (text.size() <= width) return one_line(text);
  const std::size_t half = width / 2;
  std::size_t begin = pos > half ? std::min(pos - half, text.size() - width) : 0;
  std::size_t end = begin + width;
  // Cut between characters, not inside a UTF-8 sequence (continuation bytes are 10xxxxxx).
  while (begin > 0 && (static_cast<unsigned char>(text[begin]) & 0xC0) == 0x80) --begin;
  while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;
  std::string out = begin > 0 ? "..." : "";
  out += one_line(text.substr(begin, end - begin));
  if (end < text.size()) out += "...";
  return out;
}

}  // namespace cgt
