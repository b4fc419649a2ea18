//! The maximum-weight matching under Swiss pairing: the `integer-blossom` crate's blossom
//! algorithm behind one function that takes a weight function instead of a matrix, and
//! refuses instead of panicking. The tests check it against every matching of small graphs.

/// The pairs of a maximum-weight matching of `n` vertices, smaller vertex first, in order of
/// the smaller vertex. `weight(i, j)` (`i < j`) is the worth of pairing `i` with `j`, or
/// `None` where they may not be paired; every present weight must be positive.
pub(super) fn max_weight_pairs(
    n: usize,
    weight: impl Fn(usize, usize) -> Option<i128>,
) -> Vec<(usize, usize)> {
    let mut matrix = vec![0i128; n * n];
    for i in 0..n {
        for j in i + 1..n {
            // The solver reads zero as "no edge"; a non-positive weight is a caller's mistake
            // and is read the same way.
            matrix[i * n + j] = weight(i, j).unwrap_or(0).max(0);
        }
    }
    let mate = integer_blossom::max_weight_matching(&matrix, n);
    let mut pairs: Vec<(usize, usize)> = mate
        .iter()
        .enumerate()
        .filter_map(|(i, m)| m.filter(|&j| j > i && j < n).map(|j| (i, j)))
        .collect();
    pairs.sort_unstable();
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The best total over every matching, by trying them all.
    fn brute(n: usize, w: &[Vec<i128>], used: &mut Vec<bool>) -> i128 {
        let Some(i) = (0..n).find(|&i| !used[i]) else {
            return 0;
        };
        used[i] = true;
        // Leave `i` unmatched, or match it to any later free vertex with an edge.
        let mut best = brute(n, w, used);
        for j in i + 1..n {
            if !used[j] && w[i][j] > 0 {
                used[j] = true;
                best = best.max(w[i][j] + brute(n, w, used));
                used[j] = false;
            }
        }
        used[i] = false;
        best
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        /// On random graphs of up to 10 vertices (with missing edges and ties), the matching
        /// is valid, uses present edges only, and is as heavy as the best of all matchings.
        #[test]
        fn the_matching_is_as_heavy_as_the_best(
            n in 0usize..=10,
            raw in proptest::collection::vec(-3i128..20, 100),
        ) {
            let w: Vec<Vec<i128>> = (0..n)
                .map(|i| (0..n).map(|j| raw[i.min(j) * 10 + i.max(j)]).collect())
                .collect();
            let pairs = max_weight_pairs(n, |i, j| (w[i][j] > 0).then_some(w[i][j]));
            let mut seen = vec![false; n];
            let mut total = 0;
            for &(i, j) in &pairs {
                prop_assert!(i < j && !seen[i] && !seen[j]);
                prop_assert!(w[i][j] > 0);
                seen[i] = true;
                seen[j] = true;
                total += w[i][j];
            }
            prop_assert_eq!(total, brute(n, &w, &mut vec![false; n]));
        }
    }

    #[test]
    fn huge_weights_and_empty_graphs() {
        assert!(max_weight_pairs(0, |_, _| Some(1)).is_empty());
        assert!(max_weight_pairs(1, |_, _| Some(1)).is_empty());
        assert!(max_weight_pairs(3, |_, _| None).is_empty());
        let big = 1i128 << 100;
        let pairs = max_weight_pairs(4, |i, j| Some(if (i, j) == (0, 3) { big } else { 1 }));
        assert_eq!(pairs, vec![(0, 3), (1, 2)]);
    }
}
