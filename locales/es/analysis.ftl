# Una partida terminada revisada por el motor (/analyze). Los bandos ($side, $first-side) llegan
# como nombres side-* ("las blancas", "los zorros"); las probabilidades ($before, $after) son las
# de ganar de quien juega, en porcentaje.

analysis-progress = Analizando la partida… posición { $done } de { $total }.
analysis-header = Análisis de la partida n.º { $id }, { $game }: { $first } ({ $first-side }) contra { $second } ({ $second-side }), { $turns ->
        [one] un turno
       *[other] { $turns } turnos
    }.
analysis-header-record = Análisis de una partida de { $game }: { $first } ({ $first-side }) contra { $second } ({ $second-side }), { $turns ->
        [one] un turno
       *[other] { $turns } turnos
    }.
analysis-result-win = Resultado: { $side-word ->
        [white] ganaron las blancas
        [black] ganaron las negras
        [fox] { $foxes ->
            [one] ganó el zorro
           *[other] ganaron los zorros
        }
       *[geese] ganaron los gansos
    } ({ $reason }).
analysis-result-draw = Resultado: tablas ({ $reason }).
analysis-result-none = Resultado: ninguno ({ $reason }).
analysis-tally = { $name } ({ $side }): { $inaccuracies ->
        [0] ninguna imprecisión
        [one] una imprecisión
       *[other] { $inaccuracies } imprecisiones
    }, { $mistakes ->
        [0] ningún error
        [one] un error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [0] ningún error grave
        [one] un error grave
       *[other] { $blunders } errores graves
    }.
analysis-no-moments = Ni imprecisiones, ni errores, ni errores graves: una partida limpia por ambos lados.
analysis-more-in-file = Se muestran los { $shown } peores de { $total } turnos destacados; todos los turnos están en el archivo adjunto.
analysis-turn = Turno { $number }, { $side }: { $played } ({ $before } % → { $after } %)
analysis-verdict = , { $verdict }
analysis-verdict-proved = { $severity }: { $proof }
analysis-better = ; mejor: { $best }
analysis-inaccuracy = imprecisión
analysis-mistake = error
analysis-blunder = error grave
analysis-missed-win = dejó escapar una victoria en { $turns ->
        [one] un turno
       *[other] { $turns } turnos
    } ({ $winning })
analysis-walked-into-loss = entró en una posición perdida: el rival gana en { $turns ->
        [one] un turno
       *[other] { $turns } turnos
    }

## El gráfico. $side es la palabra del bando: white, black, fox (con $foxes) o geese.

analysis-chart-title = { $first } – { $second }
analysis-chart-turn = Turno
analysis-chart-chance = { $side ->
        [white] Probabilidad de victoria de las blancas
        [black] Probabilidad de victoria de las negras
        [fox] { $foxes ->
            [one] Probabilidad de victoria del zorro
           *[other] Probabilidad de victoria de los zorros
        }
       *[geese] Probabilidad de victoria de los gansos
    }
analysis-chart-wins = { $side ->
        [white] Ganan las blancas
        [black] Ganan las negras
        [fox] { $foxes ->
            [one] Gana el zorro
           *[other] Ganan los zorros
        }
       *[geese] Ganan los gansos
    }
analysis-chart-draw = Tablas
analysis-chart-inaccuracy = Imprecisión
analysis-chart-mistake = Error
analysis-chart-blunder = Error grave

## Negativas

refused-no-such-game = No hay ninguna partida con ese número en este servidor.
refused-nothing-to-analyze = Aquí todavía no hay ninguna partida terminada que analizar. Indica una con `{ opt-analyze-game }:` (su número aparece en `/{ cmd-history }`).
refused-analysis-in-progress = Esa partida todavía se está jugando. Las partidas se analizan cuando terminan, para que nadie reciba la ayuda del motor a mitad de partida.
