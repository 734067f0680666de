package skat

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// randomPosition plays seed's deal with random legal actions and stops
// after `steps` actions (or at the end).
func randomPosition(t *testing.T, seed uint64, steps int) *State {
	t.Helper()
	s, err := New(games.Config{Seed: seed, Dealer: -1})
	require.NoError(t, err)
	src := cards.NewPCG(seed)
	var legal []games.Action
	for i := 0; i < steps && !s.Done(); i++ {
		legal = s.Legal(legal[:0])
		_, err := s.Apply(randomPolicy(s, legal, &src), nil)
		require.NoError(t, err, "seed %d step %d", seed, i)
	}
	return s
}

// TestSampleConsistency: for many positions and every seat, the sampled
// states show the viewer exactly the same view, keep the viewer's cards and
// what it knows, respect every void, and can be played to the end.
func TestSampleConsistency(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var legal []games.Action
	phases := map[Phase]int{}
	for seed := uint64(1); seed <= 600; seed++ {
		s := randomPosition(t, seed, int(seed%45))
		phases[s.phase]++
		for p := 0; p < 3; p++ {
			v := s.View(p).(*View)
			if v.Seat != s.Declarer() && s.phase != PhaseOver {
				require.Zero(t, v.Skat, "seed %d: defender p%d sees the skat", seed, p)
				require.Zero(t, v.Discards, "seed %d: defender p%d sees the discards", seed, p)
			}
			require.Equal(t, s.hands[p], v.Hand, "seed %d: p%d's view hand differs", seed, p)
			for k := 0; k < 3; k++ {
				g, err := v.Sample(rng)
				require.NoError(t, err, "seed %d p%d phase %s", seed, p, s.phase)
				w := g.(*State)
				require.Equal(t, v, w.View(p).(*View), "seed %d p%d phase %s: sampled view differs", seed, p, s.phase)
				checkConservation(t, w)
				for q := 0; q < 3; q++ {
					require.Equal(t, s.hands[q].Len(), w.hands[q].Len(), "seed %d: p%d's cards in the sample", seed, q)
					if s.game != NoGame {
						for cls := 0; cls <= trumpClass; cls++ {
							if s.voids[q]&(1<<cls) != 0 {
								require.Zero(t, w.hands[q]&ClassCards(s.game, cls), "seed %d: sampled p%d holds a card of void class %d", seed, q, cls)
							}
						}
					}
				}
				require.Equal(t, s.skatNow.Len(), w.skatNow.Len(), "seed %d: sampled skat sizes differ", seed)
				require.Equal(t, s.skat.Len(), w.skat.Len(), "seed %d: sampled skat sizes differ", seed)
				if s.skatKnown(p) {
					require.Equal(t, s.skat, w.skat, "seed %d: the declarer's known skat changed", seed)
					require.Equal(t, s.skatNow, w.skatNow, "seed %d: the declarer's known skat changed", seed)
				}
				if s.game != NoGame && !s.game.IsNull() && s.skatKnown(p) {
					// The declarer knows its twelve cards, so the matadors stay.
					m1, _ := Matadors(s.game, s.twelve())
					m2, _ := Matadors(w.game, w.twelve())
					require.Equal(t, m1, m2, "seed %d: matadors in the sample", seed)
				}
				// The sample plays to the end.
				src := cards.NewPCG(seed + uint64(k))
				for !w.Done() {
					legal = w.Legal(legal[:0])
					_, err := w.Apply(randomPolicy(w, legal, &src), nil)
					require.NoError(t, err, "seed %d: sampled state", seed)
				}
			}
			// The view's Legal is the state's for the seat to move.
			if s.Player() == p {
				require.Equal(t, s.Legal(nil), v.Legal(nil), "seed %d: view legal (actual) against state legal", seed)
			} else {
				require.Empty(t, v.Legal(nil), "seed %d: p%d has legal actions out of turn", seed, p)
			}
		}
	}
	for ph := PhaseDeal; ph <= PhaseOver; ph++ {
		assert.NotZero(t, phases[ph], "no sampled position in phase %s", ph)
	}
}

// TestSampleUniform compares the sampler with plain rejection sampling on
// positions with voids: each card's chance of landing in each hidden place
// must agree.
func TestSampleUniform(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	tested := 0
	for seed := uint64(1); seed < 5000 && tested < 4; seed++ {
		s := randomPosition(t, seed, 12+int(seed%12))
		if s.phase != PhasePlay {
			continue
		}
		p := (s.Declarer() + 1 + int(seed%2)) % 3 // a defender
		v := s.View(p).(*View)
		if v.Voids[(p+1)%3]|v.Voids[(p+2)%3] == 0 || 32-(v.Hand|v.Played[0]|v.Played[1]|v.Played[2]).Len() < 14 {
			continue
		}
		// Rejection sampling: deal the unseen cards at random, keep the deals
		// that respect the voids.
		known := v.Hand | v.Open | v.Played[0] | v.Played[1] | v.Played[2]
		unknown := (cards.German().Full() &^ known).Cards()
		var places []int // seat or -1 (skat), one per unseen card slot
		for q := 0; q < 3; q++ {
			if q == p || (v.Game == NullOuvert && q == v.Declarer) {
				continue
			}
			for i := 0; i < v.HandCount[q]; i++ {
				places = append(places, q)
			}
		}
		for i := 0; i < v.SkatCount; i++ {
			places = append(places, -1)
		}
		const n = 20000
		var rej, smp [32][4]float64
		accepted, tries := 0, 0
		for accepted < n && tries < 4000000 {
			tries++
			cards.ShuffleRand(unknown, rng)
			ok := true
			for i, c := range unknown {
				if q := places[i]; q >= 0 && v.Voids[q]&(1<<EffectiveSuit(v.Game, c)) != 0 {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			accepted++
			for i, c := range unknown {
				rej[c][places[i]+1]++
			}
		}
		if accepted < n {
			continue
		}
		for i := 0; i < n; i++ {
			g, err := v.Sample(rng)
			require.NoError(t, err)
			w := g.(*State)
			for _, c := range unknown {
				switch {
				case w.skatNow.Has(c):
					smp[c][0]++
				default:
					for q := 0; q < 3; q++ {
						if w.hands[q].Has(c) {
							smp[c][q+1]++
						}
					}
				}
			}
		}
		for _, c := range unknown {
			for k := 0; k < 4; k++ {
				pr := rej[c][k] / n
				sigma := math.Sqrt(pr*(1-pr)/n) + 1e-9
				d := math.Abs(smp[c][k]/n - pr)
				assert.LessOrEqual(t, d, max(6*sigma*math.Sqrt2, 0.01), "seed %d: %s in place %d: sampler %.3f, rejection %.3f", seed, cards.German().Code(c), k, smp[c][k]/n, pr)
			}
		}
		tested++
		t.Logf("seed %d: phase %s, voids %v, %d unseen cards, acceptance %.3f", seed, s.phase, v.Voids, len(unknown), float64(accepted)/float64(tries))
	}
	require.NotZero(t, tested, "no position with voids was tested")
}

// TestSampleInconsistent: a view that no deal satisfies is an error.
func TestSampleInconsistent(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	s := randomPosition(t, 7, 3)
	v := *s.View(0).(*View)
	v.HandCount[(v.Seat+1)%3]++
	_, err := v.Sample(rng)
	assert.ErrorIs(t, err, errInconsistent, "a hand count too big")
	// Every card of a suit void for both other players and too many for the skat.
	for seed := uint64(1); seed < 500; seed++ {
		s := randomPosition(t, seed, 20)
		if s.phase != PhasePlay || s.skatKnown(int(s.declarer)) == false {
			continue
		}
		v := *s.View(int(s.declarer)).(*View)
		v.Voids = [3]uint8{31, 31, 31}
		_, err := v.Sample(rng)
		assert.ErrorIs(t, err, errInconsistent, "everybody void in everything")
		return
	}
	require.FailNow(t, "no position found")
}

// TestSampleRefusesImpossibleViews spoils one field of real views at a
// time, in the phase where each rule of View.check applies: every spoilt
// view is refused, and the view as it was samples.
func TestSampleRefusesImpossibleViews(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	// position plays seeds until one stands in phase ph (in play, with a
	// trick done and one card led; over, after ten tricks) and returns the
	// view of a seat there.
	position := func(ph Phase) View {
		t.Helper()
		for seed := uint64(1); seed < 2000; seed++ {
			for steps := 0; steps < 60; steps++ {
				s := randomPosition(t, seed, steps)
				if s.phase == ph && (ph != PhasePlay || s.nTrick == 1 && s.tricks > 0) && (ph != PhaseOver || s.tricks == 10) {
					return *s.View(int(seed % 3)).(*View)
				}
			}
		}
		require.FailNow(t, "no position", "phase %s", ph)
		return View{}
	}
	cases := []struct {
		name  string
		phase Phase
		spoil func(v *View)
	}{
		{"the skat taken before the skat is decided", PhaseSkat, func(v *View) { v.SkatTaken = true }},
		{"neither skat nor hand once the game is announced", PhasePlay, func(v *View) { v.SkatTaken, v.HandGame = false, false }},
		{"both skat and hand", PhaseOver, func(v *View) { v.SkatTaken, v.HandGame = true, true }},
		{"a game announced in the auction", PhaseAuction, func(v *View) { v.Game = Grand }},
		{"a seat outside the duel speaks", PhaseAuction, func(v *View) { v.ToMove = 3 - v.Bidder - v.Holder }},
		{"a trick in the auction", PhaseAuction, func(v *View) { v.TricksPlayed = 1 }},
		{"the wrong seat to play", PhasePlay, func(v *View) { v.ToMove = v.Leader }},
		{"ten tricks before the game is announced", PhaseOver, func(v *View) { v.Phase, v.Game = PhaseAnnounce, NoGame }},
		{"ten tricks and still playing", PhaseOver, func(v *View) { v.Phase, v.ToMove, v.Leader = PhasePlay, 0, 0 }},
		{"one seat played a card more, another one fewer", PhasePlay, func(v *View) {
			a, b := (v.Seat+1)%3, (v.Seat+2)%3
			c := v.Played[b].Remove(v.Trick[0]).First()
			v.Played[a], v.Played[b] = v.Played[a].Add(c), v.Played[b].Remove(c)
			v.HandCount[a], v.HandCount[b] = v.HandCount[a]-1, v.HandCount[b]+1
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := position(c.phase)
			_, err := v.Sample(rng)
			require.NoError(t, err, "the unspoilt view is refused")
			c.spoil(&v)
			_, err = v.Sample(rng)
			assert.ErrorIs(t, err, errInconsistent, "the spoilt view")
			assert.Empty(t, v.Legal(nil), "legal actions")
		})
	}
}

// TestViewSecrecy: defenders never see the skat or the discards before the
// end; Null ouvert shows the declarer's hand to everybody.
func TestViewSecrecy(t *testing.T) {
	for seed := uint64(1); seed < 3000; seed++ {
		s := randomPosition(t, seed, 200)
		st, _ := s.Settlement()
		if st.Abandoned {
			continue
		}
		v := s.View(0).(*View)
		require.NotNil(t, v.Settlement, "seed %d: no settlement at the end", seed)
		require.Equal(t, s.skat, v.Skat, "seed %d: the skat is not shown at the end", seed)
		require.Equal(t, s.skatNow, v.Discards, "seed %d: the discards are not shown at the end", seed)
		if s.game != NullOuvert {
			continue
		}
		// Replay to just after the announcement and look at a defender's view.
		s2 := randomPosition(t, seed, 0)
		src := cards.NewPCG(seed)
		var legal []games.Action
		for s2.phase != PhasePlay {
			legal = s2.Legal(legal[:0])
			_, err := s2.Apply(randomPolicy(s2, legal, &src), nil)
			require.NoError(t, err)
		}
		def := (s2.Declarer() + 1) % 3
		dv := s2.View(def).(*View)
		require.Equal(t, s2.hands[s2.declarer], dv.Open, "seed %d: Null ouvert view %+v", seed, dv)
		require.Equal(t, 10, dv.Open.Len(), "seed %d: Null ouvert view %+v", seed, dv)
		require.Zero(t, dv.Skat, "seed %d: Null ouvert view %+v", seed, dv)
		require.Zero(t, dv.Discards, "seed %d: Null ouvert view %+v", seed, dv)
		b, err := json.Marshal(dv)
		require.NoError(t, err)
		require.Contains(t, string(b), `"phase":"play"`)
		require.Contains(t, string(b), `"game":"nullouvert"`)
		var back View
		require.NoError(t, json.Unmarshal(b, &back), "json round trip")
		require.Equal(t, dv, &back, "json round trip")
		return
	}
	require.FailNow(t, "no Null ouvert game found")
}

// TestGarbageViews: views with random fields (as a bot or a file could send)
// give an error or a state that plays to the end, accepting every action it
// lists as legal.
func TestGarbageViews(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	var legal []games.Action
	sampled := 0
	for i := 0; i < 3000; i++ {
		s := randomPosition(t, uint64(i%300+1), i%40)
		v := *s.View(i % 3).(*View)
		spoilt := i % 9
		switch spoilt {
		case 0:
			v.Game = GameType(rng.IntN(12))
		case 1:
			v.Phase = Phase(rng.IntN(9))
		case 2:
			v.ToMove = rng.IntN(7) - 3
		case 3:
			v.TrickLen = rng.IntN(5) - 1
		case 4:
			v.Voids[rng.IntN(3)] = uint8(rng.Uint32())
		case 5:
			v.HandCount[rng.IntN(3)] = rng.IntN(15) - 1
		case 6:
			v.Declarer = rng.IntN(5) - 2
		case 7:
			v.Trick[rng.IntN(3)] = cards.Card(rng.IntN(256))
		case 8:
			v.Hand = cards.Set(rng.Uint64())
		}
		v.Legal(nil)
		g, err := v.Sample(rng)
		if err != nil {
			continue
		}
		sampled++
		w := g.(*State)
		src := cards.NewPCG(uint64(i))
		// A deal has at most 2·63 bids and holds, a few passes, the skat,
		// the discard, the game and 30 cards.
		for n := 0; !w.Done(); n++ {
			legal = w.Legal(legal[:0])
			require.NotEmpty(t, legal, "view %d (field %d spoilt): the sample is stuck in phase %s after %d actions", i, spoilt, w.phase, n)
			require.LessOrEqual(t, n, 200, "view %d (field %d spoilt): the sample is stuck in phase %s", i, spoilt, w.phase)
			a := legal[cards.Intn(&src, len(legal))]
			_, err := w.Apply(a, nil)
			require.NoError(t, err, "view %d (field %d spoilt): the sample refuses its legal %s in phase %s", i, spoilt, FormatAction(a), w.phase)
		}
	}
	// Many spoilt views are refused; enough must sample for the check to mean anything.
	assert.GreaterOrEqual(t, sampled, 300, "spoilt views of 3000 that sampled")
}
