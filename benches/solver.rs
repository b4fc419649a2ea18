//! The Fox and Geese solvers on one table: the 6-goose table of standard Fox and Geese
//! (30 million positions) by the lean solver and by the acyclic one it replaced for the
//! command, with the 4- and 5-goose tables solved once beforehand. Each run checks the
//! table's fox-to-move wins (14,984,375, docs/foxgeese-solved.md). Throughput is positions.

use std::sync::atomic::Ordering;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tablero::games::foxgeese::solver::acyclic;
use tablero::games::foxgeese::solver::index::Layout;
use tablero::games::foxgeese::solver::lean::{self, Lower};
use tablero::games::foxgeese::solver::moves::Rules;
use tablero::games::foxgeese::solver::table::Solved;

const GEESE: u32 = 6;
const FOX_WINS: usize = 14_984_375;

fn bench_solvers(c: &mut Criterion) {
    let rules = Rules::new("standard".parse().expect("variant"));
    let mut solved = Solved::new(rules);
    let mut lower: Lower = (0..=GEESE).map(|_| None).collect();
    for k in rules.min_geese..GEESE {
        solved.insert(acyclic::solve(&rules, k, &solved, true, 2, &|_| {}).expect("acyclic"));
        let solution =
            lean::solve(&rules, Layout::new(1, k, true), &lower, 2, &|_| {}).expect("lean");
        lower[k as usize] = Some(solution.into_geese());
    }
    let positions = Layout::new(1, GEESE, true).len();
    let mut group = c.benchmark_group("foxgeese_solve_6_geese");
    group.sample_size(10);
    group.throughput(Throughput::Elements(positions));
    group.bench_function("lean_2_threads", |b| {
        b.iter(|| {
            let s =
                lean::solve(&rules, Layout::new(1, GEESE, true), &lower, 2, &|_| {}).expect("lean");
            let wins = s
                .fox
                .values
                .iter()
                .filter(|v| v.load(Ordering::Relaxed) >= 128)
                .count();
            assert_eq!(wins, FOX_WINS);
        })
    });
    group.bench_function("acyclic_2_threads", |b| {
        b.iter(|| {
            let t = acyclic::solve(&rules, GEESE, &solved, true, 2, &|_| {}).expect("acyclic");
            let wins = t.values.iter().step_by(2).filter(|&&c| c >= 0x8000).count();
            assert_eq!(wins, FOX_WINS);
        })
    });
    group.finish();
}

criterion_group!(benches, bench_solvers);
criterion_main!(benches);
