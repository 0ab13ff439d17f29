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

/// The part of `text` to quote in a one-line error about column `pos` (0-based): the
/// whole text when short, else about `width` characters around pos with "..." marking
/// what is cut, so that a megabyte of input never becomes a megabyte of message.
inline std::string excerpt(std::string_view text, std::size_t pos, std::size_t width = 60) {
  if (text.size() <= width) return std::string(text);
  const std::size_t half = width / 2;
  const std::size_t begin = pos > half ? std::min(pos - half, text.size() - width) : 0;
  std::string out = begin > 0 ? "..." : "";
  out += text.substr(begin, width);
  if (begin + width < text.size()) out += "...";
  return out;
}

}  // namespace cgt
