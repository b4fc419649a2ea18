# Ligues (issue 27) : des saisons de divisions, chacune un toutes rondes, avec montées et
# descentes entre les saisons ; et pourquoi une commande de ligue est refusée.

league-signup = 🏅 **{ $name }** (n° { $id }) : une ligue de { $game }, { $clock }, en divisions de { $size } joueurs, chacune en toutes rondes. Organisée par { $organizer }.
league-signup-moves = À la fin de chaque saison, { $promoted ->
    [0] personne ne monte
    [one] le premier de chaque division monte
   *[other] les { $promoted } premiers de chaque division montent
    } et { $relegated ->
    [0] personne ne descend
    [one] le dernier descend
   *[other] les { $relegated } derniers descendent
    }.
league-signup-by-organizer = La première saison commence quand l'organisateur le décide.
league-signup-season = La saison { $season } est en cours ; qui s'inscrit maintenant joue dès la suivante, dans la dernière division.
league-signup-players = { $count ->
    [0] Personne ne s'est encore inscrit.
    [one] Un joueur : { $players }
   *[other] { $count } joueurs : { $players }
    }
league-joined = { $player } a rejoint { $name }.
league-left = { $player } a quitté { $name }.
league-season = 🏅 { $name } : la saison { $season } commence, { $count ->
    [one] en une division
   *[other] en { $count } divisions
    }. Les appariements suivent. Bonne chance !
league-season-division = Division { $division } : { $players }
league-moves = { $name } : montées et descentes pour la saison { $season }.
league-moves-none = Personne ne change de division.
league-promoted = ⬆️ { $player } monte de la division { $from } à la division { $to }.
league-relegated = ⬇️ { $player } descend de la division { $from } à la division { $to }.
league-division = **{ $name }**, saison { $season }, division { $division }{ $finished ->
    [yes] {""} (terminée)
   *[no] {""}
    } :

## /league list
league-list = 🏅 Ligues de ce serveur :
league-list-none = Il n'y a encore aucune ligue sur ce serveur.
league-list-entry = - **{ $name }** (n° { $id }), { $game }, dans { $channel } : { $season ->
    [0] inscriptions ouvertes ({ $count } joueurs)
   *[other] saison { $season }, { $count } joueurs en { $divisions } divisions
    }

refused-league-not-moderator = Seuls les membres qui gèrent le serveur, ou qui ont son rôle d'organisation des tournois, peuvent créer des ligues.
refused-league-not-organizer = Seul l'organisateur de la ligue ou un modérateur peut faire cela.
refused-league-none = Il n'y a ici aucune ligue avec ce numéro. Celles du serveur figurent dans `/{ cmd-league } { cmd-league-list }`.
refused-league-already-joined = Vous êtes déjà dans cette ligue.
refused-league-not-joined = Vous n'êtes pas dans cette ligue.
refused-league-season-running = Une saison est en cours : attendez que toutes les divisions soient terminées. (Pour quitter une saison en cours, retirez-vous du tournoi de votre division.)
refused-league-already-started = Cette ligue a déjà commencé ; chaque nouvelle saison commence quand la précédente est terminée.
refused-league-not-started = Cette ligue n'a pas encore commencé sa première saison.
refused-league-too-few = Une ligue a besoin d'au moins deux joueurs pour commencer.
refused-league-empty-name = Une ligue a besoin d'un nom.
refused-league-division-size = Une division compte entre { $min } et { $max } joueurs.
refused-league-too-many-moving = Avec des divisions de { $size }, il doit y avoir moins de { $size } joueurs qui montent et descendent en tout : quelqu'un doit rester.
refused-league-not-an-option = `{ $option }` n'est pas une option de ligue : les appariements décident qui joue quel camp, et chaque partie oppose deux joueurs.

## /league : les sous-commandes sont `cmd-league-<sous>`, leurs options `opt-league-<sous>-<option>`.
cmd-league = ligue
    .description = Les ligues du serveur : des saisons de divisions, avec montées et descentes
cmd-league-create = créer
    .description = Créer une ligue dans ce salon (Gérer le serveur ou le rôle d'organisation)
opt-league-create-name = nom
    .description = Le nom de la ligue
opt-league-create-game = jeu
    .description = Le jeu de toutes les divisions
opt-league-create-setup = départ
    .description = TZAAR : la position de départ
opt-league-create-geese = oies
    .description = Renard et oies : le nombre d'oies
opt-league-create-sideways = latéral
    .description = Renard et oies : les oies peuvent aussi se déplacer latéralement
opt-league-create-time = temps
    .description = Temps par tour (24h) ou banque (3j+1j) ; celui du serveur si vide
opt-league-create-rated = classé
    .description = Parties classées ? (oui si vide)
opt-league-create-division_size = taille_division
    .description = Joueurs de chaque division, chacune en toutes rondes (6 si vide)
opt-league-create-promote = montées
    .description = Combien de chaque division montent à la fin d'une saison (1 si vide)
opt-league-create-relegate = descentes
    .description = Combien de chaque division descendent à la fin d'une saison (1 si vide)
cmd-league-join = rejoindre
    .description = Rejoindre une ligue (avant une saison, ou entre deux pour la suivante)
opt-league-join-id = id
    .description = Quelle ligue (celle de ce salon si vide)
cmd-league-leave = quitter
    .description = Quitter une ligue (avant une saison, ou entre deux)
opt-league-leave-id = id
    .description = Quelle ligue (celle de ce salon si vide)
cmd-league-start = lancer
    .description = Lancer la première saison de la ligue (son organisateur)
opt-league-start-id = id
    .description = Quelle ligue (celle de ce salon si vide)
cmd-league-next = suivante
    .description = Lancer la saison suivante quand toutes les divisions sont terminées
opt-league-next-id = id
    .description = Quelle ligue (celle de ce salon si vide)
cmd-league-standings = classement
    .description = Le classement de chaque division dans la saison en cours
opt-league-standings-id = id
    .description = Quelle ligue (celle de ce salon si vide)
cmd-league-list = liste
    .description = Les ligues de ce serveur
