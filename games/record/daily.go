package record

import (
	"fmt"
	"time"
)

// The deal of the day is one match per game per calendar day, the same for
// every player: its seed is a function of the date alone, so no server is
// needed and its deal code can be shared like any other. The date is an
// input (the app reads its clock, tests pass a day); nothing here, in the
// engines or in the players reads the time.
//
// The seed is the day number under a fixed tag, put through an invertible
// 64-bit mix (splitmix64's finaliser): the deals of neighbouring days look
// unrelated, and DailyDay reads the day back from a record's seed alone, so
// a saved daily match is still known as one after a restart, after
// midnight, or when it was opened from its deal code.

// Day is a calendar date (the person's own, in their time zone).
type Day struct {
	Year  int
	Month time.Month
	Day   int
}

// DayOf is the calendar date of t in t's own location.
func DayOf(t time.Time) Day {
	y, m, d := t.Date()
	return Day{y, m, d}
}

// String is the date as ISO 8601 writes it: "2026-12-04".
func (d Day) String() string { return fmt.Sprintf("%04d-%02d-%02d", d.Year, int(d.Month), d.Day) }

// ParseDay reads a date written as String writes it.
func ParseDay(s string) (Day, error) {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		return Day{}, fmt.Errorf("a day is written yyyy-mm-dd: %w", err)
	}
	return DayOf(t), nil
}

// number is the day's count from 1970-01-01 (negative before it).
func (d Day) number() int64 {
	return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC).Unix() / 86400 // midnight: exact
}

// dailyTag marks a mixed seed as a deal of the day; a seed drawn at random
// carries it with a chance of one in four billion.
const dailyTag = 0xCA2DDA11

// Daily is the header of game's deal of the day on day: the seed of the
// day, the dealer drawn from it, with deck (a deck key; "" for the game's
// default). The deal is the same whatever the deck: a deck only changes
// the pictures of a game that has more than one.
func Daily(game, deck string, day Day) *Record {
	n := uint64(uint32(day.number()))
	return &Record{Game: game, Deck: deck, Seed: mix(dailyTag<<32 | n), Dealer: -1}
}

// DailyDay is the day whose deal of the day r's match is, if it is one: a
// record dealt by a daily seed alone (no explicit deals or options).
func DailyDay(r *Record) (Day, bool) {
	if r == nil || len(r.Deals) > 0 || len(r.Options) > 0 || r.Dealer != -1 {
		return Day{}, false
	}
	v := unmix(r.Seed)
	if v>>32 != dailyTag {
		return Day{}, false
	}
	t := time.Unix(int64(int32(uint32(v)))*86400, 0).UTC()
	return DayOf(t), true
}

// Multipliers of splitmix64's finaliser and their inverses modulo 2^64.
const (
	mixA = 0xbf58476d1ce4e5b9
	mixB = 0x94d049bb133111eb
)

var (
	invA = inverse(mixA)
	invB = inverse(mixB)
)

// inverse is the multiplicative inverse of the odd x modulo 2^64 (Newton's
// iteration doubles the correct low bits at each step: 3, 6, …, 96).
func inverse(x uint64) uint64 {
	y := x
	for range 5 {
		y *= 2 - x*y
	}
	return y
}

func mix(z uint64) uint64 {
	z = (z ^ z>>30) * mixA
	z = (z ^ z>>27) * mixB
	return z ^ z>>31
}

func unmix(z uint64) uint64 {
	z ^= z>>31 ^ z>>62
	z *= invB
	z ^= z>>27 ^ z>>54
	z *= invA
	return z ^ z>>30 ^ z>>60
}
