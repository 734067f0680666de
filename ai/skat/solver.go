package skat

import (
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// solver solves Skat card play with open hands: alpha-beta over the
// declarer's card points (or, in Null, whether the declarer stays without a
// trick), with a transposition table at trick boundaries and equivalent
// cards (neighbours in power, with equal points, among the cards still in
// play) searched once. The cheat plays with it (cheat.go); the fair search
// does not (see AI). It is exact, so it also anchors the tests. Its notion
// of which card wins is the engine's (skat.EffectiveSuit, skat.Power).
type solver struct {
	g     skat.GameType
	null  bool
	decl  int
	cls   [32]uint8 // effective class: 0–3 suits, 4 trump
	pow   [32]uint8 // power within the class (higher wins)
	pts   [32]int8
	order [5][]cards.Card // each class by ascending power
	mask  [5]cards.Set
	rank  [32]uint8 // index of the card in its class order
	tt    []ttEntry
	gen   uint32
	nodes int
	limit int // node budget; 0 = none
	out   bool
}

type ttEntry struct {
	h      [3]cards.Set
	gen    uint32
	leader int8
	best   cards.Card
	lo, hi int16
}

const ttSize = 1 << 16

func newSolver(g skat.GameType, decl int) *solver {
	s := &solver{tt: make([]ttEntry, ttSize)}
	s.reset(g, decl)
	return s
}

// reset prepares s for game g with declarer decl, keeping its table.
func (s *solver) reset(g skat.GameType, decl int) {
	s.g, s.null, s.decl = g, g.IsNull(), decl
	s.mask = [5]cards.Set{}
	for k := range s.order {
		s.order[k] = s.order[k][:0]
	}
	for c := cards.Card(0); c < 32; c++ {
		cls := skat.EffectiveSuit(g, c)
		if cls < 0 {
			cls = suitOf(c) // no game: nothing is trump
		}
		s.cls[c], s.pow[c], s.pts[c] = uint8(cls), uint8(skat.Power(g, c)), int8(skat.Points(c))
		s.mask[cls] = s.mask[cls].Add(c)
	}
	for k := 0; k < 5; k++ {
		for x := s.mask[k]; x != 0; x = x.Remove(x.First()) {
			s.order[k] = append(s.order[k], x.First())
		}
		o := s.order[k]
		for i := 1; i < len(o); i++ { // insertion sort by power
			for j := i; j > 0 && s.pow[o[j]] < s.pow[o[j-1]]; j-- {
				o[j], o[j-1] = o[j-1], o[j]
			}
		}
		for i, c := range o {
			s.rank[c] = uint8(i)
		}
	}
}

// winner returns the index of the winning card of a full trick.
func (s *solver) winner(t [3]cards.Card) int {
	best := 0
	for i := 1; i < 3; i++ {
		c, b := t[i], t[best]
		switch {
		case s.cls[c] == s.cls[b] && s.pow[c] > s.pow[b]:
			best = i
		case s.cls[c] == 4 && s.cls[b] != 4:
			best = i
		}
	}
	return best
}

// moves appends the non-equivalent legal cards of hand, high power first.
func (s *solver) moves(buf []cards.Card, hand cards.Set, trick [3]cards.Card, n int, inPlay cards.Set) []cards.Card {
	legal := hand
	if n > 0 {
		if f := hand & s.mask[s.cls[trick[0]]]; f != 0 {
			legal = f
		}
	}
	for k := 4; k >= 0; k-- {
		l := legal & s.mask[k]
		if l == 0 {
			continue
		}
		o := s.order[k]
		for i := len(o) - 1; i >= 0; i-- {
			c := o[i]
			if !l.Has(c) {
				continue
			}
			// Skip c when the next card above it still in play is ours
			// and worth the same: playing either gives the same tricks.
			dup := false
			for j := i + 1; j < len(o); j++ {
				if inPlay.Has(o[j]) {
					dup = hand.Has(o[j]) && (s.null || s.pts[o[j]] == s.pts[c])
					break
				}
			}
			if !dup {
				buf = append(buf, c)
			}
		}
	}
	return buf
}

// sortMoves sorts the moves of seat turn best first for alpha-beta: with the
// trick held by the mover's side, cards that do not overtake, richest first
// (smearing); against it, the cheapest winning card, then the poorest loser.
// best, when a move, goes first (from the transposition table).
func (s *solver) sortMoves(ms []cards.Card, trick [3]cards.Card, n, turn int, best cards.Card) {
	if len(ms) < 2 {
		return
	}
	var score [16]int
	if n > 0 {
		wi := 0
		for i := 1; i < n; i++ {
			if s.beats(trick[i], trick[wi]) {
				wi = i
			}
		}
		w := trick[wi]
		wSeat := ((turn-n+wi)%3 + 3) % 3
		ours := (wSeat == s.decl) == (turn == s.decl)
		if s.null {
			ours = wSeat != s.decl && turn != s.decl // defenders want the declarer on top
		}
		for i, c := range ms {
			win := s.beats(c, w)
			switch {
			case s.null && turn == s.decl:
				if win {
					score[i] = int(s.pow[c])
				} else {
					score[i] = 100 + int(s.pow[c]) // duck with the highest card that still loses
				}
			case ours && !win:
				score[i] = 200 + int(s.pts[c])
			case ours:
				score[i] = 100 - int(s.pow[c])
			case win:
				score[i] = 300 - int(s.pow[c]) + int(s.pts[c])
			default:
				score[i] = 100 - 2*int(s.pts[c]) - int(s.pow[c])
			}
		}
	} else {
		for i, c := range ms {
			score[i] = int(s.pow[c])
		}
	}
	for i, c := range ms {
		if c == best {
			score[i] = 1 << 20
		}
	}
	for i := 1; i < len(ms) && i < 16; i++ {
		for j := i; j > 0 && score[j] > score[j-1]; j-- {
			score[j], score[j-1] = score[j-1], score[j]
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}

// beats reports whether c wins against w, the card winning the trick.
func (s *solver) beats(c, w cards.Card) bool {
	if s.cls[c] == s.cls[w] {
		return s.pow[c] > s.pow[w]
	}
	return s.cls[c] == 4
}

// Value returns the declarer's card points from the remaining tricks (Null:
// 1 if the declarer takes no further trick, else 0) with alpha-beta window
// [alpha, beta]; the result is exact inside the window and a bound outside.
// turn is the seat to play, leader the seat that led the trick in progress.
func (s *solver) Value(h [3]cards.Set, trick [3]cards.Card, n, turn, alpha, beta int) int {
	s.gen++
	s.nodes = 0
	s.out = false
	var buf [1024]cards.Card
	return s.search(h, trick, n, turn, alpha, beta, buf[:0])
}

func (s *solver) search(h [3]cards.Set, trick [3]cards.Card, n, turn, alpha, beta int, buf []cards.Card) int {
	s.nodes++
	if s.limit > 0 && s.nodes > s.limit {
		s.out = true
		return alpha
	}
	if h[0]|h[1]|h[2] == 0 && n == 0 {
		if s.null {
			return 1
		}
		return 0
	}
	var slot *ttEntry
	ttBest := cards.None
	if n == 0 {
		key := uint64(h[0])*0x9e3779b97f4a7c15 ^ uint64(h[1])*0xc2b2ae3d27d4eb4f ^ uint64(h[2])*0x165667b19e3779f9 ^ uint64(turn)
		slot = &s.tt[(key^key>>29)&(ttSize-1)]
		if slot.gen == s.gen && slot.h == h && int(slot.leader) == turn {
			ttBest = slot.best
			lo, hi := int(slot.lo), int(slot.hi)
			if lo >= beta {
				return lo
			}
			if hi <= alpha {
				return hi
			}
			if lo == hi {
				return lo
			}
			alpha, beta = max(alpha, lo), min(beta, hi)
		}
	}
	a0, b0 := alpha, beta
	inPlay := h[0] | h[1] | h[2]
	for i := 0; i < n; i++ {
		inPlay = inPlay.Add(trick[i])
	}
	// The value lies between 0 and everything still in play.
	if s.null {
		if alpha >= 1 {
			return 1
		}
	} else {
		if beta <= 0 {
			return 0
		}
		if r := skat.SetPoints(inPlay); alpha >= r {
			return r
		}
	}
	ms := s.moves(buf, h[turn], trick, n, inPlay)
	s.sortMoves(ms, trick, n, turn, ttBest)
	bestMove := cards.None
	maxing := turn == s.decl
	best := -1 << 20
	if !maxing {
		best = 1 << 20
	}
	for _, c := range ms {
		nh := h
		nh[turn] = nh[turn].Remove(c)
		nt := trick
		nt[n] = c
		var v int
		if n < 2 {
			v = s.search(nh, nt, n+1, (turn+1)%3, alpha, beta, ms[len(ms):])
		} else {
			leader := (turn + 1) % 3 // the seat after the third card led
			w := (leader + s.winner(nt)) % 3
			gain := 0
			if w == s.decl {
				if s.null {
					v = 0
					goto done
				}
				gain = int(s.pts[nt[0]] + s.pts[nt[1]] + s.pts[nt[2]])
			}
			v = gain + s.search(nh, [3]cards.Card{}, 0, w, alpha-gain, beta-gain, ms[len(ms):])
		}
	done:
		if maxing {
			if v > best {
				best, bestMove = v, c
			}
			alpha = max(alpha, best)
		} else {
			if v < best {
				best, bestMove = v, c
			}
			beta = min(beta, best)
		}
		if alpha >= beta {
			break
		}
	}
	if slot != nil && !s.out {
		lo, hi := -1<<14, 1<<14
		if slot.gen == s.gen && slot.h == h && int(slot.leader) == turn {
			lo, hi = int(slot.lo), int(slot.hi)
		}
		switch {
		case best <= a0:
			hi = min(hi, best)
		case best >= b0:
			lo = max(lo, best)
		default:
			lo, hi = best, best
		}
		*slot = ttEntry{h: h, gen: s.gen, leader: int8(turn), best: bestMove, lo: int16(lo), hi: int16(hi)}
	}
	return best
}
