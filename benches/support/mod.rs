//! What the benchmark binaries share: the settings of a group of benchmarks over whole passes.

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput};
use std::time::Duration;

/// A group timing whole passes over `inputs` inputs (hands, rows), throughput in inputs, so
/// that the rates read per input: one second's warm-up and three of measurement.
pub fn group<'a>(c: &'a mut Criterion, name: &str, inputs: usize) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(inputs as u64));
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));
    group
}
