# Time controls (issue 28): how a control is written, and why one typed is refused.
# $time, $bank, $increment, $cap, $min and $max are durations already written out
# ("3 jours", "36 heures").

## A time control, written within a sentence ("Temps : 24 heures par tour").

time-control-per-turn = { $time } par tour
time-control-bank = banque de { $bank }, +{ $increment } par coup ({ $cap } au plus)

## Why a time control typed in `time:` is refused. The forms it takes: 24h, 3d+1d, 10d+36h/10d.

time-error-empty = Indiquez une cadence, par exemple `24h`, `3j+1j` ou `10j+36h/10j`.
time-error-too-long = Une cadence tient en { $max } caractères au plus, par exemple `10j+36h/10j`.
time-error-unreadable = { $part ->
        [bank] Je ne comprends pas la banque de départ. Écrivez-la comme dans `3j+1j` : `3j` de banque, `1j` ajouté après chaque coup.
        [increment] Je ne comprends pas le temps ajouté après chaque coup. Écrivez-le comme dans `3j+1j` : `3j` de banque, `1j` ajouté après chaque coup.
        [cap] Je ne comprends pas le plafond de la banque. Écrivez-le après une barre oblique, comme dans `3j+1j/10j`.
       *[turn] Je ne comprends pas cette durée. Écrivez par exemple `24h`, `3j`, `1j12h` ou `90m`, ou une banque comme `3j+1j`.
    }
time-error-cap-without-bank = Seule une banque prend un plafond après la barre oblique, comme dans `3j+1j/10j` ; un temps par tour s'écrit simplement `24h`.
time-error-not-positive = { $part ->
        [bank] La banque de départ doit être supérieure à zéro.
        [increment] Le temps ajouté après chaque coup doit être supérieur à zéro.
        [cap] Le plafond de la banque doit être supérieur à zéro.
       *[turn] Le temps par tour doit être supérieur à zéro.
    }
time-error-turn-range = Le temps par tour doit être compris entre { $min } et { $max }.
time-error-bank-too-small = La banque de départ doit être d'au moins { $min }.
time-error-bank-too-large = Une banque ne peut pas dépasser { $max }.
time-error-increment-over-cap = Le temps ajouté après chaque coup ne peut pas dépasser le plafond de la banque.
time-error-cap-below-bank = Le plafond de la banque ne peut pas être inférieur à la banque de départ.

## Words read as units of time in `time:` ("2 jours + 1 jour", "36 heures", "1 semaine"),
## comma-separated, any letter case, accents optional. Every language's words are read,
## whatever the reader's language, so no word may name two units; a number without a unit is
## minutes. words-time-and joins two parts of one duration ("1 jour et 12 heures").

words-time-second = s, sec, seconde, secondes
words-time-minute = m, min, mn, minute, minutes
words-time-hour = h, heure, heures
words-time-day = j, jour, jours
words-time-week = sem, semaine, semaines
words-time-and = et
