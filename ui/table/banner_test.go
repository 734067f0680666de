package table

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games/cards"
)

// TestTable_AnnounceCentresOnTheFelt: an announcement shows centred across
// the felt, inside it, until it is hidden.
func TestTable_AnnounceCentresOnTheFelt(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 2, fyne.NewSize(1024, 700))
	tb := h.tb
	tb.announce("Scopa!")
	if tb.bannerC.Hidden {
		t.Fatal("the banner is hidden after announce")
	}
	sz := tb.scene.Size
	p, s := tb.bannerB.Position(), tb.bannerB.Size()
	if p.X < 0 || p.Y < 0 || p.X+s.Width > sz.Width || p.Y+s.Height > sz.Height {
		t.Errorf("banner at %v size %v outside the felt %v", p, s, sz)
	}
	if d := (p.X + s.Width/2) - sz.Width/2; d > 1 || d < -1 {
		t.Errorf("banner off centre by %.1f", d)
	}
	tb.hideBanner()
	if !tb.bannerC.Hidden {
		t.Error("hideBanner left it shown")
	}
}
