#pragma once
/// \file
/// A small SVG writer for cgt's pictures: lines, polylines, circles and text in user
/// units, escaped, with a viewBox. Only what the thermograph and game-tree pictures draw.

#include <string>
#include <string_view>

namespace cgt {

class SvgWriter {
 public:
  /// A picture of width × height user units (pixels at scale 1).
  SvgWriter(double width, double height);
  void line(double x1, double y1, double x2, double y2, std::string_view stroke, double width = 1.5,
            std::string_view dash = {});
  /// A polyline through "x,y x,y ..." points.
  void polyline(std::string_view points, std::string_view stroke, double width = 2);
  void circle(double cx, double cy, double r, std::string_view fill);
  /// Text centred at (x, y) unless `anchor` is "start" or "end"; `text` is escaped.
  void text(double x, double y, std::string_view text, double size = 12, std::string_view anchor = "middle",
            std::string_view fill = "#000");
  /// The finished document.
  std::string str() const;

 private:
  double width_, height_;
  std::string body_;
};

/// `text` with & < > " escaped for XML.
std::string xml_escape(std::string_view text);

}  // namespace cgt
