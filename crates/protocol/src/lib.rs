//! The messages between the page and the computer player's Web Worker, as JSON text.
//!
//! The worker posts the plain string [`READY`] once it can take requests (messages sent
//! before are lost), then answers each [`Request`] with one [`Reply`] carrying the same id,
//! so that the page can drop an answer it no longer waits for. Every request names the
//! protocol [`VERSION`] it speaks; the worker refuses any other version with an error that
//! names both.
//!
//! A request is one game seen through the engine's registry
//! (`ttakji_engine::core::registry`): the game, its start position in the game's own
//! notation (empty: the game's start), the moves since, the settings the position text does
//! not carry (`flying` = `on`/`off` for Morris, the flags `jacoby` and `no-cube` for
//! backgammon), and one question ([`Ask`]).
//!
//! ```json
//! {"version":1,"id":7,"game":"tigadi","position":"","moves":["d6"],
//!  "settings":[["flying","off"]],"ask":{"kind":"best-move","level":"easy","seed":1}}
//! {"id":7,"answer":{"kind":"move","move":"a1","score":-12,"depth":4,"nodes":5210}}
//! ```
//!
//! Backgammon's cube and resignation decisions are best moves of positions: before the
//! roll the answer is `resign N`, `double` or a roll (`31`: no double); with a double
//! pending `take` or `drop`; with a resignation pending `accept` or `reject`; with the
//! dice rolled a play in gnubg notation (`pass` for the empty play).
//!
//! Limits: `version` is [`VERSION`]; `id` and `seed` are any 64-bit number (a page in
//! JavaScript keeps them below 2^53, where its numbers are exact); a hint's `count` is 1 to
//! 1000 (`MAX_HINT_COUNT`; left out, every move); `moves` holds at most 10,000 moves (the
//! registry's `MAX_MOVES`); the position text and the settings are read in one pass and
//! refused at their first fault, a setting the game does not take by its name. A request
//! carries no time: each answer is bounded by its level, a time limit of at most 2 s for the
//! searches, a fixed look-ahead (at most 2 plies) for backgammon.
//! Past a limit the reply is an error naming it, with the request's id.
//!
//! A game is analysed one move at a time ([`Ask::Review`]): the page asks for each move in
//! turn, shows its progress between answers, and cancels by asking no more. A kind of
//! question added later keeps the version: a worker that does not know it refuses it with
//! `unknown variant`.

use serde::{Deserialize, Serialize};
use ttakji_engine::backgammon::analysis::CubeDecision;
use ttakji_engine::core::registry::{PlyReview, MAX_HINT_COUNT};
use ttakji_engine::{GameId, Level};

/// The version of this protocol; a request of another version is refused.
pub const VERSION: u32 = 1;

/// What the worker posts first, once its message handler is installed.
pub const READY: &str = "ready";

/// One question about one game.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Request {
    /// The protocol version the sender speaks ([`VERSION`]).
    pub version: u32,
    /// Echoed in the reply; the page numbers its requests.
    pub id: u64,
    /// The game, by its slug (`makruk`, `backgammon`, `nine-mens-morris`, `tigadi`,
    /// `chinese-checkers`).
    #[serde(with = "slug")]
    pub game: GameId,
    /// The start position in the game's own notation (a Morris position string, a Makruk
    /// FEN, `<Position ID>:<Match ID>` for backgammon, a Chinese Checkers position text
    /// with its settings); empty for the game's start with [`Request::settings`].
    #[serde(default)]
    pub position: String,
    /// The moves since the start, in the game's notation.
    #[serde(default)]
    pub moves: Vec<String>,
    /// Settings the position text does not carry, as name and value (a flag has an empty
    /// value).
    #[serde(default)]
    pub settings: Vec<(String, String)>,
    /// The question.
    pub ask: Ask,
}

/// The question a request asks: one kind per question.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Ask {
    /// The computer player's move for whoever is to act (backgammon: also the cube and
    /// resignation decisions, see the crate's notes); `seed` drives the easy level's noise
    /// and backgammon's dice. Answered by [`Answer::Move`].
    BestMove {
        #[serde(with = "slug")]
        level: Level,
        seed: u64,
    },
    /// The `count` best moves (all of them without `count`), best first, with their values
    /// in the game's unit. Answered by [`Answer::Hint`].
    Hint {
        #[serde(with = "slug")]
        level: Level,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        count: Option<usize>,
    },
    /// Move `ply` (from 0) of `moves` reviewed against every legal move of the position
    /// before it, with the `count` best listed (3 when left out), at `level` with the
    /// analysis' time a move (`ttakji_engine::core::analysis::REVIEW_MS`). The coach asks it
    /// of a move not yet committed: the moves with that one last. Answered by
    /// [`Answer::Review`].
    Review {
        #[serde(with = "slug")]
        level: Level,
        ply: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        count: Option<usize>,
    },
}

impl Ask {
    /// The level the question is thought about at.
    pub fn level(&self) -> Level {
        match *self {
            Ask::BestMove { level, .. } | Ask::Hint { level, .. } | Ask::Review { level, .. } => {
                level
            }
        }
    }
}

/// The answer to the request with the same id.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Reply {
    pub id: u64,
    pub answer: Answer,
}

/// What the worker found, or why not.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Answer {
    /// The move chosen, in the game's notation, with how it was found.
    Move {
        #[serde(rename = "move")]
        mv: String,
        score: i32,
        depth: u32,
        nodes: u64,
    },
    /// Moves ranked best first, with their values; backgammon before the roll, where the
    /// player on roll has a cube decision, also gnubg's three cubeful equities.
    Hint {
        moves: Vec<(String, i32)>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cube: Option<CubeHint>,
    },
    /// The review of move `ply`; none when that move was nobody's choice (a backgammon
    /// roll where the player on roll had no cube decision).
    Review {
        ply: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        review: Option<Reviewed>,
    },
    /// The request could not be answered.
    Error { message: String },
}

/// A backgammon cube decision as gnubg's hint shows it: the cubeful equities of the player
/// on roll in thousandths of a point, normalised to the cube, and the proper action.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct CubeHint {
    pub no_double: i32,
    pub double_take: i32,
    pub double_pass: i32,
    /// The player owns the cube already (a redouble).
    pub redouble: bool,
    /// `no-double-take`, `double-take`, `double-pass`, `too-good-take` or `too-good-pass`.
    pub proper: String,
}

impl From<CubeDecision> for CubeHint {
    fn from(c: CubeDecision) -> CubeHint {
        CubeHint {
            no_double: c.no_double,
            double_take: c.double_take,
            double_pass: c.double_pass,
            redouble: c.redouble,
            proper: c.action().slug().to_string(),
        }
    }
}

/// One move reviewed (`ttakji_engine::core::registry::PlyReview`): values are for the
/// mover, in the game's unit.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Reviewed {
    /// Who played it, by seat.
    pub seat: u8,
    pub played: String,
    /// The best moves with their values, best first.
    pub best: Vec<(String, i32)>,
    pub best_value: i32,
    /// The value of the move played, when the ranking lists it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played_value: Option<i32>,
    pub loss: i32,
    /// `inaccuracy`, `mistake` or `blunder`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark: Option<String>,
    /// Whether the mover had more than one legal move.
    pub choice: bool,
}

impl From<PlyReview> for Reviewed {
    fn from(r: PlyReview) -> Reviewed {
        Reviewed {
            seat: r.seat,
            played: r.played,
            best: r.best,
            best_value: r.best_value,
            played_value: r.played_value,
            loss: r.loss,
            mark: r.mark.map(|m| m.slug().to_string()),
            choice: r.choice,
        }
    }
}

impl Request {
    /// A request of this [`VERSION`] (id 0: the page's client numbers it) without settings.
    pub fn new(game: GameId, position: impl Into<String>, moves: Vec<String>, ask: Ask) -> Request {
        Request {
            version: VERSION,
            id: 0,
            game,
            position: position.into(),
            moves,
            settings: Vec::new(),
            ask,
        }
    }

    /// The request with one more setting.
    pub fn with_setting(mut self, name: &str, value: &str) -> Request {
        self.settings.push((name.to_string(), value.to_string()));
        self
    }

    /// The request as JSON text.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("a request serialises")
    }

    /// A request from JSON text. The error is the reply to send: it carries the request's
    /// id when one can be read, and names both versions when the version is not
    /// [`VERSION`].
    pub fn decode(text: &str) -> Result<Request, Reply> {
        let value: serde_json::Value = serde_json::from_str(text)
            .map_err(|e| Reply::error(0, format!("bad request: not JSON ({e})")))?;
        let id = value.get("id").and_then(|i| i.as_u64()).unwrap_or(0);
        match value.get("version").map(|v| v.as_u64()) {
            Some(Some(v)) if v == VERSION as u64 => {}
            Some(Some(v)) => {
                return Err(Reply::error(
                    id,
                    format!(
                        "protocol version {v} is not supported: this worker speaks version \
                         {VERSION}"
                    ),
                ))
            }
            Some(None) => {
                return Err(Reply::error(
                    id,
                    format!("bad request: the version is not a number (this worker speaks version {VERSION})"),
                ))
            }
            None => {
                return Err(Reply::error(
                    id,
                    format!("bad request: no protocol version (this worker speaks version {VERSION})"),
                ))
            }
        }
        let req: Request = serde_json::from_value(value)
            .map_err(|e| Reply::error(id, format!("bad request: {e}")))?;
        req.check()
            .map_err(|e| Reply::error(id, format!("bad request: {e}")))?;
        Ok(req)
    }

    /// The numbers past the protocol's limits (the length of `moves` is the registry's to
    /// refuse, [`ttakji_engine::core::registry::MAX_MOVES`]).
    fn check(&self) -> Result<(), String> {
        if let Ask::Hint { count: Some(n), .. } | Ask::Review { count: Some(n), .. } = self.ask {
            if !(1..=MAX_HINT_COUNT).contains(&n) {
                return Err(format!(
                    "a hint's count takes 1 to {MAX_HINT_COUNT}, not {n}"
                ));
            }
        }
        Ok(())
    }
}

impl Reply {
    pub fn error(id: u64, message: impl Into<String>) -> Reply {
        Reply {
            id,
            answer: Answer::Error {
                message: message.into(),
            },
        }
    }

    /// The reply as JSON text.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("a reply serialises")
    }

    /// A reply from JSON text.
    pub fn decode(text: &str) -> Result<Reply, String> {
        serde_json::from_str(text).map_err(|e| format!("bad reply: {e}"))
    }
}

/// A name read and written as its slug: [`GameId`] and [`Level`].
trait Slug: Sized {
    fn slug(&self) -> &'static str;
    /// The value named by `slug`, or a message saying what it is not.
    fn read(slug: &str) -> Result<Self, String>;
}

impl Slug for GameId {
    fn slug(&self) -> &'static str {
        GameId::slug(*self)
    }
    fn read(slug: &str) -> Result<Self, String> {
        GameId::from_slug(slug).ok_or_else(|| {
            let known: Vec<&str> = GameId::ALL.iter().map(|g| g.slug()).collect();
            format!("unknown game '{slug}' (one of {})", known.join(", "))
        })
    }
}

impl Slug for Level {
    fn slug(&self) -> &'static str {
        Level::slug(*self)
    }
    fn read(slug: &str) -> Result<Self, String> {
        Level::from_slug(slug).ok_or(format!("unknown level '{slug}' (easy, normal or hard)"))
    }
}

/// A [`Slug`] field as its slug (`#[serde(with = "slug")]`).
mod slug {
    use serde::{de::Error, Deserialize, Deserializer, Serializer};

    pub fn serialize<T: super::Slug, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(value.slug())
    }

    pub fn deserialize<'de, T: super::Slug, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
        let slug = String::deserialize(d)?;
        T::read(&slug).map_err(D::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Request {
        Request::new(
            GameId::NineMensMorris,
            "",
            vec!["d6".into(), "a1".into()],
            Ask::BestMove {
                level: Level::Hard,
                seed: (1 << 53) - 1,
            },
        )
        .with_setting("flying", "off")
    }

    fn message(reply: Reply) -> String {
        match reply.answer {
            Answer::Error { message } => message,
            other => panic!("not an error: {other:?}"),
        }
    }

    #[test]
    fn requests_and_replies_round_trip() {
        let mut req = sample();
        req.id = 42;
        assert_eq!(Request::decode(&req.encode()), Ok(req.clone()));
        for game in GameId::ALL {
            for level in Level::ALL {
                let mut r = req.clone();
                r.game = game;
                r.ask = Ask::Hint {
                    level,
                    count: Some(3),
                };
                assert_eq!(Request::decode(&r.encode()), Ok(r.clone()));
                r.ask = Ask::Hint { level, count: None };
                assert_eq!(Request::decode(&r.encode()), Ok(r.clone()));
                r.ask = Ask::Review {
                    level,
                    ply: 1,
                    count: Some(2),
                };
                assert_eq!(Request::decode(&r.encode()), Ok(r));
            }
        }
        for answer in [
            Answer::Move {
                mv: "e3e4".into(),
                score: -30,
                depth: 7,
                nodes: u64::from(u32::MAX) + 5,
            },
            Answer::Hint {
                moves: vec![("13/10 24/23".into(), 123), ("pass".into(), -4)],
                cube: None,
            },
            Answer::Hint {
                moves: vec![("double".into(), 952), ("no-double".into(), 815)],
                cube: Some(CubeHint {
                    no_double: 815,
                    double_take: 952,
                    double_pass: 1000,
                    redouble: false,
                    proper: "double-take".into(),
                }),
            },
            Answer::Error {
                message: "no move: the game is over".into(),
            },
            Answer::Review {
                ply: 3,
                review: Some(Reviewed {
                    seat: 1,
                    played: "a4".into(),
                    best: vec![("d1".into(), 40)],
                    best_value: 40,
                    played_value: Some(-80),
                    loss: 120,
                    mark: Some("blunder".into()),
                    choice: true,
                }),
            },
            Answer::Review {
                ply: 0,
                review: None,
            },
        ] {
            let reply = Reply { id: 9, answer };
            assert_eq!(Reply::decode(&reply.encode()), Ok(reply));
        }
    }

    #[test]
    fn the_json_reads_as_documented() {
        let mut req = sample();
        req.id = 7;
        assert_eq!(
            req.encode(),
            r#"{"version":1,"id":7,"game":"nine-mens-morris","position":"","moves":["d6","a1"],"settings":[["flying","off"]],"ask":{"kind":"best-move","level":"hard","seed":9007199254740991}}"#
        );
        let text = r#"{"version":1,"id":3,"game":"chinese-checkers","ask":{"kind":"hint","level":"easy"}}"#;
        let req = Request::decode(text).unwrap();
        assert_eq!(req.game, GameId::ChineseCheckers);
        assert_eq!((req.position.as_str(), req.moves.len()), ("", 0));
        assert_eq!(
            req.ask,
            Ask::Hint {
                level: Level::Easy,
                count: None
            }
        );
        let reply = Reply {
            id: 7,
            answer: Answer::Move {
                mv: "a1".into(),
                score: -12,
                depth: 4,
                nodes: 5210,
            },
        };
        assert_eq!(
            reply.encode(),
            r#"{"id":7,"answer":{"kind":"move","move":"a1","score":-12,"depth":4,"nodes":5210}}"#
        );
    }

    #[test]
    fn another_version_is_refused_naming_both() {
        let mut req = sample();
        req.id = 5;
        req.version = 2;
        let e = Request::decode(&req.encode()).unwrap_err();
        assert_eq!(e.id, 5);
        let m = message(e);
        assert!(m.contains("version 2") && m.contains("version 1"), "{m}");
        // Today's page before this protocol: no version at all.
        let old = r#"{"id":8,"game":"tigadi","flying":false,"start":"x","moves":[],"level":"easy","seed":1}"#;
        let e = Request::decode(old).unwrap_err();
        assert_eq!(e.id, 8);
        assert!(message(e).contains("no protocol version"));
        let e = Request::decode(r#"{"id":8,"version":"1"}"#).unwrap_err();
        assert!(message(e).contains("not a number"));
    }

    #[test]
    fn garbage_is_an_error_with_the_id_when_there_is_one() {
        for text in ["", "not json", "[1,2]", "null", "{\"id\":", "\u{0}"] {
            let e = Request::decode(text).unwrap_err();
            assert_eq!(e.id, 0, "{text:?}");
            assert!(message(e).starts_with("bad request"), "{text:?}");
        }
        for (text, wanted) in [
            (
                r#"{"version":1,"id":4,"game":"chess","ask":{"kind":"hint","level":"easy"}}"#,
                "unknown game 'chess'",
            ),
            (
                r#"{"version":1,"id":4,"game":"makruk","ask":{"kind":"hint","level":"expert"}}"#,
                "unknown level 'expert'",
            ),
            (
                r#"{"version":1,"id":4,"game":"makruk","ask":{"kind":"analyse","level":"easy"}}"#,
                "unknown variant",
            ),
            (
                r#"{"version":1,"id":4,"game":"makruk"}"#,
                "missing field `ask`",
            ),
            (
                r#"{"version":1,"id":4,"game":"makruk","moves":"e3e4","ask":{"kind":"hint","level":"easy"}}"#,
                "invalid type",
            ),
            (
                r#"{"version":1,"id":4,"game":"makruk","ask":{"kind":"best-move","level":"easy","seed":-1}}"#,
                "bad request",
            ),
        ] {
            let e = Request::decode(text).unwrap_err();
            assert_eq!(e.id, 4, "{text}");
            let m = message(e);
            assert!(m.contains(wanted), "{m}");
        }
        assert!(Reply::decode("nonsense").is_err());
        assert!(Reply::decode(r#"{"id":1,"answer":{"kind":"move"}}"#).is_err());
    }
}
