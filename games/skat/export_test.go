package skat

import (
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// CheckRandomDeals is the engine's property test over random deals
// (checkRandomDeals), for TestRandomDeals in package skat_test, which may
// import the careless bidder of skattest (the package skat may not: it
// imports the engine).
var CheckRandomDeals = checkRandomDeals

// newPlayPosition builds a position right after the announcement: the
// declarer at bid plays game g (hand or after a pick-up) with the given
// hands and the given cards lying in the skat; forehand (dealer+1) leads.
func newPlayPosition(dealer, declarer, bid int, g GameType, hand bool, hands [3]cards.Set, skat cards.Set) *State {
	s := &State{rng: cards.NewPCG(1), dealer: int8(dealer), declarer: int8(declarer), bid: int16(bid),
		current: int16(bid), hands: hands, skat: skat, skatNow: skat, handGame: hand, skatTaken: !hand,
		game: g, phase: PhasePlay, stage: 2}
	s.said[declarer] = int16(bid)
	s.turn = int8(s.Forehand())
	s.leader = s.turn
	return s
}

// newAnnouncePosition builds the moment the declarer announces, after a
// pick-up (hand false) or having said hand.
func newAnnouncePosition(bid int, hand bool) *State {
	s := newPlayPosition(0, 1, bid, NoGame, hand, [3]cards.Set{}, 0)
	s.phase = PhaseAnnounce
	return s
}

// set parses space-separated card codes into a set; test input only.
func set(codes string) cards.Set {
	cs, err := cards.German().ParseList(codes)
	if err != nil {
		panic(err)
	}
	return cards.SetOf(cs...)
}

func card(code string) cards.Card {
	c, err := cards.German().Parse(code)
	if err != nil {
		panic(err)
	}
	return c
}

// randomPolicy picks a legal action: in the auction it passes half the
// time, so that all auction paths and sensible bids occur; otherwise uniform.
// Unlike skattest.RandomBidder it does not look at the cards, so it reaches every
// corner of the auction and overbids most deals. The golden files, the
// sampling tests and the benchmarks play with it.
func randomPolicy(s *State, legal []games.Action, src *rand.PCG) games.Action {
	if s.phase == PhaseAuction && cards.Intn(src, 2) == 0 {
		for _, a := range legal {
			if a == Pass {
				return a
			}
		}
	}
	return legal[cards.Intn(src, len(legal))]
}

// allRules lists every combination of the house rules of the deal, the
// seed's game (no option) first: random play and the fuzzer cycle through
// them, so every option and every combination is played.
func allRules() []Rules {
	var out []Rules
	for _, ramsch := range []bool{false, true} {
		for _, kontra := range []bool{false, true} {
			for _, schiebe := range []bool{false, true} {
				for _, announce := range []bool{false, true} {
					out = append(out, Rules{Ramsch: ramsch, KontraRe: kontra, Schieberamsch: schiebe, Announcements: announce})
				}
			}
		}
	}
	return out
}

// allOptions lists every combination of Skat's options that a match plays (not
// Bock or Seeger–Fabian without a list: idle), the deal's
// (allRules) with the list's (its length, its scoring, Bock rounds), the
// seed's game first: the fuzzer and the random lists cycle through them,
// so that a Ramsch or a Kontra is played inside every kind of list.
func allOptions() []Rules {
	var out []Rules
	for _, n := range append([]int{0}, ListLengths[:]...) {
		for _, sf := range []bool{false, true} {
			for _, bock := range []bool{false, true} {
				if n == 0 && (sf || bock) {
					continue // idle without a list: played as the one deal (TestList_IdleWithOneDeal)
				}
				for _, r := range allRules() {
					r.ListRules = ListRules{Length: n, SeegerFabian: sf, Bock: bock}
					out = append(out, r)
				}
			}
		}
	}
	return out
}

// optionMap is r as a Config's options, as a record's headers give them.
func optionMap(r Rules) map[string]string {
	m := map[string]string{}
	for _, p := range Info().FormatOptions(r.Options()) {
		m[p.Name] = p.Value
	}
	return m
}
