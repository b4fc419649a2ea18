//! Swiss pairing of the largest field a tournament takes (`tournament::MAX_PLAYERS`, 128
//! players) two rounds in: the time one round's pairing takes, which the bot spends when a
//! round's last game ends. The target is well under 10 seconds a round on the shared 2-core
//! machine; `core/src/tournament/swiss.rs`'s test checks the same field's pairing for
//! correctness only, since a time bound in a test fails on a loaded machine rather than on
//! slow code.

use criterion::{Criterion, criterion_group, criterion_main};
use tablero::games::Seat;
use tablero::tournament::MAX_PLAYERS;
use tablero::tournament::swiss::{SwissPlayer, pair};

/// The field of the test: scores in 7 groups, colours alternating, each player having met
/// their two neighbours.
fn field() -> Vec<SwissPlayer> {
    let n = MAX_PLAYERS as usize;
    (0..n)
        .map(|i| SwissPlayer {
            score: tablero::tournament::Points((i % 7) as i64 * 2),
            colours: vec![
                if i % 2 == 0 {
                    Seat::First
                } else {
                    Seat::Second
                };
                2
            ],
            met: vec![(i + 1) % n, (i + n - 1) % n],
            byes: 0,
        })
        .collect()
}

fn bench_pairing(c: &mut Criterion) {
    let players = field();
    let mut group = c.benchmark_group("swiss");
    group.sample_size(10);
    group.bench_function("pair_128_players", |b| {
        b.iter(|| {
            let round = pair(&players).expect("pairs");
            assert_eq!(round.pairs.len(), players.len() / 2);
        })
    });
    group.finish();
}

criterion_group!(benches, bench_pairing);
criterion_main!(benches);
