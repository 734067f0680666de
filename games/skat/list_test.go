package skat

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gametest"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/internal/testsize"
)

// listExample is docs/games/skat.md's worked example "A short list": six
// deals, as their settlements say them, dealt from p0 on.
var listExample = []Settlement{
	// 1. p1 wins Hearts with 2, game 3: 3 × 10 = 30.
	{Declarer: 1, Game: Hearts, Value: 30, CardPoints: 75, Won: true, Score: 30},
	// 2. p2 loses Grand without 1, game 2: 2 × 24 = 48, lost twice over.
	{Declarer: 2, Game: Grand, Value: 48, CardPoints: 52, Score: -96},
	// 3. everybody passes.
	{Abandoned: true, Declarer: -1},
	// 4. p0 wins Null: 23.
	{Declarer: 0, Game: Null, Value: 23, Won: true, Score: 23},
	// 5. p1 loses Acorns with 1, game 2: 2 × 12 = 24, lost: −48.
	{Declarer: 1, Game: Clubs, Value: 24, CardPoints: 48, Score: -48},
	// 6. p2 wins Grand hand with 2, game 3, hand 4: 4 × 24 = 96.
	{Declarer: 2, Game: Grand, Hand: true, Value: 96, CardPoints: 80, Won: true, Score: 96},
}

// TestList_WorkedExample checks the example's totals under each scoring,
// with and without Bock rounds, as docs/games/skat.md writes them: the
// lost Grand of deal 2 brings a Bock round, so deals 3–5 count double.
func TestList_WorkedExample(t *testing.T) {
	tests := []struct {
		name  string
		rules ListRules
		want  [3]int
		bock  []bool // which deals count double
	}{
		{"plain", ListRules{Length: 12}, [3]int{23, -18, 0}, nil},
		{"Seeger–Fabian", ListRules{Length: 12, SeegerFabian: true}, [3]int{153, 22, 40}, nil},
		{"plain with Bock", ListRules{Length: 12, Bock: true}, [3]int{46, -66, 0}, []bool{false, false, true, true, true, false}},
		{"Seeger–Fabian with Bock", ListRules{Length: 12, SeegerFabian: true, Bock: true}, [3]int{176, -26, 40}, []bool{false, false, true, true, true, false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := listState{rules: tt.rules}
			for i, st := range listExample {
				l.startDeal()
				l.record(st, i%3)
			}
			assert.Equal(t, tt.want, l.totals())
			for i, line := range l.deals[:l.played] {
				d := line.unpack()
				want := tt.bock != nil && tt.bock[i]
				assert.Equal(t, want, d.Bock, "deal %d counts double", i+1)
				assert.Equal(t, i%3, d.Dealer, "deal %d's dealer", i+1)
			}
		})
	}
}

// TestList_SeegerFabianPoints are the standard's three cases one by one: a
// won game adds 50 to its value, a lost one takes 50 more off, and each
// defender of a lost game is given 40; a Bock round doubles the value only.
func TestList_SeegerFabianPoints(t *testing.T) {
	tests := []struct {
		name string
		deal ListDeal
		sf   bool
		want [3]int
	}{
		{"won, plain", ListDeal{Declarer: 0, Won: true, Score: 40}, false, [3]int{40, 0, 0}},
		{"won", ListDeal{Declarer: 0, Won: true, Score: 40}, true, [3]int{90, 0, 0}},
		{"lost", ListDeal{Declarer: 1, Score: -80}, true, [3]int{40, -130, 40}},
		{"lost, plain", ListDeal{Declarer: 1, Score: -80}, false, [3]int{0, -80, 0}},
		{"won in Bock", ListDeal{Declarer: 2, Won: true, Score: 23, Bock: true}, true, [3]int{0, 0, 96}},
		{"lost in Bock", ListDeal{Declarer: 2, Score: -46, Bock: true}, true, [3]int{40, 40, -142}},
		{"passed in", ListDeal{Declarer: -1}, true, [3]int{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.deal.Points(tt.sf))
		})
	}
}

// TestList_RamschAndKontra are docs/games/skat.md's examples LR1–LR4
// ("Ramsch, Kontra and Re in a list"): a Ramsch goes onto the sheet as
// each seat's score, under Seeger–Fabian each loser counted as the
// declarer of a lost game and a Durchmarsch as a won one; a Kontra'd game
// as its doubled score; a Bock round doubles either.
func TestList_RamschAndKontra(t *testing.T) {
	r1 := ramschSettle([3]int{30, 55, 35}, [3]int{3, 4, 3})
	r3 := ramschSettle([3]int{50, 50, 20}, [3]int{4, 4, 2})
	r4 := ramschSettle([3]int{0, 0, 120}, [3]int{0, 0, 10})
	tie := ramschSettle([3]int{40, 40, 40}, [3]int{3, 3, 4})
	kontra := Settlement{Declarer: 1, Game: Hearts, Value: 20, CardPoints: 50, Score: -80, Kontra: 1}
	re := Settlement{Declarer: 1, Game: Hearts, Value: 20, CardPoints: 70, Won: true, Score: 80, Kontra: 2}
	tests := []struct {
		name     string
		st       Settlement
		bock, sf bool
		want     [3]int
	}{
		{"LR1 plain", r1, false, false, [3]int{0, -55, 0}},
		{"LR1 Seeger–Fabian", r1, false, true, [3]int{40, -105, 40}},
		{"LR1 plain in Bock", r1, true, false, [3]int{0, -110, 0}},
		{"LR1 Seeger–Fabian in Bock", r1, true, true, [3]int{40, -160, 40}},
		{"LR2 a tie, plain", r3, false, false, [3]int{-50, -50, 0}},
		{"LR2 a tie, Seeger–Fabian", r3, false, true, [3]int{-60, -60, 80}},
		{"LR3 Durchmarsch, plain", r4, false, false, [3]int{0, 0, 120}},
		{"LR3 Durchmarsch, Seeger–Fabian", r4, false, true, [3]int{0, 0, 170}},
		{"three-way tie, Seeger–Fabian", tie, false, true, [3]int{}},
		{"LR4 Kontra, plain", kontra, false, false, [3]int{0, -80, 0}},
		{"LR4 Kontra, Seeger–Fabian", kontra, false, true, [3]int{40, -130, 40}},
		{"LR4 Kontra in Bock", kontra, true, false, [3]int{0, -160, 0}},
		{"LR4 Re, Seeger–Fabian", re, false, true, [3]int{0, 130, 0}},
		// A hand game with Schneider announced keeps the level on the
		// sheet, which names it beside the game.
		{"Schneider announced", Settlement{Declarer: 2, Game: Clubs, Hand: true, Value: 60, CardPoints: 95, Won: true, Score: 60, Announced: LevelSchneider}, false, false, [3]int{0, 0, 60}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := listState{rules: ListRules{Length: 12, SeegerFabian: tt.sf, Bock: true}, bockDue: uint8(b2i(tt.bock))}
			l.startDeal()
			l.record(tt.st, 0)
			d := l.deals[0].unpack()
			assert.Equal(t, tt.want, l.totals())
			assert.Equal(t, tt.st.Kontra, d.Kontra, "the sheet keeps the doubles")
			assert.Equal(t, tt.st.Announced, d.Announced, "the sheet keeps the level announced")
			assert.Equal(t, BockEvent(tt.st), d.BockNext)
			if tt.st.Ramsch {
				assert.Equal(t, ListDeal{Dealer: 0, Declarer: -1, Game: Ramsch, Scores: tt.st.Scores, Bock: tt.bock}, d)
			}
		})
	}
}

// TestBockEvent is the list of events that bring a Bock round.
func TestBockEvent(t *testing.T) {
	tests := []struct {
		name string
		st   Settlement
		want bool
	}{
		{"60 to 60", Settlement{Declarer: 0, Game: Hearts, Value: 30, CardPoints: 60, Score: -60}, true},
		{"61 points", Settlement{Declarer: 0, Game: Hearts, Value: 30, CardPoints: 61, Won: true, Score: 30}, false},
		{"worth 100", Settlement{Declarer: 0, Game: Clubs, Value: 108, CardPoints: 95, Won: true, Score: 108}, true},
		{"worth 99", Settlement{Declarer: 0, Game: Spades, Value: 99, CardPoints: 95, Won: true, Score: 99}, false},
		{"Grand lost", Settlement{Declarer: 0, Game: Grand, Value: 48, CardPoints: 50, Score: -96}, true},
		{"Grand won", Settlement{Declarer: 0, Game: Grand, Value: 48, CardPoints: 70, Won: true, Score: 48}, false},
		{"Null with no card points", Settlement{Declarer: 0, Game: Null, Value: 23, Won: true, Score: 23}, false},
		{"passed in", Settlement{Abandoned: true, Declarer: -1}, false},
		{"lost after Kontra", Settlement{Declarer: 0, Game: Hearts, Value: 20, CardPoints: 50, Score: -80, Kontra: 1}, true},
		{"won after Kontra", Settlement{Declarer: 0, Game: Hearts, Value: 20, CardPoints: 70, Won: true, Score: 40, Kontra: 1}, false},
		{"won with Re", Settlement{Declarer: 0, Game: Hearts, Value: 20, CardPoints: 70, Won: true, Score: 80, Kontra: 2}, true},
		{"Null lost after Kontra", Settlement{Declarer: 0, Game: Null, Value: 23, Score: -92, Kontra: 1}, true},
		{"a Ramsch", Settlement{Ramsch: true, Declarer: -1, Game: Ramsch, CardPoints: 110, Score: -220, Scores: [3]int{-220, 0, 0}, Jungfrau: true}, false},
		{"a Durchmarsch", Settlement{Ramsch: true, Declarer: -1, Game: Ramsch, Won: true, Durchmarsch: true, Score: 120, Scores: [3]int{0, 120, 0}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, BockEvent(tt.st))
		})
	}
}

// TestList_RandomMatches plays random matches with every combination of
// all Skat's options (allOptions: the list's with Ramsch, Schieberamsch,
// Kontra and Re): no Apply error, one deal after another until the chosen
// length, the dealer moving one seat each deal, the totals the sum of
// every deal's points as its settlement gives them (a Ramsch's scores, a
// Kontra'd game's doubled score), every view passing its check, and the
// match over only after the last deal. Every combination is played
// (one seed each by default, six under -tags exhaustive), and Ramsch and
// Kontra must both have reached the sheet.
func TestList_RandomMatches(t *testing.T) {
	ramsch, kontra := 0, 0
	defer func() {
		assert.Positive(t, ramsch, "no Ramsch was played in a list")
		assert.Positive(t, kontra, "no Kontra was said in a list")
	}()
	seeds := testsize.Pick(1, 6)
	for i, rules := range allOptions() {
		opts := optionMap(rules)
		for seed := uint64(1 + i); seed <= uint64(i+seeds); seed++ {
			s, err := New(games.Config{Seed: seed, Dealer: -1, Options: opts})
			require.NoError(t, err)
			lr := s.ListRules()
			rng := rand.New(rand.NewPCG(seed, 3))
			var legal []games.Action
			var want [3]int
			deals, bockDue, firstDealer := 0, 0, s.Dealer()
			require.Equal(t, rules, s.Rules(), "%v: the options read back", opts)
			for step := 0; !s.Done(); step++ {
				require.Less(t, step, 3000*MaxListLength, "%v seed %d: the list does not end", opts, seed)
				if step%7 == 0 || s.Phase() == PhaseOver {
					for p := 0; p < 3; p++ {
						require.NoError(t, s.View(p).(*View).Check(), "%v seed %d step %d", opts, seed, step)
					}
				}
				legal = s.Legal(legal[:0])
				require.NotEmpty(t, legal)
				a := legal[rng.IntN(len(legal))]
				if s.Phase() == PhaseAuction && rng.IntN(3) > 0 {
					a = Pass // more games played at low bids: more games won, more Bock events
					if legal[0] != Pass && legal[len(legal)-1] == Pass {
						a = legal[len(legal)-1]
					}
				}
				if a == games.Deal {
					assert.Equal(t, (firstDealer+deals)%3, dealerAfter(t, s), "%v seed %d: deal %d's dealer", opts, seed, deals+1)
				}
				ev, err := s.Apply(a, nil)
				require.NoError(t, err, "%v seed %d step %d", opts, seed, step)
				if s.Phase() != PhaseOver || !hasEvent(ev, games.KDealOver) {
					assert.False(t, hasEvent(ev, games.KMatchOver))
					continue
				}
				deals++
				st, _ := s.Settlement()
				d := ListDeal{Declarer: st.Declarer, Game: st.Game, Won: st.Won, Score: st.Score, Kontra: st.Kontra, Bock: lr.Bock && bockDue > 0}
				switch {
				case st.Abandoned:
					d = ListDeal{Declarer: -1, Bock: d.Bock}
				case st.Ramsch:
					d = ListDeal{Declarer: -1, Game: Ramsch, Scores: st.Scores, Bock: d.Bock}
				}
				last := s.ListDeals()[deals-1]
				assert.Equal(t, d.Scores, last.Scores, "%v seed %d deal %d: the sheet's Ramsch scores", opts, seed, deals)
				assert.Equal(t, d.Kontra, last.Kontra, "%v seed %d deal %d: the sheet's Kontra", opts, seed, deals)
				if st.Ramsch {
					ramsch++
				}
				if st.Kontra > 0 {
					kontra++
				}
				if d.Bock {
					bockDue--
				}
				if lr.Bock && BockEvent(st) {
					bockDue += 3
				}
				x := d.Points(lr.SeegerFabian)
				for p := range want {
					want[p] += x[p]
				}
				assert.Equal(t, want, s.ListTotals(), "%v seed %d deal %d", opts, seed, deals)
				assert.Equal(t, deals == max(lr.Length, 1), hasEvent(ev, games.KMatchOver), "%v seed %d deal %d: the match ends with the last deal", opts, seed, deals)
				r := s.Result()
				assert.Equal(t, deals, r.Deals)
				if lr != (ListRules{}) {
					assert.Equal(t, want[:], r.Match)
				}
			}
			assert.Equal(t, max(lr.Length, 1), deals, "%v seed %d", opts, seed)
			if lr.Length > 0 {
				assert.Equal(t, ListWinner(want), s.Result().Winner)
			}
		}
	}
}

// dealerAfter is the seat that deals when the Deal action is applied to s
// (a clone: s is left as it is).
func dealerAfter(t *testing.T, s *State) int {
	c := s.Clone().(*State)
	_, err := c.Apply(games.Deal, nil)
	require.NoError(t, err)
	return c.Dealer()
}

func hasEvent(ev []games.Event, k games.Kind) bool {
	for _, e := range ev {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// TestList_ViewsPass holds every view of random lists to its check,
// before and after a JSON round trip; with every option on, the auction
// mostly passes, so that Ramsch lines reach the sheet.
func TestList_ViewsPass(t *testing.T) {
	for _, opts := range []map[string]string{
		{OptionList: "12", OptionBock: games.On, OptionSeegerFabian: games.On},
		{OptionSeegerFabian: games.On},
	} {
		gametest.ViewsPass(t, testsize.Pick(1, 4), func(cfg games.Config) (*State, error) {
			cfg.Options = opts
			return New(cfg)
		})
	}
	all := optionMap(allOptions()[len(allOptions())-1])
	gametest.ViewsPassPlaying(t, testsize.Pick(1, 4), func(cfg games.Config) (*State, error) {
		cfg.Options = all
		return New(cfg)
	}, func(rng *rand.Rand, legal []games.Action) games.Action {
		if slices.Contains(legal, Pass) && rng.IntN(3) > 0 {
			return Pass
		}
		return legal[rng.IntN(len(legal))]
	})
}

// TestList_CheckRefuses breaks a list's view field by field: each check
// names its field.
func TestList_CheckRefuses(t *testing.T) {
	s, err := New(games.Config{Seed: 5, Dealer: 0, Options: map[string]string{OptionList: "12", OptionBock: games.On}})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(5, 5))
	var legal []games.Action
	for s.list.played < 2 || s.Phase() != PhaseOver {
		legal = s.Legal(legal[:0])
		_, err := s.Apply(legal[rng.IntN(len(legal))], nil)
		require.NoError(t, err)
	}
	v := s.View(0)
	require.NoError(t, v.(*View).Check())
	tests := []struct {
		field string
		edit  func(m map[string]any)
	}{
		{"options.list", func(m map[string]any) { m["options"].(map[string]any)["list"] = 13 }},
		{"list.totals", func(m map[string]any) { list(m)["totals"] = []any{1, 2, 3} }},
		{"list.deals[0].dealer", func(m map[string]any) { deal(m, 0)["dealer"] = 2 }},
		{"list.deals[1].declarer", func(m map[string]any) { deal(m, 1)["declarer"] = 3 }},
		{"list.deals", func(m map[string]any) { list(m)["deals"] = []any{} }},
		{"list.bockNow", func(m map[string]any) { list(m)["bockDue"] = 5 }},
		{"list.deals[0]", func(m map[string]any) { deal(m, 0)["bock"] = true }},
		// A level announced needs the house rule (off here).
		{"list.deals[1].announced", func(m map[string]any) { deal(m, 1)["announced"] = "schneider" }},
	}
	for _, tt := range tests {
		t.Run(tt.field, func(t *testing.T) {
			gametest.CheckNames(t, v, tt.field, tt.edit)
		})
	}
}

func list(m map[string]any) map[string]any { return m["list"].(map[string]any) }

func deal(m map[string]any, i int) map[string]any {
	return list(m)["deals"].([]any)[i].(map[string]any)
}

// TestList_SheetLinePacks: a sheet line packed into the State reads back
// as written, every flag apart, the Kontra count and a Ramsch's scores
// too.
func TestList_SheetLinePacks(t *testing.T) {
	for _, d := range []ListDeal{
		{Dealer: 2, Declarer: -1},
		{Dealer: 0, Declarer: 1, Game: Grand, Hand: true, Won: true, Score: 192},
		{Dealer: 1, Declarer: 2, Game: NullOuvert, Score: -118, Bock: true},
		{Dealer: 1, Declarer: 0, Game: Clubs, Score: -264, BockNext: true},
		{Dealer: 0, Declarer: 1, Game: Hearts, Score: -160, Kontra: 1, BockNext: true},
		{Dealer: 2, Declarer: 0, Game: Grand, Hand: true, Won: true, Score: 384, Kontra: 2, Bock: true},
		{Dealer: 0, Declarer: -1, Game: Ramsch, Scores: [3]int{0, -55, 0}},
		{Dealer: 1, Declarer: -1, Game: Ramsch, Scores: [3]int{-400, -400, 0}, Bock: true},
		{Dealer: 2, Declarer: -1, Game: Ramsch, Scores: [3]int{0, 0, 120}},
		{Dealer: 2, Declarer: -1, Game: Ramsch},
		{Dealer: 0, Declarer: 2, Game: Grand, Hand: true, Won: true, Score: 264, Kontra: 2, Announced: LevelOuvert, BockNext: true},
		{Dealer: 1, Declarer: 0, Game: Spades, Hand: true, Score: -150, Announced: LevelSchneider},
	} {
		assert.Equal(t, d, pack(d).unpack())
	}
}

// TestList_Options are the options' names and values as records write
// them, read back by name wherever Skat declares them.
func TestList_Options(t *testing.T) {
	for _, lr := range []ListRules{{}, {Length: 12}, {Length: 36, SeegerFabian: true}, {Bock: true, Length: 24}} {
		assert.Equal(t, lr, ListRulesOf(lr.Options()))
	}
	s, err := New(games.Config{Seed: 1, Options: map[string]string{OptionList: "24", OptionSeegerFabian: games.On}})
	require.NoError(t, err)
	assert.Equal(t, []games.OptionPair{{Name: OptionList, Value: "24"}, {Name: OptionSeegerFabian, Value: games.On}},
		Info().FormatOptions(s.Options()))
	_, err = New(games.Config{Seed: 1, Options: map[string]string{OptionList: "10"}})
	assert.ErrorContains(t, err, "12, 24, 36")
}

// TestList_IdleWithOneDeal: Seeger–Fabian and Bock rounds without a list
// are played as the one deal they are (docs/games/skat.md, "The list"): New
// drops them, so the State's options, its view and its record's headers do
// not name them, and its result scores the deal as the seed does — before,
// Seeger–Fabian with one deal added its 50 to the match and the view showed
// an empty sheet.
func TestList_IdleWithOneDeal(t *testing.T) {
	plain, err := New(games.Config{Seed: 4, Dealer: 0})
	require.NoError(t, err)
	for _, name := range []string{OptionSeegerFabian, OptionBock} {
		t.Run(name, func(t *testing.T) {
			s, err := New(games.Config{Seed: 4, Dealer: 0, Options: map[string]string{name: games.On}})
			require.NoError(t, err)
			assert.True(t, s.Options().IsDefault())
			assert.Equal(t, ListRules{}, s.ListRules())
			assert.Equal(t, ListRules{}, ListRulesOf(func() games.Options {
				var o games.Options
				o[Info().OptionIndex(name)] = 1
				return o
			}()), "ListRulesOf ignores them too")
			src1, src2 := cards.NewPCG(4), cards.NewPCG(4)
			a, b := playDeal(t, plain.Clone().(*State), &src1), playDeal(t, s, &src2)
			assert.Equal(t, a.Result(), b.Result())
			v := b.View(0).(*View)
			assert.Nil(t, v.List, "no sheet for one deal")
			assert.Equal(t, "one deal", Info().MatchFormat(s.Options()).English)
		})
	}
	s, err := New(games.Config{Seed: 4, Options: map[string]string{OptionList: "24", OptionBock: games.On}})
	require.NoError(t, err)
	assert.Equal(t, ListRules{Length: 24, Bock: true}, s.ListRules())
	assert.Equal(t, "list of 24 deals", Info().MatchFormat(s.Options()).English)
}

// playDeal plays s to the end of its first deal with randomPolicy.
func playDeal(t *testing.T, s *State, src *rand.PCG) *State {
	t.Helper()
	var buf []games.Action
	for range 200 {
		if r := s.Result(); r.DealOver {
			return s
		}
		buf = s.Legal(buf[:0])
		a := games.Deal
		if s.Player() != games.Chance {
			a = randomPolicy(s, buf, src)
		}
		if _, err := s.Apply(a, nil); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the deal did not end")
	return s
}

// TestList_RecordReplays plays a list of 12 deals into a record, writes it
// out and reads it back: the record holds every deal's moves under its
// option headers, and replaying it gives the same sheet and totals, as a
// saved list resumed does.
func TestList_RecordReplays(t *testing.T) {
	opts := []record.Option{{Name: OptionList, Value: "12"}, {Name: OptionSeegerFabian, Value: games.On}, {Name: OptionBock, Value: games.On}}
	src := cards.NewPCG(9)
	choose := func(st games.State, legal []games.Action) games.Action {
		if st.Player() == games.Chance {
			return games.Deal
		}
		return randomPolicy(st.(*State), legal, &src)
	}
	rec, st, err := record.Play(Info(), &record.Record{Game: "skat", Seed: 9, Dealer: -1, Options: opts}, choose)
	require.NoError(t, err)
	played := st.(*State)
	require.True(t, played.Done())
	require.Len(t, played.ListDeals(), 12)

	back, err := record.ParseString(rec.Format())
	require.NoError(t, err)
	require.True(t, rec.Equal(back), "the record reads back as written")
	deals := 0
	replayed, err := record.Replay(back, Info(), func(s record.Step) {
		if s.DealOver {
			deals++
		}
	})
	require.NoError(t, err)
	assert.Equal(t, 12, deals)
	assert.Equal(t, played.ListDeals(), replayed.(*State).ListDeals())
	assert.Equal(t, played.ListTotals(), replayed.(*State).ListTotals())
	assert.Equal(t, played.Result(), replayed.Result())
}

// TestList_ExplicitDeals: a list's record may fix its first deals (deal
// lines), the rest coming from the seed; more deal lines than the list has
// deals are refused.
func TestList_ExplicitDeals(t *testing.T) {
	a, err := New(games.Config{Seed: 4, Dealer: 0, Options: map[string]string{OptionList: "12"}})
	require.NoError(t, err)
	var packs [][]cards.Card
	var legal []games.Action
	for len(packs) < 3 {
		if a.Player() == games.Chance {
			p, _ := a.NextDeal()
			packs = append(packs, p)
		}
		legal = a.Legal(legal[:0])
		_, err := a.Apply(legal[0], nil)
		require.NoError(t, err)
	}
	b, err := New(games.Config{Seed: 99, Dealer: 0, Options: map[string]string{OptionList: "12"}, Deals: packs})
	require.NoError(t, err)
	for i := 0; i < 3; i++ {
		for b.Player() != games.Chance {
			legal = b.Legal(legal[:0])
			_, err := b.Apply(legal[0], nil)
			require.NoError(t, err)
		}
		_, err := b.Apply(games.Deal, nil)
		require.NoError(t, err)
		c, err := New(games.Config{Seed: 1, Dealer: b.Dealer(), Deals: [][]cards.Card{packs[i]}})
		require.NoError(t, err)
		_, err = c.Apply(games.Deal, nil)
		require.NoError(t, err)
		for p := 0; p < 3; p++ {
			assert.Equal(t, c.Hand(p), b.Hand(p), "deal %d, seat %d", i+1, p)
		}
	}
	_, err = New(games.Config{Seed: 1, Options: map[string]string{OptionList: "12"}, Deals: slices.Repeat(packs[:1], 13)})
	assert.ErrorContains(t, err, "a list of 12 deals, got 13")
}
