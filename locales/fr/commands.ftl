# The slash commands as Discord lists them: names (lowercase, no spaces, at most 32
# characters; letters with accents are fine), descriptions (at most 100 characters), option
# names and descriptions, and the names of the choices in their menus. Other messages name
# commands through these (`/{ cmd-challenge }`), so they always match the reader's client.
# Descriptions use the infinitive, as Discord's own French commands do. Undo is /reprendre:
# "annuler" is the challenge's Cancel button.

cmd-challenge = défier
    .description = Défier quelqu'un (ou n'importe qui) à une partie
opt-challenge-game = jeu
    .description = Le jeu de la partie
opt-challenge-opponent = adversaire
    .description = Qui vous défiez (vide : n'importe qui peut accepter ; le bot lui-même : l'ordinateur)
opt-challenge-setup = départ
    .description = TZAAR : la position de départ
opt-challenge-geese = oies
    .description = Renard et oies : le nombre d'oies
opt-challenge-sideways = latéral
    .description = Renard et oies : les oies peuvent aussi se déplacer latéralement
opt-challenge-side = côté
    .description = Le camp que vous prenez (tiré au sort si vide)
opt-challenge-time = temps
    .description = Temps maximum par tour (24 heures si vide)
opt-challenge-level = niveau
    .description = Contre l'ordinateur (défiez le bot lui-même) : sa force de jeu
opt-challenge-rated = classée
    .description = Partie classée ? (oui si vide entre personnes ; jamais contre l'ordinateur)
cmd-move = jouer
    .description = Jouer un coup ou un tour complet (par exemple d3xd4 c2-c3)
opt-move-move = coup
    .description = Votre coup, par exemple d3xd4 c2-c3 (TZAAR) ou d4xd6 (Renard et oies)
cmd-pass = passer
    .description = Passer le second coup de votre tour de TZAAR
cmd-resign = abandonner
    .description = Abandonner la partie de ce salon
cmd-board = plateau
    .description = Afficher le plateau de la partie de ce salon
cmd-undo = reprendre
    .description = Demander à votre adversaire de vous laisser reprendre votre dernier coup
cmd-draw = nulle
    .description = Proposer la nulle (Renard et oies)
cmd-history = historique
    .description = La feuille de partie et une animation de ses coups
cmd-status = état
    .description = Ce qui se passe dans ce salon
cmd-rules = règles
    .description = Les règles d'un jeu
opt-rules-game = jeu
    .description = Le jeu
cmd-stats = statistiques
    .description = L'Elo et les résultats d'un joueur
opt-stats-user = joueur
    .description = Le joueur (vous si vide)
cmd-leaderboard = classement
    .description = Les meilleurs joueurs d'un jeu
opt-leaderboard-game = jeu
    .description = Le jeu
cmd-help = aide
    .description = Comment utiliser ce bot
cmd-endgame = terminer
    .description = Modérateurs : terminer sans résultat la partie de ce salon
cmd-hint = indice
    .description = Le coup que vous suggère l'ordinateur
cmd-games = parties
    .description = Vos parties et les défis qui vous attendent sur ce serveur

## The choices of the menus

choice-setup-fixed = fixe (schéma officiel)
choice-setup-random = aléatoire
choice-setup-tournament = tournoi (les joueurs placent les pièces)
# No $foxes here: "renard" without article stands for the side, one fox or two.
choice-side-first = Blancs / renard (commence)
choice-side-second = Noirs / oies
choice-side-random = tiré au sort
choice-time-15m = 15 minutes
choice-time-1h = 1 heure
choice-time-12h = 12 heures
choice-time-24h = 24 heures
choice-time-3d = 3 jours
choice-time-7d = 7 jours
choice-level-easy = facile
choice-level-medium = moyen
choice-level-hard = difficile
choice-level-perfect = parfait
cmd-settings = paramètres
    .description = Les paramètres du serveur : langue, fils, temps par tour, indices, salons, modération
opt-settings-language = langue
    .description = La langue des messages publics
opt-settings-threads = fils
    .description = Jouer chaque partie dans son propre fil
opt-settings-turn_time = temps_par_tour
    .description = Le temps par tour par défaut des nouveaux défis
opt-settings-hints_in_rated = indices_en_classées
    .description = Autoriser /indice dans les parties classées
opt-settings-challenge_channel = salon_des_défis
    .description = Accepter les défis dans ce salon (le premier les y limite)
opt-settings-all_channels = tous_les_salons
    .description = Accepter de nouveau les défis dans tous les salons
opt-settings-moderator_role = rôle_de_modération
    .description = Un rôle qui peut utiliser /terminer
opt-settings-no_moderator_role = sans_rôle_de_modération
    .description = Aucun rôle de modération (Gérer les messages seulement)
cmd-reminders = rappels
    .description = Recevoir les rappels de tour par message privé ou par une mention dans le fil
opt-reminders-dm = message_privé
    .description = Oui : par message privé ; non : une mention dans le fil de la partie
choice-language-server = la langue du serveur sur Discord
