package art

import (
	"math"
	"strings"
	"testing"
)

func TestFlatten(t *testing.T) {
	for _, tc := range []struct {
		d      string
		lines  int
		last   pt
		closed bool
	}{
		{"M0 0 L10 0", 1, pt{10, 0}, false},
		{"M0 0 h10 v5", 1, pt{10, 5}, false},
		{"M1 1 H4 V6 Z", 1, pt{1, 1}, true},
		{"M0 0 C0 10 10 10 10 0", 1, pt{10, 0}, false},
		{"M0 0 q5 5 10 0 q5 -5 10 0", 1, pt{20, 0}, false},
		{"M0 0 L1 1 M5 5 L6 6", 2, pt{6, 6}, false},
		{"M-2-3L-1.5.5", 1, pt{-1.5, 0.5}, false},
	} {
		lines, closed := flatten(tc.d)
		if len(lines) != tc.lines {
			t.Errorf("%q: %d polylines, want %d", tc.d, len(lines), tc.lines)
			continue
		}
		l := lines[len(lines)-1]
		if p := l[len(l)-1]; math.Abs(p.x-tc.last.x) > 1e-9 || math.Abs(p.y-tc.last.y) > 1e-9 {
			t.Errorf("%q: ends at %v, want %v", tc.d, p, tc.last)
		}
		if closed[len(closed)-1] != tc.closed {
			t.Errorf("%q: closed=%v", tc.d, closed[len(closed)-1])
		}
	}
}

// signedArea is positive for outlines that run clockwise on screen (y down).
func signedArea(ps []pt) float64 {
	a := 0.0
	for i := range ps {
		j := (i + 1) % len(ps)
		a += ps[i].x*ps[j].y - ps[j].x*ps[i].y
	}
	return a / 2
}

// The stroker's outlines must cover the stroke (width × length plus round
// caps) and all run the same way, or overlaps would cancel in Fyne's
// non-zero rasteriser.
func TestStrokeOutline(t *testing.T) {
	for _, tc := range []struct {
		d    string
		w    float64
		area float64
	}{
		{"M0 0 L100 0", 4, 400 + math.Pi*4},
		{"M100 0 L0 0", 4, 400 + math.Pi*4},
		{"M0 0 L0 50", 2, 100 + math.Pi},
		{"M0 0 L50 50", 6, 6*50*math.Sqrt2 + math.Pi*9},
	} {
		lines, _ := flatten(tc.d)
		ps := strokeOutline(lines[0], tc.w/2)
		a := signedArea(ps)
		if a <= 0 {
			t.Errorf("%q: outline runs anticlockwise (area %.1f)", tc.d, a)
		}
		if math.Abs(a-tc.area) > 0.05*tc.area {
			t.Errorf("%q: area %.1f, want about %.1f", tc.d, a, tc.area)
		}
	}
	if got := strokePath("M0 0 L10 0 L0 1", 1, nil); strings.Count(got, "M") != 2 {
		t.Errorf("a hairpin should split into two pieces: %q", got)
	}
}

func TestFontHasEveryIndexGlyph(t *testing.T) {
	for _, s := range []string{"0123456789", "AJQKUO", "×"} {
		for _, r := range s {
			if g, ok := font[r]; !ok || g.w == 0 || g.d == "" {
				t.Errorf("no glyph for %q", r)
			}
		}
	}
}
