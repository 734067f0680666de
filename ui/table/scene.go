package table

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Scene is one frame of a table laid out for a board size: where every card
// and text goes, and where each zone sits (for cards travelling between
// zones). A game builds its scene from the person's View only (Game.Scene);
// the table turns it into canvas objects, reusing them by key, and marks on
// it what the turn adds (a pending choice, the hint). A scene is a value of
// one frame: changing it changes nothing else.
type Scene struct {
	Size   fyne.Size
	CW, CH float32 // a card's width and height
	Items  []Item
	Texts  []Text
	zones  map[zoneKey]fyne.Position // top-left of a card placed in the zone
	// ThinkingShown is set by a game that shows the thinking seat itself;
	// else the table writes "thinking…" by the seat's hand.
	ThinkingShown bool
	// BannerY is where announcements are shown (0: under the top row).
	BannerY float32
	// Hand is the person's hand in display order, as Host.HandRow laid it:
	// digits and arrows move the keyboard cursor along it.
	Hand []cards.Card
}

// Item is one card on the felt. Key identifies the canvas object: faces use
// FaceKey(card), so a card keeps its object as it travels; backs use a key
// per slot.
type Item struct {
	Key      string
	Card     cards.Card // cards.None: face down
	Pos      fyne.Position
	Size     fyne.Size
	Legal    bool // glows: it may be played (or chosen) now
	Selected bool // stands framed: the keyboard cursor's card
	Dim      bool // veiled: it may not be played now
	OnTap    func()
	// Zone is set for cards lying in a pile (NoZone elsewhere), so a card
	// flying to the table does not short-cut into the pile it ends in.
	Zone games.Zone
}

// Text is a line of text on the felt.
type Text struct {
	Key   string
	Text  string
	Pos   fyne.Position // top-left, or top-centre / top-right by Align
	Size  float32
	Bold  bool
	Align fyne.TextAlign
	Color color.Color // nil: the theme's on-felt colour
}

type zoneKey struct {
	z    games.Zone
	seat int
}

// NewScene starts an empty scene for a board of size sz with cards of cw×ch.
func NewScene(sz fyne.Size, cw, ch float32) *Scene {
	return &Scene{Size: sz, CW: cw, CH: ch, zones: map[zoneKey]fyne.Position{}}
}

// FaceKey is the key of card c's face-up object: the same in every scene,
// so that the card keeps its object as it travels.
func FaceKey(c cards.Card) string { return "c" + strconv.Itoa(int(c)) }

// Face places card c face up.
func (s *Scene) Face(c cards.Card, x, y float32) *Item {
	s.Items = append(s.Items, Item{Key: FaceKey(c), Card: c, Pos: fyne.NewPos(x, y), Size: fyne.NewSize(s.CW, s.CH)})
	return &s.Items[len(s.Items)-1]
}

// HandBackKey is the slot key of a seat's i-th face-down hand card: the
// animator takes a card a seat plays unseen from its hand's backs by it.
func HandBackKey(seat, i int) string { return "b/hand/" + strconv.Itoa(seat) + "/" + strconv.Itoa(i) }

// Back places a face-down card under a slot key (HandBackKey for the cards
// of a seat's hand).
func (s *Scene) Back(key string, x, y float32) *Item {
	s.Items = append(s.Items, Item{Key: key, Card: cards.None, Pos: fyne.NewPos(x, y), Size: fyne.NewSize(s.CW, s.CH)})
	return &s.Items[len(s.Items)-1]
}

// Label places a text line.
func (s *Scene) Label(key, str string, x, y, size float32, bold bool, align fyne.TextAlign) *Text {
	s.Texts = append(s.Texts, Text{Key: key, Text: str, Pos: fyne.NewPos(x, y), Size: size, Bold: bold, Align: align})
	return &s.Texts[len(s.Texts)-1]
}

// Zone records where a card placed in zone z of seat goes (seat -1: any
// seat's).
func (s *Scene) Zone(z games.Zone, seat int, x, y float32) {
	s.zones[zoneKey{z, seat}] = fyne.NewPos(x, y)
}

// Anchor returns the zone's position: the seat's own, else any seat's
// (-1 first), else the board's centre (false).
func (s *Scene) Anchor(z games.Zone, seat int) (fyne.Position, bool) {
	if p, ok := s.zones[zoneKey{z, seat}]; ok {
		return p, true
	}
	if p, ok := s.zones[zoneKey{z, -1}]; ok {
		return p, true
	}
	return fyne.NewPos((s.Size.Width-s.CW)/2, (s.Size.Height-s.CH)/2), false
}

// Find returns the item with key k.
func (s *Scene) Find(k string) (Item, bool) {
	for _, it := range s.Items {
		if it.Key == k {
			return it, true
		}
	}
	return Item{}, false
}

// Fan lays n cards of width cw in a row centred on cx within width w,
// overlapping when they do not fit, and returns the x of each.
func Fan(n int, cx, w, cw float32) []float32 {
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

// CardSize picks the card size for a board: the height is at most frac of
// the board's height and the width allows perRow cards side by side.
func CardSize(sz fyne.Size, frac, perRow float32) (w, h float32) {
	h = sz.Height * frac
	if wmax := sz.Width / perRow; h*2/3 > wmax {
		h = wmax * 3 / 2
	}
	h = max(h, 30)
	return h * 2 / 3, h
}

// HasHand reports whether c is in the person's hand row.
func (s *Scene) HasHand(c cards.Card) bool {
	for _, x := range s.Hand {
		if x == c {
			return true
		}
	}
	return false
}

// LiftCards brings the faces of set to the top of the scene (drawn last),
// a little higher than where they lay, and moves each one that another of
// them covers aside, so that every one of them is seen whole: the cards a
// choice is between must not hide under the others (a Go-Stop month's
// stack, Scopa's back row).
func (s *Scene) LiftCards(set cards.Set) {
	if set == 0 {
		return
	}
	var rest, top []Item
	for _, it := range s.Items {
		if it.Card != cards.None && set.Has(it.Card) {
			it.Pos.Y -= s.CH * 0.1
			top = append(top, it)
		} else {
			rest = append(rest, it)
		}
	}
	for i := range top {
		for j := 0; j < i; j++ {
			a, b := top[j], &top[i]
			if b.Pos.X < a.Pos.X+a.Size.Width && a.Pos.X < b.Pos.X+b.Size.Width &&
				b.Pos.Y < a.Pos.Y+a.Size.Height && a.Pos.Y < b.Pos.Y+b.Size.Height {
				b.Pos.X = a.Pos.X + a.Size.Width*1.04
			}
		}
		// Kept on the felt: a card pushed past the right edge goes left of
		// the first instead.
		if b := &top[i]; b.Pos.X+b.Size.Width > s.Size.Width {
			b.Pos.X = max(0, top[0].Pos.X-b.Size.Width*1.04*float32(i))
		}
	}
	s.Items = append(rest, top...)
}
