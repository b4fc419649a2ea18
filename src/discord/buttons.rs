//! One global handler for every button: the id says what it refers to, so buttons keep
//! working after a restart and no in-memory collector is needed.

use poise::serenity_prelude as serenity;

use super::compose::{error_reply, reply_locale};
use super::context::{Data, Error, Reach, click_channel, click_reach, clicker};
use super::deliver::{Delivered, Deliverer, Outgoing, Via};
use super::retry::retrying;
use crate::domain::OfferKind;
use crate::i18n::Locale;
use crate::messages::Msg;
use crate::table::{Action, Reply, Visibility};

/// Handles a button click. Every click is answered: one whose id we cannot read (an old
/// button, a forged id) gets a private "no longer valid".
pub async fn handle(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
) -> Result<(), Error> {
    let deliverer = Deliverer::new(&ctx.http, data);
    let Some(action) = Action::parse(&press.data.custom_id) else {
        return unknown(&deliverer, press).await;
    };
    let (actor, channel) = (clicker(press), click_channel(press));
    let table = &data.table;
    let result = match action {
        Action::Accept { challenge } | Action::AcceptUnrated { challenge } => {
            match accept(ctx, press, data, action, challenge).await? {
                Some(result) => result,
                None => return Ok(()),
            }
        }
        Action::Decline { challenge } => table.decline(&channel, &actor, Some(challenge)).await,
        Action::Cancel { challenge } => table.cancel(&channel, &actor, Some(challenge)).await,
        Action::Undo {
            version, accept, ..
        } => {
            table
                .answer_offer(&channel, &actor, OfferKind::Undo, Some(version), accept)
                .await
        }
        Action::Draw {
            version, accept, ..
        } => {
            table
                .answer_offer(&channel, &actor, OfferKind::Draw, Some(version), accept)
                .await
        }
        Action::Rematch { game } => table.rematch(&channel, &actor, game).await,
        // The answer replaces the sign-up message: who has joined, with its buttons.
        Action::JoinTournament { tournament } => {
            table
                .join_tournament(&channel, &actor, Some(tournament))
                .await
        }
        Action::LeaveTournament { tournament } => {
            table
                .leave_tournament(&channel, &actor, Some(tournament))
                .await
        }
        Action::PuzzleNext => table.puzzle_new(&channel, &actor, None).await,
        Action::PuzzleSolution => table.puzzle_solution(&channel, &actor).await,
        // The move picker answers in its own private message.
        Action::Pick(pick) => {
            return super::picker::handle(ctx, press, data, pick, &actor, &channel).await;
        }
    };
    let reply = result.unwrap_or_else(|e| error_reply(&e));
    let locale = reply_locale(&reply, &actor);
    let public = reply.visibility == Visibility::Public;
    // A new board (a game starts, a move is taken back, ...) is a new message, so the player
    // to move is notified, and the buttons it answered are retired. (A rematch offer too:
    // the final board it was asked from stays as it is.) Any other public answer replaces
    // the message with the buttons, which loses them; a private one is a message of its own.
    let in_place =
        public && reply.attachment.is_none() && !matches!(action, Action::Rematch { .. });
    let member = click_reach(press) == Reach::Member;
    if public && !in_place && !member {
        return beside(ctx, &deliverer, press, &reply, locale).await;
    }
    let delivered = deliverer
        .deliver(
            Via::Click { press, in_place },
            Outgoing::new(&reply, locale),
        )
        .await?;
    if public && (!in_place || delivered == Delivered::InChannel) && member {
        retire(ctx, press).await;
    }
    if public {
        signup_elsewhere(ctx, press, data, action).await;
    }
    Ok(())
}

/// Either Accept button: the game starts in a thread of its own where one can be opened
/// (`None`: answered there), else here.
async fn accept(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    action: Action,
    challenge: crate::domain::ChallengeId,
) -> Result<Option<Result<Reply, crate::table::TableError>>, Error> {
    let unrated = matches!(action, Action::AcceptUnrated { .. });
    let (actor, channel) = (clicker(press), click_channel(press));
    let started =
        super::threads::accept(ctx, press, data, &channel, &actor, challenge, unrated).await?;
    Ok(match started {
        super::threads::Started::InRoom => None,
        super::threads::Started::Here(result) => Some(*result),
    })
}

/// A new public message answering a click where the bot is not a member (issue 39): it
/// cannot edit the clicked message as a channel message, so the click is acknowledged as an
/// update of that message, whose answered buttons are removed through the interaction, and
/// the reply follows as a new message (one follow-up).
async fn beside(
    ctx: &serenity::Context,
    deliverer: &Deliverer,
    press: &serenity::ComponentInteraction,
    reply: &Reply,
    locale: Locale,
) -> Result<(), Error> {
    let ack = serenity::CreateInteractionResponse::Acknowledge;
    retrying("acknowledging a click", || {
        press.create_response(&ctx.http, ack.clone())
    })
    .await?;
    let retired = serenity::EditInteractionResponse::new().components(Vec::new());
    if let Err(e) = retrying("removing answered buttons", || {
        press.edit_response(&ctx.http, retired.clone())
    })
    .await
    {
        tracing::warn!(error = %e, "could not remove answered buttons");
    }
    deliverer
        .deliver(Via::Followup(press), Outgoing::new(reply, locale))
        .await?;
    Ok(())
}

/// A click whose id we cannot read: a private "no longer valid".
async fn unknown(
    deliverer: &Deliverer,
    press: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    tracing::info!(id = %press.data.custom_id.chars().take(100).collect::<String>(), "unknown button");
    let reply = Reply::private(vec![Msg::UnknownButton]);
    let locale = Locale::from_tag(&press.locale);
    let new_message = Via::Click {
        press,
        in_place: false,
    };
    deliverer
        .deliver(new_message, Outgoing::new(&reply, locale))
        .await?;
    Ok(())
}

/// A sign-up's buttons on another message (a command's answer) edit that one in place: the
/// tournament's own sign-up message is brought up to date too.
async fn signup_elsewhere(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    action: Action,
) {
    if let Action::JoinTournament { tournament } | Action::LeaveTournament { tournament } = action {
        let (actor, channel) = (clicker(press), click_channel(press));
        let (id, here) = (Some(tournament), Some(press.message.id));
        super::tournaments::update_signup(&ctx.http, &data.table, &channel, id, &actor, here).await;
    }
}

/// Removes the buttons of the message that was answered.
async fn retire(ctx: &serenity::Context, press: &serenity::ComponentInteraction) {
    let edited = retrying("removing answered buttons", || {
        let mut message = (*press.message).clone();
        async move {
            message
                .edit(
                    &ctx.http,
                    serenity::EditMessage::new().components(Vec::new()),
                )
                .await
        }
    })
    .await;
    if let Err(e) = edited {
        tracing::warn!(error = %e, "could not remove answered buttons");
    }
}
