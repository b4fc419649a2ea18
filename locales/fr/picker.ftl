# Le sélecteur de coups : un message privé qui fait parcourir un tour avec des menus au lieu
# de l'écrire. Les noms d'espaces et de points (d4) et la notation (d3xd4) ne se traduisent
# jamais ; une passe s'écrit { board-pass }, comme sur le plateau. Tzaar, Tzarra et Tott
# s'écrivent de même dans toutes les langues. Les options des menus (« pick-* ») doivent
# rester sous 100 caractères.

## Boutons

button-move = Choisir un coup
button-pass = Passer
button-play = Jouer
button-back = Retour
button-stop-here = S'arrêter ici

## Ce qu'il faut choisir maintenant

picker-opening = Le premier tour des Blancs est une seule capture : choisissez la pile qui capture.
picker-capture = Premier coup, une capture : choisissez la pile qui capture.
picker-capture-target = Choisissez ce que capture la pile de { $from }.
picker-second = Second coup : choisissez une pile pour capturer ou empiler, ou appuyez sur { button-pass }.
picker-second-target = Choisissez où va la pile de { $from }.
picker-place-kind = Choisissez le type de pièce à placer.
# $kind vaut Tzaar, Tzarra ou Tott
picker-place-space = Choisissez un espace libre pour votre { $kind }.
# $piece vaut fox ou goose
picker-piece = { $piece ->
        [goose] Choisissez l'oie à déplacer.
       *[fox] Choisissez le renard à déplacer.
    }
picker-destination = Choisissez où va { $piece ->
        [goose] l'oie
       *[fox] le renard
    } de { $from }.
picker-next-jump = Le renard de { $at } peut encore sauter : choisissez le saut suivant, ou appuyez sur { button-stop-here }.
picker-must-jump = Le renard de { $at } doit encore sauter : la rafle continue tant que c'est possible.
picker-any-move = Choisissez votre coup.
picker-so-far = Jusqu'ici : { $moves }.
picker-ready = Prêt à jouer { $moves } : appuyez sur { button-play } pour le jouer, ou sur { button-back } pour le modifier.
# Textes des menus avant le choix.
picker-choose = Choisissez…
picker-choose-column = Trop de choix pour tout afficher : choisissez d'abord une colonne…

## Ce qui s'est passé

picker-moved-on = La partie a avancé depuis ce plateau : voici la position actuelle.
picker-stale = La partie a avancé depuis l'ouverture de ce sélecteur, donc rien n'a été joué. Appuyez sur { button-move } pour en ouvrir un nouveau.
picker-invalid = Ces choix ne correspondent plus à la partie, donc rien n'a été joué. Appuyez sur { button-move } pour ouvrir un nouveau sélecteur.
picker-played = Vous avez joué { $moves }.

## Options des menus

pick-count-captures = { $n ->
        [one] 1 capture
       *[other] { $n } captures
    }
pick-count-stacks = { $n ->
        [one] 1 empilement
       *[other] { $n } empilements
    }
# $moves : pick-count-captures et pick-count-stacks, séparés par une virgule
pick-mover = { $at } — pile { $kind } de { $height } : { $moves }
pick-capture = { $from } × { $to } — capture une pile { $kind } de { $height }
pick-stack = { $from } → { $to } — s'empile sur votre { $kind } (hauteur { $height })
pick-place-kind = { $kind } ({ $left ->
        [one] encore 1 à placer
       *[other] encore { $left } à placer
    })
pick-place-at = { $kind } sur { $at }
pick-piece = { $at } — { $piece ->
        [goose] oie
       *[fox] renard
    } : { $moves ->
        [one] 1 coup
       *[other] { $moves } coups
    }
pick-step = { $from } → { $to }
pick-jump = { $from } × { $to } — saute par-dessus l'oie de { $over }
# $of vaut stacks, spaces, pieces ou moves
pick-column = Colonne { $column } : { $of ->
        [stacks] { $count ->
            [one] 1 pile
           *[other] { $count } piles
        }
        [spaces] { $count ->
            [one] 1 espace libre
           *[other] { $count } espaces libres
        }
        [pieces] { $count ->
            [one] 1 pièce
           *[other] { $count } pièces
        }
       *[moves] { $count ->
            [one] 1 coup
           *[other] { $count } coups
        }
    }
pick-range = de { $first } à { $last } ({ $count })
