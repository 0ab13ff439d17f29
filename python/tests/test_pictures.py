"""Pictures: the thermograph and game-tree SVG are well-formed, show what they should,
and a real browser (Debian's headless Chromium) draws them."""
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

import cgt

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg):
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg"
    return root


def test_thermograph_picture_has_walls_mast_and_axes():
    g = cgt.Game("{3||2+*|1+*}")
    root = parse(g.thermograph._repr_svg_())
    walls = root.findall(SVG + "polyline")
    assert len(walls) == 2  # Left's wall and Right's wall
    texts = [t.text for t in root.iter(SVG + "text")]
    assert "mean 9/4, temperature 3/4" in texts
    assert "3" in texts and "2" in texts  # value ticks
    # Left's wall is drawn left of Right's: CGSuite's orientation (values decrease rightwards).
    left_x = [float(p.split(",")[0]) for p in walls[0].get("points").split()]
    right_x = [float(p.split(",")[0]) for p in walls[1].get("points").split()]
    assert min(left_x) < min(right_x)


def test_tree_picture_labels_options_in_cgsuite_notation():
    g = cgt.Game("{3||2+*|1+*}")
    root = parse(g._repr_svg_())
    labels = [t.text for t in root.iter(SVG + "text")]
    assert labels[-1] == "{3||2*|1*}" or "{3||2*|1*}" in labels
    assert {"3", "{2*|1*}", "2*", "1*"} <= set(labels)
    lines = root.findall(SVG + "line")
    assert {l.get("stroke") for l in lines} == {"#1f3b8c", "#8c1f1f"}  # Left blue, Right red


def test_cli_writes_the_same_pictures(build_dir, tmp_path):
    therm, tree = tmp_path / "t.svg", tmp_path / "tree.svg"
    subprocess.check_call([str(build_dir / "cgt"), "value", "{3||2+*|1+*}", "--svg", str(therm), "--tree", str(tree),
                           "--quiet"], stdout=subprocess.DEVNULL)
    g = cgt.Game("{3||2+*|1+*}")
    assert therm.read_text() == g.thermograph.svg()
    assert tree.read_text() == g.tree_svg()


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return shutil.which(name)
    return None


def dark_pixels(png, box=None):
    from PIL import Image

    image = Image.open(png).convert("L")
    if box:
        image = image.crop(box)
    return sum(1 for v in image.getdata() if v < 128)


@pytest.mark.parametrize("kind", ["thermograph", "tree"])
def test_chromium_draws_the_pictures(kind, tmp_path):
    browser = chromium()
    if browser is None:
        pytest.skip("no Chromium (scripts/bootstrap installs Debian's chromium)")
    g = cgt.Game("{3||2+*|1+*}")
    svg = g.thermograph.svg() if kind == "thermograph" else g.tree_svg()
    root = parse(svg)
    width, height = int(float(root.get("width"))), int(float(root.get("height")))
    page = tmp_path / "picture.svg"
    page.write_text(svg)
    png = tmp_path / "picture.png"
    subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    f"--screenshot={png}", f"--window-size={width},{height}", page.as_uri()],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    # The drawing is there: dark strokes in the middle of the picture, not a blank page.
    box = (width // 8, height // 8, width * 7 // 8, height * 7 // 8)
    assert dark_pixels(png, box) > 200
    blank = tmp_path / "blank.svg"
    blank.write_text(f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"></svg>')
    subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    f"--screenshot={tmp_path / 'blank.png'}", f"--window-size={width},{height}", blank.as_uri()],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    assert dark_pixels(tmp_path / "blank.png", box) == 0
