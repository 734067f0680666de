package skat

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/skat"
)

// TestHeuristic_KontraOnlyWithStrength: the heuristic doubles only with
// cards well above a playable hand in the declarer's game (doubleMargin),
// never in Null.
func TestHeuristic_KontraOnlyWithStrength(t *testing.T) {
	tests := []struct {
		name  string
		game  skat.GameType
		ten   string
		offer games.Action // Kontra or Re, legal beside the cards
		want  bool
	}{
		{"a defender with three Unters and the trump Ace and Ten", skat.Hearts, "CU SU HU HA HT HK H9 CA SA DA", skat.Kontra, true},
		{"a defender with two small trumps", skat.Hearts, "H7 H8 C7 C8 C9 S7 S8 D7 D8 D9", skat.Kontra, false},
		{"a defender with one Unter and two Aces", skat.Grand, "DU CA C7 SA S8 H7 H8 D7 D8 D9", skat.Kontra, false},
		{"a declarer with all four Unters and the top Hearts", skat.Hearts, "CU SU HU DU HA HT HK HO CA SA", skat.Re, true},
		{"a declarer with a plain game", skat.Hearts, "CU HA HT HK H9 C7 C8 SA D7 D8", skat.Re, false},
		{"no double in Null, whatever the cards", skat.Null, "C7 C8 S7 S8 H7 H8 D7 D8 D9 S9", skat.Kontra, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ten := codes(t, tt.ten)
			card := skat.Play(ten.First())
			legal := []games.Action{card, tt.offer}
			in := info{phase: skat.PhasePlay, hand: ten, twelve: ten, ten: ten,
				pos: pos{me: 0, decl: 1, g: tt.game, hand: ten}}
			if tt.offer == skat.Re {
				in.pos.decl = 0
			}
			got := decide(in, legal)
			assert.Equal(t, tt.want, got == tt.offer, "the heuristic chose %s", skat.FormatAction(got))
		})
	}
}
