//! The slash commands. Each one reads its options, calls the play layer and sends the
//! reply; the first `///` line is the description players see in Discord.

use poise::serenity_prelude as serenity;

use super::reply::{respond, send};
use super::{Context, Error, actor_of, channel_of};
use crate::domain::{GameChoice, Level};
use crate::games::{GameKind, TzaarSetup};
use crate::messages::Msg;
use crate::table::options::{ChallengeOptions, OptionError, SideWord};
use crate::table::{Reply, TableError};

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum GameParam {
    #[name = "TZAAR"]
    Tzaar,
    #[name = "Two Foxes (Halatafl)"]
    #[name_localized("es-ES", "Dos zorros (Halatafl)")]
    #[name_localized("es-419", "Dos zorros (Halatafl)")]
    #[name_localized("fr", "Deux renards (Halatafl)")]
    TwoFoxes,
    #[name = "Fox and Geese"]
    #[name_localized("es-ES", "Zorro y gansos")]
    #[name_localized("es-419", "Zorro y gansos")]
    #[name_localized("fr", "Le renard et les oies")]
    FoxAndGeese,
}

impl From<GameParam> for GameChoice {
    fn from(game: GameParam) -> GameChoice {
        match game {
            GameParam::Tzaar => GameChoice::Tzaar,
            GameParam::TwoFoxes => GameChoice::TwoFoxes,
            GameParam::FoxAndGeese => GameChoice::FoxAndGeese,
        }
    }
}

impl GameParam {
    fn kind(self) -> GameKind {
        GameChoice::from(self).kind()
    }
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum SetupParam {
    #[name = "fixed (official diagram)"]
    #[name_localized("es-ES", "fija (diagrama oficial)")]
    #[name_localized("es-419", "fija (diagrama oficial)")]
    #[name_localized("fr", "fixe (schéma officiel)")]
    Fixed,
    #[name = "random"]
    #[name_localized("es-ES", "aleatoria")]
    #[name_localized("es-419", "aleatoria")]
    #[name_localized("fr", "aléatoire")]
    Random,
    #[name = "tournament (players place the pieces)"]
    #[name_localized("es-ES", "torneo (los jugadores colocan las piezas)")]
    #[name_localized("es-419", "torneo (los jugadores colocan las piezas)")]
    #[name_localized("fr", "tournoi (les joueurs placent les pièces)")]
    Tournament,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum GeeseParam {
    #[name = "13"]
    Thirteen,
    #[name = "15"]
    Fifteen,
    #[name = "17"]
    Seventeen,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum SideParam {
    #[name = "White / the fox (moves first)"]
    #[name_localized("es-ES", "Blancas / el zorro (empieza)")]
    #[name_localized("es-419", "Blancas / el zorro (empieza)")]
    #[name_localized("fr", "Blancs / le renard (commence)")]
    First,
    #[name = "Black / the geese"]
    #[name_localized("es-ES", "Negras / los gansos")]
    #[name_localized("es-419", "Negras / los gansos")]
    #[name_localized("fr", "Noirs / les oies")]
    Second,
    #[name = "random"]
    #[name_localized("es-ES", "al azar")]
    #[name_localized("es-419", "al azar")]
    #[name_localized("fr", "au hasard")]
    Random,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum TimeParam {
    #[name = "15 minutes"]
    Min15,
    #[name = "1 hour"]
    #[name_localized("es-ES", "1 hora")]
    #[name_localized("es-419", "1 hora")]
    #[name_localized("fr", "1 heure")]
    Hour1,
    #[name = "12 hours"]
    #[name_localized("es-ES", "12 horas")]
    #[name_localized("es-419", "12 horas")]
    #[name_localized("fr", "12 heures")]
    Hours12,
    #[name = "24 hours"]
    #[name_localized("es-ES", "24 horas")]
    #[name_localized("es-419", "24 horas")]
    #[name_localized("fr", "24 heures")]
    Day1,
    #[name = "3 days"]
    #[name_localized("es-ES", "3 días")]
    #[name_localized("es-419", "3 días")]
    #[name_localized("fr", "3 jours")]
    Days3,
    #[name = "7 days"]
    #[name_localized("es-ES", "7 días")]
    #[name_localized("es-419", "7 días")]
    #[name_localized("fr", "7 jours")]
    Days7,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LevelParam {
    #[name = "easy"]
    #[name_localized("es-ES", "fácil")]
    #[name_localized("es-419", "fácil")]
    #[name_localized("fr", "facile")]
    Easy,
    #[name = "medium"]
    #[name_localized("es-ES", "medio")]
    #[name_localized("es-419", "medio")]
    #[name_localized("fr", "moyen")]
    Medium,
    #[name = "hard"]
    #[name_localized("es-ES", "difícil")]
    #[name_localized("es-419", "difícil")]
    #[name_localized("fr", "difficile")]
    Hard,
}

impl TimeParam {
    fn seconds(self) -> i64 {
        const HOUR: i64 = 3600;
        match self {
            TimeParam::Min15 => HOUR / 4,
            TimeParam::Hour1 => HOUR,
            TimeParam::Hours12 => 12 * HOUR,
            TimeParam::Day1 => 24 * HOUR,
            TimeParam::Days3 => 72 * HOUR,
            TimeParam::Days7 => 168 * HOUR,
        }
    }
}

impl From<SetupParam> for TzaarSetup {
    fn from(setup: SetupParam) -> TzaarSetup {
        match setup {
            SetupParam::Fixed => TzaarSetup::Fixed,
            SetupParam::Random => TzaarSetup::Random,
            SetupParam::Tournament => TzaarSetup::Tournament,
        }
    }
}

impl From<SideParam> for SideWord {
    fn from(side: SideParam) -> SideWord {
        match side {
            SideParam::First => SideWord::First,
            SideParam::Second => SideWord::Second,
            SideParam::Random => SideWord::Random,
        }
    }
}

impl From<LevelParam> for Level {
    fn from(level: LevelParam) -> Level {
        match level {
            LevelParam::Easy => Level::Easy,
            LevelParam::Medium => Level::Medium,
            LevelParam::Hard => Level::Hard,
        }
    }
}

impl From<GeeseParam> for u32 {
    fn from(geese: GeeseParam) -> u32 {
        match geese {
            GeeseParam::Thirteen => 13,
            GeeseParam::Fifteen => 15,
            GeeseParam::Seventeen => 17,
        }
    }
}

/// Challenge someone (or anyone) to a game
#[allow(clippy::too_many_arguments)]
#[poise::command(
    slash_command,
    guild_only,
    name_localized("es-ES", "desafiar"),
    name_localized("es-419", "desafiar"),
    name_localized("fr", "defier"),
    description_localized("es-ES", "Desafía a alguien (o a cualquiera) a una partida"),
    description_localized("es-419", "Desafía a alguien (o a cualquiera) a una partida"),
    description_localized("fr", "Défiez quelqu'un (ou n'importe qui) à une partie")
)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "The game to play"]
    #[description_localized("es-ES", "El juego")]
    #[description_localized("es-419", "El juego")]
    #[description_localized("fr", "Le jeu")]
    game: GameParam,
    #[description = "Who you challenge (leave empty: anyone may accept)"]
    #[description_localized("es-ES", "A quién desafías (vacío: cualquiera puede aceptar)")]
    #[description_localized("es-419", "A quién desafías (vacío: cualquiera puede aceptar)")]
    #[description_localized("fr", "Qui vous défiez (vide : n'importe qui peut accepter)")]
    opponent: Option<serenity::User>,
    #[description = "TZAAR: how the board is set up"]
    #[description_localized("es-ES", "TZAAR: cómo se prepara el tablero")]
    #[description_localized("es-419", "TZAAR: cómo se prepara el tablero")]
    #[description_localized("fr", "TZAAR : la mise en place du plateau")]
    setup: Option<SetupParam>,
    #[description = "Fox and Geese: number of geese"]
    #[description_localized("es-ES", "Zorro y gansos: número de gansos")]
    #[description_localized("es-419", "Zorro y gansos: número de gansos")]
    #[description_localized("fr", "Le renard et les oies : nombre d'oies")]
    geese: Option<GeeseParam>,
    #[description = "Fox and Geese: geese may also move sideways"]
    #[description_localized("es-ES", "Zorro y gansos: los gansos también van de lado")]
    #[description_localized("es-419", "Zorro y gansos: los gansos también van de lado")]
    #[description_localized("fr", "Le renard et les oies : les oies vont aussi de côté")]
    sideways: Option<bool>,
    #[description = "The side you take"]
    #[description_localized("es-ES", "El bando que tomas")]
    #[description_localized("es-419", "El bando que tomas")]
    #[description_localized("fr", "Le camp que vous prenez")]
    side: Option<SideParam>,
    #[description = "Time limit for each turn (default 24 hours)"]
    #[description_localized("es-ES", "Tiempo por turno (24 horas si no se indica)")]
    #[description_localized("es-419", "Tiempo por turno (24 horas si no se indica)")]
    #[description_localized("fr", "Temps par tour (24 heures par défaut)")]
    time: Option<TimeParam>,
    #[description = "Against the computer (challenge the bot itself): how strong it plays"]
    #[description_localized("es-ES", "Contra la máquina (desafía al propio bot): su nivel")]
    #[description_localized("es-419", "Contra la máquina (desafía al propio bot): su nivel")]
    #[description_localized("fr", "Contre l'ordinateur (défiez le bot lui-même) : son niveau")]
    level: Option<LevelParam>,
) -> Result<(), Error> {
    // The bot itself is the computer opponent; other bots cannot play.
    if let Some(user) = &opponent
        && user.bot
        && user.id != ctx.framework().bot_id
    {
        return send(
            ctx,
            &Reply::private(vec![Msg::Refused(TableError::ComputerUnavailable)]),
        )
        .await;
    }
    let options = ChallengeOptions {
        game: Some(game.into()),
        setup: setup.map(Into::into),
        geese: geese.map(Into::into),
        sideways,
        side: side.map(Into::into),
        turn_seconds: time.map(TimeParam::seconds),
        level: level.map(Into::into),
    };
    let request = match options.request(opponent.map(|u| u.id.to_string())) {
        Ok(r) => r,
        Err(OptionError::NotForThisGame(option)) => {
            return send(
                ctx,
                &Reply::private(vec![Msg::OptionNotForGame {
                    option: option.to_string(),
                }]),
            )
            .await;
        }
        Err(_) => return send(ctx, &Reply::private(vec![Msg::BadOptions])).await,
    };
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.challenge(&ch, &actor, &request)).await
}

async fn autocomplete_move(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    match ctx.data().table.suggest(&ch, &actor, partial).await {
        Ok(moves) => moves,
        Err(e) => {
            tracing::warn!(error = %e, "move suggestions failed");
            Vec::new()
        }
    }
}

/// Play a move or a whole turn (e.g. d3xd4 c2-c3)
#[poise::command(
    slash_command,
    guild_only,
    rename = "move",
    name_localized("es-ES", "mover"),
    name_localized("es-419", "mover"),
    name_localized("fr", "jouer"),
    description_localized("es-ES", "Juega una jugada o un turno entero (p. ej. d3xd4 c2-c3)"),
    description_localized("es-419", "Juega una jugada o un turno entero (p. ej. d3xd4 c2-c3)"),
    description_localized("fr", "Jouez un coup ou un tour entier (p. ex. d3xd4 c2-c3)")
)]
pub async fn play(
    ctx: Context<'_>,
    #[rename = "move"]
    #[description = "Your move, e.g. d3xd4 c2-c3 (TZAAR) or d4xd6 (Fox and Geese)"]
    #[description_localized(
        "es-ES",
        "Tu jugada, p. ej. d3xd4 c2-c3 (TZAAR) o d4xd6 (Zorro y gansos)"
    )]
    #[description_localized(
        "es-419",
        "Tu jugada, p. ej. d3xd4 c2-c3 (TZAAR) o d4xd6 (Zorro y gansos)"
    )]
    #[description_localized(
        "fr",
        "Votre coup, p. ex. d3xd4 c2-c3 (TZAAR) ou d4xd6 (renard et oies)"
    )]
    #[autocomplete = "autocomplete_move"]
    #[max_length = 100]
    text: String,
) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.play(&ch, &actor, &text)).await
}

/// Pass the second move of your TZAAR turn
#[poise::command(
    slash_command,
    guild_only,
    name_localized("es-ES", "pasar"),
    name_localized("es-419", "pasar"),
    name_localized("fr", "passer"),
    description_localized("es-ES", "Pasa la segunda jugada de tu turno de TZAAR"),
    description_localized("es-419", "Pasa la segunda jugada de tu turno de TZAAR"),
    description_localized("fr", "Passez le second coup de votre tour de TZAAR")
)]
pub async fn pass(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.pass(&ch, &actor)).await
}

/// Resign the game in this channel
#[poise::command(
    slash_command,
    guild_only,
    name_localized("es-ES", "rendirse"),
    name_localized("es-419", "rendirse"),
    name_localized("fr", "abandonner"),
    description_localized("es-ES", "Abandona la partida de este canal"),
    description_localized("es-419", "Abandona la partida de este canal"),
    description_localized("fr", "Abandonnez la partie de ce salon")
)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.resign(&ch, &actor)).await
}

/// Show the board of this channel's game
#[poise::command(
    slash_command,
    guild_only,
    name_localized("es-ES", "tablero"),
    name_localized("es-419", "tablero"),
    name_localized("fr", "plateau"),
    description_localized("es-ES", "Muestra el tablero de la partida de este canal"),
    description_localized("es-419", "Muestra el tablero de la partida de este canal"),
    description_localized("fr", "Affichez le plateau de la partie de ce salon")
)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.board(&ch, &actor)).await
}

/// Ask your opponent to take back your last move
#[poise::command(
    slash_command,
    guild_only,
    name_localized("es-ES", "deshacer"),
    name_localized("es-419", "deshacer"),
    name_localized("fr", "annuler"),
    description_localized("es-ES", "Pide a tu rival deshacer tu última jugada"),
    description_localized("es-419", "Pide a tu rival deshacer tu última jugada"),
    description_localized("fr", "Demandez à votre adversaire d'annuler votre dernier coup")
)]
pub async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.request_undo(&ch, &actor)).await
}

/// Offer a draw (Fox and Geese)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("es-ES", "tablas"),
    name_localized("es-419", "tablas"),
    name_localized("fr", "nulle"),
    description_localized("es-ES", "Ofrece tablas (Zorro y gansos)"),
    description_localized("es-419", "Ofrece tablas (Zorro y gansos)"),
    description_localized("fr", "Proposez la nulle (renard et oies)")
)]
pub async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.offer_draw(&ch, &actor)).await
}

/// The game's record and an animated replay
#[poise::command(
    slash_command,
    guild_only,
    name_localized("es-ES", "historial"),
    name_localized("es-419", "historial"),
    name_localized("fr", "historique"),
    description_localized("es-ES", "La anotación de la partida y su repetición animada"),
    description_localized("es-419", "La anotación de la partida y su repetición animada"),
    description_localized("fr", "La notation de la partie et son replay animé")
)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.history(&ch, &actor)).await
}

/// What is going on in this channel
#[poise::command(
    slash_command,
    guild_only,
    name_localized("es-ES", "estado"),
    name_localized("es-419", "estado"),
    name_localized("fr", "etat"),
    description_localized("es-ES", "Qué pasa en este canal"),
    description_localized("es-419", "Qué pasa en este canal"),
    description_localized("fr", "Ce qui se passe dans ce salon")
)]
pub async fn status(ctx: Context<'_>) -> Result<(), Error> {
    let ch = channel_of(ctx);
    respond(ctx, ctx.data().table.status(&ch)).await
}

/// How to play a game
#[poise::command(
    slash_command,
    name_localized("es-ES", "reglas"),
    name_localized("es-419", "reglas"),
    name_localized("fr", "regles"),
    description_localized("es-ES", "Cómo se juega"),
    description_localized("es-419", "Cómo se juega"),
    description_localized("fr", "Comment jouer")
)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The game"]
    #[description_localized("es-ES", "El juego")]
    #[description_localized("es-419", "El juego")]
    #[description_localized("fr", "Le jeu")]
    game: GameParam,
) -> Result<(), Error> {
    let msg = Msg::Rules { game: game.into() };
    send(ctx, &Reply::private(vec![msg])).await
}

/// A player's ratings and results
#[poise::command(
    slash_command,
    name_localized("es-ES", "estadisticas"),
    name_localized("es-419", "estadisticas"),
    name_localized("fr", "statistiques"),
    description_localized("es-ES", "La puntuación y los resultados de un jugador"),
    description_localized("es-419", "La puntuación y los resultados de un jugador"),
    description_localized("fr", "Le classement et les résultats d'un joueur")
)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose results (you if empty)"]
    #[description_localized("es-ES", "De quién (tú si está vacío)")]
    #[description_localized("es-419", "De quién (tú si está vacío)")]
    #[description_localized("fr", "De qui (vous si vide)")]
    user: Option<serenity::User>,
) -> Result<(), Error> {
    let id = user.map_or_else(|| ctx.author().id.to_string(), |u| u.id.to_string());
    respond(ctx, ctx.data().table.stats(&id)).await
}

/// The best players of a game
#[poise::command(
    slash_command,
    name_localized("es-ES", "clasificacion"),
    name_localized("es-419", "clasificacion"),
    name_localized("fr", "classement"),
    description_localized("es-ES", "Los mejores jugadores de un juego"),
    description_localized("es-419", "Los mejores jugadores de un juego"),
    description_localized("fr", "Les meilleurs joueurs d'un jeu")
)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "The game"]
    #[description_localized("es-ES", "El juego")]
    #[description_localized("es-419", "El juego")]
    #[description_localized("fr", "Le jeu")]
    game: GameParam,
) -> Result<(), Error> {
    respond(ctx, ctx.data().table.leaderboard(game.kind())).await
}

/// How to use this bot
#[poise::command(
    slash_command,
    name_localized("es-ES", "ayuda"),
    name_localized("es-419", "ayuda"),
    name_localized("fr", "aide"),
    description_localized("es-ES", "Cómo usar este bot"),
    description_localized("es-419", "Cómo usar este bot"),
    description_localized("fr", "Comment utiliser ce bot")
)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    send(ctx, &Reply::private(vec![Msg::Help])).await
}

/// Moderators: end this channel's game without a result
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_MESSAGES",
    name_localized("es-ES", "terminar"),
    name_localized("es-419", "terminar"),
    name_localized("fr", "terminer"),
    description_localized("es-ES", "Moderadores: termina la partida de este canal sin resultado"),
    description_localized(
        "es-419",
        "Moderadores: termina la partida de este canal sin resultado"
    ),
    description_localized("fr", "Modérateurs : terminez la partie de ce salon sans résultat")
)]
pub async fn endgame(ctx: Context<'_>) -> Result<(), Error> {
    // Discord hides the command from others, but check the member's permissions here too:
    // the interaction carries them, computed for this channel.
    let allowed = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_messages() || p.administrator()),
        poise::Context::Prefix(_) => false,
    };
    if !allowed {
        return send(ctx, &Reply::private(vec![Msg::ModeratorsOnly])).await;
    }
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.abort(&ch, &actor)).await
}

/// The move the computer would suggest for you
#[poise::command(
    slash_command,
    guild_only,
    name_localized("es-ES", "pista"),
    name_localized("es-419", "pista"),
    name_localized("fr", "indice"),
    description_localized("es-ES", "La jugada que te sugiere la máquina"),
    description_localized("es-419", "La jugada que te sugiere la máquina"),
    description_localized("fr", "Le coup que vous suggère l'ordinateur")
)]
pub async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.hint(&ch, &actor)).await
}

/// Every command, registered at start.
pub fn all() -> Vec<poise::Command<super::Data, Error>> {
    vec![
        challenge(),
        play(),
        pass(),
        resign(),
        board(),
        undo(),
        draw(),
        history(),
        status(),
        rules(),
        stats(),
        leaderboard(),
        hint(),
        help(),
        endgame(),
    ]
}

#[cfg(test)]
mod tests {
    use crate::messages::commands::COMMAND_NAMES;

    #[test]
    fn commands_are_registered_under_the_catalogues_names() {
        let commands = super::all();
        assert_eq!(commands.len(), COMMAND_NAMES.len());
        for [en, es, fr] in COMMAND_NAMES {
            let command = commands
                .iter()
                .find(|c| c.name == en)
                .unwrap_or_else(|| panic!("no command `/{en}`"));
            let localized = |tag: &str| command.name_localizations.get(tag).map(String::as_str);
            assert_eq!(localized("es-ES"), Some(es), "/{en}");
            assert_eq!(localized("es-419"), Some(es), "/{en}");
            assert_eq!(localized("fr"), Some(fr), "/{en}");
        }
    }
}
