package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/storage"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/fontcheck"
)

// openStats shows the statistics screen.
func (s *Shell) openStats() {
	s.nav.push(&screen{
		id:    "stats",
		title: func() string { return s.l.T("stats.title", "Statistics") },
		build: func(*screen) fyne.CanvasObject { return s.buildStats() },
	})
}

// stats are the keeper's statistics, or none without a keeper.
func (s *Shell) stats() *storage.Stats {
	if s.keeper() == nil {
		return storage.NewStats()
	}
	return s.deps.Keeper.Stats()
}

// buildStats shows, per game and deck, what storage.Tally counts, and each
// game's last results. Every number is formatted for the language.
func (s *Shell) buildStats() fyne.CanvasObject {
	l := s.l
	st := s.stats()
	var panels []fyne.CanvasObject
	for _, g := range s.games {
		gs := st.Games[g.ID]
		if gs == nil {
			continue
		}
		box := container.NewVBox()
		for _, d := range g.Decks {
			deck := cards.ByID(d)
			if deck == nil {
				continue
			}
			// The seed's rules first, then each set of house rules the
			// person played with this deck, each counted apart
			// (storage.RuleSetKey), so that no count mixes them.
			keys := ruleSetKeys(gs, deck.Key())
			for _, key := range keys {
				_, opts := storage.SplitRuleSet(key)
				if heading := s.ruleSetHeading(g, d, opts, len(keys) > 1); heading != "" {
					h := widget.NewLabelWithStyle(heading, fyne.TextAlignLeading, fyne.TextStyle{Italic: fontcheck.Slants(s.l.Language().Code)})
					h.Wrapping = fyne.TextWrapWord // a long list of rules
					box.Add(h)
				}
				box.Add(s.tallyGrid(*gs.Decks[key]))
			}
		}
		if len(gs.Daily) > 0 {
			box.Add(s.dailyGrid(gs.Daily))
		}
		if len(gs.History) > 0 {
			box.Add(s.historyList(g, gs.History))
		}
		panels = append(panels, panel(l.Name(g.Name), box))
	}
	if len(panels) == 0 {
		empty := widget.NewLabel(l.T("stats.none", "Nothing played yet. Every deal and match you play is counted here, and a match you give up for a new one counts as abandoned."))
		empty.Wrapping = fyne.TextWrapWord
		return container.NewVScroll(readable(panel(l.T("stats.heading", "Matches against the computer"), empty)))
	}
	n := widget.NewLabel(l.T("stats.units", "Points are the game's own: game points in Schnapsen, points in Scopa, the game value in Skat, the payout in Go-Stop. A Skat deal that everybody passed is counted as passed out, neither won nor lost."))
	n.Wrapping = fyne.TextWrapWord
	n.Importance = widget.LowImportance
	reset := newKeyButton(s.w, l.T("stats.reset", "Reset statistics"), theme.DeleteIcon(), s.confirmResetStats)
	panels = append(panels, n, container.NewHBox(reset))
	return container.NewVScroll(readable(container.NewVBox(panels...)))
}

// ruleSetKeys are the keys of gs.Decks for deck: the deck's own (the
// seed's rules) first when it has counts, then those of its house-rule
// sets in the order of their keys.
func ruleSetKeys(gs *storage.GameStats, deck string) []string {
	var keys, sets []string
	if _, ok := gs.Decks[deck]; ok {
		keys = append(keys, deck)
	}
	for key, t := range gs.Decks {
		if d, opts := storage.SplitRuleSet(key); d == deck && len(opts) > 0 && t != nil {
			sets = append(sets, key)
		}
	}
	slices.Sort(sets)
	return append(keys, sets...)
}

// ruleSetHeading names a rule set over its counts: the deck (when the game
// has more than one) and, for house rules, "With house rules: Re Bello";
// "Without house rules" for the seed's rules when sets counts other rule
// sets of the deck beside them; "" for the seed's rules of a game with one
// deck and no other rule set, as before house rules.
func (s *Shell) ruleSetHeading(g *games.Info, d cards.DeckID, opts []record.Option, sets bool) string {
	l := s.l
	var parts []string
	if len(g.Decks) > 1 {
		parts = append(parts, deckLabel(l, d))
	}
	if names := env.HouseRuleNames(l, g, opts); len(names) > 0 {
		parts = append(parts, l.T("stats.houseRules", "With house rules: {{.Rules}}", "Rules", strings.Join(names, ", ")))
	} else if sets {
		parts = append(parts, l.T("stats.seedRules", "Without house rules"))
	}
	return strings.Join(parts, " · ")
}

// tallyGrid is one game and deck's counts, two label–value pairs a row.
func (s *Shell) tallyGrid(t storage.Tally) fyne.CanvasObject {
	l := s.l
	grid := s.pairGrid()
	add, ofPlayed := grid.add, s.ofPlayed
	avg := func(v float64, n int) string {
		if n == 0 {
			return "–"
		}
		return l.Float(v, 1)
	}
	best := func(v, n int) string {
		if n == 0 {
			return "–"
		}
		return l.Int(v)
	}
	add(l.T("stats.matches", "Matches played"), l.Int(t.Matches))
	add(l.T("stats.deals", "Deals played"), l.Int(t.Deals))
	add(l.T("stats.matchesWon", "Matches won"), ofPlayed(t.MatchesWon, t.Matches))
	add(l.T("stats.dealsWon", "Deals won"), ofPlayed(t.DealsWon, t.PlayedDeals()))
	add(l.T("stats.matchesLost", "Matches lost"), l.Int(t.MatchesLost))
	add(l.T("stats.dealsLost", "Deals lost"), l.Int(t.DealsLost))
	add(l.T("stats.matchesDrawn", "Matches drawn"), l.Int(t.MatchesDraw))
	add(l.T("stats.dealsDrawn", "Deals drawn"), l.Int(t.DealsDraw))
	add(l.T("stats.abandoned", "Matches abandoned"), l.Int(t.Abandoned))
	add(l.T("stats.points", "Points"), l.Int(t.Points))
	add(l.T("stats.avgMatch", "Average per match"), avg(t.PointsPerMatch(), t.Matches))
	add(l.T("stats.avgDeal", "Average per deal"), avg(t.PointsPerDeal(), t.PlayedDeals()))
	add(l.T("stats.bestMatch", "Best match"), best(t.BestMatch, t.Matches))
	add(l.T("stats.bestDeal", "Best deal"), best(t.BestDeal, t.PlayedDeals()))
	add(l.T("stats.streak", "Winning streak now"), l.Int(t.Streak))
	add(l.T("stats.longest", "Longest winning streak"), l.Int(t.LongestStreak))
	if t.AsDeclarer+t.AsDefender+t.PassedOut > 0 {
		add(l.T("stats.declarer", "As declarer: won"), l.T("stats.wonOf", "{{.Won}} of {{.Played}}", "Won", l.Int(t.DeclarerWon), "Played", l.Int(t.AsDeclarer)))
		add(l.T("stats.defender", "As defender: won"), l.T("stats.wonOf", "{{.Won}} of {{.Played}}", "Won", l.Int(t.DefenderWon), "Played", l.Int(t.AsDefender)))
		add(l.T("stats.passedOut", "Passed out"), l.Int(t.PassedOut))
	}
	add(l.T("stats.undone", "Moves taken back"), l.Int(t.Undone)) // the table's undo
	return grid.c
}

// pairs is a grid of label–value pairs, two a row when they fit.
type pairs struct{ c *fyne.Container }

func (s *Shell) pairGrid() pairs {
	return pairs{container.New(&groupGrid{size: 2, perRow: 2, grow: 0, width: s.statsWidth})}
}

func (p pairs) add(label, value string) {
	p.c.Add(widget.NewLabel(label))
	p.c.Add(widget.NewLabelWithStyle(value, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
}

// ofPlayed is n with its share of played: "3 (50%)".
func (s *Shell) ofPlayed(n, played int) string {
	l := s.l
	if played == 0 {
		return l.Int(n)
	}
	return l.T("stats.ofPercent", "{{.N}} ({{.Percent}})", "N", l.Int(n), "Percent", l.Percent(float64(n)/float64(played), 0))
}

// historyList is a game's last results, newest first, folded away.
func (s *Shell) historyList(g *games.Info, h []storage.Entry) fyne.CanvasObject {
	l := s.l
	rows := container.New(&groupGrid{size: 4, perRow: 1, grow: 1, width: s.statsWidth})
	for i := len(h) - 1; i >= 0; i-- {
		e := h[i]
		key, opts := storage.SplitRuleSet(e.Deck)
		deck := key
		if d, err := cards.ByKey(key); err == nil {
			deck = deckLabel(l, d.ID())
		}
		rules := strings.Join(env.HouseRuleNames(l, g, opts), ", ")
		rows.Add(widget.NewLabel(l.DateTime(e.When.Local())))
		rows.Add(widget.NewLabel(s.outcomeName(e)))
		rows.Add(widget.NewLabelWithStyle(l.Int(e.Points), fyne.TextAlignTrailing, fyne.TextStyle{}))
		// The deck (of a game with more than one) and the house rules the
		// match was played with, wrapping: a long list of rules made the
		// German screen wider than an 800 px window.
		var what []string
		if len(g.Decks) > 1 {
			what = append(what, deck)
		}
		if rules != "" {
			what = append(what, rules)
		}
		cell := widget.NewLabel(strings.Join(what, " · "))
		if rules != "" {
			cell.Wrapping = fyne.TextWrapWord
		}
		rows.Add(cell)
	}
	title := l.T("stats.history", "Last results ({{.Count}})", "Count", l.Int(len(h)))
	return widget.NewAccordion(widget.NewAccordionItem(title, rows))
}

// outcomeName names a result in the history.
func (s *Shell) outcomeName(e storage.Entry) string {
	l := s.l
	switch {
	case e.Outcome == storage.Won && e.Role == storage.Declarer:
		return l.T("stats.outcome.wonDeclarer", "Won as declarer")
	case e.Outcome == storage.Won && e.Role == storage.Defender:
		return l.T("stats.outcome.wonDefender", "Won as defender")
	case e.Outcome == storage.Lost && e.Role == storage.Declarer:
		return l.T("stats.outcome.lostDeclarer", "Lost as declarer")
	case e.Outcome == storage.Lost && e.Role == storage.Defender:
		return l.T("stats.outcome.lostDefender", "Lost as defender")
	case e.Outcome == storage.Won:
		return l.T("stats.outcome.won", "Won")
	case e.Outcome == storage.Lost:
		return l.T("stats.outcome.lost", "Lost")
	case e.Outcome == storage.Passed:
		return l.T("stats.outcome.passed", "Passed out")
	case e.Outcome == storage.Abandoned:
		return l.T("stats.outcome.abandoned", "Abandoned")
	}
	return l.T("stats.outcome.drawn", "Drawn")
}

// confirmResetStats asks before forgetting every game's statistics.
func (s *Shell) confirmResetStats() {
	l := s.l
	msg := widget.NewLabel(l.T("stats.reset.question", "Forget the results of every game?"))
	// Enter resets (the highlighted button), Esc leaves the statistics be.
	s.ask(l.T("stats.reset", "Reset statistics"), msg, l.T("dialog.cancel", "Cancel"), nil,
		l.T("dialog.reset", "Reset"), func() {
			if s.deps.Keeper != nil {
				_ = s.deps.Keeper.ResetStats() // a failure is told through the keeper's OnError
			}
			s.nav.retext()
		})
}

// statsWidth is the width the statistics' grids get in the window: the
// readable column (screens.go) less its margins and the panel's padding.
// A grid's height depends on how many pairs fit side by side, and a
// layout's MinSize is not told the width, so both ask here (as the home
// screen's tileGrid does).
func (s *Shell) statsWidth() float32 {
	p := theme.Padding()
	return min(s.w.Canvas().Size().Width-4*p, 860) - 2*p
}

// groupGrid lays its objects out in groups of size cells (a label and its
// value; a history entry's date, outcome, points and deck), perRow groups
// side by side when they fit in the width, else one group a row. Each
// column is as wide as its widest cell, and the column grow of every group
// takes the width left over. The statistics' four equal columns made the
// German and Hindi screens 890–910 px wide; columns fitted to their texts,
// folding to one pair a row when needed, fit at 800 px in every language.
type groupGrid struct {
	size, perRow, grow int
	width              func() float32 // the width the grid will get; nil: unknown
}

// cols are the widths each column of a group needs.
func (g *groupGrid) cols(objs []fyne.CanvasObject) []float32 {
	ws := make([]float32, g.size)
	for i, o := range objs {
		if o.Visible() {
			ws[i%g.size] = max(ws[i%g.size], o.MinSize().Width)
		}
	}
	return ws
}

// groupWidth is the width one group needs.
func (g *groupGrid) groupWidth(ws []float32) float32 {
	var sum float32
	for _, w := range ws {
		sum += w
	}
	return sum + theme.Padding()*float32(len(ws)-1)
}

// across is how many groups stand side by side in width w.
func (g *groupGrid) across(objs []fyne.CanvasObject, w float32) int {
	gw := g.groupWidth(g.cols(objs))
	for n := max(g.perRow, 1); n > 1; n-- {
		if float32(n)*gw+theme.Padding()*float32(n-1) <= w {
			return n
		}
	}
	return 1
}

// rowHeights is each row's height with n groups a row.
func (g *groupGrid) rowHeights(objs []fyne.CanvasObject, n int) []float32 {
	per := g.size * n
	hs := make([]float32, (len(objs)+per-1)/per)
	for i, o := range objs {
		if o.Visible() {
			hs[i/per] = max(hs[i/per], o.MinSize().Height)
		}
	}
	return hs
}

func (g *groupGrid) known() float32 {
	if g.width == nil {
		return 0
	}
	return g.width()
}

// MinSize is one group's width (the grid folds to one group a row rather
// than widen the window) and the height of the rows at the known width.
func (g *groupGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	var h float32
	for i, rh := range g.rowHeights(objs, g.across(objs, g.known())) {
		if i > 0 {
			h += pad
		}
		h += rh
	}
	return fyne.NewSize(g.groupWidth(g.cols(objs)), h)
}

func (g *groupGrid) Layout(objs []fyne.CanvasObject, sz fyne.Size) {
	pad := theme.Padding()
	n := g.across(objs, g.known())
	ws := g.cols(objs)
	// Each group's share of the width, the grow column taking what is left.
	share := (sz.Width - pad*float32(n-1)) / float32(n)
	ws[g.grow] = max(ws[g.grow]+share-g.groupWidth(ws), 0)
	hs := g.rowHeights(objs, n)
	for i, o := range objs {
		group, col := i/g.size, i%g.size
		row, slot := group/n, group%n
		x := float32(slot) * (share + pad)
		for c := 0; c < col; c++ {
			x += ws[c] + pad
		}
		var y float32
		for r := 0; r < row; r++ {
			y += hs[r] + pad
		}
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(ws[col], hs[row]))
	}
}
