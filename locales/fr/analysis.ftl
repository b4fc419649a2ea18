# Une partie terminée revue par le moteur (/analyze). Les camps ($side, $first-side) arrivent
# comme noms side-* (« les Blancs », « les renards ») ; les chances ($before, $after) sont celles
# de gagner du joueur au trait, en pour cent.

analysis-progress = Analyse de la partie… position { $done } sur { $total }.
analysis-header = Analyse de la partie n° { $id }, { $game } : { $first } ({ $first-side }) contre { $second } ({ $second-side }), { $turns ->
        [one] un tour
       *[other] { $turns } tours
    }.
analysis-header-record = Analyse d'une partie de { $game } : { $first } ({ $first-side }) contre { $second } ({ $second-side }), { $turns ->
        [one] un tour
       *[other] { $turns } tours
    }.
analysis-result-win = Résultat : { $side-word ->
        [white] victoire des Blancs
        [black] victoire des Noirs
        [fox] { $foxes ->
            [one] victoire du renard
           *[other] victoire des renards
        }
       *[geese] victoire des oies
    } ({ $reason }).
analysis-result-draw = Résultat : partie nulle ({ $reason }).
analysis-result-none = Résultat : aucun ({ $reason }).
analysis-tally = { $name } ({ $side }) : { $inaccuracies ->
        [0] aucune imprécision
        [one] une imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [0] aucune erreur
        [one] une erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [0] aucune gaffe
        [one] une gaffe
       *[other] { $blunders } gaffes
    }.
analysis-no-moments = Ni imprécision, ni erreur, ni gaffe : une partie propre des deux côtés.
analysis-more-in-file = Voici les { $shown } pires des { $total } tours marquants ; tous les tours sont dans le fichier joint.
analysis-turn = Tour { $number }, { $side } : { $played } ({ $before } % → { $after } %)
analysis-verdict = , { $verdict }
analysis-verdict-proved = { $severity } : { $proof }
analysis-better = ; mieux : { $best }
analysis-inaccuracy = imprécision
analysis-mistake = erreur
analysis-blunder = gaffe
analysis-missed-win = a laissé passer une victoire en { $turns ->
        [one] un tour
       *[other] { $turns } tours
    } ({ $winning })
analysis-walked-into-loss = s'est jeté dans une position perdue : l'adversaire gagne en { $turns ->
        [one] un tour
       *[other] { $turns } tours
    }

## Le graphique. $side est le mot du camp : white, black, fox (avec $foxes) ou geese.

analysis-chart-title = { $first } – { $second }
analysis-chart-turn = Tour
analysis-chart-chance = { $side ->
        [white] Chances de victoire des Blancs
        [black] Chances de victoire des Noirs
        [fox] { $foxes ->
            [one] Chances de victoire du renard
           *[other] Chances de victoire des renards
        }
       *[geese] Chances de victoire des oies
    }
analysis-chart-wins = { $side ->
        [white] Les Blancs gagnent
        [black] Les Noirs gagnent
        [fox] { $foxes ->
            [one] Le renard gagne
           *[other] Les renards gagnent
        }
       *[geese] Les oies gagnent
    }
analysis-chart-draw = Partie nulle
analysis-chart-inaccuracy = Imprécision
analysis-chart-mistake = Erreur
analysis-chart-blunder = Gaffe

## Refus

refused-no-such-game = Aucune partie ne porte ce numéro sur ce serveur.
refused-nothing-to-analyze = Il n'y a encore ici aucune partie terminée à analyser. Indiquez-en une avec `{ opt-analyze-game }:` (son numéro figure dans `/{ cmd-history }`).
refused-analysis-in-progress = Cette partie est encore en cours. Les parties sont analysées une fois terminées, pour que personne ne profite de l'aide du moteur en pleine partie.
