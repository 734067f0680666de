// Package skat is Skat's table: its Game for ui/table (the auction, the
// skat, the two cards laid away by two taps, the announcement with each
// game's worth, the session's score sheet, the headline of a game's value,
// the review's open cards) and its scene (scene.go), with their tests. It
// sees the table only through table.Host and the scene kit.
package skat

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/table"
)

// New returns a fresh Skat Game for one table: its session sheet runs on
// over the table's deals.
func New() table.Game { return &game{discard: cards.None} }

// game lays out Skat for three: the person at the bottom, the next seat
// (who plays after the person) on the left, the third on the right, the
// skat at the top, the trick in the middle. The auction, the skat choice,
// the two discards and the announcement are controls under the felt; each
// announcement button says what the game would be worth.
type game struct {
	discard cards.Card // the first card chosen to lay away, or None
	// taken are the two cards the person took from the skat, marked in
	// the hand until two cards are laid away (issue 40: they could not
	// be told from the others).
	taken cards.Set
	// held marks the seats whose last auction word this deal was a hold
	// ("yes"), not a bid: their label says "holds 20", not "said 20".
	held [3]bool
	// deals is the session's score sheet: every Skat deal played at this
	// table, across new games (each game is one deal).
	deals []skatDeal
	// level is what the person chose to announce with a hand game (house
	// rule "announcements") before choosing the game: the game buttons
	// then announce it and show the value with it.
	level skat.Level
}

// skatDeal is one line of the session's Skat score sheet.
type skatDeal struct {
	declarer int // -1: thrown in, or a Ramsch
	game     skat.GameType
	hand     bool
	level    skat.Level // announced in a hand game (house rule)
	score    int        // the declarer's score
	won      bool
	// ramsch is a Ramsch (house rule): scores holds each seat's own.
	ramsch bool
	scores [3]int
}

// MatchReplaced forgets the card chosen to lay away (MatchReplacer): it
// was chosen in the match the table replaced.
func (g *game) MatchReplaced() { g.discard, g.level = cards.None, skat.LevelNone }

// Note keeps the auction words and the deal's result (EventNoter).
func (g *game) Note(_ table.Host, gv games.View, e games.Event) {
	switch e.Kind {
	case games.KDealStart:
		g.held = [3]bool{}
		g.taken = 0
	case skat.KSkatTake:
		if int(e.Player) == table.Human {
			g.taken = e.Cards
		}
	case skat.KDiscard:
		g.taken = 0
	case skat.KBid:
		if p := int(e.Player); p >= 0 && p < 3 {
			g.held[p] = false
		}
	case skat.KHold:
		if p := int(e.Player); p >= 0 && p < 3 {
			g.held[p] = true
		}
	case games.KDealOver:
		v, ok := gv.(*skat.View)
		if !ok || v.Settlement == nil {
			return
		}
		st := v.Settlement
		d := skatDeal{declarer: st.Declarer, game: st.Game, hand: st.Hand, level: st.Announced, score: st.Score, won: st.Won,
			ramsch: st.Ramsch, scores: st.Scores}
		if st.Abandoned {
			d.declarer = -1
		}
		g.deals = append(g.deals, d)
	}
}

// seegerFabian is a deal's tournament score per seat (the Seeger–Fabian
// list, shown beside the plain one; the one-deal rules do not use it), as
// the engine's list scores it.
func (d skatDeal) seegerFabian() [3]int {
	return skat.ListDeal{Declarer: d.declarer, Game: d.game, Won: d.won, Score: d.score, Scores: d.scores}.Points(true)
}

// Sheet is the list's sheet during a list (listSheet), else the session's
// score sheet: one row per deal (declarer, game, score, then each seat's
// running total), and the Seeger–Fabian totals (Sheeter).
func (g *game) Sheet(h table.Host, gv games.View) [][]string {
	if v, ok := gv.(*skat.View); ok && isList(v) {
		return listSheet(h, v)
	}
	if len(g.deals) == 0 {
		return nil
	}
	rows := [][]string{sheetHead(h)}
	var total, sf [3]int
	for i, d := range g.deals {
		row := []string{strconv.Itoa(i + 1)}
		switch {
		case d.ramsch:
			row = append(row, "—", h.Name(d.game.Name()), ramschScores(d.scores))
			for p := 0; p < 3; p++ {
				total[p] += d.scores[p]
			}
		case d.declarer < 0:
			row = append(row, "—", h.T("table.skat.sheetThrownIn", "thrown in"), "0")
		default:
			row = append(row, h.SeatName(d.declarer), sheetGame(h, d.game, d.hand, d.level), signed(d.score))
			total[d.declarer] += d.score
		}
		x := d.seegerFabian()
		for p := 0; p < 3; p++ {
			sf[p] += x[p]
			row = append(row, strconv.Itoa(total[p]))
		}
		rows = append(rows, row)
	}
	return append(rows, sheetLast(h.T("table.skat.sheetSF", "Seeger–Fabian"), sf))
}

// sheetHead is a sheet's header: deal, declarer, game, score, the seats.
func sheetHead(h table.Host) []string {
	head := []string{h.T("table.sheet.deal", "Deal"), h.T("table.skat.sheetDeclarer", "Declarer"), h.T("table.skat.sheetGame", "Game"), h.T("table.skat.sheetValue", "Score")}
	for p := 0; p < 3; p++ {
		head = append(head, h.SeatName(p))
	}
	return head
}

// sheetLast is a sheet's last line: its label and a total per seat.
func sheetLast(label string, t [3]int) []string {
	last := []string{label, "", "", ""}
	for p := 0; p < 3; p++ {
		last = append(last, strconv.Itoa(t[p]))
	}
	return last
}

// gameName names a game as the sheet writes it ("Grand hand").
func gameName(h table.Host, g skat.GameType, hand bool) string {
	name := h.Name(g.Name())
	if hand {
		name = h.T("table.skat.handName", "{{.Game}} hand", "Game", name)
	}
	return name
}

// sheetGame is a sheet's game column: the game, "hand", and the level
// announced ("Grand hand · Schwarz announced").
func sheetGame(h table.Host, g skat.GameType, hand bool, lv skat.Level) string {
	name := gameName(h, g, hand)
	if lv != skat.LevelNone {
		name = h.T("table.skat.lineLevel", "{{.Line}} · {{.Level}}", "Line", name, "Level", levelName(h, lv))
	}
	return name
}

// SheetTitle names the session's score sheet, or the list (Sheeter).
func (g *game) SheetTitle(h table.Host, gv games.View) string {
	if v, ok := gv.(*skat.View); ok && isList(v) {
		return listTitle(h, v)
	}
	return h.T("table.skat.sheetTitle", "Score sheet of this session")
}

// SheetLegend says what the sheet's columns and its last line are.
func (g *game) SheetLegend(h table.Host, gv games.View) string {
	if v, ok := gv.(*skat.View); ok && isList(v) {
		return listLegend(h, v)
	}
	return h.T("table.skat.sheetLegend", "Each deal is one game; the seat columns are running totals. Seeger–Fabian adds 50 to a won game, takes 50 off a lost one and gives each defender of a lost game 40.")
}

// ramschScores is a Ramsch's score column: the loss (or a Durchmarsch's
// +120) that stands in the seat columns, once.
func ramschScores(sc [3]int) string {
	for _, v := range sc {
		if v != 0 {
			return signed(v)
		}
	}
	return "0"
}

// signed writes a score with its sign ("+40", "-80", "0").
func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func kview(v games.View) *skat.View { return v.(*skat.View) }

// CardOf is the card a play puts down, or the first of a discard's two
// (Game).
func (*game) CardOf(_ games.View, a games.Action) (cards.Card, bool) {
	switch m, _ := skat.Decode(a); m.Kind {
	case skat.MovePlay:
		return m.Card, true
	case skat.MoveDiscard:
		return m.Discard.First(), true
	}
	return cards.None, false
}

// sortSkat orders a hand for the game being played (or a suit game before
// the announcement): trumps first with the Jacks on top, then the suits.
func sortSkat(h cards.Set, g skat.GameType) []cards.Card {
	cs := h.Cards()
	key := func(c cards.Card) int {
		suit, rank := cards.German().Suit(c), cards.German().Rank(c)
		if g.IsNull() { // no trumps; the card ids already run 7 8 9 T U O K A
			return 10 + suit*10 + (9 - rank)
		}
		if rank == 4 { // the Jacks are trumps, Acorns first
			return suit
		}
		tr := -1
		if g.IsSuit() {
			tr = int(skat.Clubs - g) // Clubs=0 … Diamonds=3 suit index
		}
		// Each block has ten keys of its own (a block holds at most seven
		// cards): the trump suit's after the Jacks, then the plain suits.
		base := 20 + suit*10
		if suit == tr {
			base = 10
		}
		return base + (9 - suitRank(rank))
	}
	sort.Slice(cs, func(i, j int) bool { return key(cs[i]) < key(cs[j]) })
	return cs
}

// suitRank is the rank order in suit and Grand games: 7 8 9 O K T A.
func suitRank(r int) int { return [8]int{0, 1, 2, 5, 7, 3, 4, 6}[r] }

// skatRole names a seat's position this deal, and the declarer.
func skatRole(h table.Host, v *skat.View, seat int) string {
	fh := (v.Dealer + 1) % 3
	role := h.T("table.skat.rearhand", "Rearhand")
	switch seat {
	case fh:
		role = h.T("table.skat.forehand", "Forehand")
	case (fh + 1) % 3:
		role = h.T("table.skat.middlehand", "Middlehand")
	}
	if seat == v.Declarer {
		role += " · " + h.T("table.skat.declarer", "Declarer")
	}
	return role
}

// skatSeatInfo is a seat's auction word or trick count, or that it is
// thinking. In the auction the seat to move is marked as such: the person's
// own label must agree with the status bar's "Your turn in the auction"
// rather than say it is waiting.
func (g *game) seatInfo(h table.Host, v *skat.View, seat int) string {
	if h.Thinking() && v.ToMove == seat {
		return h.T("table.thinkingShort", "thinking…")
	}
	if v.Phase == skat.PhaseAuction {
		if v.Passed[seat] {
			return h.T("table.skat.passed", "passed")
		}
		held := false
		if seat >= 0 && seat < 3 {
			held = g.held[seat]
		}
		var said string
		switch {
		case v.Said[seat] > 0 && held:
			// The seat being bid to says "yes" to a value: it holds it, it
			// has not bid it.
			said = h.T("table.skat.holds", "holds {{.Value}}", "Value", v.Said[seat])
		case v.Said[seat] > 0:
			said = h.T("table.skat.said", "said {{.Value}}", "Value", v.Said[seat])
		}
		if v.ToMove != seat {
			if said == "" {
				return h.T("table.skat.waiting", "waiting")
			}
			return said
		}
		turn := h.T("table.skat.toBid", "to bid")
		if seat == v.Seat {
			turn = h.T("table.skat.yourTurn", "your turn")
		}
		if said == "" {
			return turn
		}
		return said + " · " + turn
	}
	return h.T("table.tricks", "{{.Count}} tricks", "Count", v.TricksWon[seat])
}

// skatGameLine says what is being played, or where the auction stands,
// with Kontra and Re after it once said.
func skatGameLine(h table.Host, v *skat.View) string {
	line := gameLine(h, v)
	if v.Announced != skat.LevelNone && line != "" {
		line = h.T("table.skat.lineLevel", "{{.Line}} · {{.Level}}", "Line", line, "Level", levelName(h, v.Announced))
	}
	if v.Pushes > 0 {
		line = h.T("table.skat.linePushed", "{{.Line}} · skat pushed {{.Count}}×", "Line", line, "Count", v.Pushes)
	}
	switch doubles := countDoubled(v.Doubled); {
	case line == "" || doubles == 0:
	case doubles == 1:
		line = h.T("table.skat.lineKontra", "{{.Line}} · Kontra", "Line", line)
	default:
		line = h.T("table.skat.lineRe", "{{.Line}} · Kontra and Re", "Line", line)
	}
	return line
}

// countDoubled counts the seats that said Kontra or Re.
func countDoubled(d [3]bool) int {
	n := 0
	for _, x := range d {
		if x {
			n++
		}
	}
	return n
}

// gameLine is the game line without Kontra and Re.
func gameLine(h table.Host, v *skat.View) string {
	switch {
	case v.Phase == skat.PhaseAuction && v.Current > 0:
		return h.T("table.skat.auctionAt", "Auction: {{.Value}}", "Value", v.Current)
	case v.Phase == skat.PhaseAuction:
		return h.T("table.skat.auction", "Auction")
	case v.Game == skat.Ramsch:
		return h.T("table.skat.ramschLine", "Ramsch: everyone plays alone, the most card points lose")
	case v.Game != skat.NoGame:
		name := h.Name(v.Game.Name())
		if v.HandGame {
			if v.Declarer == table.Human {
				return h.T("table.skat.gameHand.you", "You play {{.Game}} hand (bid {{.Bid}})", "Game", name, "Bid", v.Bid)
			}
			return h.T("table.skat.gameHand", "{{.Player}} plays {{.Game}} hand (bid {{.Bid}})", "Player", h.SeatName(v.Declarer), "Game", name, "Bid", v.Bid)
		}
		if v.Declarer == table.Human {
			return h.T("table.skat.game.you", "You play {{.Game}} (bid {{.Bid}})", "Game", name, "Bid", v.Bid)
		}
		return h.T("table.skat.game", "{{.Player}} plays {{.Game}} (bid {{.Bid}})", "Player", h.SeatName(v.Declarer), "Game", name, "Bid", v.Bid)
	case v.Declarer == table.Human:
		// The person's own line: "Du hast …", where the seat name would
		// need another verb form than a computer player's.
		return h.T("table.skat.won.you", "You won the auction at {{.Bid}}", "Bid", v.Bid)
	case v.Declarer >= 0:
		return h.T("table.skat.won", "{{.Player}} won the auction at {{.Bid}}", "Player", h.SeatName(v.Declarer), "Bid", v.Bid)
	}
	return ""
}

// Pick plays the first action: a card is played one way only in Skat (Game).
func (g *game) Pick(h table.Host, gv games.View, c cards.Card, acts []games.Action) {
	h.Play(acts[0])
}

// Tap lays cards away in the discard phase: the first tap chooses, the
// second lays both away (tap the first again to change your mind) (Tapper).
func (g *game) Tap(h table.Host, gv games.View, c cards.Card) bool {
	v := kview(gv)
	if v.Phase != skat.PhaseDiscard || v.ToMove != v.Seat {
		return false
	}
	if v.Game == skat.Ramsch && skat.Trumps(skat.Ramsch).Has(c) {
		h.Say(h.T("table.skat.noUnterPush", "Unters may not be pushed: choose another card."))
		return true
	}
	switch {
	case g.discard == cards.None:
		g.discard = c
		h.Say(h.T("table.skat.discardOne", "{{.Card}} will go into the skat. Choose the second card.", "Card", h.CardName(c)))
		h.Relayout()
	case g.discard == c:
		g.discard = cards.None
		h.Say(g.Prompt(h, gv))
		h.Relayout()
	default:
		a, b := g.discard, c
		g.discard = cards.None
		h.Play(skat.Discard(a, b))
	}
	return true
}

// Refusal says which rule keeps the card back: the auction, trumps led,
// or the suit to follow (Game).
func (g *game) Refusal(h table.Host, gv games.View, c cards.Card) string {
	v := kview(gv)
	if v.Phase != skat.PhasePlay {
		return h.T("table.skat.notNow", "Cards are played after the auction and the announcement.")
	}
	if v.TrickLen > 0 {
		lead := v.Trick[0]
		if skat.EffectiveSuit(v.Game, lead) == 4 {
			return h.T("table.skat.mustTrump", "Trump was led: you must play a trump if you have one.")
		}
		return h.T("table.skat.mustFollow", "You must follow suit ({{.Suit}}).", "Suit", h.Name(h.Deck().SuitName(h.Deck().Suit(lead))))
	}
	return h.T("table.illegal", "You cannot play {{.Card}} now.", "Card", h.CardName(c))
}

// announceActions are the legal announcements with their worth.
func (g *game) announceActions(h table.Host, v *skat.View) []table.Choice {
	vals := v.Values(v.HandGame)
	level := g.levelOf(v)
	var out []table.Choice
	for _, a := range v.Legal(nil) {
		m, _ := skat.Decode(a)
		if m.Kind != skat.MoveAnnounce || m.Level != level {
			continue
		}
		gt := m.Game
		worth := vals[gt]
		if level != skat.LevelNone {
			// A hand game: the ten cards are all the person knows.
			worth = skat.AnnouncedValue(gt, v.Hand, true, level, false, false)
		}
		// Short labels: all eight must fit under the felt of an 800-wide
		// window; the prompt says what "needs Schneider" means.
		label := h.T("table.skat.announceWorth", "{{.Game}} · {{.Value}}", "Game", h.Name(gt.Name()), "Value", worth)
		if !gt.IsNull() && worth < v.Bid {
			label = h.T("table.skat.announceSchneider", "{{.Game}} · {{.Value}} (needs Schneider)", "Game", h.Name(gt.Name()), "Value", worth)
		}
		out = append(out, table.Choice{Label: label, Action: a})
	}
	return out
}

// levelOf is the level the person chose, if the rules still offer it
// here (a new deal, a pick-up: back to none).
func (g *game) levelOf(v *skat.View) skat.Level {
	if g.level != skat.LevelNone && !slices.Contains(v.Legal(nil), skat.AnnounceLevel(skat.Grand, g.level)) {
		g.level = skat.LevelNone
	}
	return g.level
}

// levelName names an announced level for a person.
func levelName(h table.Host, lv skat.Level) string {
	switch lv {
	case skat.LevelSchneider:
		return h.T("table.skat.level.schneider", "Schneider announced")
	case skat.LevelSchwarz:
		return h.T("table.skat.level.schwarz", "Schwarz announced")
	case skat.LevelOuvert:
		return h.T("table.skat.level.ouvert", "Ouvert (open hand)")
	}
	return h.T("table.skat.level.none", "No announcement")
}

// levelSelect offers the announced levels before the game buttons when
// the rules allow them (a hand game under "announcements"); choosing one
// lays the buttons out again with the values it brings.
func (g *game) levelSelect(h table.Host, v *skat.View) fyne.CanvasObject {
	if !slices.Contains(v.Legal(nil), skat.AnnounceLevel(skat.Grand, skat.LevelSchneider)) {
		return nil
	}
	var names []string
	byName := map[string]skat.Level{}
	for lv := skat.LevelNone; lv <= skat.LevelOuvert; lv++ {
		n := levelName(h, lv)
		names = append(names, n)
		byName[n] = lv
	}
	sel := widget.NewSelect(names, nil)
	// The select is as wide as its placeholder: the longest name, so that
	// none is cut short in any language.
	for _, n := range names {
		if len([]rune(n)) > len([]rune(sel.PlaceHolder)) || sel.PlaceHolder == "(Select one)" {
			sel.PlaceHolder = n
		}
	}
	sel.SetSelected(levelName(h, g.levelOf(v)))
	sel.OnChanged = func(n string) {
		if lv, ok := byName[n]; ok && lv != g.level {
			g.level = lv
			h.Relayout()
		}
	}
	return sel
}

// belowBid reports whether a suit or Grand game the person may announce is
// worth less than the bid as the cards stand (its button says "needs
// Schneider"); Null games have fixed values and are not lifted.
func (g *game) belowBid(v *skat.View) bool {
	vals := v.Values(v.HandGame)
	for _, a := range v.Legal(nil) {
		if m, _ := skat.Decode(a); m.Kind == skat.MoveAnnounce && !m.Game.IsNull() && vals[m.Game] < v.Bid {
			return true
		}
	}
	return false
}

// actionName names a decision other than playing a card the way the
// person would say it ("play hand", "bid 20", "lay away … and …"), for the
// hint and the review; the record notation ("hand", "20") is no sentence.
// A card played is named by the table (false) (ActionNamer).
func (g *game) ActionName(h table.Host, _ games.View, a games.Action) (string, bool) {
	m, ok := skat.Decode(a)
	if !ok {
		return "", false
	}
	switch m.Kind {
	case skat.MovePass:
		return h.T("table.skat.act.pass", "pass"), true
	case skat.MoveHold:
		return h.T("table.skat.act.hold", "hold the bid"), true
	case skat.MoveBid:
		return h.T("table.skat.act.bid", "bid {{.Value}}", "Value", m.Bid), true
	case skat.MoveTakeSkat:
		return h.T("table.skat.act.take", "take the skat"), true
	case skat.MovePlayHand:
		return h.T("table.skat.act.hand", "play hand"), true
	case skat.MoveAnnounce:
		if m.Level != skat.LevelNone {
			return h.T("table.skat.act.announceLevel", "announce {{.Game}}, {{.Level}}", "Game", h.Name(m.Game.Name()), "Level", levelName(h, m.Level)), true
		}
		return h.T("table.skat.act.announce", "announce {{.Game}}", "Game", h.Name(m.Game.Name())), true
	case skat.MoveKontra:
		return h.T("table.skat.act.kontra", "say Kontra"), true
	case skat.MoveRe:
		return h.T("table.skat.act.re", "say Re"), true
	case skat.MoveDiscard:
		cs := m.Discard.Cards()
		if len(cs) != 2 {
			return "", false
		}
		return h.T("table.skat.act.discard", "lay away {{.First}} and {{.Second}}", "First", h.CardName(cs[0]), "Second", h.CardName(cs[1])), true
	}
	return "", false
}

// Controls are the auction's bids, the skat's choice and the
// announcements, each announcement with its worth (Game).
func (g *game) Controls(h table.Host, gv games.View) []fyne.CanvasObject {
	v := kview(gv)
	var out []fyne.CanvasObject
	legal := v.Legal(nil)
	has := func(a games.Action) bool {
		for _, x := range legal {
			if x == a {
				return true
			}
		}
		return false
	}
	switch v.Phase {
	case skat.PhaseAuction:
		if has(skat.Hold) {
			out = append(out, h.Button(h.T("table.skat.hold", "Hold {{.Value}} (B)", "Value", v.Current), skat.Hold))
		}
		var jumps []string
		jumpAct := map[string]games.Action{}
		first := true
		for _, a := range legal {
			m, _ := skat.Decode(a)
			if m.Kind != skat.MoveBid {
				continue
			}
			b := m.Bid
			if first {
				out = append(out, h.Button(h.T("table.skat.bid", "Bid {{.Value}} (B)", "Value", b), a))
				first = false
				continue
			}
			if len(jumps) < 24 { // the values a hand can reach; the ladder goes on to 264
				jumps = append(jumps, strconv.Itoa(b))
				jumpAct[strconv.Itoa(b)] = a
			}
		}
		if len(jumps) > 0 {
			sel := widget.NewSelect(jumps, func(s string) {
				if a, ok := jumpAct[s]; ok {
					h.Play(a)
				}
			})
			sel.PlaceHolder = h.T("table.skat.jump", "Bid higher…")
			out = append(out, sel)
		}
		if has(skat.Pass) {
			out = append(out, h.Button(h.T("table.skat.pass", "Pass (P)"), skat.Pass))
		}
	case skat.PhaseSkat:
		if v.Game == skat.Ramsch {
			out = append(out, h.Button(h.T("table.skat.push", "Take the skat and push two on (S)"), skat.TakeSkat),
				h.Button(h.T("table.skat.passOn", "Pass it on unseen (D)"), skat.PlayHand))
			break
		}
		out = append(out, h.Button(h.T("table.skat.take", "Take the skat (S)"), skat.TakeSkat),
			h.Button(h.T("table.skat.hand", "Play hand (D)"), skat.PlayHand))
	case skat.PhaseAnnounce:
		// The bar wraps them into as many rows as the width needs
		// (flowLayout): every one stays reachable at 800×600. The table's
		// keyboard row highlights one (Highlight).
		// Each button shows its digit, as every choice's does (issue 40:
		// the announcement had no key letters); Key takes the digits.
		if sel := g.levelSelect(h, v); sel != nil {
			out = append(out, sel)
		}
		for i, c := range g.announceActions(h, v) {
			out = append(out, h.Button(strconv.Itoa(i+1)+" · "+c.Label, c.Action))
		}
	case skat.PhasePlay:
		// Kontra and Re (house rule) beside the cards: the card is still
		// to be played after either.
		if has(skat.Kontra) {
			out = append(out, h.Button(h.T("table.skat.kontra", "Kontra (K)"), skat.Kontra))
		}
		if has(skat.Re) {
			out = append(out, h.Button(h.T("table.skat.re", "Re (R)"), skat.Re))
		}
	}
	return out
}

// Key is P and B in the auction, S and D for the skat, the digits of the
// announcement's buttons, K and R for Kontra and Re; the arrows and Enter through the announcements
// are the table's row of choices (Game).
func (g *game) Key(h table.Host, gv games.View, ev *fyne.KeyEvent) bool {
	v := kview(gv)
	legal := v.Legal(nil)
	switch v.Phase {
	case skat.PhaseAuction:
		switch ev.Name {
		case "P":
			return h.TryKey(legal, table.Is(skat.Pass))
		case "B":
			return h.TryKey(legal, func(a games.Action) bool {
				m, _ := skat.Decode(a)
				return a == skat.Hold || m.Kind == skat.MoveBid
			})
		}
	case skat.PhaseSkat:
		switch ev.Name {
		case "S":
			return h.TryKey(legal, table.Is(skat.TakeSkat))
		case "D":
			return h.TryKey(legal, table.Is(skat.PlayHand))
		}
	case skat.PhasePlay:
		switch ev.Name {
		case "K":
			return h.TryKey(legal, table.Is(skat.Kontra))
		case "R":
			return h.TryKey(legal, table.Is(skat.Re))
		}
	case skat.PhaseAnnounce:
		// The digit on an announcement's button announces that game.
		if d, ok := table.Digit(ev.Name); ok && v.ToMove == v.Seat {
			if acts := g.announceActions(h, v); d >= 1 && d <= len(acts) {
				h.Play(acts[d-1].Action)
				return true
			}
		}
	}
	return false
}

// Highlight starts the announcement's highlight on the first game that
// covers the bid as the cards stand, and asks the Expert to judge: the
// highlight then moves to the game it would announce, the best the hand
// can win (Highlighter). A game that needs Schneider is never the default
// while another covers the bid.
func (g *game) Highlight(h table.Host, gv games.View) (games.Action, bool, bool) {
	v := kview(gv)
	if v.Phase != skat.PhaseAnnounce {
		return 0, false, false
	}
	vals := v.Values(v.HandGame)
	var first games.Action
	found := false
	level := g.levelOf(v)
	for _, a := range v.Legal(nil) {
		m, _ := skat.Decode(a)
		if m.Kind != skat.MoveAnnounce || m.Level != level {
			continue
		}
		if m.Game.IsNull() || vals[m.Game] >= v.Bid || level != skat.LevelNone {
			return a, true, true
		}
		if !found {
			first, found = a, true
		}
	}
	return first, true, found
}

// Describe says what an event means (Game).
func (g *game) Describe(h table.Host, gv games.View, e games.Event) (string, bool) {
	p := h.SeatName(int(e.Player))
	switch e.Kind {
	case games.KDealStart:
		return table.DealsNews(h, int(e.Player)), false
	case skat.KBid:
		if int(e.Player) == table.Human {
			return h.T("table.skat.bidNews.you", "You bid {{.Value}}.", "Value", e.Value), false
		}
		return h.T("table.skat.bidNews", "{{.Player}} bids {{.Value}}.", "Player", p, "Value", e.Value), false
	case skat.KHold:
		if int(e.Player) == table.Human {
			return h.T("table.skat.holdNews.you", "You hold {{.Value}}.", "Value", e.Value), false
		}
		return h.T("table.skat.holdNews", "{{.Player}} holds {{.Value}}.", "Player", p, "Value", e.Value), false
	case skat.KPass:
		if int(e.Player) == table.Human {
			return h.T("table.skat.passNews.you", "You pass."), false
		}
		return h.T("table.skat.passNews", "{{.Player}} passes.", "Player", p), false
	case skat.KAuctionWon:
		// Said in the status bar only, not in a banner too: the game line
		// under the skat says it from now on ("… won the auction at 18"),
		// and the same words must not stand on screen twice.
		if int(e.Player) == table.Human {
			return h.T("table.skat.auctionWon.you", "You won the auction at {{.Value}}.", "Value", e.Value), false
		}
		return h.T("table.skat.auctionWon", "{{.Player}} won the auction at {{.Value}}.", "Player", p, "Value", e.Value), false
	case games.KAbandoned:
		return h.T("table.skat.abandoned", "Everybody passed: the deal is thrown in."), true
	case skat.KRamsch:
		return h.T("table.skat.ramschNews", "Everybody passed: Ramsch! Everyone plays alone, only the Unters are trumps, and the most card points lose."), true
	case skat.KSkatTake:
		if int(e.Player) == table.Human {
			return h.T("table.skat.tookSkat.you", "You pick up the skat."), false
		}
		return h.T("table.skat.tookSkat", "{{.Player}} picks up the skat.", "Player", p), false
	case skat.KHand:
		if int(e.Player) == table.Human {
			return h.T("table.skat.handNews.you", "You play hand, without the skat."), true
		}
		return h.T("table.skat.handNews", "{{.Player}} plays hand, without the skat.", "Player", p), true
	case skat.KSkatPassed:
		if int(e.Player) == table.Human {
			return h.T("table.skat.passedOn.you", "You pass the skat on unseen."), false
		}
		return h.T("table.skat.passedOn", "{{.Player}} passes the skat on unseen.", "Player", p), false
	case skat.KDiscard:
		if kview(gv).Game == skat.Ramsch {
			if int(e.Player) == table.Human {
				return h.T("table.skat.pushed.you", "You push two cards on: the loss doubles."), true
			}
			return h.T("table.skat.pushed", "{{.Player}} pushes two cards on: the loss doubles.", "Player", p), true
		}
		if int(e.Player) == table.Human {
			return h.T("table.skat.discarded.you", "You lay two cards away."), false
		}
		return h.T("table.skat.discarded", "{{.Player}} lays two cards away.", "Player", p), false
	case skat.KDeclare:
		if int(e.Player) == table.Human {
			return h.T("table.skat.declared.you", "You announce {{.Game}}!", "Game", h.Name(skat.GameType(e.Value).Name())), true
		}
		return h.T("table.skat.declared", "{{.Player}} announces {{.Game}}!", "Player", p, "Game", h.Name(skat.GameType(e.Value).Name())), true
	case skat.KAnnounced:
		lv := skat.Level(e.Value)
		if int(e.Player) == table.Human {
			return h.T("table.skat.announcedNews.you", "You announce: {{.Level}}.", "Level", levelName(h, lv)), true
		}
		return h.T("table.skat.announcedNews", "{{.Player}} announces: {{.Level}}.", "Player", p, "Level", levelName(h, lv)), true
	case skat.KReveal:
		if int(e.Player) == table.Human {
			return h.T("table.skat.revealed.you", "You lay your hand open."), false
		}
		return h.T("table.skat.revealed", "{{.Player}} lays the hand open.", "Player", p), false
	case skat.KKontra:
		if int(e.Player) == table.Human {
			return h.T("table.skat.kontraNews.you", "You say Kontra: the game counts double."), true
		}
		return h.T("table.skat.kontraNews", "{{.Player}} says Kontra: the game counts double.", "Player", p), true
	case skat.KRe:
		if int(e.Player) == table.Human {
			return h.T("table.skat.reNews.you", "You say Re: the game counts four times."), true
		}
		return h.T("table.skat.reNews", "{{.Player}} says Re: the game counts four times.", "Player", p), true
	case games.KTrickWon:
		return h.T("table.trickWon", "{{.Player}} took the trick ({{.Value}} points).", "Player", p, "Value", e.Value), false
	case skat.KSkatShown:
		if kview(gv).Game == skat.Ramsch {
			return h.T("table.skat.ramschSkat", "The skat held {{.Cards}}: {{.Value}} points for {{.Player}}, who took the last trick.", "Cards", h.CardsName(e.Cards), "Value", e.Value, "Player", p), false
		}
		return h.T("table.skat.skatShown", "The skat held {{.Cards}}: {{.Value}} points for the declarer.", "Cards", h.CardsName(e.Cards), "Value", e.Value), false
	case games.KDealOver:
		if st := kview(gv).Settlement; st != nil && st.Ramsch {
			return g.Title(h, gv, games.Result{}), true
		}
		if e.Value > 0 {
			return h.T("table.skat.declarerWon", "{{.Player}} won the game: +{{.Value}}.", "Player", p, "Value", e.Value), true
		}
		if e.Player >= 0 {
			return h.T("table.skat.declarerLost", "{{.Player}} lost the game: {{.Value}}.", "Player", p, "Value", e.Value), true
		}
	}
	return "", false
}

// Prompt tells the person what this phase asks for (Game).
func (g *game) Prompt(h table.Host, gv games.View) string {
	v := kview(gv)
	switch v.Phase {
	case skat.PhaseAuction:
		if h.InLesson() {
			// The auction lessons teach working the value out (2 × 12 =
			// 24) and passing above it: a line that works it out for the
			// person, and names a Grand 48 the hand cannot win, would
			// answer the caption's question and contradict its "27 is
			// more than your game is worth".
			return h.T("table.skat.auctionPromptLesson", "Your turn in the auction.")
		}
		vals := v.Values(false)
		var parts []string
		for gt := skat.Diamonds; gt <= skat.Null; gt++ {
			parts = append(parts, h.Name(gt.Name())+" "+strconv.Itoa(vals[gt]))
		}
		return h.T("table.skat.auctionPrompt", "Your turn in the auction. As your cards stand, the games are worth: {{.Values}}. Bid no more than a game you can win.", "Values", strings.Join(parts, " · "))
	case skat.PhaseSkat:
		if v.Game == skat.Ramsch {
			return h.T("table.skat.pushPrompt", "Schieberamsch: take the skat and push two cards on to the next player (no Unters; the loss doubles), or pass it on unseen.")
		}
		// The game line already says "You won the auction at 18".
		return h.T("table.skat.skatPrompt", "Take the skat, or play hand for one more multiplier.")
	case skat.PhaseDiscard:
		if v.Game == skat.Ramsch {
			return h.T("table.skat.pushDiscardPrompt", "Push two cards on, no Unters: click them (or choose each and press Enter).")
		}
		return h.T("table.skat.discardPrompt", "Lay two cards away into the skat: click them (or choose each and press Enter).")
	case skat.PhaseAnnounce:
		if g.levelSelect(h, v) != nil {
			return h.T("table.skat.announcePromptLevels", "Announce your game. Each button shows what it is worth. Playing hand, you may first choose to announce Schneider, Schwarz or ouvert: each raises the value, and a level you do not reach loses the game.")
		}
		if g.belowBid(v) {
			return h.T("table.skat.announcePrompt", "Announce your game. Each button shows what it is worth; a suit or Grand game below your bid of {{.Bid}} loses unless Schneider lifts it.", "Bid", v.Bid)
		}
		// Every game shown covers the bid: a warning about the others
		// would only puzzle.
		return h.T("table.skat.announcePromptPlain", "Announce your game. Each button shows what it is worth.")
	}
	if v.TrickLen > 0 {
		return h.T("table.skat.follow", "Play a card to the trick.")
	}
	return h.T("table.skat.lead", "Your lead.")
}

// Summary explains the game's value and outcome (Game).
func (g *game) Summary(h table.Host, gv games.View, r games.Result) []string {
	v := kview(gv)
	st := v.Settlement
	if st == nil {
		return nil
	}
	if st.Abandoned {
		return []string{h.T("table.skat.abandonedSummary", "Everybody passed, forehand too: nobody plays and nobody scores.")}
	}
	if st.Ramsch {
		return ramschSummary(h, v, st)
	}
	name := h.Name(st.Game.Name())
	if st.Hand {
		name = h.T("table.skat.handName", "{{.Game}} hand", "Game", name)
	}
	out := []string{skatHeadline(h, st, h.Name(st.Game.Name()))}
	out = append(out, h.T("table.skat.sumGame", "{{.Player}} played {{.Game}}, bid {{.Bid}}.", "Player", h.SeatName(st.Declarer), "Game", name, "Bid", st.Bid))
	if !st.Game.IsNull() {
		out = append(out, h.T("table.skat.sumPoints", "The declarer took {{.Points}} of 120 card points ({{.Skat}} of them in the skat) in {{.Count}} tricks; 61 win.",
			"Points", st.CardPoints, "Skat", st.SkatPoints, "Count", st.Tricks))
	} else {
		out = append(out, h.T("table.skat.sumNull", "{{.Game}} is worth {{.Value}}; the declarer must take no trick and took {{.Count}}.", "Game", name, "Value", st.Value, "Count", st.Tricks))
	}
	// The lines of the game's own rules speak of the score before Kontra
	// and Re; the doubling follows in a line of its own.
	score := st.Score >> st.Kontra
	switch {
	case st.Overbid:
		// Spec §7: an overbid loses twice the smallest multiple of the base
		// value that covers the bid.
		base := max(st.Base, 1)
		times := (st.Bid + base - 1) / base
		out = append(out, h.T("table.skat.sumOverbidWhy", "Overbid: the game was worth {{.Value}}, less than the bid of {{.Bid}}, so it is lost. The loss is the bid rounded up to a multiple of the base value: {{.Base}} × {{.Times}} = {{.Cover}}, twice over: {{.Score}}.",
			"Value", st.Value, "Bid", st.Bid, "Base", base, "Times", times, "Cover", base*times, "Score", score))
	case st.Won:
		out = append(out, h.T("table.skat.sumWon", "Won: +{{.Score}}.", "Score", score))
	default:
		out = append(out, h.T("table.skat.sumLost", "Lost: {{.Score}} (twice the value).", "Score", score))
	}
	if st.Announced != skat.LevelNone && !st.Overbid {
		if st.Won {
			out = append(out, h.T("table.skat.sumAnnounced", "{{.Level}}: reached.", "Level", levelName(h, st.Announced)))
		} else {
			out = append(out, h.T("table.skat.sumAnnouncedMissed", "{{.Level}}: a level announced must be reached, or the game is lost.", "Level", levelName(h, st.Announced)))
		}
	}
	switch st.Kontra {
	case 1:
		out = append(out, h.T("table.skat.sumKontra", "Kontra doubles it: {{.Score}}.", "Score", signed(st.Score)))
	case 2:
		out = append(out, h.T("table.skat.sumRe", "Kontra and Re double it twice: {{.Score}}.", "Score", signed(st.Score)))
	}
	out = append(out, listNews(h, v, st)...)
	// The skat and the discards follow as pictures (summaryCards).
	return out
}

// Why says in one sentence who won or lost the game, and by what (Ender):
// the card points of a suit or Grand game, the tricks of a Null game, the
// value short of the bid of an overbid one. A deal thrown in is said by
// the summary itself.
func (g *game) Why(h table.Host, gv games.View, _ games.Result) string {
	st := kview(gv).Settlement
	if st == nil || st.Abandoned || st.Declarer < 0 {
		return ""
	}
	you := st.Declarer == table.Human
	p := h.SeatName(st.Declarer)
	name := h.Name(st.Game.Name())
	if st.Hand {
		name = h.T("table.skat.handName", "{{.Game}} hand", "Game", name)
	}
	switch {
	case st.Overbid && you:
		return h.T("table.skat.why.overbid.you", "You lost: {{.Game}} was worth {{.Value}}, less than your bid of {{.Bid}}.", "Game", name, "Value", st.Value, "Bid", st.Bid)
	case st.Overbid:
		return h.T("table.skat.why.overbid", "{{.Player}} lost: {{.Game}} was worth {{.Value}}, less than the bid of {{.Bid}}.", "Player", p, "Game", name, "Value", st.Value, "Bid", st.Bid)
	case st.Game.IsNull() && st.Won && you:
		return h.T("table.skat.why.nullWon.you", "You won {{.Game}}: you took no trick.", "Game", name)
	case st.Game.IsNull() && st.Won:
		return h.T("table.skat.why.nullWon", "{{.Player}} won {{.Game}} without taking a trick.", "Player", p, "Game", name)
	case st.Game.IsNull() && you:
		return h.T("table.skat.why.nullLost.you", "You lost {{.Game}}: you took a trick.", "Game", name)
	case st.Game.IsNull():
		return h.T("table.skat.why.nullLost", "{{.Player}} lost {{.Game}} by taking a trick.", "Player", p, "Game", name)
	case st.Won && you:
		return h.T("table.skat.why.won.you", "You won {{.Game}} with {{.Points}} of 120 card points.", "Game", name, "Points", st.CardPoints)
	case st.Won:
		return h.T("table.skat.why.won", "{{.Player}} won {{.Game}} with {{.Points}} of 120 card points.", "Player", p, "Game", name, "Points", st.CardPoints)
	case you:
		return h.T("table.skat.why.lost.you", "You lost {{.Game}} with {{.Points}} of 120 card points.", "Game", name, "Points", st.CardPoints)
	}
	return h.T("table.skat.why.lost", "{{.Player}} lost {{.Game}} with {{.Points}} of 120 card points.", "Player", p, "Game", name, "Points", st.CardPoints)
}

// SummaryCards shows the skat as it was dealt and the two cards the
// declarer laid away (in a hand game, the skat itself) (Carder).
func (g *game) SummaryCards(h table.Host, gv games.View) []table.CardGroup {
	st := kview(gv).Settlement
	if st == nil || st.Abandoned || st.Skat == 0 {
		return nil
	}
	gs := []table.CardGroup{{Caption: h.T("table.skat.cardsSkat", "The skat as dealt"), Cards: st.Skat.Cards()}}
	if st.Discards != 0 && st.Discards != st.Skat {
		gs = append(gs, table.CardGroup{Caption: h.T("table.skat.cardsLaidAway", "Laid away"), Cards: st.Discards.Cards()})
	}
	return gs
}

// skatHeadline is the game's value the way Skat players say it: "Hearts,
// with 2, game 3, hand 4 × 10 = 40, won". Each level after the matadors
// adds one to the multiplier; Null games have a fixed value.
func skatHeadline(h table.Host, st *skat.Settlement, name string) string {
	outcome := h.T("table.skat.outcomeWon", "won")
	switch {
	case st.Overbid:
		outcome = h.T("table.skat.outcomeOverbid", "lost (overbid)")
	case !st.Won:
		outcome = h.T("table.skat.outcomeLost", "lost")
	}
	if st.Game.IsNull() {
		return h.T("table.skat.headlineNull", "{{.Game}}, fixed value {{.Value}}, {{.Outcome}}", "Game", name, "Value", st.Value, "Outcome", outcome)
	}
	n := st.Matadors
	levels := []string{h.T("table.skat.with", "with {{.Count}}", "Count", n)}
	if !st.With {
		levels[0] = h.T("table.skat.without", "without {{.Count}}", "Count", n)
	}
	n++
	levels = append(levels, h.T("table.skat.levelGame", "game {{.N}}", "N", n))
	if st.Hand {
		n++
		levels = append(levels, h.T("table.skat.levelHand", "hand {{.N}}", "N", n))
	}
	if st.Schneider {
		n++
		levels = append(levels, h.T("table.skat.levelSchneider", "Schneider {{.N}}", "N", n))
	}
	if st.Schwarz {
		n++
		levels = append(levels, h.T("table.skat.levelSchwarz", "Schwarz {{.N}}", "N", n))
	}
	if st.Announced != skat.LevelNone {
		n += int(st.Announced)
		levels = append(levels, h.T("table.skat.levelAnnounced", "{{.Level}} {{.N}}", "Level", levelName(h, st.Announced), "N", n))
	}
	if n != st.Multiplier {
		// The engine counted a level this line does not name (an announced
		// Schneider, say): show the engine's multiplier, which is the truth.
		levels = append(levels, h.T("table.skat.levelTotal", "multiplier {{.N}}", "N", st.Multiplier))
	}
	return h.T("table.skat.headline", "{{.Game}}, {{.Levels}} × {{.Base}} = {{.Value}}, {{.Outcome}}",
		"Game", name, "Levels", strings.Join(levels, ", "), "Base", st.Base, "Value", st.Value, "Outcome", outcome)
}

// LastTrick is the last trick taken, with who led and who took it (Game).
func (g *game) LastTrick(h table.Host, gv games.View) ([]cards.Card, string) {
	v, ok := gv.(*skat.View)
	if !ok || v.TricksPlayed == 0 {
		return nil, ""
	}
	tr := v.History[v.TricksPlayed-1]
	return tr.Cards[:], h.T("table.skat.lastTrick", "{{.Leader}} led; {{.Winner}} took the trick.", "Leader", h.SeatName(int(tr.Leader)), "Winner", h.SeatName(int(tr.Winner)))
}

// SheetRunsOn: each Skat deal is a match of its own, and the session's
// sheet runs on over them (RunningSheet).
func (*game) SheetRunsOn() {}

// Title names the outcome of the one-deal match (Titler).
func (g *game) Title(h table.Host, gv games.View, r games.Result) string {
	if v := kview(gv); isList(v) && listOver(v) {
		return listWinnerTitle(h, v)
	}
	st := kview(gv).Settlement
	switch {
	case st != nil && st.Ramsch:
		return ramschTitle(h, st)
	case st == nil || st.Abandoned:
		return h.T("table.skat.titleAbandoned", "Thrown in: nobody played.")
	case st.Declarer == table.Human && st.Won:
		return h.T("table.skat.titleYouWon", "You won your game!")
	case st.Declarer == table.Human:
		return h.T("table.skat.titleYouLost", "You lost your game.")
	case st.Won:
		return h.T("table.skat.titleTheyWon", "{{.Player}} won the game.", "Player", h.SeatName(st.Declarer))
	}
	return h.T("table.skat.titleDefended", "{{.Player}} lost: you and your partner win.", "Player", h.SeatName(st.Declarer))
}

// Open lays a Skat position open for the review (Reviewer): the three
// hands, the trick being played, and the skat as dealt and as put away.
func (*game) Open(h table.Host, gst games.State) table.OpenPosition {
	st, ok := gst.(*skat.State)
	if !ok {
		return table.OpenPosition{}
	}
	op := table.OpenPosition{Hands: []cards.Set{st.Hand(0), st.Hand(1), st.Hand(2)}}
	cs, n := st.Trick()
	op.Trick = slices.Clone(cs[:min(max(n, 0), len(cs))])
	dealt, now := st.Skat()
	op.More = append(op.More, table.CardGroup{Caption: h.T("table.review.skat", "The skat as dealt"), Cards: dealt.Cards()})
	if now != dealt && now != 0 {
		op.More = append(op.More, table.CardGroup{Caption: h.T("table.review.discards", "Put away"), Cards: now.Cards()})
	}
	return op
}

// names joins the seats' names the way a sentence lists them.
func names(h table.Host, seats []int) string {
	ns := make([]string, len(seats))
	for i, p := range seats {
		ns[i] = h.SeatName(p)
	}
	if len(ns) == 2 {
		return h.T("table.skat.and", "{{.First}} and {{.Second}}", "First", ns[0], "Second", ns[1])
	}
	return strings.Join(ns, ", ")
}

// ramschTitle names a Ramsch's outcome: who took every trick, who lost,
// or that nobody scored.
func ramschTitle(h table.Host, st *skat.Settlement) string {
	losers := st.Losers()
	you := slices.Contains(losers, table.Human)
	switch {
	case st.Durchmarsch && st.Scores[table.Human] > 0:
		return h.T("table.skat.titleDurchmarsch.you", "Durchmarsch! You took every trick: +120.")
	case st.Durchmarsch:
		for p, v := range st.Scores {
			if v > 0 {
				return h.T("table.skat.titleDurchmarsch", "Durchmarsch: {{.Player}} took every trick: +120.", "Player", h.SeatName(p))
			}
		}
	case len(losers) == 0:
		return h.T("table.skat.titleRamschTie", "Ramsch: all three took 40 card points, nobody scores.")
	case you && len(losers) == 1:
		return h.T("table.skat.titleRamschLost.you", "Ramsch: you took the most card points and lose {{.Score}}.", "Score", -st.Score)
	case you:
		return h.T("table.skat.titleRamschTied.you", "Ramsch: you and {{.Player}} tied for the most card points; each loses {{.Score}}.",
			"Player", h.SeatName(losers[0]+losers[1]-table.Human), "Score", -st.Score)
	}
	return h.T("table.skat.titleRamschLost", "Ramsch: {{.Players}} took the most card points: {{.Score}}.", "Players", names(h, losers), "Score", st.Score)
}

// ramschSummary explains a Ramsch: each seat's card points (the skat for
// the last trick's winner) and what doubled the loss. Who lost is the
// summary's title (Title), not said again.
func ramschSummary(h table.Host, v *skat.View, st *skat.Settlement) []string {
	var out []string
	var parts []string
	for p := 0; p < 3; p++ {
		parts = append(parts, h.T("table.skat.ramschPoints", "{{.Player}} {{.Points}}", "Player", h.SeatName(p), "Points", st.RamschPoints[p]))
	}
	last := -1
	if v.TricksPlayed > 0 {
		last = int(v.History[v.TricksPlayed-1].Winner)
	}
	out = append(out, h.T("table.skat.ramschCardPoints", "Card points: {{.Points}} (the skat's {{.Skat}} to {{.Player}}, who took the last trick).",
		"Points", strings.Join(parts, " · "), "Skat", st.SkatPoints, "Player", h.SeatName(last)))
	if st.Jungfrau {
		var maids []int
		for p := 0; p < 3; p++ {
			if v.TricksWon[p] == 0 {
				maids = append(maids, p)
			}
		}
		out = append(out, h.T("table.skat.ramschJungfrau", "Jungfrau: {{.Players}} took no trick, so the loss is doubled.",
			"Players", names(h, maids)))
	}
	if st.Pushes > 0 {
		out = append(out, h.T("table.skat.ramschPushed", "Pushes of the skat: {{.Count}}, each doubling the loss.", "Count", st.Pushes))
	}
	if st.Multiplier > 1 && len(st.Losers()) > 0 {
		out = append(out, h.T("table.skat.ramschLoss", "The loss: {{.Points}} × {{.Factor}} = {{.Score}}.", "Points", st.CardPoints, "Factor", st.Multiplier, "Score", -st.Score))
	}
	return out
}
