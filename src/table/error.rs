//! Why the play layer refused something. Every variant has a player-facing message in the
//! catalogue; only `Internal` and `Render` hide their detail (it is logged, and players see a
//! generic apology).

use crate::games::AnyMoveError;
use crate::render::RenderError;
use crate::store::StoreError;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum TableError {
    #[error("no game is being played in this channel")]
    NoGame,
    #[error("you are not playing in this game")]
    NotAPlayer,
    #[error("it is not your turn")]
    NotYourTurn { to_move: String },
    #[error("illegal move: {0}")]
    Illegal(AnyMoveError),
    #[error("that text is too long to be a move")]
    MoveTooLong,
    #[error("the position changed while your move was on its way")]
    PositionChanged,
    #[error("a game is already being played in this channel")]
    ChannelBusy,
    #[error("a challenge is already waiting in this channel")]
    ChallengePending,
    #[error("there is no challenge waiting here")]
    NoChallenge,
    #[error("that challenge has already been answered")]
    ChallengeGone,
    #[error("that challenge has expired")]
    ChallengeExpired,
    #[error("you cannot accept your own challenge")]
    OwnChallenge,
    #[error("that challenge is for someone else")]
    NotForYou,
    #[error("only the challenger can cancel a challenge")]
    NotChallenger,
    #[error("you cannot challenge yourself")]
    CannotChallengeSelf,
    #[error("computer opponents are not available yet")]
    ComputerUnavailable,
    #[error("a level is for a game against the computer")]
    LevelWithoutComputer,
    #[error("this game has no draws")]
    NoDraws,
    #[error("there is no offer to answer")]
    NoOffer,
    #[error("you cannot answer your own offer")]
    OwnOffer,
    #[error("there is no move of yours to take back")]
    NothingToUndo,
    #[error("you cannot pass now")]
    CannotPass,
    #[error("the turn time must be between {min} and {max} seconds")]
    BadTurnTime { min: i64, max: i64 },
    #[error("the game is over")]
    GameOver,
    #[error("that button belongs to a game that has moved on")]
    Stale,
    #[error("internal error: {0}")]
    Internal(String),
    /// A board or replay could not be drawn: our failure, like `Internal`, but typed.
    #[error("the board could not be drawn: {0}")]
    Render(RenderError),
}

impl From<StoreError> for TableError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict => TableError::PositionChanged,
            StoreError::ChannelBusy => TableError::ChannelBusy,
            StoreError::ChallengePending => TableError::ChallengePending,
            StoreError::ChallengeGone => TableError::ChallengeGone,
            other => TableError::Internal(other.to_string()),
        }
    }
}

impl TableError {
    /// Whether this is a player's mistake (answered privately) rather than our failure.
    pub fn is_internal(&self) -> bool {
        matches!(self, TableError::Internal(_) | TableError::Render(_))
    }
}
