# The games' own words, used by the other messages: game names, sides, what the player to
# move must do, and why a game ended. Arguments: $foxes is the number of foxes of the
# variant (1 in standard Fox and Geese, 2 in Two Foxes), for the singular or plural.
# French: "vous"; sides "les Blancs", "les Noirs" (capitalised everywhere); a draw is
# "nulle" ("partie nulle", "proposer la nulle"). A no-break space (U+00A0) goes before
# : ; ? ! and inside « ».
# Fox and Geese is "Renard et oies" everywhere (menus, boards, rules, help), never "Le renard
# et les oies" (a test keeps it so).

## Game names

game-tzaar-fixed = TZAAR (position de départ fixe)
game-tzaar-random = TZAAR (position de départ aléatoire)
game-tzaar-tournament = TZAAR (version tournoi)
game-halatafl = Deux renards (Halatafl)
# $geese: 13, 15 or 17; $sideways: yes or no
game-standard = Renard et oies ({ $geese } oies{ $sideways ->
        [yes] , avec déplacements latéraux
       *[no] {""}
    })
# The three choices players see in menus and leaderboards.
choice-tzaar = TZAAR
choice-halatafl = Deux renards (Halatafl)
choice-foxgeese = Renard et oies

## Sides, as the object of a sentence ("@ana joue les Blancs"), with their article.
## Messages never put "à" or "de" right before a side (no "à les Blancs").

side-white = les Blancs
side-black = les Noirs
side-fox = { $foxes ->
        [one] le renard
       *[other] les renards
    }
side-geese = les oies

## What the player to move must do ("Au tour de @ana (les Noirs) : capturer, empiler ou passer.")

hint-opening-capture = capture d'ouverture (un seul coup)
hint-capture = capture forcée
hint-capture-stack-or-pass = capturer, empiler ou passer
hint-place = placer une pièce
# No $foxes here: "déplacement ou saut" fits one fox and two.
hint-foxes = déplacement ou saut
hint-geese = déplacer une oie

## Durations ($n is a whole number; French "one" covers 0 and 1)

duration-days = { $n ->
        [one] { $n } jour
       *[other] { $n } jours
    }
duration-hours = { $n ->
        [one] { $n } heure
       *[other] { $n } heures
    }
duration-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
duration-seconds = { $n ->
        [one] { $n } seconde
       *[other] { $n } secondes
    }
# Two units of a span of time: "1 jour et 3 heures".
duration-pair = { $first } et { $second }

## Why a game ended, as a short phrase (the board's result line).

reason-no-tzaar = plus aucun Tzaar visible
reason-no-tzarra = plus aucune Tzarra visible
reason-no-tott = plus aucun Tott visible
reason-no-moves = plus aucun coup possible
reason-no-capture = aucune capture possible en début de tour
reason-few-geese = plus assez d'oies
reason-pen-filled = les oies remplissent l'enclos
reason-foxes-trapped = { $foxes ->
        [one] le renard ne peut plus bouger
       *[other] les renards ne peuvent plus bouger
    }
reason-geese-trapped = les oies ne peuvent plus bouger
reason-quiet-draw = après 50 coups de chaque camp sans prise ni avancée d'une oie
reason-repetition = triple répétition
reason-resigned = abandon
reason-timeout = temps écoulé
reason-agreed-draw = nulle d'un commun accord
reason-aborted = arrêtée par un modérateur
reason-abandoned = abandonnée avant le premier coup
