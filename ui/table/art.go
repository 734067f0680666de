package table

import (
	"bytes"
	"fmt"
	"image"
	"strings"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"

	"github.com/cardavia/cardavia/assets"
	"github.com/cardavia/cardavia/games/cards"
)

// Art supplies the SVG documents the table draws. The app points it at the
// assets package; a zero Art draws plain placeholder cards, so the table also
// works (and tests run) in a build without card art.
type Art struct {
	// Face returns the SVG of card c of deck d.
	Face func(d cards.DeckID, c cards.Card) ([]byte, error)
	// Back returns the SVG of the back shown for deck d when the person
	// chose the back named choice (an env.CardBacks value).
	Back func(d cards.DeckID, choice string) ([]byte, error)
}

// DefaultArt is the app's own card art from the assets package.
func DefaultArt() Art { return Art{Face: assetFace, Back: assetBack} }

// assetFace is the assets' SVG of card c of deck d, or of one of the extra
// cards a game adds to the deck's pack (Go-Stop's bonus cards).
func assetFace(d cards.DeckID, c cards.Card) ([]byte, error) {
	if deck := cards.ByID(d); d == cards.Hwatu48 && deck.IsExtra(c) {
		r, err := assets.BonusFace(int(c) - deck.Size())
		if err != nil {
			return nil, err
		}
		return r.Content(), nil
	}
	r, err := assets.Face(d, c)
	if err != nil {
		return nil, err
	}
	return r.Content(), nil
}

// assetBack is the assets' SVG of the back chosen for deck d.
func assetBack(d cards.DeckID, choice string) ([]byte, error) {
	r, err := assets.BackFor(d, choice)
	if err != nil {
		return nil, err
	}
	return r.Content(), nil
}

func (a Art) face(d cards.DeckID, c cards.Card) ([]byte, error) {
	if a.Face == nil {
		return placeholderFace(d, c), nil
	}
	return a.Face(d, c)
}

func (a Art) back(d cards.DeckID, choice string) ([]byte, error) {
	if a.Back == nil {
		return []byte(placeholderBack), nil
	}
	return a.Back(d, choice)
}

// rasterSVG draws an SVG document stretched to exactly w x h pixels with the
// same renderer Fyne uses for SVG (oksvg + rasterx), so that the picture can
// pass through the display filters before it reaches the screen. A document
// the renderer chokes on is an error, not a crash.
func rasterSVG(data []byte, w, h int) (img image.Image, err error) {
	icon, err := oksvg.ReadIconStream(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("read svg: %w", err)
	}
	icon.SetTarget(0, 0, float64(w), float64(h))
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	scanner := rasterx.NewScannerGV(w, h, out, out.Bounds())
	dasher := rasterx.NewDasher(w, h, scanner)
	defer func() {
		if r := recover(); r != nil {
			img, err = nil, fmt.Errorf("draw svg: %v", r)
		}
	}()
	icon.Draw(dasher, 1)
	return out, nil
}

// placeholderFace is a plain card: ivory with a suit-coloured disc and as
// many pips as the rank index, enough to play with before the art exists.
func placeholderFace(d cards.DeckID, c cards.Card) []byte {
	deck := cards.ByID(d)
	suit, rank := 0, int(c)
	if deck != nil && deck.Valid(c) {
		suit, rank = deck.Suit(c), deck.Rank(c)
	}
	colours := []string{"#b3261e", "#c77d12", "#1d6b3e", "#1d3f8c", "#6b2d8c", "#3a3a3a"}
	col := colours[suit%len(colours)]
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 360" width="240" height="360">`)
	b.WriteString(`<rect x="4" y="4" width="232" height="352" rx="18" ry="18" fill="#fbf8f1" stroke="#444" stroke-width="4"/>`)
	fmt.Fprintf(&b, `<circle cx="120" cy="150" r="60" fill="%s"/>`, col)
	for i := 0; i <= rank && i < 12; i++ {
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="24" height="24" fill="%s"/>`, 30+(i%6)*32, 260+(i/6)*32, col)
	}
	b.WriteString(`</svg>`)
	return []byte(b.String())
}

const placeholderBack = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 360" width="240" height="360">` +
	`<rect x="4" y="4" width="232" height="352" rx="18" ry="18" fill="#7a1f2b" stroke="#f3e7c9" stroke-width="6"/>` +
	`<rect x="24" y="24" width="192" height="312" rx="10" ry="10" fill="none" stroke="#f3e7c9" stroke-width="4"/>` +
	`<circle cx="120" cy="180" r="50" fill="none" stroke="#f3e7c9" stroke-width="6"/></svg>`
