# Why a move was refused, after "Coup illégal :". Square names (d4) and notation (d3xd4)
# are never translated: they are what players type. A pass is written in the reader's word,
# { board-pass } (board.ftl), as on the board; players may type it in any language. Texts
# start in lower case and have no final full stop.
# Vocabulary: TZAAR espace, pile, hauteur, capture, empiler, passer, coup; Fox and Geese
# point, déplacement (one-point move), saut (jump), prise.

# A move and why it is illegal ("d3→d4 : la pile de d5 bloque le chemin de d3 à d4").
move-with-reason = { $move } : { $reason }

## TZAAR: text that is not a move

move-tzaar-empty = aucun coup indiqué (écrivez par exemple `d3xd4 c2-c3`)
move-tzaar-too-long = c'est trop long pour être un tour
move-tzaar-unreadable = impossible de lire `{ $text }` : écrivez les coups comme `d3xd4`, `c2-c3` ou `{ board-pass }`, et les placements comme `Zd4`
move-tzaar-missing-target = où va la pile de { $from } ? (par exemple `{ $from }x…`)
move-tzaar-centre = e5 est le centre du plateau, pas un espace
move-tzaar-no-space = il n'y a pas d'espace `{ $name }` (colonnes de a à i, rangées à partir de 1)

## TZAAR: a move that is not legal here

move-tzaar-game-over = la partie est terminée
move-tzaar-must-place = les pièces sont encore en cours de placement : indiquez un type et un espace vide, comme `Zd4`
move-tzaar-not-placing = toutes les pièces sont sur le plateau : le placement est terminé
# $kind is tzaar, tzarra or tott
move-tzaar-none-left = il ne vous reste plus de { $kind ->
        [tzaar] Tzaars
        [tzarra] Tzarras
       *[tott] Totts
    } à placer
move-tzaar-occupied = l'espace { $cell } n'est pas vide
move-tzaar-no-stack = il n'y a pas de pile en { $cell }
move-tzaar-not-yours = la pile de { $cell } n'est pas à vous
move-tzaar-same-space = une pile ne peut pas aller de { $cell } à { $cell }
move-tzaar-no-line = { $from } et { $to } ne sont pas sur une même ligne droite
move-tzaar-centre-in-the-way = rien ne peut traverser le centre, qui se trouve entre { $from } et { $to }
move-tzaar-blocked = la pile de { $by } bloque le chemin de { $from } à { $to }
move-tzaar-empty-target = l'espace { $cell } est vide : une pile ne se déplace que sur une autre pile (pour la capturer ou s'empiler dessus)
move-tzaar-taller = la pile de { $to } (hauteur { $target }) est plus haute que la vôtre (hauteur { $mover })
move-tzaar-capture-first = le premier coup de chaque tour doit être une capture
move-tzaar-opening = le premier tour des Blancs ne comporte qu'une seule capture
move-tzaar-capture-own = { $from } → { $to } est un empilement, pas une capture (la pile de { $to } est à vous) : écrivez `{ $from }-{ $to }`
move-tzaar-stack-onto-opponent = { $from } → { $to } est une capture, pas un empilement (la pile de { $to } est à votre adversaire) : écrivez `{ $from }x{ $to }`
move-tzaar-too-many = un tour comporte au plus deux coups
move-tzaar-second-left = il ne vous reste que le second coup de ce tour
move-tzaar-one-placement = placez une seule pièce à la fois
move-tzaar-ended-after-first = { $first } termine la partie : il n'y a donc pas de second coup

## Fox and Geese: text that is not a move

move-fox-empty = coup vide : écrivez un déplacement comme `d3-d4` ou un saut comme `d4xd6`
move-fox-unknown-square = point inconnu `{ $name }` : un point est une colonne de a à g et une rangée de 1 à 7, sur la croix
move-fox-one-square = `{ $text }` ne désigne qu'un seul point : écrivez un déplacement comme `d3-d4` ou un saut comme `d4xd6`
move-fox-missing-separator = `{ $text }` : mettez `-` (déplacement) ou `x` (saut) entre les points
move-fox-mixed-separators = un coup est soit un déplacement avec `-`, soit un saut avec `x`, pas les deux
move-fox-missing-square = il manque un point à côté de `-` ou de `x`
move-fox-long-step = un déplacement va d'un point à un point voisin (`d3-d4`) ; seuls les sauts s'enchaînent

## Fox and Geese: a move that is not legal here

move-fox-game-over = la partie est terminée ({ $reason })
move-fox-concluded = la partie est terminée
move-fox-no-piece = il n'y a aucune pièce en { $point }
move-fox-not-your-fox = il y a un renard en { $point }, et c'est au tour des oies
move-fox-not-your-goose = il y a une oie en { $point }, et c'est au tour { $foxes ->
        [one] du renard
       *[other] des renards
    }
move-fox-never-backward = les oies ne reculent jamais
move-fox-no-sideways = dans cette partie, les oies ne peuvent pas se déplacer latéralement
move-fox-geese-cannot-jump = les oies ne peuvent pas sauter
move-fox-not-adjacent = { $from } et { $to } ne sont pas voisins
move-fox-jump-as-step = { $from } et { $to } ne sont pas voisins ; un saut s'écrit avec `x` : `{ $from }x{ $to }`
move-fox-step-as-jump = `{ $from }x{ $to }` n'est pas un saut : { $from } et { $to } sont voisins. Vouliez-vous dire le déplacement `{ $from }-{ $to }` ?
move-fox-occupied = le point { $point } est occupé
# $moves: the compulsory jumps, as a list
move-fox-capture-available = une prise est possible, et prendre est obligatoire : jouez { $moves }
move-fox-capture-available-many = plusieurs prises sont possibles, et prendre est obligatoire : jouez { $moves }
move-fox-keep-jumping = le renard doit continuer à sauter depuis { $point }
move-fox-not-a-jump = `{ $from }x{ $to }` n'est pas un saut : un saut passe par-dessus un voisin jusqu'au point situé juste derrière
move-fox-jump-over-nothing = il n'y a pas d'oie à sauter en { $point }
move-fox-jump-over-fox = un renard ne peut pas sauter par-dessus le renard de { $point }
move-fox-not-legal = { $move } n'est pas un coup légal ici
# Joins the last two items of a list.
list-or = { $first } ou { $last }
