package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// TestTable_AnnounceCentresOnTheFelt: an announcement shows centred across
// the felt, inside it, until it is hidden.
func TestTable_AnnounceCentresOnTheFelt(t *testing.T) {
	h := newToyHarness(t, 2, fyne.NewSize(1024, 700), nil)
	tb := h.tb
	tb.announce("Announced!")
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

// TestTable_LongBannerKeepsTableSize announces a very long message on the
// smallest window: the table must not ask for more room than the window
// (which would push the felt and tools past its right edge), and the banner
// stays on it.
func TestTable_LongBannerKeepsTableSize(t *testing.T) {
	h := newToyHarness(t, 11, fyne.NewSize(1024, 700), nil)
	before := h.tb.MinSize()
	h.tb.announce(strings.Repeat("You have 8 points: Go or Stop? ", 6))
	if after := h.tb.MinSize(); after.Width > before.Width || after.Width > 1024 {
		t.Fatalf("the banner widened the table's minimum from %.0f to %.0f", before.Width, after.Width)
	}
	felt := h.tb.scene.Size.Width
	if x, w := h.tb.bannerB.Position().X, h.tb.bannerB.Size().Width; x < 0 || x+w > felt {
		t.Fatalf("the banner spans x %.0f–%.0f on a felt %.0f wide", x, x+w, felt)
	}
}
