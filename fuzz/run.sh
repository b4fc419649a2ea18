#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer's coverage instrumentation on stable Rust and runs
# each for SECONDS (default 60), one after the other. See docs/fuzzing.md.
#
#   fuzz/run.sh [SECONDS] [TARGET...]     build, then run the targets (all by default)
#   fuzz/run.sh build                     build only
#   fuzz/run.sh seeds                     rewrite the seed corpora from the docs and tests
#
# Each target's corpus is fuzz/corpus/<target>/ (the committed seeds) and what it grows goes
# to fuzz/target/corpus/<target>/ (not committed); a crash's input goes to
# fuzz/artifacts/<target>/. The summary line of each run (executions, coverage) is printed
# at the end and kept in fuzz/target/runs.log. NO_BUILD=1 runs the targets as last built
# (on a shared machine: build under its build lock, run outside it). RUNS=N also stops each
# target after N inputs (libFuzzer's -runs), whichever of SECONDS and RUNS comes first: fast
# targets reach a count such as issue 26's 10 million well before the time, slow ones do not.
# The fuzzer runs at nice 19, below builds and everything else on a shared machine; the
# seconds in the summary are those the run took.
set -euo pipefail
cd "$(dirname "$0")"

# The target triple is given explicitly so that RUSTFLAGS reach only the code that runs in
# the fuzzer, not build scripts and proc macros (which run inside the compiler and could not
# link the coverage callbacks). The flags are cargo-fuzz's for `--sanitizer none`.
triple=$(rustc -vV | sed -n 's/^host: //p')
export RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing -Cforce-frame-pointers"
export CARGO_TARGET_DIR="$PWD/target"
targets_all=$(sed -n 's/^name = "\(.*\)"$/\1/p' Cargo.toml | grep -v '^tablero-fuzz$')

build() {
    cargo build --profile fuzz --features libfuzzer --locked --target "$triple" --bins
}

case "${1:-}" in
build)
    build
    exit 0
    ;;
seeds)
    exec ./seeds.sh
    ;;
esac

seconds=${1:-60}
shift || true
targets=${*:-$targets_all}
[ -n "${NO_BUILD:-}" ] || build
bin="$CARGO_TARGET_DIR/$triple/fuzz"
log="$CARGO_TARGET_DIR/runs.log"
summary=()
for t in $targets; do
    grown="$CARGO_TARGET_DIR/corpus/$t"
    mkdir -p "$grown" "artifacts/$t"
    echo "== $t: $seconds s${RUNS:+ or $RUNS inputs}"
    out="$CARGO_TARGET_DIR/$t.out"
    # -rss_limit_mb: bounded memory per run; -max_len: a few times the longest text a front
    # end accepts (records are the longest: a whole game); -timeout: a hang is a finding.
    max_len=4096
    [ "$t" = records ] && max_len=16384
    # libFuzzer's -runs=-1 (its default) is no limit.
    runs=${RUNS:--1}
    status=0
    started=$SECONDS
    nice -n 19 "$bin/$t" "$grown" "corpus/$t" \
        -max_total_time="$seconds" -runs="$runs" -rss_limit_mb=1024 -malloc_limit_mb=256 \
        -timeout=10 -max_len="$max_len" -artifact_prefix="artifacts/$t/" -print_final_stats=1 \
        >"$out" 2>&1 || status=$?
    took=$((SECONDS - started))
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out")
    cov=$(grep -o 'cov: [0-9]*' "$out" | tail -1 | cut -d' ' -f2)
    ft=$(grep -o 'ft: [0-9]*' "$out" | tail -1 | cut -d' ' -f2)
    line="$(date -u +%FT%TZ) $t seconds=$took execs=${execs:-?} cov=${cov:-?} ft=${ft:-?} status=$status"
    echo "$line" | tee -a "$log"
    summary+=("$line")
    if [ "$status" -ne 0 ]; then
        tail -40 "$out"
    fi
done
printf '%s\n' "${summary[@]}"
