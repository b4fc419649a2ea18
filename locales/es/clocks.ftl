# Time controls (issue 28): how a control is written, and why one typed is refused.
# $time, $bank, $increment, $cap, $min and $max are durations already written out
# ("3 días", "36 horas").

## A time control, written within a sentence ("Tiempo: 24 horas por turno").

time-control-per-turn = { $time } por turno
time-control-bank = reserva de { $bank }, +{ $increment } por jugada (máximo { $cap })

## Why a time control typed in `time:` is refused. The forms it takes: 24h, 3d+1d, 10d+36h/10d.

time-error-empty = Indica un control de tiempo, por ejemplo `24h`, `3d+1d` o `10d+36h/10d`.
time-error-too-long = Un control de tiempo tiene como mucho { $max } caracteres, por ejemplo `10d+36h/10d`.
time-error-unreadable = { $part ->
        [bank] No entiendo la reserva inicial. Escríbela como en `3d+1d`: `3d` es la reserva y `1d` lo que se suma tras cada jugada.
        [increment] No entiendo el tiempo que se suma tras cada jugada. Escríbelo como en `3d+1d`: `3d` es la reserva y `1d` lo que se suma tras cada jugada.
        [cap] No entiendo el máximo de la reserva. Escríbelo tras una barra, como en `3d+1d/10d`.
       *[turn] No entiendo ese tiempo. Escribe por ejemplo `24h`, `3d`, `1d12h` o `90m`, o una reserva como `3d+1d`.
    }
time-error-cap-without-bank = Solo una reserva lleva un máximo tras la barra, como en `3d+1d/10d`; un tiempo por turno es simplemente `24h`.
time-error-not-positive = { $part ->
        [bank] La reserva inicial tiene que ser mayor que cero.
        [increment] El tiempo que se suma tras cada jugada tiene que ser mayor que cero.
        [cap] El máximo de la reserva tiene que ser mayor que cero.
       *[turn] El tiempo por turno tiene que ser mayor que cero.
    }
time-error-turn-range = El tiempo por turno debe estar entre { $min } y { $max }.
time-error-bank-too-small = La reserva inicial debe ser de al menos { $min }.
time-error-bank-too-large = La reserva no puede superar { $max }.
time-error-increment-over-cap = El tiempo que se suma tras cada jugada no puede superar el máximo de la reserva.
time-error-cap-below-bank = El máximo de la reserva no puede ser menor que la reserva inicial.

## Words read as units of time in `time:` ("3 días + 1 día", "24 horas", "1 semana"),
## comma-separated, any letter case, accents optional. Every language's words are read,
## whatever the reader's language, so no word may name two units; a number without a unit is
## minutes. words-time-and joins two parts of one duration ("1 día y 12 horas").

words-time-second = s, seg, segundo, segundos
words-time-minute = m, min, minuto, minutos
words-time-hour = h, hora, horas
words-time-day = d, día, días
words-time-week = sem, semana, semanas
words-time-and = y
