package skat

import (
	"fmt"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Settlement is a finished deal's score with every figure that led to it
// (spec §7). The deal's result is the declarer's Score; the defenders score 0.
type Settlement struct {
	Abandoned bool     `json:"abandoned"` // everybody passed and forehand declined: all score 0
	Declarer  int      `json:"declarer"`  // -1 when abandoned
	Game      GameType `json:"game"`
	Hand      bool     `json:"hand"`
	Bid       int      `json:"bid"`
	// Suit and Grand games.
	Matadors   int  `json:"matadors"`
	With       bool `json:"with"`
	Base       int  `json:"base"`
	CardPoints int  `json:"cardPoints"` // the declarer's, skat included
	SkatPoints int  `json:"skatPoints"` // the part of CardPoints that lay in the skat
	Schneider  bool `json:"schneider"`
	Schwarz    bool `json:"schwarz"`
	Multiplier int  `json:"multiplier"`
	// Every game.
	Tricks  int  `json:"tricks"` // tricks the declarer took
	Value   int  `json:"value"`  // the game value (Null: the fixed value)
	Won     bool `json:"won"`
	Overbid bool `json:"overbid"`
	Score   int  `json:"score"` // the declarer's score: +Value, −2×Value, or the overbid loss; doubled per Kontra and Re
	// What lay in the skat, shown after the game.
	Skat     cards.Set `json:"skat"`     // the skat as dealt
	Discards cards.Set `json:"discards"` // what the declarer put back (the skat itself in a hand game)

	// Kontra counts the doubles said (house rule "kontra-re"): 1 for a
	// Kontra, 2 with the Re; Score is doubled once for each.
	Kontra int `json:"kontra,omitempty"`
	// Announced is what the declarer of a hand game announced beyond the
	// game (house rule "announcements"): each level is one more in the
	// Multiplier, and a level not reached lost the game.
	Announced Level `json:"announced,omitempty"`

	// Ramsch (house rule): nobody declared. Multiplier is then the
	// doubling for a Jungfrau and for each push (1, 2, 4 …), Score the loss each loser
	// scores (or Durchmarsch's +120), and the fields below say the rest;
	// every one is left out of a settlement that is no Ramsch.
	Ramsch       bool   `json:"ramsch,omitempty"`
	RamschPoints [3]int `json:"ramschPoints,omitzero"` // each seat's card points, the skat counted for the last trick's winner
	Scores       [3]int `json:"scores,omitzero"`       // each seat's score: the loss at each loser, +120 for a Durchmarsch
	Jungfrau     bool   `json:"jungfrau,omitempty"`    // a player took no trick: the loss is doubled
	Durchmarsch  bool   `json:"durchmarsch,omitempty"` // one player took every trick and wins 120
	Pushes       int    `json:"pushes,omitempty"`      // Schieberamsch: how many pushed the skat on, each doubling the loss
}

// ramschSettle scores a Ramsch (docs/games/skat.md, "Ramsch") from each
// seat's card points, the skat counted for the last trick's winner, and
// tricks: the player with the most card points loses them, doubled when
// another took no trick (Jungfrau); two tied for the most both lose; a
// three-way tie at 40 scores nothing; a player who took every trick
// (Durchmarsch) wins 120 and nobody loses.
func ramschSettle(pts [3]int, won [3]int) Settlement {
	st := Settlement{Ramsch: true, Declarer: -1, Game: Ramsch, RamschPoints: pts, Multiplier: 1}
	for q := 0; q < 3; q++ {
		if won[q] == 10 {
			st.Durchmarsch, st.Won = true, true
			st.Score = 120
			st.Scores[q] = 120
			st.CardPoints = pts[q]
			st.Tricks = 10
			return st
		}
	}
	most := max(pts[0], pts[1], pts[2])
	losers := 0
	for q := 0; q < 3; q++ {
		if pts[q] == most {
			losers++
		}
		if won[q] == 0 {
			st.Jungfrau = true
		}
	}
	if losers == 3 {
		return st
	}
	if st.Jungfrau {
		st.Multiplier = 2
	}
	st.CardPoints = most
	st.Score = -most * st.Multiplier
	for q := 0; q < 3; q++ {
		if pts[q] == most {
			st.Scores[q] = st.Score
		}
	}
	return st
}

// ramschSettlement is the Ramsch's settlement from the final position.
func (s *State) ramschSettlement() Settlement {
	var pts, won [3]int
	for q := 0; q < 3; q++ {
		pts[q], won[q] = int(s.points[q]), int(s.won[q])
	}
	skatPts := SetPoints(s.skatNow)
	if s.tricks > 0 {
		pts[s.history[s.tricks-1].Winner] += skatPts
	}
	st := ramschSettle(pts, won)
	if !st.Durchmarsch && s.pushes > 0 {
		st.Pushes = int(s.pushes)
		st.Multiplier <<= s.pushes
		st.Score <<= s.pushes
		for q := range st.Scores {
			st.Scores[q] <<= s.pushes
		}
	}
	st.SkatPoints = skatPts
	st.Skat, st.Discards = s.skat, s.skatNow
	return st
}

// Losers returns the seats that lose a Ramsch (none after a Durchmarsch or
// a three-way tie).
func (st Settlement) Losers() []int {
	var out []int
	for q, v := range st.Scores {
		if st.Ramsch && v < 0 {
			out = append(out, q)
		}
	}
	return out
}

// settle scores a played game (spec §7). twelve is the declarer's original
// hand plus the skat, dp the declarer's card points including the skat, dt
// the declarer's tricks.
func settle(g GameType, hand bool, twelve cards.Set, bid, dp, dt int) Settlement {
	return settleAnnounced(g, hand, LevelNone, twelve, bid, dp, dt)
}

// settleAnnounced is settle with the level lv announced (house rule
// "announcements", ISkO 5.2.5–5.2.6): Schneider and Schwarz count as
// reached when announced (won or lost, never twice), each announced level
// adds one more, and the game is won only with 61 card points and the
// announced level reached.
func settleAnnounced(g GameType, hand bool, lv Level, twelve cards.Set, bid, dp, dt int) Settlement {
	st := Settlement{Game: g, Hand: hand, Bid: bid, Tricks: dt, Announced: lv}
	if g.IsNull() {
		st.Value = NullValue(g, hand)
		st.Won = dt == 0
		if st.Won {
			st.Score = st.Value
		} else {
			st.Score = -2 * st.Value
		}
		return st
	}
	st.Matadors, st.With = Matadors(g, twelve)
	st.Base = g.BaseValue()
	st.CardPoints = dp
	st.Schneider = dp >= 90 || dp <= 30 || lv >= LevelSchneider
	st.Schwarz = dt == 0 || dt == 10 || lv >= LevelSchwarz
	st.Multiplier = st.Matadors + 1 + b2i(hand) + b2i(st.Schneider) + b2i(st.Schwarz) + int(lv)
	st.Value = st.Base * st.Multiplier
	switch {
	case st.Value < bid:
		st.Overbid = true
		st.Score = -2 * st.Base * ((bid + st.Base - 1) / st.Base)
	case dp >= 61 && levelReached(lv, dp, dt):
		st.Won = true
		st.Score = st.Value
	default:
		st.Score = -2 * st.Value
	}
	return st
}

func line(seat int, id, english string, value int, note string) games.Line {
	return games.Line{Seat: seat, Label: cards.Name{ID: "score.skat." + id, English: english}, Value: value, Note: note}
}

// Lines explains the settlement line by line for the end-of-deal summary.
func (st Settlement) Lines() []games.Line {
	if st.Abandoned {
		return []games.Line{line(-1, "abandoned", "Deal abandoned: everybody passed", 0, "all players score 0")}
	}
	if st.Ramsch {
		return st.ramschLines()
	}
	d := st.Declarer
	game := st.Game.Name().English
	if st.Hand {
		game += " hand"
	}
	ls := []games.Line{
		line(d, "game", "Game", 0, game),
		line(d, "bid", "Bid", st.Bid, ""),
	}
	if st.Game.IsNull() {
		ls = append(ls,
			line(d, "nullvalue", "Null value", st.Value, game),
			line(d, "tricks", "Declarer's tricks", st.Tricks, ""))
	} else {
		withText := "without"
		if st.With {
			withText = "with"
		}
		parts := []string{fmt.Sprintf("matadors %d", st.Matadors), "game 1"}
		ls = append(ls,
			line(d, "matadors", "Matadors", st.Matadors, fmt.Sprintf("%s %d", withText, st.Matadors)),
			line(d, "gamelevel", "Game (+1)", 1, ""))
		if st.Hand {
			ls = append(ls, line(d, "hand", "Hand", 1, ""))
			parts = append(parts, "hand 1")
		}
		if st.Schneider {
			ls = append(ls, line(d, "schneider", "Schneider", 1, ""))
			parts = append(parts, "schneider 1")
		}
		if st.Schwarz {
			ls = append(ls, line(d, "schwarz", "Schwarz", 1, ""))
			parts = append(parts, "schwarz 1")
		}
		if st.Announced != LevelNone {
			ls = append(ls, line(d, "announced", "Announced", int(st.Announced), announcedNote[st.Announced]))
			parts = append(parts, fmt.Sprintf("announced %d", st.Announced))
		}
		ls = append(ls,
			line(d, "multiplier", "Multiplier", st.Multiplier, strings.Join(parts, " + ")),
			line(d, "base", "Base value", st.Base, st.Game.Name().English),
			line(d, "value", "Game value", st.Value, fmt.Sprintf("%d × %d", st.Base, st.Multiplier)),
			line(d, "cardpoints", "Card points", st.CardPoints, fmt.Sprintf("%d in tricks + %d in the skat; defenders %d", st.CardPoints-st.SkatPoints, st.SkatPoints, 120-st.CardPoints)),
			line(d, "tricks", "Declarer's tricks", st.Tricks, ""))
	}
	var res games.Line
	switch {
	case st.Overbid:
		res = line(d, "overbid", "Overbid", st.Score, fmt.Sprintf("game value %d < bid %d: −2 × %d × %d", st.Value, st.Bid, st.Base, (st.Bid+st.Base-1)/st.Base))
	case st.Won && st.Game.IsNull():
		res = line(d, "won", "Won", st.Score, "the declarer took no trick")
	case st.Won:
		res = line(d, "won", "Won", st.Score, fmt.Sprintf("%d card points ≥ 61", st.CardPoints))
	case st.Game.IsNull():
		res = line(d, "lost", "Lost", st.Score, fmt.Sprintf("the declarer took a trick: −2 × %d", st.Value))
	case st.CardPoints >= 61:
		res = line(d, "lost", "Lost", st.Score, fmt.Sprintf("%s not reached: −2 × %d", announcedNote[st.Announced], st.Value))
	default:
		res = line(d, "lost", "Lost", st.Score, fmt.Sprintf("%d card points ≤ 60: −2 × %d", st.CardPoints, st.Value))
	}
	if st.Kontra > 0 {
		ls = append(ls, line(d, "kontra", "Kontra", 1<<st.Kontra, fmt.Sprintf("%d doubles said: the score × %d", st.Kontra, 1<<st.Kontra)))
	}
	ls = append(ls, res)
	skatNote := "skat " + st.Skat.Format(cards.German())
	if !st.Hand {
		skatNote += "; discarded " + st.Discards.Format(cards.German())
	}
	ls = append(ls, line(d, "skat", "Skat", 0, skatNote))
	return ls
}

// announcedNote says in English what a level announced (the settlement's
// notes are English; the table words them in the person's language).
var announcedNote = [numLevels]string{"", "Schneider announced", "Schwarz announced", "ouvert (Schwarz announced)"}

// Result returns the deal's score: the declarer's score for the declarer,
// 0 for the defenders. Winner is the declarer when the game is won and -1
// otherwise (the defenders win together; an abandoned deal has no winner).
//
// In a list (list.go), Deal is still the finished deal's settlement at the
// declarer (what the statistics judge a deal by), Match is each seat's
// total by the list's scoring, Deals counts the finished deals, and Winner
// is the seat with the highest total once the list is over (-1 before, and
// on a tie). A Bock deal adds a line saying it counts double.
func (s *State) Result() games.Result {
	r := games.Result{Deal: make([]int, 3), Match: make([]int, 3), Winner: -1}
	if s.list.on() {
		t := s.list.totals()
		copy(r.Match, t[:])
		r.Deals = int(s.list.played)
	}
	st, ok := s.Settlement()
	if !ok {
		return r
	}
	r.DealOver = true
	if !s.list.on() {
		r.Deals = 1
	}
	switch {
	case st.Ramsch:
		r.NoDeclarer = true
		copy(r.Deal, st.Scores[:])
		if !s.list.on() {
			copy(r.Match, st.Scores[:])
		}
		for q, v := range st.Scores {
			if v > 0 {
				r.Winner = q
			}
		}
	case !st.Abandoned:
		r.Deal[st.Declarer] = st.Score
		if !s.list.on() {
			r.Match[st.Declarer] = st.Score
		}
		if st.Won {
			r.Winner = st.Declarer
		}
	}
	r.Lines = st.Lines()
	if s.list.on() {
		if s.list.bockNow && !st.Abandoned {
			r.Lines = append(r.Lines, line(st.Declarer, "bock", "Bock round: counts double", 2*st.Score, ""))
		}
		if s.list.rules.Length > 0 {
			r.Winner = -1
			if !s.list.more() {
				r.Winner = ListWinner(s.list.totals())
			}
		}
	}
	return r
}

// ramschLines explains a Ramsch: each seat's card points, then the loss (or
// the Durchmarsch) and what doubled it.
func (st Settlement) ramschLines() []games.Line {
	ls := []games.Line{line(-1, "ramsch", "Ramsch: everybody passed", 0, "everyone plays for himself")}
	for q, p := range st.RamschPoints {
		ls = append(ls, line(q, "ramschpoints", "Card points", p, ""))
	}
	switch {
	case st.Durchmarsch:
		for q, v := range st.Scores {
			if v > 0 {
				ls = append(ls, line(q, "durchmarsch", "Durchmarsch: every trick", v, "took every trick"))
			}
		}
	case len(st.Losers()) == 0:
		ls = append(ls, line(-1, "ramschtie", "Three-way tie: nobody scores", 0, "all three took 40: nobody scores"))
	default:
		if st.Jungfrau {
			ls = append(ls, line(-1, "jungfrau", "Jungfrau: doubled", 2, "a player took no trick: the loss is doubled"))
		}
		if st.Pushes > 0 {
			ls = append(ls, line(-1, "pushes", "Skat pushed", st.Pushes, fmt.Sprintf("the loss doubled %d times", st.Pushes)))
		}
		for _, q := range st.Losers() {
			ls = append(ls, line(q, "ramschloser", "Lost", st.Scores[q], fmt.Sprintf("the most card points, %d", st.CardPoints)))
		}
	}
	return append(ls, line(-1, "skat", "Skat", st.SkatPoints, "skat "+st.Skat.Format(cards.German())+" to the last trick's winner"))
}
