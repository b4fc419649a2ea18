#!/usr/bin/env bash
# Writes the seed corpora fuzz/corpus/<target>/ from the docs and the tests' data (and a few
# hand-written inputs for the parsers no document shows whole), reproducibly: run it again
# after the docs or the data change (`fuzz/run.sh seeds`). Each seed is one file named by a
# hash of its content, as libFuzzer names the inputs it adds.
set -euo pipefail
cd "$(dirname "$0")"
root=..
rm -rf corpus
mkdir -p corpus

# seed TARGET < content
seed() {
    local dir="corpus/$1" content
    mkdir -p "$dir"
    content=$(cat)
    printf '%s' "$content" >"$dir/$(printf '%s' "$content" | sha1sum | cut -c1-16)"
}

# The fenced blocks ```<lang> of the docs, one seed each.
blocks() {
    local lang=$1 target=$2
    local tmp
    tmp=$(mktemp -d)
    awk -v lang="$lang" -v dir="$tmp" '
        $0 == "```" lang { n++; inside = 1; next }
        inside && $0 == "```" { inside = 0; next }
        inside { print > (dir "/" n) }
    ' "$root"/docs/*.md
    for f in "$tmp"/*; do
        [ -e "$f" ] && seed "$target" <"$f"
    done
    rm -rf "$tmp"
}

# TZAAR positions: the docs, the perft table, the first real positions.
blocks tzaar-position tzaar_position
grep -v '^#' "$root/tests/data/tzaar_perft.tsv" | cut -f5 | while read -r p; do
    seed tzaar_position <<<"$p"
done
grep -v '^#' "$root/tests/data/tzaar/real_positions.tsv" | sed 1d | head -12 | cut -f4 |
    while read -r p; do seed tzaar_position <<<"$p"; done

# TZAAR turns: each real fragment's start and first turn, each real game's start and opening,
# and a setup by name with a move.
awk '
    /^start / { start = substr($0, 7); want = 1; next }
    want && /^[a-iA-Z]/ { sub(/ *#.*/, ""); print start "\t" $0; want = 0 }
' "$root/tests/data/tzaar/real_fragments.txt" "$root/tests/data/tzaar/real_games.txt" |
    head -30 | while IFS=$'\t' read -r start turn; do
        printf '%s\n%s' "$start" "$turn" | seed tzaar_turn
    done
printf 'fixed\nd4xc3' | seed tzaar_turn
printf 'random 7\nD3 x D4' | seed tzaar_turn
printf 'tournament\nZd4' | seed tzaar_turn
printf 'random:12\npass' | seed tzaar_turn

# Fox and Geese positions and variants: the docs, every variant's start by name.
blocks foxgeese-position foxgeese_position
for v in halatafl standard standard+15 standard+17 standard+sideways standard+15+sideways \
    standard+17+sideways 'Standard + 13'; do
    seed foxgeese_position <<<"$v"
done

# Fox and Geese moves: a start or position, then a move (steps, jumps, chains, lenient case).
while IFS='|' read -r context move; do
    printf '%s\n%s' "$context" "$move" | seed foxgeese_move
done <<'SEEDS'
standard|d3-d4
standard|c5-c4
halatafl|c6-c5
standard+sideways|c3-b3
standard+15+sideways|D3 - D4
..GGG../..GGG../GGGGGGG/GGGGGGG/GGGF.../..G..../..... f standard 0|d4xd6
..G..../...G.../..GFG../.......G/...G.../..G..../..G.... f standard 0|d5xb5xb3
halatafl|c5xc3
SEEDS

# Records: the docs' records of both games, and the real TZAAR games whole.
blocks tzaar-record records
blocks foxgeese-record records
awk '
    /^game / { n++ }
    n && n <= 6 { print > ("'"$PWD"'/corpus/.game" n) }
' "$root/tests/data/tzaar/real_games.txt"
for f in corpus/.game*; do seed records <"$f" && rm "$f"; done

# Custom ids: every kind of button and picker id, paths and menu values.
for id in tb:accept:12 tb:decline:3 tb:cancel:4 tb:undo:3:17:y tb:draw:3:17:n tb:rematch:9 \
    tb:mv:12:5 tb:pk:12:5:~3h tb:pl:12:5:~3hk. 'tb:pk:-9223372036854775808:9223372036854775807:0' \
    '~3hX.' '!' '.' '~X' 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUV'; do
    seed custom_ids <<<"$id"
done

# Console command lines, in the catalogue's languages.
while IFS= read -r line; do
    seed console_command <<<"$line"
done <<'SEEDS'
/challenge @bob game:tzaar setup:random time:12h
/challenge game:"Fox and Geese" geese:15 sideways:yes side:fox level:hard rated:no
/desafiar @bob juego:halatafl
/défier @bob côté:blancs temps:1d12h
/move d3xd4 pass
/m move:c2-c3
/mover jugada:d3xd4
/moves d3xd4 
/as bob
/stats @alice
/leaderboard game:tzaar
/rules foxgeese
/accept
/aceptar
/help
/endgame
# a comment
SEEDS

# Time controls.
for t in 30m 12h 1d12h 2j 90 '1 d 12 h' 1w 45s 7D; do seed durations <<<"$t"; done

# Whole time controls: a time per turn, banks with and without a cap, every language's
# units, and refusals (a cap without a bank, an empty increment, zero).
for t in 24h 3d+1d 10d+36h/10d '3j + 1j' 1sem+12h/2sem 90 '1d12h+2h/3d' 5m+1m/1m 24h/10d \
    3d+ 0+1d 30s 15d '2 J + 12 H / 1 SEM'; do
    seed time_controls <<<"$t"
done

# Quiet hours, alone or after a `ZONE UNIX-SECONDS` line that places them (Madrid's and New
# York's summer time changes, Samoa's skipped day, a half-hour zone).
for q in 23:00-08:00 23-8 23h-8h 22h30-7h 11pm-7am 12am-6am '8–9' off ninguna aucune 24:00-6:00 \
    '10 p.m. - 6 a.m.' 25-8 8-8 0-23; do
    seed quiet_hours <<<"$q"
done
printf 'Europe/Madrid 1711846800\n01:00-04:00' | seed quiet_hours
printf 'Europe/Madrid 1729990800\n23:00-08:00' | seed quiet_hours
printf 'America/New_York 1710054000\n1:30-3:30' | seed quiet_hours
printf 'Pacific/Apia 1325239200\n22-6' | seed quiet_hours
printf 'Asia/Kolkata 0\n11pm-8am' | seed quiet_hours

# Time zones, as typed: canonical, any case, spaces for underscores, parts, unknown.
for z in Europe/Madrid europe/madrid 'America/New York' Etc/GMT+12 UTC Asia/Kathmandu 'new york' \
    Pacific/Chatham Asia/Ma America/Argentina/Buenos_Aires Mars/Olympus; do
    seed time_zones <<<"$z"
done

# Stored values and settings: languages and locale tags, games, options, statuses, results.
for v in en es fr es-419 pt_BR tzaar foxgeese halatafl fixed random tournament 'random 42' \
    standard+15+sideways active finished pending accepted first random undo draw easy hard \
    'White wins (no-tott)' 'black wins (resigned)' 'draw (agreed-draw)' 'no result (aborted)' \
    'foxes win (pen-filled)' 'geese win (foxes-trapped)' repetition; do
    seed stored_values <<<"$v"
done

# Environment settings: `<digit><value>` lines (0 token, 1 database, 2 guild, 3 proxy,
# 4 threads, 5 shards, 6 metrics, 7 log format, 8 sweep seconds, 9 redeliver after).
printf '0abc.def.ghi\n1postgres://u:secret@db/tablero?sslmode=require\n2123456789012345678\n3http://proxy:8080\n4off\n50-1/4\n6127.0.0.1:9100\n7json\n80.5\n930' |
    seed env_settings
printf '1tablero.db\n53/4\n6[::1]:9100\n8 86400 \n4 Yes' | seed env_settings
printf '1postgres://u@db/t?password=secret&sslmode=disable' | seed env_settings

for d in corpus/*/; do printf '%s %s\n' "$(ls "$d" | wc -l)" "$d"; done
