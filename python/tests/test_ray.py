"""The Ray example on a local two-CPU cluster: a million generated hands checked by Ray tasks,
every answer equal to the one this process gives for the same rows."""

import importlib.util

import numpy as np
import pytest

from conftest import ROOT

ray = pytest.importorskip("ray")

HANDS = 1_000_000


@pytest.fixture(scope="module")
def example():
    path = ROOT / "examples" / "python" / "ray_batch.py"
    spec = importlib.util.spec_from_file_location("ray_batch", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rows_are_a_function_of_their_ids(example):
    ids = np.arange(1000, 3000)
    assert np.array_equal(example.counts_for(ids)[500:], example.counts_for(ids[500:]))
    rows = example.counts_for(np.arange(100_000))
    assert rows.max() <= 4 and (rows.sum(axis=1) == 14).all()


def test_ray_answers_match_one_process(example, tmp_path):
    import hupai

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        example.run(HANDS, str(tmp_path / "answers"))
    finally:
        ray.shutdown()
    answers = example.read_answers(str(tmp_path / "answers"), HANDS)
    expected = hupai.Checker().is_complete_counts(example.counts_for(np.arange(HANDS)))
    assert np.array_equal(answers, expected)
    assert 0.2 < expected.mean() < 0.8
