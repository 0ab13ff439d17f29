"""docs/tour.ipynb runs top to bottom (nbclient, ipykernel) and its outputs hold the
pictures: the thermograph and the Domineering game tree as SVG."""
import pytest


def test_tour_notebook_runs_and_shows_pictures(repo):
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    notebook = nbformat.read(repo / "docs" / "tour.ipynb", as_version=4)
    nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3").execute()
    outputs = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.get("outputs", [])]
    assert not [o for o in outputs if o.get("output_type") == "error"]
    svgs = [o["data"]["image/svg+xml"] for o in outputs if "image/svg+xml" in o.get("data", {})]
    assert len(svgs) >= 2  # the thermograph and the game tree
    assert any("mean 9/4, temperature 3/4" in s for s in svgs)
    text = "".join(o.get("text", "") for o in outputs)
    assert "{3||2*|1*} 3 2 9/4 3/4 L" in text
    assert "period 12 preperiod 71" in text
    assert "tie 9 5478" in text
