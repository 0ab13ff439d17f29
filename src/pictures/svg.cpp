#include "cgt/pictures/svg.hpp"

#include <fmt/format.h>

namespace cgt {

std::string xml_escape(std::string_view text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

SvgWriter::SvgWriter(double width, double height) : width_(width), height_(height) {}

void SvgWriter::line(double x1, double y1, double x2, double y2, std::string_view stroke, double width,
                     std::string_view dash) {
  body_ += fmt::format(R"(<line x1="{:.2f}" y1="{:.2f}" x2="{:.2f}" y2="{:.2f}" stroke="{}" stroke-width="{}")", x1, y1,
                       x2, y2, stroke, width);
  if (!dash.empty()) body_ += fmt::format(R"( stroke-dasharray="{}")", dash);
  body_ += "/>\n";
}

void SvgWriter::polyline(std::string_view points, std::string_view stroke, double width) {
  body_ += fmt::format(R"(<polyline points="{}" fill="none" stroke="{}" stroke-width="{}" stroke-linejoin="round"/>)",
                       points, stroke, width);
  body_ += "\n";
}

void SvgWriter::circle(double cx, double cy, double r, std::string_view fill) {
  body_ += fmt::format(R"(<circle cx="{:.2f}" cy="{:.2f}" r="{}" fill="{}"/>)", cx, cy, r, fill);
  body_ += "\n";
}

void SvgWriter::text(double x, double y, std::string_view text, double size, std::string_view anchor,
                     std::string_view fill) {
  body_ += fmt::format(
      R"(<text x="{:.2f}" y="{:.2f}" font-family="DejaVu Sans, Arial, sans-serif" font-size="{}" text-anchor="{}" fill="{}">{}</text>)",
      x, y, size, anchor, fill, xml_escape(text));
  body_ += "\n";
}

std::string SvgWriter::str() const {
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0:.0f}\" height=\"{1:.0f}\" viewBox=\"0 0 {0:.0f} {1:.0f}\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n{2}</svg>\n",
      width_, height_, body_);
}

}  // namespace cgt
