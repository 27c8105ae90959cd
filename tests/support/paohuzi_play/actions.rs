//! The actions on a card, as the rules text orders and allows them: forced 提 and 偎, 胡 as
//! winning on the card says, 跑, 碰, and every distinct 吃 with its 比 once, then 过.

use super::{chi_set, chi_sets, exposed_alike};
use hupai::paohuzi::{Action, Card, Checker, Group, GroupKind, Hand, Source};

/// The priority rank of an action: 提, 偎, 胡, 跑, 碰, 吃, 过.
pub fn rank(a: &Action) -> u8 {
    match a {
        Action::Ti(_) => 0,
        Action::Wei(_) => 1,
        Action::Hu(_) => 2,
        Action::Pao(_) => 3,
        Action::Peng(_) => 4,
        Action::Chi(_) => 5,
        Action::Pass => 6,
    }
}

/// The actions `x` from `source` opens, as [`rank`]s (none where refused): refused exactly
/// where winning on it is, in priority order, 胡 exactly as winning on it says, 提 and 偎
/// forced on the player's own draw onto three held or an exposed 偎 (提) or a held pair (偎),
/// 跑 and 碰 open on another's card, and every 吃 with its 比 once, none beside a 跑 or a
/// forced move.
pub fn actions_hold(checker: &Checker, before: &Hand, x: Card, source: Source) -> Vec<u8> {
    let rules = checker.rules();
    let context = || format!("actions on `{before}` + {x} from {source:?} under {rules:?}");
    let win = checker.win_on(before, x, source);
    let actions = match (checker.actions(before, x, source), win.clone()) {
        (Ok(actions), Ok(_)) => actions,
        (Err(e), Err(w)) => {
            assert_eq!(e, w, "{}", context());
            return Vec::new();
        }
        (got, win) => panic!("{}: {got:?} where winning on it is {win:?}", context()),
    };
    let ranks: Vec<u8> = actions.iter().map(rank).collect();
    assert!(
        ranks
            .windows(2)
            .all(|w| w[0] < w[1] || w[0] == 5 && w[1] == 5),
        "{}",
        context()
    );
    let n = before.held()[x.index()];
    let alike = exposed_alike(before.exposed(), x).map(|i| before.exposed()[i].kind());
    let wei = matches!(alike, Some(GroupKind::Wei | GroupKind::ChouWei));
    let peng = alike == Some(GroupKind::Peng);
    let own = source == Source::OwnDraw;
    let has = |k: u8| ranks.contains(&k);
    let forced_ti = own && (n == 3 || wei);
    let forced_wei = own && n == 2;
    let forced = forced_ti || forced_wei;
    let pao = (!own && (n == 3 || wei)) || (source.is_draw() && peng);
    let expected = [
        forced_ti,
        forced_wei,
        win.as_ref().is_ok_and(Option::is_some),
        pao && !forced,
        !own && n == 2,
    ];
    assert_eq!([0, 1, 2, 3, 4].map(has), expected, "{}", context());
    assert_eq!(has(6), !forced, "{}", context());
    let hu = actions.iter().find_map(|a| match a {
        Action::Hu(w) => Some(w.clone()),
        _ => None,
    });
    assert_eq!(Ok(hu), win, "{}", context());
    let mut got: Vec<Vec<[Card; 3]>> = actions
        .iter()
        .filter_map(|a| match a {
            Action::Chi(chi) => Some(chi),
            _ => None,
        })
        .map(|chi| {
            let once = |g: &Group| g.cards().iter().filter(|&&y| y == x).count() == 1;
            let taken = chi.taken.cards().contains(&x);
            assert!(taken && chi.bi.iter().all(once), "{}: {chi}", context());
            chi_set(chi)
        })
        .collect();
    let listed = got.len();
    got.sort_unstable();
    got.dedup();
    assert_eq!(listed, got.len(), "{}: a 吃 listed twice", context());
    let mut want = if source.may_chi() && !pao && !forced {
        chi_sets(before, x, rules)
    } else {
        Vec::new()
    };
    for set in &mut want {
        set.sort_unstable();
    }
    want.sort_unstable();
    want.dedup();
    assert_eq!(got, want, "{}", context());
    ranks
}
