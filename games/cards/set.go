package cards

import (
	"math/bits"
	"strings"
)

// Set is a set of cards of one deck, one bit per card index. Every deck has at
// most 48 cards, so a set is a single machine word: copying it is free, which
// keeps engine states cheap to clone.
type Set uint64

// SetOf returns the set holding the given cards.
func SetOf(cs ...Card) Set {
	var s Set
	for _, c := range cs {
		s = s.Add(c)
	}
	return s
}

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return c < 64 && s&(1<<c) != 0 }

// Add returns s with c added.
func (s Set) Add(c Card) Set { return s | 1<<c }

// Remove returns s without c.
func (s Set) Remove(c Card) Set { return s &^ (1 << c) }

// Len returns the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// Empty reports whether s holds no card.
func (s Set) Empty() bool { return s == 0 }

// First returns the lowest card in s, or None when s is empty.
func (s Set) First() Card {
	if s == 0 {
		return None
	}
	return Card(bits.TrailingZeros64(uint64(s)))
}

// Last returns the highest card in s, or None when s is empty.
func (s Set) Last() Card {
	if s == 0 {
		return None
	}
	return Card(63 - bits.LeadingZeros64(uint64(s)))
}

// Union returns the cards in s or t.
func (s Set) Union(t Set) Set { return s | t }

// Intersect returns the cards in both s and t.
func (s Set) Intersect(t Set) Set { return s & t }

// Minus returns the cards of s that are not in t.
func (s Set) Minus(t Set) Set { return s &^ t }

// Contains reports whether every card of t is in s.
func (s Set) Contains(t Set) bool { return s&t == t }

// Nth returns the n-th lowest card of s (n counts from 0), or None.
func (s Set) Nth(n int) Card {
	for ; s != 0; n-- {
		c := s.First()
		if n == 0 {
			return c
		}
		s = s.Remove(c)
	}
	return None
}

// Append appends the cards of s to buf in ascending order and returns it.
// With a buffer of enough capacity it does not allocate.
func (s Set) Append(buf []Card) []Card {
	for s != 0 {
		c := Card(bits.TrailingZeros64(uint64(s)))
		buf = append(buf, c)
		s &= s - 1
	}
	return buf
}

// Cards returns the cards of s in ascending order.
func (s Set) Cards() []Card { return s.Append(make([]Card, 0, s.Len())) }

// Format writes the cards of s in ascending order as codes of deck d,
// separated by single spaces.
func (s Set) Format(d *Deck) string {
	var b strings.Builder
	for i, c := range s.Cards() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(d.Code(c))
	}
	return b.String()
}
