package skat

import (
	"strconv"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// The list (docs/games/skat.md, "The list"): a match of a chosen number of
// deals, the dealer moving one seat on each deal, scored by plain game
// values or by Seeger–Fabian, with Bock rounds counting double. Without
// these options a match is the seed's one deal.
//
// Each declared game goes onto the sheet as the declarer's score, its
// Kontra and Re doubles included; a Ramsch (house rule) as each seat's
// score, since it may have two losers and has no declarer.

// The names of the list's options in records and on the command line.
// Skat declares other house rules too; these are looked up by name
// (ListRulesOf), never by position, so that options declared before them
// do not shift them.
const (
	OptionList         = "list"
	OptionSeegerFabian = "seeger-fabian"
	OptionBock         = "bock"
)

// ListLengths are the lengths a list may have: multiples of three, so that
// every seat deals equally often.
var ListLengths = [...]int{12, 24, 36}

// MaxListLength is the longest list.
const MaxListLength = 36

// listOptionSpecs declares the list's options, after Skat's other house
// rules in Info().Options.
func listOptionSpecs() []games.OptionSpec {
	values := []string{games.Off}
	for _, n := range ListLengths {
		values = append(values, strconv.Itoa(n))
	}
	labels := []cards.Name{
		{ID: "option.skat.list.off", English: "One deal"},
		{ID: "option.skat.list.12", English: "12 deals"},
		{ID: "option.skat.list.24", English: "24 deals"},
		{ID: "option.skat.list.36", English: "36 deals"},
	}
	// Seeger–Fabian and Bock rounds score a list's sheet: with one deal
	// there is none, so they are idle (games.OptionSpec.Needs) until a
	// list is chosen.
	needsList := cards.Name{ID: "option.skat.needsList", English: "Only in a list: choose 12, 24 or 36 deals first."}
	sf := games.Switch(OptionSeegerFabian,
		cards.Name{ID: "option.skat.seegerfabian", English: "Seeger–Fabian scoring"},
		cards.Name{ID: "option.skat.seegerfabian.help", English: "Tournament scoring: a won game scores 50 more, a lost one 50 less, and each defender of a lost game gets 40."})
	bock := games.Switch(OptionBock,
		cards.Name{ID: "option.skat.bock", English: "Bock rounds"},
		cards.Name{ID: "option.skat.bock.help", English: "After a game ending 60 to 60, a game worth 100 or more, a lost Grand, or (with Kontra and Re) a game lost after a Kontra or any game with Re, the next three deals of the list count double."})
	sf.Needs, sf.NeedsHelp = OptionList, needsList
	bock.Needs, bock.NeedsHelp = OptionList, needsList
	return []games.OptionSpec{
		{Name: OptionList, Kind: games.OptionChoice, Values: values, ValueLabels: labels,
			Label: cards.Name{ID: "option.skat.list", English: "List"},
			Help:  cards.Name{ID: "option.skat.list.help", English: "A match is a list of 12, 24 or 36 deals, the deal passing to the left each time; the highest total wins."}},
		sf, bock,
	}
}

// listFormat names the match format of a list of n deals for the home
// tile; the empty name for the one deal (Info's Format).
func listFormat(n int) cards.Name {
	switch n {
	case 12:
		return cards.Name{ID: "game.skat.format.list12", English: "list of 12 deals"}
	case 24:
		return cards.Name{ID: "game.skat.format.list24", English: "list of 24 deals"}
	case 36:
		return cards.Name{ID: "game.skat.format.list36", English: "list of 36 deals"}
	}
	return cards.Name{}
}

// ListRules are the list's options as the State and the View use them.
// The zero ListRules is the seed's match of one deal, scored by game value.
// Its JSON names are the options' record names in camelCase, as a view's
// "options" writes every house rule that is on.
type ListRules struct {
	Length       int  `json:"list,omitempty"`         // deals in the match: 0 for the seed's one deal
	SeegerFabian bool `json:"seegerFabian,omitempty"` // tournament points instead of plain game values
	Bock         bool `json:"bock,omitempty"`         // Bock rounds after the events of BockEvent
}

// ListRulesOf reads the list's options, finding each by its name. Without
// a list Seeger–Fabian and Bock rounds are off whatever o says: they score
// a sheet that one deal does not have (games.Info.ParseOptions drops them
// too).
func ListRulesOf(o games.Options) ListRules {
	info := Info()
	var r ListRules
	if i := info.OptionIndex(OptionList); i >= 0 && o[i] > 0 && int(o[i]) <= len(ListLengths) {
		r.Length = ListLengths[o[i]-1]
	}
	if r.Length == 0 {
		return r
	}
	r.SeegerFabian = o.On(info.OptionIndex(OptionSeegerFabian))
	r.Bock = o.On(info.OptionIndex(OptionBock))
	return r
}

// effective is r as a match plays it: Seeger–Fabian and Bock rounds only
// in a list (a view of an older version may name them with one deal).
func (r ListRules) effective() ListRules {
	if r.Length == 0 {
		return ListRules{}
	}
	return r
}

// Options is r as games.Options (ListRulesOf's inverse).
func (r ListRules) Options() games.Options {
	r = r.effective()
	info := Info()
	var o games.Options
	if i := info.OptionIndex(OptionList); i >= 0 {
		for k, n := range ListLengths {
			if n == r.Length {
				o[i] = uint8(k + 1)
			}
		}
	}
	if i := info.OptionIndex(OptionSeegerFabian); i >= 0 && r.SeegerFabian {
		o[i] = 1
	}
	if i := info.OptionIndex(OptionBock); i >= 0 && r.Bock {
		o[i] = 1
	}
	return o
}

// Seeger–Fabian (ISkO's tournament scoring, the "extended Seeger system"):
// the declarer of a won game scores its value plus 50, of a lost game
// minus twice its value less 50, and at a table of three each defender of
// a lost game is given 40 (30 at a table of four, which Cardavia does not
// seat).
const (
	SFWon      = 50
	SFLost     = 50
	SFDefender = 40
)

// BockThreshold is the game value from which a game brings a Bock round.
const BockThreshold = 100

// BockRound is how many deals a Bock round lasts: one deal per seat.
const BockRound = 3

// ListDeal is one line of the list's sheet: a finished deal as the list
// counts it.
type ListDeal struct {
	Dealer   int      `json:"dealer"`
	Declarer int      `json:"declarer"` // -1: passed in, nobody scores
	Game     GameType `json:"game"`
	Hand     bool     `json:"hand,omitempty"`
	Won      bool     `json:"won"`
	Score    int      `json:"score"`            // the deal's settlement for the declarer, as one deal scores it
	Kontra   int      `json:"kontra,omitempty"` // doubles said: 1 Kontra, 2 Kontra and Re (Score holds them)
	// Announced is what the declarer of a hand game announced (house rule
	// "announcements"): the sheet names it beside the game.
	Announced Level `json:"announced,omitempty"`
	// Scores is a Ramsch's (Game Ramsch, Declarer -1) score per seat:
	// the loss at each loser, +120 for a Durchmarsch.
	Scores   [3]int `json:"scores,omitzero"`
	Bock     bool   `json:"bock,omitempty"` // the deal was of a Bock round: its score counts double
	BockNext bool   `json:"bockNext,omitempty"`
}

// Points is what the deal adds to each seat's total: the declarer's score
// (doubled in a Bock round), and under Seeger–Fabian the 50 more or less
// and the defenders' 40, which a Bock round does not double.
func (d ListDeal) Points(seegerFabian bool) [3]int {
	var out [3]int
	if d.Game == Ramsch {
		return d.ramschPoints(seegerFabian)
	}
	if d.Declarer < 0 || d.Declarer > 2 {
		return out
	}
	score := d.Score
	if d.Bock {
		score *= 2
	}
	out[d.Declarer] = score
	if !seegerFabian {
		return out
	}
	if d.Won {
		out[d.Declarer] += SFWon
		return out
	}
	out[d.Declarer] -= SFLost
	for p := range out {
		if p != d.Declarer {
			out[p] += SFDefender
		}
	}
	return out
}

// ramschPoints is what a Ramsch adds to each seat's total (docs/games/
// skat.md, "Ramsch in a list"): each seat's score, doubled in a Bock
// round. Under Seeger–Fabian each loser is counted as the declarer of a
// lost game (50 less, and 40 to each other seat) and a Durchmarsch as a
// won game (50 more), as pub lists with Ramsch count it; a three-way tie
// scores nothing.
func (d ListDeal) ramschPoints(seegerFabian bool) [3]int {
	var out [3]int
	for q, v := range d.Scores {
		if d.Bock {
			v *= 2
		}
		out[q] += v
		switch {
		case !seegerFabian:
		case v > 0:
			out[q] += SFWon
		case v < 0:
			out[q] -= SFLost
			for o := range out {
				if o != q {
					out[o] += SFDefender
				}
			}
		}
	}
	return out
}

// BockEvent reports whether a finished deal brings a Bock round. This
// table's events are the common ones: a suit or Grand game ending 60 to
// 60, a game worth BockThreshold or more (won or lost), a lost Grand, and
// with Kontra and Re (house rule) a game the declarer lost after a Kontra
// or any game with Re. A deal passed in and a Ramsch bring none.
func BockEvent(st Settlement) bool {
	switch {
	case st.Abandoned || st.Declarer < 0 || st.Ramsch:
		return false
	case !st.Game.IsNull() && st.CardPoints == 60:
		return true
	case st.Value >= BockThreshold:
		return true
	case st.Kontra == 2, st.Kontra == 1 && !st.Won:
		return true
	}
	return st.Game == Grand && !st.Won
}

// listState is the list a match is played as. Its zero value is the
// seed's match of one deal; a State keeps it by value, its sheet packed
// (sheetLine, eight bytes a deal, 288 for 36 deals), so that a clone is still one
// small copy: the searches clone States by the million.
type listState struct {
	rules   ListRules // the State's rules.ListRules, kept here for the list's own methods
	played  uint8     // finished deals
	bockDue uint8     // deals of Bock rounds still to come after the one in play
	bockNow bool      // the deal in play is of a Bock round
	deals   [MaxListLength]sheetLine
}

// sheetLine is a ListDeal packed into eight bytes. A Ramsch's scores are
// one value at one or more seats (the losers' equal loss, or a
// Durchmarsch's 120), so score and a bit per seat hold them.
type sheetLine struct {
	dealer, declarer int8
	game             GameType
	flags            uint8 // lineHand, lineWon, lineBock, lineBockNext, the Kontra count at lineKontra
	ramsch           uint8 // a Ramsch: bit q set = seat q scores score
	score            int16
}

const (
	lineHand = 1 << iota
	lineWon
	lineBock
	lineBockNext
)

// lineKontra is where a sheetLine's flags keep the doubles said (0–2), in
// two bits above the four flags; lineLevel the announced level (0–3), in
// the two bits above those.
const (
	lineKontra = 4
	lineLevel  = 6
)

// pack writes d as a sheetLine; a score beyond int16 cannot come from a
// game (the largest is a few thousand) and is clamped.
func pack(d ListDeal) sheetLine {
	score := d.Score
	var seats uint8
	for q, v := range d.Scores {
		if v != 0 {
			score, seats = v, seats|1<<q
		}
	}
	l := sheetLine{dealer: int8(d.Dealer), declarer: int8(d.Declarer), game: d.Game, ramsch: seats,
		score: int16(min(max(score, -1<<15), 1<<15-1)),
		flags: uint8(min(max(d.Kontra, 0), 2))<<lineKontra | uint8(min(d.Announced, LevelOuvert))<<lineLevel}
	for _, f := range []struct {
		on   bool
		flag uint8
	}{{d.Hand, lineHand}, {d.Won, lineWon}, {d.Bock, lineBock}, {d.BockNext, lineBockNext}} {
		if f.on {
			l.flags |= f.flag
		}
	}
	return l
}

// unpack is pack's inverse.
func (l sheetLine) unpack() ListDeal {
	d := ListDeal{Dealer: int(l.dealer), Declarer: int(l.declarer), Game: l.game, Score: int(l.score),
		Hand: l.flags&lineHand != 0, Won: l.flags&lineWon != 0, Bock: l.flags&lineBock != 0, BockNext: l.flags&lineBockNext != 0,
		Kontra: int(l.flags >> lineKontra & 3), Announced: Level(l.flags >> lineLevel & 3)}
	if l.ramsch != 0 {
		d.Score = 0
		for q := range d.Scores {
			if l.ramsch&(1<<q) != 0 {
				d.Scores[q] = int(l.score)
			}
		}
	}
	return d
}

// on reports whether any of the list's options is on: only then does a
// view show the list.
func (l *listState) on() bool { return l.rules != ListRules{} }

// length is the number of deals in the match: 1 without a list.
func (l *listState) length() int { return max(l.rules.Length, 1) }

// more reports whether a deal is still to come after the finished ones.
func (l *listState) more() bool { return int(l.played) < l.length() }

// totals adds up the finished deals' points.
func (l *listState) totals() [3]int {
	var t [3]int
	for _, d := range l.deals[:l.played] {
		x := d.unpack().Points(l.rules.SeegerFabian)
		for p := range t {
			t[p] += x[p]
		}
	}
	return t
}

// record writes the finished deal st, dealt by dealer, onto the sheet and
// queues a Bock round when it brings one.
func (l *listState) record(st Settlement, dealer int) {
	if int(l.played) >= len(l.deals) {
		return
	}
	d := ListDeal{Dealer: dealer, Declarer: -1, Bock: l.bockNow}
	switch {
	case st.Ramsch:
		d.Game, d.Scores = Ramsch, st.Scores
	case !st.Abandoned && st.Declarer >= 0:
		d.Declarer, d.Game, d.Hand, d.Won, d.Score, d.Kontra, d.Announced = st.Declarer, st.Game, st.Hand, st.Won, st.Score, st.Kontra, st.Announced
	}
	if l.rules.Bock && BockEvent(st) {
		d.BockNext = true
		l.bockDue = min(l.bockDue+BockRound, 3*MaxListLength)
	}
	l.deals[l.played] = pack(d)
	l.played++
}

// startDeal begins the next deal of the list: it is of a Bock round when
// one is due.
func (l *listState) startDeal() {
	l.bockNow = l.bockDue > 0
	if l.bockNow {
		l.bockDue--
	}
}

// ListRules returns the list's options.
func (s *State) ListRules() ListRules { return s.list.rules }

// ListDeals returns the sheet: the finished deals of the match, in order
// (empty, not nil, before the first: a view writes it as []).
func (s *State) ListDeals() []ListDeal {
	out := make([]ListDeal, s.list.played)
	for i, d := range s.list.deals[:s.list.played] {
		out[i] = d.unpack()
	}
	return out
}

// ListTotals returns each seat's total over the finished deals, by the
// list's scoring.
func (s *State) ListTotals() [3]int { return s.list.totals() }

// Bock reports whether the deal in play counts double, and how many deals
// of Bock rounds are due after it.
func (s *State) Bock() (now bool, due int) { return s.list.bockNow, int(s.list.bockDue) }

// ListWinner is the seat with the highest total at the end of a list, or
// -1 on a tie for the top.
func ListWinner(t [3]int) int {
	best, winner := t[0], 0
	for p := 1; p < 3; p++ {
		switch {
		case t[p] > best:
			best, winner = t[p], p
		case t[p] == best:
			winner = -1
		}
	}
	return winner
}
