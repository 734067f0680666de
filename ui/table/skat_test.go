package table

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
)

// TestSkatSeatInfo checks the word under each seat's name during the
// auction: the seat to move is never said to be waiting, and the person's
// own seat says it is their turn.
func TestSkatSeatInfo(t *testing.T) {
	h := newHarness(t, "skat", cards.German32, 1, fyne.NewSize(1280, 800))
	other := (Human + 1) % 3
	tests := []struct {
		name     string
		toMove   int
		seat     int
		passed   bool
		said     int
		thinking bool
		want     string
	}{
		{"my turn, nothing said yet", Human, Human, false, 0, false, "your turn"},
		{"my turn after saying 18", Human, Human, false, 18, false, "said 18 · your turn"},
		{"waiting for my turn", other, Human, false, 0, false, "waiting"},
		{"said 20, another seat to move", other, Human, false, 20, false, "said 20"},
		{"I passed", other, Human, true, 0, false, "passed"},
		{"a computer to move", other, other, false, 0, false, "to bid"},
		{"a computer to move after saying 18", other, other, false, 18, false, "said 18 · to bid"},
		{"a computer thinking", other, other, false, 0, true, "thinking…"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := &skat.View{Seat: Human, ToMove: tc.toMove, Phase: skat.PhaseAuction, Dealer: 2, Declarer: -1}
			v.Passed[tc.seat] = tc.passed
			v.Said[tc.seat] = tc.said
			h.tb.thinking = tc.thinking
			defer func() { h.tb.thinking = false }()
			if got := h.tb.g.(*skatUI).seatInfo(h.tb.hst, v, tc.seat); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestSkatMyLabelAgreesWithStatus plays into the auction until the person
// is to move and checks the label under their hand: the status bar asks for
// a bid, so the label must not say "waiting".
func TestSkatMyLabelAgreesWithStatus(t *testing.T) {
	for seed := uint64(1); seed < 20; seed++ {
		h := newHarness(t, "skat", cards.German32, seed, fyne.NewSize(1280, 800))
		v := h.tb.view.(*skat.View)
		if h.tb.ctl.toMove() != Human || v.Phase != skat.PhaseAuction {
			continue
		}
		if !strings.Contains(h.tb.status.Text, "Your turn in the auction") {
			t.Fatalf("seed %d: status %q", seed, h.tb.status.Text)
		}
		var mine string
		for _, tx := range h.tb.scene.Texts {
			if tx.Key == "me" {
				mine = tx.Text
			}
		}
		if !strings.Contains(mine, "your turn") || strings.Contains(mine, "waiting") {
			t.Errorf("seed %d: the person's label says %q while it is their turn in the auction", seed, mine)
		}
		return
	}
	t.Fatal("the person was never to move in the auction at the start of a deal")
}

// TestSkatAnnounceButtonsFit reaches the announcement on the smallest
// supported window: every game's button must be fully on screen, not
// hidden at the end of a scrolled row behind the table's tools.
func TestSkatAnnounceButtonsFit(t *testing.T) {
	for seed := uint64(1); seed < 12; seed++ {
		h := newHarness(t, "skat", cards.German32, seed, fyne.NewSize(1024, 700))
		for i := 0; i < 20 && h.tb.ctl.toMove() == Human; i++ {
			v := h.tb.view.(*skat.View)
			if v.Phase != skat.PhaseAnnounce {
				if !skatBidder(h) {
					break
				}
				continue
			}
			bs := h.controlButtons()
			if len(bs) < 6 {
				t.Fatalf("only %d announcement buttons", len(bs))
			}
			d := fyne.CurrentApp().Driver()
			toolsX := d.AbsolutePositionForObject(h.tb.tools).X
			for _, b := range bs {
				p := d.AbsolutePositionForObject(b)
				if p.X < 0 || p.X+b.Size().Width > toolsX+1 {
					t.Errorf("%q spans x %.0f–%.0f; the tools start at %.0f", b.Text, p.X, p.X+b.Size().Width, toolsX)
				}
			}
			return
		}
	}
	t.Fatal("the person never reached the announcement")
}

// skatSpotItems are the cards the scene draws where the skat lies (the
// top centre), face up or down.
func skatSpotItems(s *Scene) []Item {
	l := newSkatLayout(s.Size)
	spot := layoutcheck.Of(fyne.NewPos(l.skatX, l.skatY), fyne.NewSize(l.cw*(skatSkatStep+1), l.ch))
	var out []Item
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
	h := newHarness(t, "skat", cards.German32, 1, fyne.NewSize(800, 600))
	d := cards.German()
	skatAsDealt := cards.SetOf(d.Card(0, 7), d.Card(1, 7))
	laidAway := cards.SetOf(d.Card(2, 0), d.Card(3, 0))
	base := func(ph skat.Phase, declarer int) *skat.View {
		return &skat.View{Seat: Human, ToMove: 1, Phase: ph, Dealer: 2, Declarer: declarer, Bid: 18, Holder: -1, Bidder: -1,
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
			v := base(skat.PhasePlay, Human)
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
			s := (&skatUI{discard: cards.None}).Scene(h.tb.hst, v, fyne.NewSize(800, 600))
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

// skatWonTexts counts the places on screen that say who won the auction:
// the status bar, the banner when shown, and the felt's texts.
func skatWonTexts(tb *Table) []string {
	const won = "won the auction"
	var out []string
	if strings.Contains(tb.status.Text, won) {
		out = append(out, "status "+tb.status.Text)
	}
	if !tb.bannerC.Hidden && strings.Contains(tb.banner.Text, won) {
		out = append(out, "banner "+tb.banner.Text)
	}
	for k, tx := range tb.texts {
		if tx.Visible() && strings.Contains(tx.Text, won) {
			out = append(out, "felt "+k+" "+tx.Text)
		}
	}
	return out
}

// TestSkatAuctionWon_SaidOnce: when the auction ends — the person won it
// and is to take the skat, or a computer won it and is thinking about the
// skat — "won the auction" stands on screen once, not in the status bar,
// a banner and the game line together. The computers' moves are held back
// (runAI queues them) so the screen is seen while the declarer thinks.
// (Mutation tried: the auction news as a banner again — "felt game … /
// banner …" for a computer declarer; the old skat prompt — "status … /
// felt game …" for the person.)
func TestSkatAuctionWon_SaidOnce(t *testing.T) {
	for _, tc := range []struct {
		name     string
		personIn bool // the person bids on (and wins) rather than passing at once
	}{{"the person won", true}, {"a computer won", false}} {
		t.Run(tc.name, func(t *testing.T) {
			seen := false
			for seed := uint64(1); seed <= 20 && !seen; seed++ {
				var queue []func()
				h := newHarnessOpt(t, "skat", cards.German32, seed, fyne.NewSize(800, 600), func(o *Options) {
					o.RunAI = func(f func()) { queue = append(queue, f) }
				})
				for i := 0; i < 40; i++ {
					v := h.tb.ctl.view().(*skat.View)
					if v.Phase != skat.PhaseAuction && v.Phase != skat.PhaseSkat {
						break
					}
					if v.Phase == skat.PhaseSkat && (v.Declarer == Human) == tc.personIn && !h.tb.busy {
						seen = true
						if got := skatWonTexts(h.tb); len(got) != 1 {
							t.Errorf("seed %d: %q on screen %d times: %q", seed, "won the auction", len(got), got)
						}
						break
					}
					switch {
					case h.tb.ctl.toMove() == Human && v.Phase == skat.PhaseAuction && tc.personIn:
						h.key("H")
					case h.tb.ctl.toMove() == Human && v.Phase == skat.PhaseAuction:
						h.key("P")
					case len(queue) > 0:
						f := queue[0]
						queue = queue[1:]
						f()
					default:
						i = 40
					}
				}
			}
			require.True(t, seen, "no seed ended the auction that way")
		})
	}
}

// skatTextProblems lists the felt's texts that cannot be read whole: one
// reaching past the felt (under the move log beside it, or past the
// window), two texts on each other, a card drawn over a text.
func skatTextProblems(h *harness) []string {
	var out []string
	d := fyne.CurrentApp().Driver()
	at := d.AbsolutePositionForObject(h.tb.board)
	board := layoutcheck.Of(at, h.tb.board.Size())
	var panel layoutcheck.Rect
	if h.tb.panel.Visible() {
		panel = layoutcheck.Of(d.AbsolutePositionForObject(h.tb.panel), h.tb.panel.Size())
	}
	type box struct {
		name string
		r    layoutcheck.Rect
	}
	var txs []box
	for k, tx := range h.tb.texts {
		if tx.Visible() && tx.Text != "" {
			txs = append(txs, box{k + " " + strconv.Quote(tx.Text), layoutcheck.Of(at.Add(tx.Position()), tx.Size())})
		}
	}
	sort.Slice(txs, func(i, j int) bool { return txs[i].name < txs[j].name })
	for i, a := range txs {
		if a.r.And(board).Area() < a.r.Area()-1 {
			out = append(out, a.name+" reaches past the felt")
		}
		if a.r.And(panel).Area() > 1 {
			out = append(out, a.name+" lies under the move log")
		}
		for _, b := range txs[i+1:] {
			if a.r.And(b.r).Area() > 1 {
				out = append(out, a.name+" overlaps "+b.name)
			}
		}
		for _, it := range h.tb.scene.Items {
			if layoutcheck.Of(at.Add(it.Pos), it.Size).And(a.r).Area() > 1 {
				out = append(out, a.name+" is under the card "+it.Key)
				break
			}
		}
	}
	return out
}

// playDealCheckingTexts plays a deal with layoutPlayer and reports, once
// each, the felt's texts that skatTextProblems finds at each of the
// person's turns and at the summary. Each of also runs at each check too
// (a test measuring the texts it sees: layoutcheck.Widths).
func playDealCheckingTexts(t *testing.T, h *harness, also ...func()) {
	t.Helper()
	reported := map[string]bool{}
	h.playDealChecking(layoutPlayer, func() {
		for _, f := range also {
			f()
		}
		for _, p := range skatTextProblems(h) {
			if !reported[p] {
				reported[p] = true
				t.Errorf("%s: %s", phaseOf(h), p)
			}
		}
	})
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
				h := newHarnessOpt(t, "skat", cards.German32, seed, fyne.NewSize(800, 600), func(o *Options) { o.Art = Art{} })
				h.l.SetLanguage(lang)
				h.key("L")
				require.True(t, h.tb.panel.Visible())
				playDealCheckingTexts(t, h)
			})
		}
	}
}

// TestSkatHand_RaisedCardSeenWhole walks the keyboard cursor along the
// person's hand at each of their turns, at 800×600 with the move log closed
// and open: the raised card is drawn whole — no other card over it, inside
// the felt and above the bar under it. (Mutation tried: without
// skatRaiseOnTop — the raised card lay under its right neighbour: "card 0
// (Unter of Leaves) raised but 23% covered" in the lay-away, 9% in the
// auction.)
func TestSkatHand_RaisedCardSeenWhole(t *testing.T) {
	for _, logOpen := range []bool{false, true} {
		for seed := uint64(1); seed <= 2; seed++ {
			t.Run(fmt.Sprintf("log=%v/%d", logOpen, seed), func(t *testing.T) {
				h := newHarnessOpt(t, "skat", cards.German32, seed, fyne.NewSize(800, 600), func(o *Options) { o.Art = Art{} })
				if logOpen {
					h.key("L")
				}
				d := fyne.CurrentApp().Driver()
				checked := 0
				h.playDealChecking(layoutPlayer, func() {
					if !h.tb.overlay.Hidden {
						return
					}
					at := d.AbsolutePositionForObject(h.tb.board)
					barTop := d.AbsolutePositionForObject(h.tb.bottom).Y
					hand := h.tb.handCards()
					for i := range hand {
						if i > 0 || h.tb.cursor != 0 {
							h.key(fyne.KeyRight)
						}
						c := hand[h.tb.cursor]
						v := h.tb.pool[FaceKey(c)]
						require.NotNil(t, v)
						require.True(t, v.selected, "the card under the cursor is not raised")
						checked++
						if cov, on := h.coverage(c); !on || cov > 0 {
							t.Errorf("%s: card %d (%s) raised but %.0f%% covered (on the felt: %v)", phaseOf(h), h.tb.cursor, h.tb.cardName(c), cov*100, on)
						}
						r := layoutcheck.Of(at.Add(v.Position()), v.Size())
						if !h.onFelt(c) || r.Max.Y > barTop+0.5 || r.Min.Y < 0 {
							t.Errorf("%s: raised card %d (%s) at %v is not wholly on the felt above the bar (top %.0f)", phaseOf(h), h.tb.cursor, h.tb.cardName(c), r, barTop)
						}
					}
				})
				require.Positive(t, checked)
			})
		}
	}
}

// TestSkatAnnounce_DownWalksEveryGame reaches the announcement by keys
// alone, delivered as the desktop driver does (to the focused table), in
// every language at 800×600: each Down moves the highlight to the next
// game, round all of them, and the highlighted button is wholly in the
// window. The next deal's announcement starts on its first game again.
// (Mutation tried: note without resetting annIndex on a new deal — the
// second deal's highlight started where the first had stopped, on its
// fourth game.)
func TestSkatAnnounce_DownWalksEveryGame(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	toAnnounce := func(h *harness) bool {
		for i := 0; i < 40; i++ {
			if h.tb.ctl.toMove() != Human || !h.tb.overlay.Hidden {
				return false
			}
			v := h.tb.view.(*skat.View)
			switch v.Phase {
			case skat.PhaseAuction:
				if v.Current < 30 {
					h.press("H")
				} else {
					h.press("P")
				}
			case skat.PhaseSkat:
				h.press("S")
			case skat.PhaseDiscard:
				h.press(fyne.KeyReturn)
				h.press(fyne.KeyRight)
				h.press(fyne.KeyReturn)
			case skat.PhaseAnnounce:
				return true
			default:
				return false
			}
		}
		return false
	}
	highlighted := func(h *harness) int {
		hi := -1
		for j, b := range h.controlButtons() {
			if b.Importance == widget.HighImportance {
				require.Equal(t, -1, hi, "two buttons highlighted")
				hi = j
			}
		}
		return hi
	}
	for _, lang := range b.Languages() {
		t.Run(lang.Code, func(t *testing.T) {
			var h *harness
			for seed := uint64(1); seed <= 30; seed++ {
				h = newHarnessOpt(t, "skat", cards.German32, seed, fyne.NewSize(800, 600), func(o *Options) { o.Art = Art{} })
				h.l.SetLanguage(lang)
				h.routeKeys()
				h.w.Canvas().Focus(h.tb)
				if toAnnounce(h) {
					break
				}
				h = nil
			}
			require.NotNil(t, h, "the person never reached the announcement")
			n := len(h.controlButtons())
			require.GreaterOrEqual(t, n, 6)
			require.Equal(t, 0, highlighted(h), "the announcement starts on its first game")
			win := h.w.Canvas().Size()
			d := fyne.CurrentApp().Driver()
			for k := 1; k <= n+1; k++ {
				h.press(fyne.KeyDown)
				hi := highlighted(h)
				require.Equal(t, k%n, hi, "Down pressed %d times", k)
				bt := h.controlButtons()[hi]
				p := d.AbsolutePositionForObject(bt)
				assert.True(t, p.X >= 0 && p.Y >= 0 && p.X+bt.Size().Width <= win.Width+0.5 && p.Y+bt.Size().Height <= win.Height+0.5,
					"%q at %v size %v is not wholly in the %v window", bt.Text, p, bt.Size(), win)
			}
			h.press(fyne.KeyDown)
			h.press(fyne.KeyDown) // the third game stands highlighted
			require.Equal(t, 3%n, highlighted(h))
			// The next deals: the same table, a new game each, until the
			// person announces again.
			for i := 0; i < 30; i++ {
				test.Tap(h.controlButtons()[0])
				h.playDeal(nil)
				h.tb.newGame()
				h.w.Canvas().Focus(h.tb)
				if toAnnounce(h) {
					require.Equal(t, 0, highlighted(h), "the next deal's announcement starts on its first game")
					return
				}
			}
			t.Fatal("the person never announced in a later deal")
		})
	}
}
