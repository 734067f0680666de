package table

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/cardavia/cardavia/ui/env"
)

// The banner: the announcements on the felt for everyone to see — a
// marriage, an exchange, a bid, a declaration, Go or Stop, a sweep. A
// computer may make several in one go (Schnapsen: exchange the trump Jack,
// announce 40, reach 66), each said in its own line, paced by the
// animation queue (anim.go: each held long enough to read), and all of
// them stay on the felt, newest last, until the person acts: what the
// computer did while the person looked away is still there to read. The
// person's own move (humanAct), the next deal and a replaced match clear
// it.

// bannerLines is how many announcements the banner keeps; older ones give
// way (the move log keeps them all).
const bannerLines = 3

// bannerState is the announcements on the felt: their lines on a dark
// rounded box.
type bannerState struct {
	news    []string       // the announcements shown, oldest first
	times   []int          // how often each line of news was announced in a row
	banner  []*canvas.Text // one per line of news
	bannerB *canvas.Rectangle
	bannerC *fyne.Container
}

// announce adds a line to the banner on the felt, for both players to see.
// The same words twice in a row (Go-Stop: the played card and the turned
// card each take a stack of three) are one line counted "×2": two equal
// lines stacked read as a fault of the screen (issue 40).
func (t *Table) announce(s string) {
	if n := len(t.news); n > 0 && t.news[n-1] == s && len(t.times) == n {
		t.times[n-1]++
	} else {
		t.news = append(t.news, s)
		t.times = append(t.times, 1)
	}
	if len(t.news) > bannerLines {
		t.news = t.news[len(t.news)-bannerLines:]
		t.times = t.times[len(t.times)-bannerLines:]
	}
	for len(t.banner) < len(t.news) {
		tx := canvas.NewText("", tcolor(env.ColorNameScore))
		tx.TextStyle.Bold = true
		tx.Alignment = fyne.TextAlignCenter
		t.banner = append(t.banner, tx)
		t.bannerC.Add(tx)
	}
	for i, tx := range t.banner {
		if i >= len(t.news) {
			tx.Hide()
			continue
		}
		tx.Text = t.newsLine(i)
		// The newest line in the announcement's colour, the earlier ones
		// in the felt's text colour: the eye goes to what just happened.
		tx.Color = tcolor(env.ColorNameScore)
		if i < len(t.news)-1 {
			tx.Color = tcolor(env.ColorNameOnFelt)
		}
		tx.Show()
	}
	t.bannerC.Show()
	t.placeBanner()
	if t.opt.Shown != nil {
		t.opt.Shown(s)
	}
}

// hideBanner takes the announcements off the felt: the person has acted,
// a deal starts, or the match was replaced.
func (t *Table) hideBanner() {
	t.news, t.times = nil, nil
	t.bannerC.Hide()
}

// bannerText is the banner's lines, one a line ("" when none is shown).
func (t *Table) bannerText() string {
	if t.bannerC.Hidden {
		return ""
	}
	lines := make([]string, len(t.news))
	for i := range t.news {
		lines[i] = t.newsLine(i)
	}
	return strings.Join(lines, "\n")
}

// newsLine is line i of the banner as shown: its words, counted when they
// came more than once in a row.
func (t *Table) newsLine(i int) string {
	if i < len(t.times) && t.times[i] > 1 {
		return t.news[i] + " ×" + itoa(t.times[i])
	}
	return t.news[i]
}

// freeLayout leaves its objects where they were put and asks for no room,
// like container.NewWithoutLayout but without its children's minimum size.
type freeLayout struct{}

func (freeLayout) Layout([]fyne.CanvasObject, fyne.Size) {}

func (freeLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(1, 1) }

func (t *Table) placeBanner() {
	if t.bannerC.Hidden || t.scene == nil || len(t.news) == 0 {
		return
	}
	sz := t.scene.Size
	lines := t.banner[:len(t.news)]
	size := max(18, min(sz.Height/22, 34))
	if len(lines) > 1 {
		size = max(16, min(sz.Height/26, 28)) // several lines: a little smaller
	}
	// A long announcement shrinks until it fits the felt; the lines share
	// one size.
	widest := func() fyne.Size {
		var m fyne.Size
		for _, tx := range lines {
			tx.TextSize = size
			tm := tx.MinSize()
			m.Width = max(m.Width, tm.Width)
			m.Height = max(m.Height, tm.Height)
		}
		return m
	}
	m := widest()
	for size > 10 && m.Width+1.2*size > sz.Width*0.96 {
		size--
		m = widest()
	}
	pad := size * 0.6
	lineH := m.Height
	w, h := m.Width+2*pad, lineH*float32(len(lines))+pad
	x := (sz.Width - w) / 2
	y := t.scene.CH*1.25 + sz.Height*0.02
	if t.scene.BannerY > 0 {
		y = t.scene.BannerY
	}
	y = t.clearOfTexts(x, y, w, h)
	t.bannerB.Move(fyne.NewPos(x, y))
	t.bannerB.Resize(fyne.NewSize(w, h))
	for i, tx := range lines {
		tx.Move(fyne.NewPos(x+pad, y+pad/2+float32(i)*lineH))
		tx.Resize(fyne.NewSize(m.Width, lineH))
		tx.Refresh()
	}
	t.bannerB.Refresh()
}

// clearOfTexts moves a banner of size w×h at (x, y) down (or else up) the
// felt until it covers none of the felt's texts — the names, scores and
// pile labels must stay readable while an announcement is shown. With no
// clear place it stays at y.
func (t *Table) clearOfTexts(x, y, w, h float32) float32 {
	sz := t.scene.Size
	hits := func(y float32) bool {
		for _, tx := range t.texts {
			p, m := tx.Position(), tx.Size()
			if p.X < x+w && x < p.X+m.Width && p.Y < y+h && y < p.Y+m.Height {
				return true
			}
		}
		return false
	}
	if !hits(y) {
		return y
	}
	step := max(4, h/4)
	for d := step; d < sz.Height; d += step {
		if y+d+h <= sz.Height && !hits(y+d) {
			return y + d
		}
		if y-d >= 0 && !hits(y-d) {
			return y - d
		}
	}
	return y
}
