package table

import (
	"image/color"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// scene is one frame of a table laid out for a board size: where every card
// and text goes, and where each zone sits (for cards travelling between
// zones). Games build scenes from the person's View only; the table turns a
// scene into canvas objects, reusing them by key.
type scene struct {
	size   fyne.Size
	cw, ch float32 // card size
	items  []item
	texts  []text
	zones  map[zoneKey]fyne.Position // top-left of a card placed in the zone
	// thinkingShown is set by a game that shows the thinking seat itself.
	thinkingShown bool
	// bannerY is where announcements are shown (0: under the top row).
	bannerY float32
	// hand is the person's hand in display order: digits and arrows move the
	// keyboard cursor along it.
	hand []cards.Card
}

// item is one card on the felt. key identifies the canvas object: faces use
// faceKey(card), so a card keeps its object as it travels; backs use a key
// per slot.
type item struct {
	key      string
	card     cards.Card // cards.None: face down
	pos      fyne.Position
	size     fyne.Size
	legal    bool
	selected bool
	dim      bool
	onTap    func()
	// zone is set for cards lying in a pile (NoZone elsewhere), so a card
	// flying to the table does not short-cut into the pile it ends in.
	zone games.Zone
}

// text is a line of text on the felt.
type text struct {
	key   string
	s     string
	pos   fyne.Position // top-left, or top-centre / top-right by align
	size  float32
	bold  bool
	align fyne.TextAlign
	color color.Color // nil: the theme's on-felt colour
}

type zoneKey struct {
	z    games.Zone
	seat int
}

func newScene(sz fyne.Size, cw, ch float32) *scene {
	return &scene{size: sz, cw: cw, ch: ch, zones: map[zoneKey]fyne.Position{}}
}

func faceKey(c cards.Card) string { return "c" + itoa(int(c)) }

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// face places card c face up.
func (s *scene) face(c cards.Card, x, y float32) *item {
	s.items = append(s.items, item{key: faceKey(c), card: c, pos: fyne.NewPos(x, y), size: fyne.NewSize(s.cw, s.ch)})
	return &s.items[len(s.items)-1]
}

// back places a face-down card under a slot key.
func (s *scene) back(key string, x, y float32) *item {
	s.items = append(s.items, item{key: key, card: cards.None, pos: fyne.NewPos(x, y), size: fyne.NewSize(s.cw, s.ch)})
	return &s.items[len(s.items)-1]
}

// label places a text line.
func (s *scene) label(key, str string, x, y, size float32, bold bool, align fyne.TextAlign) *text {
	s.texts = append(s.texts, text{key: key, s: str, pos: fyne.NewPos(x, y), size: size, bold: bold, align: align})
	return &s.texts[len(s.texts)-1]
}

// zone records where a card placed in zone z of seat goes.
func (s *scene) zone(z games.Zone, seat int, x, y float32) {
	s.zones[zoneKey{z, seat}] = fyne.NewPos(x, y)
}

// anchor returns the zone's position: the seat's own, else any seat's
// (-1 first), else the board's centre.
func (s *scene) anchor(z games.Zone, seat int) (fyne.Position, bool) {
	if p, ok := s.zones[zoneKey{z, seat}]; ok {
		return p, true
	}
	if p, ok := s.zones[zoneKey{z, -1}]; ok {
		return p, true
	}
	return fyne.NewPos((s.size.Width-s.cw)/2, (s.size.Height-s.ch)/2), false
}

// find returns the item with key k.
func (s *scene) find(k string) (item, bool) {
	for _, it := range s.items {
		if it.key == k {
			return it, true
		}
	}
	return item{}, false
}

// fan lays n cards in a row centred on cx within width w, overlapping when
// they do not fit, and returns the x of each.
func fan(n int, cx, w, cw float32) []float32 {
	xs := make([]float32, n)
	if n == 0 {
		return xs
	}
	step := cw * 1.08
	if n > 1 && step*float32(n-1)+cw > w {
		step = (w - cw) / float32(n-1)
	}
	total := step*float32(n-1) + cw
	x0 := cx - total/2
	for i := range xs {
		xs[i] = x0 + step*float32(i)
	}
	return xs
}

// cardSize picks the card size for a board: the height is at most frac of
// the board's height and the width allows perRow cards side by side.
func cardSize(sz fyne.Size, frac, perRow float32) (w, h float32) {
	h = sz.Height * frac
	if wmax := sz.Width / perRow; h*2/3 > wmax {
		h = wmax * 3 / 2
	}
	h = max(h, 30)
	return h * 2 / 3, h
}

// hasHand reports whether c is in the person's hand row.
func (s *scene) hasHand(c cards.Card) bool {
	for _, x := range s.hand {
		if x == c {
			return true
		}
	}
	return false
}

// liftCards brings the faces of set to the top of the scene (drawn last),
// a little higher than where they lay, and moves each one that another of
// them covers aside, so that every one of them is seen whole: the cards a
// choice is between must not hide under the others (a Go-Stop month's
// stack, Scopa's back row).
func (s *scene) liftCards(set cards.Set) {
	if set == 0 {
		return
	}
	var rest, top []item
	for _, it := range s.items {
		if it.card != cards.None && set.Has(it.card) {
			it.pos.Y -= s.ch * 0.1
			top = append(top, it)
		} else {
			rest = append(rest, it)
		}
	}
	for i := range top {
		for j := 0; j < i; j++ {
			a, b := top[j], &top[i]
			if b.pos.X < a.pos.X+a.size.Width && a.pos.X < b.pos.X+b.size.Width &&
				b.pos.Y < a.pos.Y+a.size.Height && a.pos.Y < b.pos.Y+b.size.Height {
				b.pos.X = a.pos.X + a.size.Width*1.04
			}
		}
		// Kept on the felt: a card pushed past the right edge goes left of
		// the first instead.
		if b := &top[i]; b.pos.X+b.size.Width > s.size.Width {
			b.pos.X = max(0, top[0].pos.X-b.size.Width*1.04*float32(i))
		}
	}
	s.items = append(rest, top...)
}
