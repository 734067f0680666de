package skat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

var _ games.Checker = (*View)(nil)

// Check reports the first field of a view from outside (a bot request, a
// file) that is out of range or contradicts the others, by its JSON name;
// nil for a view some legal deal shows. It checks every field: the ranges
// and enumerations, the auction (who passed, what was said, the bid), what
// the viewer may know of the skat, the tricks against the cards played,
// the points and the turn, and the settlement against all of it. The card
// counts per phase are Sample's own check, run last.
func (v *View) Check() error {
	for _, check := range []func() error{v.checkList, v.checkRanges, v.checkAuction, v.checkCards, v.checkTricks, v.checkDoubles, v.checkAnnounced, v.checkSettlement} {
		if err := check(); err != nil {
			return err
		}
	}
	if err := v.check(); err != nil {
		return viewErr("%s", strings.TrimPrefix(err.Error(), errInconsistent.Error()+": "))
	}
	return nil
}

func viewErr(format string, args ...any) error {
	return fmt.Errorf("view: "+format, args...)
}

func isSeat(p int) bool { return p >= 0 && p < 3 }

func (v *View) checkRanges() error {
	switch {
	case !isSeat(v.Seat):
		return viewErr("viewer %d is not a seat (0–2)", v.Seat)
	case v.ToMove < games.Nobody || v.ToMove > 2:
		return viewErr("toMove %d is not a seat (0–2), -1 (deal due) or -2 (over)", v.ToMove)
	case v.Phase > PhaseOver:
		return viewErr("phase %d is not a phase (0–%d)", v.Phase, PhaseOver)
	case !isSeat(v.Dealer):
		return viewErr("dealer %d is not a seat (0–2)", v.Dealer)
	case v.SkatCount != 0 && v.SkatCount != 2:
		return viewErr("skatCount %d is not 0 or 2", v.SkatCount)
	case v.Stage < 0 || v.Stage > 3:
		return viewErr("auctionStage %d is not 0–3", v.Stage)
	case v.Bidder < -1 || v.Bidder > 2:
		return viewErr("bidder %d is not a seat (0–2) or -1", v.Bidder)
	case v.Holder < -1 || v.Holder > 2:
		return viewErr("holder %d is not a seat (0–2) or -1", v.Holder)
	case v.Current != 0 && !slices.Contains(ladder[:], v.Current):
		return viewErr("current %d is not 0 or a bid of the ladder (18 … %d)", v.Current, MaxBid)
	case v.Declarer < -1 || v.Declarer > 2:
		return viewErr("declarer %d is not a seat (0–2) or -1", v.Declarer)
	case v.Bid != 0 && !slices.Contains(ladder[:], v.Bid):
		return viewErr("bid %d is not 0 or a bid of the ladder (18 … %d)", v.Bid, MaxBid)
	case v.Game >= numGameTypes:
		return viewErr("game %d is not a game", v.Game)
	case v.Leader < -1 || v.Leader > 2:
		return viewErr("leader %d is not a seat (0–2) or -1", v.Leader)
	case v.TrickLen < 0 || v.TrickLen > 2:
		return viewErr("trickLen %d is not 0–2", v.TrickLen)
	case v.TricksPlayed < 0 || v.TricksPlayed > 10:
		return viewErr("tricks %d is not 0–10", v.TricksPlayed)
	}
	want := phaseMover(v.Phase)
	if v.Phase == PhaseOver && v.List != nil && len(v.List.Deals) < max(v.Options.Length, 1) {
		want = games.Chance // the list's next deal is due
	}
	if want != 0 && v.ToMove != want {
		return viewErr("toMove is %d in phase %s (%d expected)", v.ToMove, v.Phase, want)
	}
	if v.Phase != PhaseDeal && v.Phase != PhaseOver && v.ToMove < 0 {
		return viewErr("toMove is %d in phase %s (a seat expected)", v.ToMove, v.Phase)
	}
	full := cards.German().Full()
	sets := []struct {
		name string
		set  cards.Set
	}{{"hand", v.Hand}, {"skat", v.Skat}, {"discards", v.Discards}, {"open", v.Open}}
	for q := 0; q < 3; q++ {
		sets = append(sets, struct {
			name string
			set  cards.Set
		}{fmt.Sprintf("played[%d]", q), v.Played[q]})
	}
	for _, x := range sets {
		if x.set&^full != 0 {
			return viewErr("%s holds card id %d, not of the deck (0–31)", x.name, (x.set &^ full).First())
		}
	}
	for q := 0; q < 3; q++ {
		switch {
		case v.HandCount[q] < 0 || v.HandCount[q] > 12:
			return viewErr("handCounts[%d] %d is not 0–12", q, v.HandCount[q])
		case v.Said[q] != 0 && !slices.Contains(ladder[:], v.Said[q]):
			return viewErr("said[%d] %d is not 0 or a bid of the ladder", q, v.Said[q])
		case v.Points[q] < 0 || v.Points[q] > 120:
			return viewErr("points[%d] %d is not 0–120", q, v.Points[q])
		case v.TricksWon[q] < 0 || v.TricksWon[q] > 10:
			return viewErr("tricksWon[%d] %d is not 0–10", q, v.TricksWon[q])
		case v.Voids[q] >= 1<<(trumpClass+1):
			return viewErr("voids[%d] %d has bits beyond the five classes", q, v.Voids[q])
		}
	}
	return nil
}

// checkList checks the list (list.go): a length the options allow, a
// sheet no longer than it with one line per finished deal, each line a
// deal some game gives, the dealer moving one seat on each deal, the
// totals the sum of the lines, and Bock rounds only when they are on and
// as the lines that brought them queue them.
func (v *View) checkList() error {
	l, o := v.List, v.Options
	switch {
	case o.Length != 0 && !slices.Contains(ListLengths[:], o.Length):
		return viewErr("options.list %d is not 12, 24 or 36", o.Length)
	case (l != nil) != (o.ListRules != ListRules{}):
		return viewErr("list is %s with options %+v", map[bool]string{true: "set", false: "missing"}[l != nil], o)
	case l == nil:
		return nil
	}
	length := max(o.Length, 1)
	finished := len(l.Deals)
	if v.Phase != PhaseOver {
		finished++ // the deal in play
	}
	if finished < 1 || finished > length {
		return viewErr("list.deals holds %d deals in phase %s of a list of %d", len(l.Deals), v.Phase, length)
	}
	var total [3]int
	bockDue := 0
	for i, d := range l.Deals {
		switch {
		case d.Dealer != (v.Dealer-(finished-1-i)+3*MaxListLength)%3:
			return viewErr("list.deals[%d].dealer %d: the deal passes one seat on each time (dealer %d now)", i, d.Dealer, v.Dealer)
		case d.Declarer < -1 || d.Declarer > 2:
			return viewErr("list.deals[%d].declarer %d is not a seat (0–2) or -1", i, d.Declarer)
		case d.Game >= numGameTypes:
			return viewErr("list.deals[%d].game %d is not a game", i, d.Game)
		case d.Game == Ramsch:
			if err := checkRamschLine(d, o); err != nil {
				return viewErr("list.deals[%d]: %v", i, err)
			}
		case d.Scores != [3]int{}:
			return viewErr("list.deals[%d] of game %s has Ramsch scores %v", i, d.Game, d.Scores)
		case d.Kontra < 0 || d.Kontra > 2 || (d.Kontra > 0 && (!o.KontraRe || d.Declarer < 0)):
			return viewErr("list.deals[%d].kontra %d with kontra-re %v and declarer %d", i, d.Kontra, o.KontraRe, d.Declarer)
		case d.Announced >= numLevels || (d.Announced != LevelNone && (!o.Announcements || !d.Hand || d.Game.IsNull() || d.Game == Ramsch)):
			return viewErr("list.deals[%d].announced %d with announcements %v, hand %v, game %s", i, d.Announced, o.Announcements, d.Hand, d.Game)
		case d.Declarer < 0 && (d.Game != NoGame || d.Score != 0 || d.Won || d.Hand || d.BockNext):
			return viewErr("list.deals[%d] was passed in but scores", i)
		case d.Declarer >= 0 && (d.Game == NoGame || d.Score == 0 || d.Won != (d.Score > 0)):
			return viewErr("list.deals[%d] score %d, won %v, game %s is no game's result", i, d.Score, d.Won, d.Game)
		case d.Declarer >= 0 && (d.Score > 4*MaxBid<<d.Kontra || d.Score < -4*MaxBid<<d.Kontra):
			return viewErr("list.deals[%d].score %d is beyond any game's", i, d.Score)
		}
		switch {
		case !o.Bock && (d.Bock || d.BockNext):
			return viewErr("list.deals[%d] is marked Bock but Bock rounds are off", i)
		case d.Bock != (bockDue > 0):
			return viewErr("list.deals[%d].bock is %v, but %d Bock deals were due", i, d.Bock, bockDue)
		}
		if d.Bock {
			bockDue--
		}
		if d.BockNext {
			bockDue += BockRound
		}
		x := d.Points(o.SeegerFabian)
		for p := range total {
			total[p] += x[p]
		}
	}
	if total != l.Totals {
		return viewErr("list.totals %v are not the sum of the deals (%v)", l.Totals, total)
	}
	// In play, the deal counts double when a Bock deal is due; once it is
	// over, it is the sheet's last line and says so itself.
	now, after := false, bockDue
	switch {
	case v.Phase == PhaseOver:
		now = len(l.Deals) > 0 && l.Deals[len(l.Deals)-1].Bock
	case bockDue > 0:
		now, after = true, bockDue-1
	}
	if l.BockNow != now || l.BockDue != after {
		return viewErr("list.bockNow %v, bockDue %d: the deals say %v, %d", l.BockNow, l.BockDue, now, after)
	}
	return nil
}

// checkRamschLine checks a sheet's line of a Ramsch: a house rule that is
// on, no declarer, and the scores a Ramsch gives: one Durchmarsch of
// +120, or equal losses at one or two losers no larger than the card
// points doubled for a Jungfrau and each of three pushes, or nothing at a
// three-way tie.
func checkRamschLine(d ListDeal, o Rules) error {
	if !o.Ramsch && !o.Schieberamsch {
		return fmt.Errorf("a Ramsch, but the house rules ramsch and schieberamsch are off")
	}
	if d.Declarer != -1 || d.Score != 0 || d.Won || d.Hand || d.Kontra != 0 || d.BockNext {
		return fmt.Errorf("a Ramsch has no declarer, game score, Kontra or Bock event")
	}
	var losers, winners, loss int
	for _, v := range d.Scores {
		switch {
		case v > 0 && v != 120:
			return fmt.Errorf("scores %v: only a Durchmarsch wins, 120", d.Scores)
		case v > 0:
			winners++
		case v < 0 && loss != 0 && v != loss, v < -120*2*8:
			return fmt.Errorf("scores %v are no Ramsch's losses", d.Scores)
		case v < 0:
			losers++
			loss = v
		}
	}
	if winners > 1 || (winners == 1 && losers > 0) || losers > 2 {
		return fmt.Errorf("scores %v: a Durchmarsch alone, or one or two losers", d.Scores)
	}
	return nil
}

// phaseMover is who moves in a phase that fixes it (0 for the others).
func phaseMover(p Phase) int {
	switch p {
	case PhaseDeal:
		return games.Chance
	case PhaseOver:
		return games.Nobody
	}
	return 0
}

// checkAuction checks the auction's fields: who passed at which stage,
// what each seat said, and the declarer's bid.
func (v *View) checkAuction() error {
	npassed := 0
	for q := 0; q < 3; q++ {
		if v.Passed[q] {
			npassed++
		}
		if v.Said[q] > v.Current {
			return viewErr("said[%d] %d is above current %d", q, v.Said[q], v.Current)
		}
	}
	if v.Current != slices.Max(v.Said[:]) {
		return viewErr("current %d is not the highest value said %v", v.Current, v.Said)
	}
	switch {
	case v.Phase == PhaseDeal:
		if v.Stage != 0 || v.Bidder != -1 || v.Holder != -1 || v.Current != 0 || npassed != 0 || v.Declarer != -1 {
			return viewErr("auctionStage, bidder, holder, current, passed or declarer is set before the deal")
		}
	case v.Phase == PhaseAuction:
		switch {
		case v.Stage < 1:
			return viewErr("auctionStage %d in the auction (1–3)", v.Stage)
		case npassed != v.Stage-1:
			return viewErr("passed %v: %d seats passed at auctionStage %d (%d expected)", v.Passed, npassed, v.Stage, v.Stage-1)
		case v.Declarer != -1 || v.Bid != 0:
			return viewErr("declarer %d and bid %d during the auction (-1 and 0 expected)", v.Declarer, v.Bid)
		case isSeat(v.ToMove) && v.Passed[v.ToMove]:
			return viewErr("toMove p%d has passed", v.ToMove)
		}
		if v.Stage == 3 && v.ToMove != (v.Dealer+1)%3 {
			return viewErr("toMove is p%d at auctionStage 3, where forehand p%d alone speaks", v.ToMove, (v.Dealer+1)%3)
		}
	case v.Game == Ramsch:
		// Everybody passed and the house rule plays Ramsch.
		switch {
		case !v.Options.Ramsch && !v.Options.Schieberamsch:
			return viewErr("game is ramsch, but the house rules ramsch and schieberamsch are off")
		case v.Declarer != -1 || npassed != 3 || v.Bid != 0:
			return viewErr("game is ramsch with declarer %d, passed %v and bid %d (-1, all, 0 expected)", v.Declarer, v.Passed, v.Bid)
		case v.Phase != PhasePlay && v.Phase != PhaseOver && !(v.Options.Schieberamsch && (v.Phase == PhaseSkat || v.Phase == PhaseDiscard)):
			return viewErr("game is ramsch in phase %s", v.Phase)
		case v.Pushes < 0 || v.Pushes > 3 || (v.Pushes > 0 && !v.Options.Schieberamsch):
			return viewErr("pushes %d: 0 to 3, and only in Schieberamsch", v.Pushes)
		}
	case v.Declarer < 0:
		// Everybody passed: the deal is abandoned.
		if v.Phase != PhaseOver || npassed != 3 {
			return viewErr("declarer is -1 in phase %s with passed %v", v.Phase, v.Passed)
		}
		if v.Options.Ramsch || v.Options.Schieberamsch {
			return viewErr("the deal is abandoned, but the house rule ramsch plays it")
		}
		if v.Bid != 0 {
			return viewErr("bid is %d, but nobody declared", v.Bid)
		}
	default:
		switch {
		case npassed != 2 || v.Passed[v.Declarer]:
			return viewErr("passed %v: the two seats other than declarer p%d pass", v.Passed, v.Declarer)
		case v.Bid < ladder[0] || v.Bid != v.Current:
			return viewErr("bid %d is not the auction's last value, current %d", v.Bid, v.Current)
		}
	}
	if v.Game.IsNull() && !CanAnnounce(v.Game, v.HandGame, v.Bid) {
		return viewErr("game %s is worth less than bid %d", v.Game, v.Bid)
	}
	return nil
}

// checkCards checks what the viewer may see: the skat, the discards and
// the open hand, and that no card is in two places.
func (v *View) checkCards() error {
	known := v.Phase == PhaseOver || (v.Seat == v.Declarer && v.SkatTaken)
	var allPlayed cards.Set
	for q := 0; q < 3; q++ {
		if dup := allPlayed & v.Played[q]; dup != 0 {
			return viewErr("played[%d] holds %s, which another seat played", q, cards.German().Code(dup.First()))
		}
		allPlayed |= v.Played[q]
	}
	switch {
	case v.Hand&allPlayed != 0:
		return viewErr("hand holds %s, which was played", cards.German().Code((v.Hand & allPlayed).First()))
	case !known && (v.Skat != 0 || v.Discards != 0):
		return viewErr("skat or discards is set, but the viewer may not see the skat")
	case known && v.Declarer >= 0 && v.Skat.Len() != 2:
		return viewErr("skat holds %d cards, not 2", v.Skat.Len())
	case known && v.Discards.Len() != v.SkatCount:
		return viewErr("discards holds %d cards, but skatCount is %d", v.Discards.Len(), v.SkatCount)
	case v.Discards&(v.Hand|allPlayed) != 0:
		return viewErr("discards holds %s, which is in the hand or played", cards.German().Code((v.Discards & (v.Hand | allPlayed)).First()))
	case known && !v.SkatTaken && v.Pushes == 0 && v.Discards != v.Skat:
		return viewErr("discards %d is not the skat %d, which nobody picked up", v.Discards, v.Skat)
	}
	if v.open() && v.Phase == PhasePlay {
		switch {
		case v.Open.Len() != v.HandCount[v.Declarer]:
			return viewErr("open holds %d cards, but declarer p%d holds %d", v.Open.Len(), v.Declarer, v.HandCount[v.Declarer])
		case v.Open&allPlayed != 0:
			return viewErr("open holds %s, which was played", cards.German().Code((v.Open & allPlayed).First()))
		case v.Seat == v.Declarer && v.Open != v.Hand:
			return viewErr("open %d is not the declarer's hand %d", v.Open, v.Hand)
		case v.Seat != v.Declarer && v.Open&v.Hand != 0:
			return viewErr("open holds %s, which the viewer holds", cards.German().Code((v.Open & v.Hand).First()))
		}
	} else if !v.open() && v.Open != 0 {
		return viewErr("open is set, but the game %s is neither Null ouvert nor announced ouvert", v.Game)
	}
	if v.Game == NoGame && v.Voids != [3]uint8{} {
		return viewErr("voids is set before a game is announced")
	}
	for cls := 0; cls <= trumpClass; cls++ {
		if v.Voids[v.Seat]&(1<<cls) != 0 && v.Hand&ClassCards(v.Game, cls) != 0 && v.Phase == PhasePlay {
			return viewErr("voids[%d] says p%d lacks class %d, but its hand holds one", v.Seat, v.Seat, cls)
		}
	}
	return nil
}

// checkTricks checks the history and the trick in progress against the
// cards played, the winners, the points and the turn.
func (v *View) checkTricks() error {
	if v.Phase < PhasePlay && v.Leader != -1 {
		return viewErr("leader is %d in phase %s (-1 expected)", v.Leader, v.Phase)
	}
	var played [3]cards.Set
	var points, won [3]int
	leader := (v.Dealer + 1) % 3 // forehand leads the first trick
	for i, t := range v.History {
		if i >= v.TricksPlayed {
			if t != (Trick{}) {
				return viewErr("history[%d] is set, but only %d tricks are finished", i, v.TricksPlayed)
			}
			continue
		}
		if int(t.Leader) != leader {
			return viewErr("history[%d].leader is %d, but p%d leads it (forehand first, then each trick's winner)", i, t.Leader, leader)
		}
		for j, c := range t.Cards {
			q := (leader + j) % 3
			if c >= 32 || (played[0] | played[1] | played[2]).Has(c) {
				return viewErr("history[%d].cards[%d] %d is not a card (0–31) played once", i, j, c)
			}
			played[q] = played[q].Add(c)
		}
		w := TrickWinner(v.Game, t.Cards)
		if w < 0 {
			return viewErr("history[%d] is a trick without a game announced", i)
		}
		w = (leader + w) % 3
		if int(t.Winner) != w {
			return viewErr("history[%d].winner is %d, but p%d takes the trick", i, t.Winner, w)
		}
		points[w] += Points(t.Cards[0]) + Points(t.Cards[1]) + Points(t.Cards[2])
		won[w]++
		leader = w
	}
	for i, c := range v.Trick {
		if i >= v.TrickLen {
			if c != cards.None {
				return viewErr("trick[%d] is %d, but the trick holds %d cards (255 expected)", i, c, v.TrickLen)
			}
			continue
		}
		q := (leader + i) % 3
		if c >= 32 || (played[0] | played[1] | played[2]).Has(c) {
			return viewErr("trick[%d] %d is not a card (0–31) played once", i, c)
		}
		played[q] = played[q].Add(c)
	}
	for q := 0; q < 3; q++ {
		switch {
		case played[q] != v.Played[q]:
			return viewErr("played[%d] is not the cards p%d played to the tricks", q, q)
		case won[q] != v.TricksWon[q]:
			return viewErr("tricksWon[%d] is %d, but the history gives p%d %d tricks", q, v.TricksWon[q], q, won[q])
		case points[q] != v.Points[q]:
			return viewErr("points[%d] is %d, but the tricks p%d won hold %d", q, v.Points[q], q, points[q])
		}
	}
	if v.Phase == PhasePlay || (v.Phase == PhaseOver && v.TricksPlayed > 0) {
		if v.Leader != leader {
			return viewErr("leader is p%d, but p%d leads after the history", v.Leader, leader)
		}
	}
	if v.Phase == PhaseOver && (v.Declarer >= 0 || v.Game == Ramsch) {
		// Play ends after ten tricks, or at the first trick a Null
		// declarer takes.
		nullLost := v.Game.IsNull() && v.Declarer >= 0 && v.TricksWon[v.Declarer] > 0
		if v.TricksPlayed != 10 && !nullLost || v.TrickLen != 0 {
			return viewErr("tricks is %d (trickLen %d) in phase over, and the game was not decided", v.TricksPlayed, v.TrickLen)
		}
	}
	if v.Phase == PhasePlay && v.Game.IsNull() && v.TricksWon[v.Declarer] > 0 {
		return viewErr("tricksWon[%d] is %d, but a Null declarer's first trick ends the game", v.Declarer, v.TricksWon[v.Declarer])
	}
	return nil
}

// checkAnnounced holds an announced level to the house rule
// "announcements": only with the rule on, in a suit or Grand game played
// hand, and a settlement that says the same.
func (v *View) checkAnnounced() error {
	switch {
	case v.Announced == LevelNone:
		if v.Settlement != nil && v.Settlement.Announced != LevelNone {
			return viewErr("the settlement says %s announced, the view nothing", v.Settlement.Announced)
		}
		return nil
	case v.Announced >= numLevels:
		return viewErr("announced %d is not a level (0–%d)", v.Announced, numLevels-1)
	case !v.Options.Announcements:
		return viewErr("%s announced, but the house rule announcements is off", v.Announced)
	case !v.HandGame:
		return viewErr("%s announced in a game that is not played hand", v.Announced)
	case v.Game == NoGame || v.Game.IsNull() || v.Game >= Ramsch:
		return viewErr("%s announced with the game %s", v.Announced, v.Game)
	case v.Settlement != nil && v.Settlement.Announced != v.Announced:
		return viewErr("the settlement says %s announced, the view %s", v.Settlement.Announced, v.Announced)
	}
	return nil
}

// checkDoubles checks Kontra and Re against the house rule: at most one
// defender's Kontra, the declarer's Re only after it, both only in a
// declared game being played or over.
func (v *View) checkDoubles() error {
	if v.Doubled == [3]bool{} {
		if v.ReClosed {
			return viewErr("reClosed is set, but nobody said Kontra")
		}
		return nil
	}
	var defenders int
	for q := 0; q < 3; q++ {
		if v.Doubled[q] && q != v.Declarer {
			defenders++
		}
	}
	switch {
	case !v.Options.KontraRe:
		return viewErr("doubled is set, but the house rule kontra-re is off")
	case v.Declarer < 0 || (v.Phase != PhasePlay && v.Phase != PhaseOver):
		return viewErr("doubled is set in phase %s with declarer %d", v.Phase, v.Declarer)
	case defenders != 1:
		return viewErr("doubled %v: exactly one defender says Kontra", v.Doubled)
	case v.Doubled[v.Declarer] && v.ReClosed:
		return viewErr("reClosed is set, but the declarer said Re")
	}
	return nil
}

// checkSettlement checks that the settlement is the one the view's deal
// gives: present exactly once the deal is over.
func (v *View) checkSettlement() error {
	if (v.Settlement != nil) != (v.Phase == PhaseOver) {
		return viewErr("settlement is %s in phase %s", map[bool]string{true: "set", false: "missing"}[v.Settlement != nil], v.Phase)
	}
	if v.Settlement == nil {
		return nil
	}
	if v.Declarer < 0 && v.Game != Ramsch {
		want := Settlement{Abandoned: true, Declarer: -1, Skat: v.Skat, Discards: v.Skat}
		if *v.Settlement != want {
			return viewErr("settlement is not the abandoned deal's (%+v)", want)
		}
		return nil
	}
	// A suit or Grand game is played out, so the declarer's twelve cards
	// are the cards it played and the discards; a Null's value does not
	// depend on the cards.
	s := v.skeleton()
	s.skat, s.skatNow = v.Skat, v.Discards
	s.hands = [3]cards.Set{}
	want, _ := s.Settlement()
	if got := *v.Settlement; got != want {
		return viewErr("settlement %+v is not the deal's (%+v)", got, want)
	}
	return nil
}
