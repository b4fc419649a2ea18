# Words drawn on the board images and replays. Short: they share a line with the players'
# names and counts. $n and $total are numbers.

board-white = Blancs
board-black = Noirs
board-white-to-move = Aux Blancs de jouer
board-black-to-move = Aux Noirs de jouer
board-white-to-place = Les Blancs placent une pièce
board-black-to-place = Les Noirs placent une pièce
board-step-open = capture d'ouverture
board-step-capture = capture
board-step-second = capture, empilement ou passe
# Caption of the counts of each type still on top of a stack.
board-on-top = visibles
# Caption of the pieces still to place (tournament setup).
board-to-place = à placer
board-white-wins = Les Blancs gagnent
board-black-wins = Les Noirs gagnent
board-foxes = { $foxes ->
        [one] Renard
       *[other] Renards
    }
board-geese = Oies
board-foxes-to-move = { $foxes ->
        [one] Au renard de jouer
       *[other] Aux renards de jouer
    }
board-geese-to-move = Aux oies de jouer
board-foxes-win = { $foxes ->
        [one] Le renard gagne
       *[other] Les renards gagnent
    }
board-geese-win = Les oies gagnent
board-draw = Partie nulle
board-no-result = Sans résultat
# Beside the geese count: the fox wins when fewer than $n geese remain.
board-foxes-win-below = { $foxes ->
        [one] moins de { $n } oies : le renard gagne
       *[other] moins de { $n } oies : les renards gagnent
    }
# Halatafl: the foxes must jump.
board-must-jump = saut obligatoire
board-halatafl = Deux renards (Halatafl)
board-standard = Renard et oies, { $n } oies
board-standard-sideways = Renard et oies, { $n } oies, avec déplacements latéraux
# Replay frames.
board-replay-turn = Tour { $n } sur { $total }
board-replay-move = Coup { $n } sur { $total }
board-replay-placement = Placement, pièce { $n } sur { $total }
# Before the notation of the last turn.
board-last = Dernier coup :
# A passed second move, after the capture ("d3xd4 passe").
board-pass = passe
# The legend of the TZAAR pieces.
board-legend-tzaar = Tzaar
board-legend-tzarra = Tzarra
board-legend-tott = Tott
board-legend = Pièces
# Ending reasons, short, after the result on the status line.
board-reason-no-tzaar = plus de Tzaar visible
board-reason-no-tzarra = plus de Tzarra visible
board-reason-no-tott = plus de Tott visible
board-reason-no-moves = plus aucun coup possible
board-reason-no-capture = aucune capture possible
board-reason-resigned = abandon
board-reason-few-geese = il reste trop peu d'oies
board-reason-pen-filled = les oies remplissent l'enclos
board-reason-foxes-trapped = { $foxes ->
        [one] le renard ne peut plus bouger
       *[other] les renards ne peuvent plus bouger
    }
board-reason-geese-trapped = les oies ne peuvent plus bouger
board-reason-quiet-draw = 50 coups sans progrès
board-reason-repetition = triple répétition
board-reason-agreed-draw = nulle d'un commun accord
board-reason-aborted = arrêtée par un modérateur
board-reason-abandoned = abandonnée avant le premier coup
board-reason-timeout = temps écoulé
