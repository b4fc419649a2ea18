# Time controls (issue 28): how a control is written, and why one typed is refused.
# $time, $bank, $increment, $cap, $min and $max are durations already written out
# ("3 days", "36 hours").

## A time control, written within a sentence ("Time: 24 hours per turn").

time-control-per-turn = { $time } per turn
time-control-bank = a bank of { $bank }, +{ $increment } per move (at most { $cap })

## Why a time control typed in `time:` is refused. The forms it takes: 24h, 3d+1d, 10d+36h/10d.

time-error-empty = Give a time control, for example `24h`, `3d+1d` or `10d+36h/10d`.
time-error-too-long = A time control has at most { $max } characters, for example `10d+36h/10d`.
time-error-unreadable = { $part ->
        [bank] Can't read the starting bank: write it as in `3d+1d`, a bank of `3d` with `1d` added after each move.
        [increment] Can't read the time added after each move: write it as in `3d+1d`, a bank of `3d` with `1d` added after each move.
        [cap] Can't read the most a bank may hold: write it after a slash, as in `3d+1d/10d`.
       *[turn] Can't read that time: write for example `24h`, `3d`, `1d12h` or `90m`, or a bank as `3d+1d`.
    }
time-error-cap-without-bank = Only a bank takes a maximum after a slash, as in `3d+1d/10d`; a time per turn is just `24h`.
time-error-not-positive = { $part ->
        [bank] The starting bank must be longer than zero.
        [increment] The time added after each move must be longer than zero.
        [cap] The most a bank may hold must be longer than zero.
       *[turn] The time per turn must be longer than zero.
    }
time-error-turn-range = The time per turn must be between { $min } and { $max }.
time-error-bank-too-small = The starting bank must be at least { $min }.
time-error-bank-too-large = A bank may hold at most { $max }.
time-error-increment-over-cap = The time added after each move cannot be more than the most the bank may hold.
time-error-cap-below-bank = The most the bank may hold cannot be less than the starting bank.

## Words read as units of time in `time:` ("3 days + 1 day", "24 hours", "1 week"),
## comma-separated, any letter case, accents optional. Every language's words are read,
## whatever the reader's language, so no word may name two units; a number without a unit is
## minutes. words-time-and joins two parts of one duration ("1 day and 12 hours").

words-time-second = s, sec, secs, second, seconds
words-time-minute = m, min, mins, minute, minutes
words-time-hour = h, hr, hrs, hour, hours
words-time-day = d, day, days
words-time-week = w, wk, week, weeks
words-time-and = and
