# /rules and /help. Discord markdown: **bold**, `code`. A line may not start with [, * or .
# in Fluent: write {"*"} for a leading star.

rules-tzaar =
    {"*"}*TZAAR** : chaque joueur a 30 pièces (6 Tzaars, 9 Tzarras et 15 Totts). Sur le plateau, le Tzaar porte un double anneau, la Tzarra un point, et le Tott est uni.
    Une pile se déplace en ligne droite sur des espaces vides jusqu'à la première pile rencontrée (jamais à travers le centre). Le premier tour des Blancs est une seule capture ; chaque tour suivant comprend une **capture**, puis un second coup : une autre capture, **empiler** sur l'une de vos piles, ou **passer**.
    Vous pouvez capturer une pile qui n'est pas plus haute que la vôtre ; empiler additionne les hauteurs, et une pile peut grandir sans limite. Seule compte la pièce du dessus de chaque pile.
    Vous perdez s'il ne vous reste plus aucun Tzaar, aucune Tzarra ou aucun Tott au sommet d'une pile, ou si vous ne pouvez rien capturer au début de votre tour. Il n'y a pas de partie nulle.
    En version tournoi, les joueurs placent d'abord les pièces une à une, les Blancs en premier, de n'importe quel type sur n'importe quel espace vide.
    Coups : `d3xd4` (capture), `c2-c3` (empilement), `{ board-pass }` ; un tour complet : `/{ cmd-move } d3xd4 c2-c3`. Placements : `Zd4` (Tzaar), `Rc2` (Tzarra), `Te6` (Tott).
rules-halatafl =
    {"*"}*Deux renards (Halatafl)** : 2 renards contre 20 oies sur la croix de 33 points ; chaque point est relié à ses voisins, diagonales comprises. Les renards commencent.
    Un renard se déplace sur un point voisin ou saute par-dessus une oie jusqu'au point vide situé juste derrière elle, et la prend. Sauter est **obligatoire**, et un renard doit continuer à sauter tant qu'il le peut : toute la chaîne forme un seul coup.
    Les oies se déplacent d'un point vers l'avant, en diagonale vers l'avant ou sur le côté, jamais en arrière, et ne sautent jamais.
    Les oies gagnent en occupant les 9 points de l'enclos ou en bloquant les deux renards. Les renards gagnent s'il reste moins de 9 oies ou si les oies ne peuvent plus bouger.
    Partie nulle par triple répétition, ou après 50 coups de chaque camp sans prise ni avancée d'une oie (les déplacements des renards et les déplacements latéraux des oies ne comptent pas comme une avancée).
    Coups : `d3-d4` (déplacement), `d4xd6`, `c7xe5xg3` (sauts).
rules-foxgeese =
    {"*"}*Renard et oies** : 1 renard contre 13, 15 ou 17 oies sur la croix de 33 points ; chaque point est relié à ses voisins, diagonales comprises. Le renard commence.
    Le renard se déplace sur un point voisin ou saute par-dessus une oie jusqu'au point vide situé juste derrière elle, et la prend. Sauter est facultatif, et le renard peut enchaîner les sauts et s'arrêter après n'importe lequel d'entre eux.
    Les oies se déplacent d'un point vers l'avant ou en diagonale vers l'avant (aussi sur le côté avec l'option `{ opt-challenge-sideways }`), jamais en arrière, et ne sautent jamais.
    Les oies gagnent en bloquant le renard. Le renard gagne s'il reste moins de 4 oies ou si les oies ne peuvent plus bouger.
    Partie nulle par triple répétition, ou après 50 coups de chaque camp sans prise ni avancée d'une oie (les déplacements du renard et les déplacements latéraux des oies ne comptent pas comme une avancée).
    Coups : `d3-d4` (déplacement), `d4xd6`, `c7xe5xg3` (sauts).

help =
    {"*"}*tablero** : jeux de plateau dans ce salon.
    `/{ cmd-challenge } { opt-challenge-game }:…` défiez quelqu'un, ou n'importe qui ; votre adversaire clique sur **{ button-accept }**. Pour jouer contre l'ordinateur, défiez le bot lui-même et choisissez un `{ opt-challenge-level }` ({ level-easy }, { level-medium } ou { level-hard } ; à Renard et oies aussi { level-perfect }, si le bot a les tables résolues).
    `/{ cmd-move }` jouez un coup ou un tour complet (des suggestions apparaissent pendant la saisie) · `/{ cmd-pass }` · `/{ cmd-resign }`
    `/{ cmd-board }` la position · `/{ cmd-undo }` demandez à reprendre votre coup · `/{ cmd-draw }` proposez la nulle (Renard et oies) · `/{ cmd-hint }` la suggestion de l'ordinateur
    `/{ cmd-history }` la feuille de partie et son animation · `/{ cmd-analyze }` l'analyse d'une partie terminée (ou d'une feuille envoyée) · `/{ cmd-replay }` une animation, d'une feuille envoyée aussi · `/{ cmd-status }` · `/{ cmd-games }` · `/{ cmd-rules }` · `/{ cmd-stats }` · `/{ cmd-leaderboard }` · `/{ cmd-endgame }` (modérateurs)

help-anywhere =
    Ici, le bot n'est pas membre de la conversation : il répond aux commandes et aux boutons, mais ne peut rien publier de lui-même. Celui qui a installé l'application lance le défi avec `/{ cmd-challenge }` ; l'adversaire accepte avec **{ button-accept }** et joue avec le bouton **{ button-move }** sous chaque plateau, sans aucune commande.
    Un tour dont le temps est écoulé s'affiche au prochain clic ou à la prochaine commande ici, et les deux joueurs reçoivent un message privé quand Discord le permet. Les rappels arrivent par message privé, ou pas du tout. Les parties hors des serveurs ont leur propre classement.
