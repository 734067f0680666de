package skat

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// TestSkatScene_PickedUpCardNotShownInTheSkat: a card taken from the skat
// and played later is not drawn on the felt again, and the two cards laid
// away lie unseen with the declarer's tricks until the deal is over (see
// TestSkatScene_SkatSpot). (Mutation tried: shown = Skat|Discards as before
// — the played card came back face up in the skat.)
func TestSkatScene_PickedUpCardNotShownInTheSkat(t *testing.T) {
	h := newHarness(t, 1, fyne.NewSize(1280, 800), nil)
	d := cards.German()
	c := func(suit, rank int) cards.Card { return d.Card(suit, rank) }
	skatAsDealt := cards.Set(0).Add(c(0, 7)).Add(c(1, 7))
	laidAway := cards.Set(0).Add(c(2, 0)).Add(c(3, 0))
	v := &skat.View{Seat: table.Human, ToMove: table.Human, Phase: skat.PhasePlay, Dealer: 2, Declarer: table.Human, Game: skat.Hearts,
		Skat: skatAsDealt, Discards: laidAway, SkatCount: 2, Hand: cards.Set(0).Add(c(1, 7)), HandCount: [3]int{1, 1, 1}, Bid: 18, Holder: -1, Bidder: -1}
	v.Played[table.Human] = cards.Set(0).Add(c(0, 7)) // picked up from the skat, then played
	s := (&game{discard: cards.None}).Scene(h.Host(), v, fyne.NewSize(1280, 800))
	count := map[cards.Card]int{}
	for _, it := range s.Items {
		if it.Card != cards.None {
			count[it.Card]++
		}
	}
	assert.Zero(t, count[c(0, 7)], "the played card is drawn on the felt")
	assert.Equal(t, 1, count[c(1, 7)], "the card in hand is drawn once")
	assert.Zero(t, count[c(2, 0)], "a card laid away is drawn during the play")
	assert.Zero(t, count[c(3, 0)], "a card laid away is drawn during the play")
	// When the deal is over the skat is turned up: the two laid away, and
	// still not the card that was played.
	v.Phase = skat.PhaseOver
	s = (&game{discard: cards.None}).Scene(h.Host(), v, fyne.NewSize(1280, 800))
	count = map[cards.Card]int{}
	for _, it := range s.Items {
		if it.Card != cards.None {
			count[it.Card]++
		}
	}
	assert.Zero(t, count[c(0, 7)], "the played card is drawn on the felt")
	assert.Equal(t, 1, count[c(2, 0)])
	assert.Equal(t, 1, count[c(3, 0)])
}

// skatLabelTricks reads the trick count at the end of a seat label
// ("… · 10 tricks", "1 trick"); -1 when the label ends in no count.
func skatLabelTricks(s string) int {
	m := regexp.MustCompile(`(\d+) tricks?$`).FindStringSubmatch(s)
	if m == nil {
		return -1
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// TestSkatScene_SeatLabelsCountTheLastTrick plays deals up to the person's card
// that ends them and runs that move's animation queue to its end, short of
// the render that follows it: while the skat is shown and the result is
// announced, every seat label already counts the tricks the engine counts,
// the last one included. (Mutation tried: without the re-texting step after
// a trick is gathered (anim.go) — the declarer's label read 9 tricks while
// the engine counted 10.)
func TestSkatScene_SeatLabelsCountTheLastTrick(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 12 && checked < 2; seed++ {
		h := newHarness(t, seed, fyne.NewSize(800, 600), nil)
		for i := 0; i < 60 && h.ToMove() == table.Human; i++ {
			v := h.View().(*skat.View)
			if v.Phase != skat.PhasePlay {
				require.True(t, skatBidder(h), "seed %d: no move in phase %d", seed, v.Phase)
				continue
			}
			var a games.Action
			for _, x := range v.Legal(nil) {
				if _, ok := h.Game().CardOf(h.View(), x); ok {
					a = x
					break
				}
			}
			after := h.State().Clone()
			_, err := after.Apply(a, nil)
			require.NoError(t, err)
			if p := after.Player(); p != games.Chance && p != games.Nobody {
				h.Play(a)
				continue
			}
			// The deal's last move, animated step by step as runSteps does.
			_, _, err = h.StepMove(a, nil)
			require.NoError(t, err)
			eng := h.State().(*skat.State)
			total := 0
			for seat := 0; seat < 3; seat++ {
				key := "info" + strconv.Itoa(seat)
				if seat == table.Human {
					key = "me"
				}
				c, ok := h.Text(key)
				require.True(t, ok, "no label %s", key)
				assert.Equal(t, eng.TricksWon(seat), skatLabelTricks(c.Text), "seed %d, seat %d: label %q", seed, seat, c.Text)
				total += eng.TricksWon(seat)
			}
			if v.Game.IsNull() || total == 10 {
				checked++
			}
			break
		}
	}
	require.Positive(t, checked, "no seed ended with the person's card")
}

// TestSkatScene_LayAwayRaisedCardClearOfTexts chooses each card of the hand in
// turn for the skat, at 800×600 in every language with the move log open:
// the chosen card stands raised (and, tapped, under the cursor too), and
// no card may then lie over a text on the felt — the person's label above
// the hand least of all. (Mutation tried: the label at its play-time height
// in the lay-away, as before — "me "You · Middlehand · Declarer · 0 tricks"
// is under the card c…" for every card chosen.)
func TestSkatScene_LayAwayRaisedCardClearOfTexts(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	for _, lang := range b.Languages() {
		t.Run(lang.Code, func(t *testing.T) {
			reached := false
			for seed := uint64(1); seed <= 12 && !reached; seed++ {
				h := newHarness(t, seed, fyne.NewSize(800, 600), func(o *table.Options) { o.Art = table.Art{} })
				h.L.SetLanguage(lang)
				h.Key("L")
				for i := 0; i < 30 && h.ToMove() == table.Human && !reached; i++ {
					v := h.View().(*skat.View)
					if v.Phase != skat.PhaseDiscard {
						if v.Phase == skat.PhasePlay || !skatBidder(h) {
							break
						}
						continue
					}
					reached = true
					hand := append([]cards.Card(nil), h.Scene().Hand...)
					for _, c := range hand {
						h.TapCard(c)
						require.Equal(t, c, h.Game().(*game).discard)
						for _, p := range h.FeltTextProblems() {
							t.Errorf("%s chosen: %s", h.CardName(c), p)
						}
						h.TapCard(c) // changed my mind
						require.Equal(t, cards.None, h.Game().(*game).discard)
					}
				}
			}
			require.True(t, reached, "the person never laid cards away")
		})
	}
}

// TestSkatScene_AnnounceButtonsFit reaches the announcement on the smallest
// supported window: every game's button must be fully on screen, not
// hidden at the end of a scrolled row behind the table's tools.
func TestSkatScene_AnnounceButtonsFit(t *testing.T) {
	for seed := uint64(1); seed < 12; seed++ {
		h := newHarness(t, seed, fyne.NewSize(1024, 700), nil)
		for i := 0; i < 20 && h.ToMove() == table.Human; i++ {
			v := h.View().(*skat.View)
			if v.Phase != skat.PhaseAnnounce {
				if !skatBidder(h) {
					break
				}
				continue
			}
			bs := h.ControlButtons()
			if len(bs) < 6 {
				t.Fatalf("only %d announcement buttons", len(bs))
			}
			d := fyne.CurrentApp().Driver()
			// The tools sit beside the buttons or, in a narrow window, on a
			// row of their own: a button must not reach under them either way.
			tp, ts := d.AbsolutePositionForObject(h.Tools()), h.Tools().Size()
			win := h.W.Canvas().Size()
			for _, b := range bs {
				p, s := d.AbsolutePositionForObject(b), b.Size()
				under := p.X+s.Width > tp.X+1 && p.X < tp.X+ts.Width && p.Y+s.Height > tp.Y+1 && p.Y < tp.Y+ts.Height
				if p.X < 0 || p.X+s.Width > win.Width+1 || under {
					t.Errorf("%q spans x %.0f–%.0f, y %.0f; the tools lie at %v, %v", b.Text, p.X, p.X+s.Width, p.Y, tp, ts)
				}
			}
			return
		}
	}
	t.Fatal("the person never reached the announcement")
}

// skatSpotItems are the cards the scene draws where the skat lies (the
// top centre), face up or down.
func skatSpotItems(s *table.Scene) []table.Item {
	l := newSkatLayout(s.Size)
	spot := layoutcheck.Of(fyne.NewPos(l.skatX, l.skatY), fyne.NewSize(l.cw*(skatSkatStep+1), l.ch))
	var out []table.Item
	for _, it := range s.Items {
		if layoutcheck.Of(it.Pos, it.Size).And(spot).Area() > 1 {
			out = append(out, it)
		}
	}
	return out
}

// TestSkatScene_SkatSpot: what lies where the skat was dealt, phase by
// phase. Once the declarer has picked the skat up it has left the table —
// for the declarer too, who laid two cards away face down with their
// tricks; in a hand game it lies there face down until the end; when the
// deal is over it is turned up. (Mutation tried: the old spot, which drew
// SkatCount backs or the declarer's discards after the pickup — the rows
// "a computer took the skat" and "you took the skat" failed.)
func TestSkatScene_SkatSpot(t *testing.T) {
	h := newHarness(t, 1, fyne.NewSize(800, 600), nil)
	d := cards.German()
	skatAsDealt := cards.SetOf(d.Card(0, 7), d.Card(1, 7))
	laidAway := cards.SetOf(d.Card(2, 0), d.Card(3, 0))
	base := func(ph skat.Phase, declarer int) *skat.View {
		return &skat.View{Seat: table.Human, ToMove: 1, Phase: ph, Dealer: 2, Declarer: declarer, Bid: 18, Holder: -1, Bidder: -1,
			HandCount: [3]int{10, 10, 10}, Hand: d.Full() &^ skatAsDealt &^ laidAway}
	}
	tests := []struct {
		name       string
		view       func() *skat.View
		backs      int
		faces      cards.Set
		skatAtPile bool // the Skat zone (where laid-away cards fly) is the declarer's pile
	}{
		{"in the auction", func() *skat.View { v := base(skat.PhaseAuction, -1); v.SkatCount = 2; return v }, 2, 0, false},
		{"the declarer deciding", func() *skat.View { v := base(skat.PhaseSkat, 1); v.SkatCount = 2; return v }, 2, 0, false},
		{"a computer took the skat", func() *skat.View {
			v := base(skat.PhaseAnnounce, 1)
			v.SkatCount, v.SkatTaken = 2, true // the two it laid away
			return v
		}, 0, 0, true},
		{"you took the skat", func() *skat.View {
			v := base(skat.PhasePlay, table.Human)
			v.SkatCount, v.SkatTaken, v.Game, v.Skat, v.Discards = 2, true, skat.Grand, skatAsDealt, laidAway
			return v
		}, 0, 0, true},
		{"a hand game", func() *skat.View {
			v := base(skat.PhasePlay, 1)
			v.SkatCount, v.HandGame, v.Game = 2, true, skat.Grand
			return v
		}, 2, 0, false},
		{"the deal is over", func() *skat.View {
			v := base(skat.PhaseOver, 1)
			v.SkatCount, v.SkatTaken, v.Game, v.Skat, v.Discards = 2, true, skat.Grand, skatAsDealt, laidAway
			return v
		}, 0, laidAway, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := tc.view()
			s := (&game{discard: cards.None}).Scene(h.Host(), v, fyne.NewSize(800, 600))
			backs, faces := 0, cards.Set(0)
			for _, it := range skatSpotItems(s) {
				if it.Card == cards.None {
					backs++
				} else {
					faces = faces.Add(it.Card)
				}
			}
			assert.Equal(t, tc.backs, backs, "face-down cards in the skat's spot")
			assert.Equal(t, tc.faces, faces, "face-up cards in the skat's spot")
			sk, _ := s.Anchor(games.Skat, -1)
			pile, _ := s.Anchor(games.Pile, v.Declarer)
			assert.Equal(t, tc.skatAtPile, sk == pile, "the Skat zone at %v, the declarer's pile at %v", sk, pile)
		})
	}
}

// playDealCheckingTexts plays a deal with skatBidder and reports, once
// each, the felt's texts that FeltTextProblems finds at each of the
// person's turns and at the summary (tabletest.PlayDealCheckingTexts).
func playDealCheckingTexts(t *testing.T, h *tabletest.Harness, also ...func()) {
	t.Helper()
	h.PlayDealCheckingTexts(skatBidder, skatPhase(h), also...)
}

// TestSkatScene_TextsClearOfCardsAndPanel plays deals at 800×600 in every
// language with the move log open (the narrowest felt: with the log closed
// every text has more room at the same size) and checks the felt's texts at
// each of the person's turns and at the summary: each inside the felt
// (never under the log beside it), none on another, no card over one.
// (Mutation tried: the seat labels on one line at their full size, as
// before — in Italian and Malay the seat names ran into the skat:
// "name1 "Komputer 1 · Tangan belakang" is under the card b/skat/0".)
func TestSkatScene_TextsClearOfCardsAndPanel(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	for _, lang := range b.Languages() {
		for seed := uint64(1); seed <= 2; seed++ {
			t.Run(fmt.Sprintf("%s/%d", lang.Code, seed), func(t *testing.T) {
				h := newHarness(t, seed, fyne.NewSize(800, 600), func(o *table.Options) { o.Art = table.Art{} })
				h.L.SetLanguage(lang)
				h.Key("L")
				require.True(t, h.LogPanel().Visible())
				playDealCheckingTexts(t, h)
			})
		}
	}
}

// TestSkatScene_RaisedCardSeenWhole walks the keyboard cursor along the
// person's hand at each of their turns, at 800×600 with the move log closed
// and open: the raised card is drawn whole — no other card over it, inside
// the felt and above the bar under it. (Mutation tried: without
// skatRaiseOnTop — the raised card lay under its right neighbour: "card 0
// (Unter of Leaves) raised but 23% covered" in the lay-away.) In the
// auction and the announcement no card is playable, and the arrows walk
// the decision buttons instead.
func TestSkatScene_RaisedCardSeenWhole(t *testing.T) {
	for _, logOpen := range []bool{false, true} {
		for seed := uint64(1); seed <= 2; seed++ {
			t.Run(fmt.Sprintf("log=%v/%d", logOpen, seed), func(t *testing.T) {
				h := newHarness(t, seed, fyne.NewSize(800, 600), func(o *table.Options) { o.Art = table.Art{} })
				if logOpen {
					h.Key("L")
				}
				d := fyne.CurrentApp().Driver()
				checked := 0
				h.PlayDealChecking(skatBidder, func() {
					if h.SummaryShown() || h.FirstLegal() == nil {
						return // the arrows walk the buttons, not the hand
					}
					at := d.AbsolutePositionForObject(h.Board())
					barTop := d.AbsolutePositionForObject(h.Bar()).Y
					hand := h.Hand()
					for i := range hand {
						if i > 0 || h.Cursor() != 0 {
							h.Key(fyne.KeyRight)
						}
						c := hand[h.Cursor()]
						v := h.FaceOf(c)
						require.NotNil(t, v)
						require.True(t, v.Selected(), "the card under the cursor is not raised")
						checked++
						if cov, on := h.Coverage(c); !on || cov > 0 {
							t.Errorf("%s: card %d (%s) raised but %.0f%% covered (on the felt: %v)", phaseOf(h), h.Cursor(), h.CardName(c), cov*100, on)
						}
						r := layoutcheck.Of(at.Add(v.Position()), v.Size())
						if !h.OnFelt(c) || r.Max.Y > barTop+0.5 || r.Min.Y < 0 {
							t.Errorf("%s: raised card %d (%s) at %v is not wholly on the felt above the bar (top %.0f)", phaseOf(h), h.Cursor(), h.CardName(c), r, barTop)
						}
					}
				})
				require.Positive(t, checked)
			})
		}
	}
}

// TestSkatScene_FinishedTrickStaysUntilTheNextLead: when a trick is complete,
// its three cards stay face up where they were played once the trick-won
// animation has ended, and the status no longer says a computer is
// thinking; they go when the next trick is led. (Mutation tried: the
// scene showing the last trick only after the game, as before — the cards
// were gone after the animation.)
func TestSkatScene_FinishedTrickStaysUntilTheNextLead(t *testing.T) {
	h := newHarness(t, 1, fyne.NewSize(800, 600), nil)
	for i := 0; i < 200; i++ {
		v := h.View().(*skat.View)
		if v.Phase == skat.PhasePlay && v.TrickLen == 0 && v.TricksPlayed > 0 && !h.Busy() {
			tr := v.History[v.TricksPlayed-1]
			for _, c := range tr.Cards {
				cv := h.FaceOf(c)
				ok := cv != nil
				require.True(t, ok, "card %v of the finished trick is gone", c)
				require.True(t, cv.Visible())
				require.True(t, slices.Contains(h.Board().Objects, fyne.CanvasObject(cv)), "card %v of the finished trick is not on the felt", c)
			}
			require.NotContains(t, h.Status(), "thinking", "the status still says a computer is thinking")
			if h.ToMove() != table.Human {
				t.Fatalf("stuck with seat %d to move", h.ToMove())
			}
			lead := h.FirstLegal()
			require.NotNil(t, lead)
			test.Tap(lead)
			nv := h.View().(*skat.View)
			if nv.TrickLen > 0 && nv.TricksPlayed == v.TricksPlayed {
				for _, c := range tr.Cards {
					ok := h.FaceOf(c) != nil
					require.False(t, ok, "card %v of the old trick is still shown after the next lead", c)
				}
			}
			return
		}
		if h.ToMove() != table.Human || h.SummaryShown() {
			t.Fatalf("the person never led after a trick (to move %d)", h.ToMove())
		}
		if skatBidder(h) {
			continue
		}
		l := h.FirstLegal()
		require.NotNil(t, l)
		test.Tap(l)
	}
	t.Fatal("no finished trick with the person to lead")
}

// TestSkatScene_SummaryAndReviewFit: at 800×600, in every language, the
// summary of a Skat deal with a real game (a declarer, the skat and the
// cards laid away, the score sheet's seven columns) and its review as dealt
// and mid-deal keep every text inside the panel; mid-deal the review shows
// the trick on the table.
func TestSkatScene_SummaryAndReviewFit(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	sz := fyne.NewSize(800, 600)
	for _, lang := range b.Languages() {
		t.Run(lang.Code, func(t *testing.T) {
			h := newHarness(t, 11, sz, func(o *table.Options) {
				o.Art = table.Art{}
				o.Hint = func(context.Context, games.View) ([]ai.Scored, error) { return nil, nil }
			})
			h.AppSized()
			h.L.SetLanguage(lang)
			h.PlayDeal(skatBidder)
			require.False(t, !h.SummaryShown(), "the deal ends on its summary")
			v, ok := h.View().(*skat.View)
			require.True(t, ok)
			require.GreaterOrEqual(t, v.Declarer, 0, "seed 11 must be a played game, not passed out")
			check := func(where string) {
				if ps := h.LayoutProblems(); len(ps) > 0 {
					t.Errorf("%s: %d problems, first: %v", where, len(ps), ps[:min(len(ps), 4)])
				}
				if out := cardsOutsidePanel(h); out > 0 {
					t.Errorf("%s: %d card pictures reach past the panel's sides", where, out)
				}
			}
			check("summary")
			h.OpenReview()
			r, ok := h.Review()
			require.True(t, ok)
			h.StepReview(-len(r.Steps))
			check("review at move 0")
			mid := -1
			for i, s := range r.Steps {
				if _, n := s.After.(*skat.State).Trick(); n == 2 && i > len(r.Steps)/2 {
					mid = i + 1
					break
				}
			}
			require.Positive(t, mid, "a step with two cards on the table")
			h.StepReview(mid)
			check("review mid-deal")
			assert.Contains(t, reviewCaptions(h), h.L.T("table.review.table", "On the table"))
			// The next step takes the trick: its three cards are still shown.
			h.StepReview(1)
			_, n := r.Steps[mid].After.(*skat.State).Trick()
			require.Zero(t, n, "the third card closes the trick")
			assert.Contains(t, reviewCaptions(h), h.L.T("table.review.table", "On the table"))
			check("review as a trick is taken")
		})
	}
}

// reviewCaptions are the captions of the review's card groups.
func reviewCaptions(h *tabletest.Harness) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			out = append(out, x.Text)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		}
	}
	if r, ok := h.Review(); ok {
		walk(r.Hands)
	}
	return out
}

// cardsOutsidePanel counts the card pictures on the summary panel that
// reach past its left or right side (the layout checker looks at controls
// only, and a card is not one).
func cardsOutsidePanel(h *tabletest.Harness) int {
	d := fyne.CurrentApp().Driver()
	panel := h.Overlay().Objects[0]
	left := d.AbsolutePositionForObject(panel).X
	right := left + panel.Size().Width
	n := 0
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *table.CardView:
			if p := d.AbsolutePositionForObject(x); p.X < left-0.5 || p.X+x.Size().Width > right+0.5 {
				n++
			}
		case *container.Scroll:
			walk(x.Content)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		}
	}
	walk(panel)
	return n
}

// TestSkatScene_WhatAnEventIsAboutIsSeen plays Skat deals at each size and
// checks, whenever an animation has ended (the person's turn, the
// summary), that what it was about can be seen: the last trick at the end
// of a deal, the hand card the keyboard raised, the felt's texts clear of
// the banner; and that the skat, once picked up, has left the table
// (TestSkatScene_SkatSpot). The other games' deals are checked in
// ui/table/tables' TestVisibility_WhatAnEventIsAboutIsSeen. (Mutation
// tried: without skatRaiseOnTop — "the raised hand card Unter of Leaves is
// 23% covered".)
func TestSkatScene_WhatAnEventIsAboutIsSeen(t *testing.T) {
	for _, sz := range layoutcheck.Sizes() {
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%d/%vx%v", seed, sz.Width, sz.Height), func(t *testing.T) {
				h := newHarness(t, seed, sz, placeholderArt)
				h.PlayDealChecking(skatBidder, func() {
					for _, p := range skatVisibilityProblems(h) {
						t.Error(p)
					}
				})
			})
		}
	}
}

// skatVisibilityProblems lists what the person cannot see at the end of an
// animation that they should.
func skatVisibilityProblems(h *tabletest.Harness) []string {
	var out []string
	see := func(what string, c cards.Card) {
		if p := h.Unseen(what, c); p != "" {
			out = append(out, p)
		}
	}
	over := h.ToMove() == games.Chance || h.ToMove() == games.Nobody
	v := h.View().(*skat.View)
	if over && v.TricksPlayed > 0 {
		for _, c := range v.History[v.TricksPlayed-1].Cards {
			see("the last trick's", c)
		}
	}
	if v.SkatTaken && v.Phase != skat.PhaseOver && len(skatSpotItems(h.Scene())) > 0 {
		out = append(out, "cards lie in the skat's spot after the declarer picked it up")
	}
	for _, c := range h.Hand() {
		if cv := h.FaceOf(c); cv != nil && cv.Selected() {
			see("the raised hand card", c)
		}
	}
	out = append(out, h.BannerProblems()...)
	return out
}
