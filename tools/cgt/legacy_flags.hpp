#pragma once
// The flag forms of `cgt solve` and `cgt play` from before the term grammar
// (`cgt solve connect4 --width 6 --height 5`): each flag given becomes the named
// argument of the same name, so they reach any game with such a parameter.
#include <CLI/CLI.hpp>

#include <map>
#include <string>

#include "cgt/catalogue/term.hpp"

namespace cgt::cli {

class LegacyFlags {
 public:
  /// Declares an integer flag --NAME that becomes NAME = value.
  void integer(CLI::App& cmd, const std::string& name, const std::string& help) {
    cmd.add_option("--" + name, integers_[name], help + " (old form of " + name + " = ...)");
  }
  /// Declares a string flag (or positional when `positional`) that becomes NAME = "value".
  void string(CLI::App& cmd, const std::string& name, const std::string& help, bool positional = false) {
    cmd.add_option(positional ? name : "--" + name, strings_[name], help);
  }
  /// Declares a boolean flag --NAME that becomes NAME = true.
  void flag(CLI::App& cmd, const std::string& name, const std::string& help) {
    cmd.add_flag("--" + name, flags_[name], help + " (old form of " + name + " = true)");
  }

  /// The term with every flag given added as a named argument (unless the term names it).
  Term apply(Term term, const CLI::App& cmd) const {
    const auto add = [&](const std::string& name, TermValue v) {
      for (const auto& [k, existing] : term.named)
        if (k == name) return;
      term.named.emplace_back(name, std::move(v));
    };
    for (const auto& [name, v] : integers_)
      if (given(cmd, "--" + name)) add(name, TermValue{v, 0});
    for (const auto& [name, v] : strings_)
      if (!v.empty()) add(name, TermValue{v, 0});
    for (const auto& [name, v] : flags_)
      if (v) add(name, TermValue{true, 0});
    return term;
  }

 private:
  static bool given(const CLI::App& cmd, const std::string& flag) { return cmd.count(flag) > 0; }
  std::map<std::string, std::int64_t> integers_;
  std::map<std::string, std::string> strings_;
  std::map<std::string, bool> flags_;
};

}  // namespace cgt::cli
