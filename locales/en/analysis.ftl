# A finished game reviewed by the engine (/analyze): the header, each side's tally, one line
# a turn (the key moments in the reply, every turn in the attached file), and the chart's
# words. Sides ($side, $first-side) arrive as side-* names ("White", "the foxes"); chances
# ($before, $after) are the mover's chance to win, in percent.

analysis-progress = Analysing the game… position { $done } of { $total }.
analysis-header = Review of game #{ $id }, { $game }: { $first } ({ $first-side }) against { $second } ({ $second-side }), { $turns ->
        [one] one turn
       *[other] { $turns } turns
    }.
analysis-header-record = Review of a game of { $game }: { $first } ({ $first-side }) against { $second } ({ $second-side }), { $turns ->
        [one] one turn
       *[other] { $turns } turns
    }.
analysis-result-win = Result: { $side-word ->
        [white] White won
        [black] Black won
        [fox] { $foxes ->
            [one] the fox won
           *[other] the foxes won
        }
       *[geese] the geese won
    } ({ $reason }).
analysis-result-draw = Result: a draw ({ $reason }).
analysis-result-none = Result: none ({ $reason }).
analysis-tally = { $name } ({ $side }): { $inaccuracies ->
        [0] no inaccuracy
        [one] one inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [0] no mistake
        [one] one mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [0] no blunder
        [one] one blunder
       *[other] { $blunders } blunders
    }.
analysis-no-moments = No inaccuracy, mistake or blunder: a clean game on both sides.
analysis-more-in-file = The { $shown } worst of { $total } notable turns are shown; every turn is in the attached file.
analysis-turn = Turn { $number }, { $side }: { $played } ({ $before }% → { $after }%)
analysis-verdict = , { $verdict }
analysis-verdict-proved = { $severity }: { $proof }
analysis-better = ; better: { $best }
analysis-inaccuracy = inaccuracy
analysis-mistake = mistake
analysis-blunder = blunder
analysis-missed-win = missed a win in { $turns ->
        [one] one turn
       *[other] { $turns } turns
    } ({ $winning })
analysis-walked-into-loss = walked into a loss: the opponent wins in { $turns ->
        [one] one turn
       *[other] { $turns } turns
    }

## The chart. $side is the side's word: white, black, fox (with $foxes) or geese.

analysis-chart-title = { $first } – { $second }
analysis-chart-turn = Turn
analysis-chart-chance = { $side ->
        [white] White's chance to win
        [black] Black's chance to win
        [fox] { $foxes ->
            [one] The fox's chance to win
           *[other] The foxes' chance to win
        }
       *[geese] The geese's chance to win
    }
analysis-chart-wins = { $side ->
        [white] White wins
        [black] Black wins
        [fox] { $foxes ->
            [one] The fox wins
           *[other] The foxes win
        }
       *[geese] The geese win
    }
analysis-chart-draw = Draw
analysis-chart-inaccuracy = Inaccuracy
analysis-chart-mistake = Mistake
analysis-chart-blunder = Blunder

## Refusals

refused-no-such-game = There is no game with that number on this server.
refused-nothing-to-analyze = There is no finished game here to analyse yet. Name one with `{ opt-analyze-game }:` (its number is in `/{ cmd-history }`).
refused-analysis-in-progress = That game is still being played. Games are analysed once they are over, so that nobody gets the engine's help in the middle of one.
