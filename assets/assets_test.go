package assets

import (
	"bytes"
	"crypto/sha256"
	"encoding/xml"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/assets/internal/art"
	"github.com/cardavia/cardavia/assets/internal/render"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
)

var update = flag.Bool("update", false, "rewrite the golden PNGs in testdata/ and the contact sheets in ../docs/")

// Golden and contact-sheet sizes in pixels (card width; height is 3/2 of it).
const (
	goldenW = 60
	sheetW  = 120
)

// artDecks are the decks that have art of their own (German20 and
// German24 borrow German32's, French20 French24's).
var artDecks = []*cards.Deck{cards.Italian(), cards.German(), cards.SechsFrench(), cards.Hwatu()}

func TestEveryDeckHasEveryCard(t *testing.T) {
	for _, d := range cards.Decks() {
		t.Run(d.Key(), func(t *testing.T) {
			seen := map[string]cards.Card{}
			for _, c := range d.All() {
				r, err := Face(d.ID(), c)
				if err != nil {
					t.Fatalf("%s: %v", d.Code(c), err)
				}
				if !strings.HasSuffix(r.Name(), ".svg") || len(r.Content()) == 0 {
					t.Fatalf("%s: resource %q with %d bytes", d.Code(c), r.Name(), len(r.Content()))
				}
				if prev, dup := seen[r.Name()]; dup {
					t.Fatalf("%s and %s share the picture %s", d.Code(prev), d.Code(c), r.Name())
				}
				seen[r.Name()] = c
			}
			if len(seen) != d.Size() {
				t.Fatalf("%d pictures for %d cards", len(seen), d.Size())
			}
			if _, err := Face(d.ID(), cards.Card(d.Size())); err == nil {
				t.Fatalf("card %d accepted in a %d-card deck", d.Size(), d.Size())
			}
		})
	}
	if _, err := Face(0, 0); err == nil {
		t.Fatal("unknown deck accepted")
	}
}

// TestBorrowedArt: the Schnapsen and Sechsundsechzig packs show the art
// of the same card of the pack that has it (the German nines are the Skat
// pack's).
func TestBorrowedArt(t *testing.T) {
	tests := []struct {
		deck  *cards.Deck
		owner cards.DeckID
		same  func(cards.Card) cards.Card
	}{
		{cards.SchnapsenGerman(), cards.German32, cards.German20To32},
		{cards.SechsGerman(), cards.German32, cards.German24To32},
		{cards.SchnapsenFrench(), cards.French24, func(c cards.Card) cards.Card { return c }},
	}
	for _, tt := range tests {
		for _, c := range tt.deck.All() {
			a, err := Face(tt.deck.ID(), c)
			if err != nil {
				t.Fatal(err)
			}
			b, err := Face(tt.owner, tt.same(c))
			if err != nil {
				t.Fatal(err)
			}
			if a.Name() != b.Name() || !bytes.Equal(a.Content(), b.Content()) {
				t.Errorf("%s %s shows %s, want %s", tt.deck.Key(), tt.deck.Code(c), a.Name(), b.Name())
			}
		}
	}
}

// TestEmbeddedFilesAreExactlyTheDecks checks that the svg/ folders hold one
// file per card code and nothing else.
func TestEmbeddedFilesAreExactlyTheDecks(t *testing.T) {
	for _, d := range artDecks {
		want := map[string]bool{}
		for _, c := range d.All() {
			want[d.Code(c)+".svg"] = true
		}
		ents, err := files.ReadDir("svg/" + d.Key())
		if err != nil {
			t.Fatal(err)
		}
		if len(ents) != d.Size() {
			t.Errorf("%s: %d files for %d cards", d.Key(), len(ents), d.Size())
		}
		for _, e := range ents {
			if !want[e.Name()] {
				t.Errorf("%s: stray file %s", d.Key(), e.Name())
			}
		}
	}
}

// TestBonusFaces: the three Go-Stop bonus cards have pictures of their
// own, named by the engine's codes, and nothing else does.
func TestBonusFaces(t *testing.T) {
	seen := map[string]bool{}
	for i := range 3 {
		r, err := BonusFace(i)
		if err != nil {
			t.Fatal(err)
		}
		if want := "hwatu-bonus-" + gostop.Code(gostop.BonusD1+cards.Card(i)) + ".svg"; r.Name() != want || len(r.Content()) == 0 || seen[string(r.Content())] {
			t.Fatalf("bonus card %d: %q with %d bytes (want %s, a picture of its own)", i, r.Name(), len(r.Content()), want)
		}
		seen[string(r.Content())] = true
	}
	for _, i := range []int{-1, 3} {
		if _, err := BonusFace(i); err == nil {
			t.Fatalf("bonus card %d accepted", i)
		}
	}
}

func TestBacksAndIcon(t *testing.T) {
	names := BackNames()
	if len(names) < 2 {
		t.Fatalf("only %d backs", len(names))
	}
	for _, n := range names {
		r, err := Back(n)
		if err != nil || len(r.Content()) == 0 {
			t.Fatalf("back %q: %v", n, err)
		}
	}
	if _, err := Back("no-such-back"); err == nil {
		t.Fatal("unknown back accepted")
	}
	names[0] = "changed"
	if BackNames()[0] == "changed" {
		t.Fatal("BackNames exposes its backing array")
	}
	if len(Icon().Content()) == 0 {
		t.Fatal("empty icon")
	}
	im, err := png.Decode(bytes.NewReader(IconPNG().Content()))
	if err != nil {
		t.Fatal(err)
	}
	if b := im.Bounds(); b.Dx() != 512 || b.Dy() != 512 {
		t.Fatalf("icon.png is %v, want 512×512", b)
	}
	fresh, err := render.SVG("icon-check.svg", Icon().Content(), 512, 512)
	if err != nil {
		t.Fatal(err)
	}
	if diff := compare(fresh, im); diff > 0.01 {
		t.Fatalf("icon.png differs from the SVG icon (%.3f of pixels): run go generate ./assets", diff)
	}
}

// TestGeneratedUpToDate regenerates the art and compares it byte for byte
// with the embedded files.
func TestGeneratedUpToDate(t *testing.T) {
	gen := art.Files()
	n := 0
	err := fs.WalkDir(files, "svg", func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		n++
		b, _ := files.ReadFile(p)
		if want, ok := gen[p]; !ok {
			t.Errorf("%s is embedded but no longer generated", p)
		} else if !bytes.Equal(b, want) {
			t.Errorf("%s is out of date: run go generate ./assets", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n != len(gen) {
		t.Errorf("%d files embedded, %d generated: run go generate ./assets", n, len(gen))
	}
}

func TestTotalSize(t *testing.T) {
	total := len(iconPNG)
	_ = fs.WalkDir(files, ".", func(p string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() {
			b, _ := files.ReadFile(p)
			total += len(b)
		}
		return nil
	})
	if total > 3<<20 {
		t.Fatalf("embedded art is %d bytes, budget 3 MiB", total)
	}
	t.Logf("embedded art: %d bytes", total)
}

// What Fyne's SVG renderer (oksvg) draws; everything else is rejected.
var (
	allowedElements = map[string]bool{"svg": true, "g": true, "path": true, "rect": true, "circle": true,
		"ellipse": true, "polygon": true, "polyline": true, "line": true, "defs": true,
		"linearGradient": true, "radialGradient": true, "stop": true}
	allowedAttrs = map[string]bool{"xmlns": true, "width": true, "height": true, "viewBox": true,
		"d": true, "x": true, "y": true, "rx": true, "ry": true, "cx": true, "cy": true, "r": true,
		"fx": true, "fy": true, "x1": true, "y1": true, "x2": true, "y2": true, "points": true,
		"fill": true, "stroke": true, "stroke-width": true, "stroke-linejoin": true, "stroke-linecap": true,
		"opacity": true, "fill-opacity": true, "stroke-opacity": true, "transform": true, "id": true,
		"offset": true, "stop-color": true, "stop-opacity": true, "gradientUnits": true}
	colorRE     = regexp.MustCompile(`^(none|#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|url\(#[A-Za-z][\w-]*\))$`)
	transformRE = regexp.MustCompile(`^(\s*(translate|rotate|matrix|skewX|skewY|scale)\(([^()]*)\))+\s*$`)
	oneTransRE  = regexp.MustCompile(`(\w+)\(([^()]*)\)`)
)

// checkSVG reports every construct in doc that Fyne would drop or choke on.
func checkSVG(doc []byte) []string {
	var bad []string
	if bytes.Contains(doc, []byte("currentColor")) {
		bad = append(bad, "currentColor")
	}
	dec := xml.NewDecoder(bytes.NewReader(doc))
	depth, svgs := 0, 0
	inDefs, defsIDs := false, 0
	ids := map[string]bool{}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return append(bad, "XML: "+err.Error())
		}
		switch el := tok.(type) {
		case xml.StartElement:
			name := el.Name.Local
			depth++
			if !allowedElements[name] {
				bad = append(bad, "element <"+name+">")
			}
			if name == "svg" {
				if svgs++; svgs > 1 || depth != 1 {
					bad = append(bad, "nested <svg>")
				}
			}
			if name == "defs" {
				inDefs, defsIDs = true, 0
			}
			attrs := map[string]string{}
			for _, a := range el.Attr {
				k := a.Name.Local
				attrs[k] = a.Value
				if !allowedAttrs[k] {
					bad = append(bad, fmt.Sprintf("attribute %s on <%s>", k, name))
				}
				switch k {
				case "fill", "stroke", "stop-color":
					if !colorRE.MatchString(a.Value) {
						bad = append(bad, fmt.Sprintf("colour %s=%q", k, a.Value))
					}
					if m := strings.TrimSuffix(strings.TrimPrefix(a.Value, "url(#"), ")"); m != a.Value && !ids[m] {
						bad = append(bad, "reference to undefined (or later) id "+m)
					}
				case "transform":
					if !transformRE.MatchString(a.Value) {
						bad = append(bad, "transform "+a.Value)
					}
					for _, m := range oneTransRE.FindAllStringSubmatch(a.Value, -1) {
						if m[1] == "scale" && len(strings.Fields(strings.ReplaceAll(m[2], ",", " "))) != 2 {
							bad = append(bad, "one-argument "+m[0])
						}
					}
				case "id":
					ids[a.Value] = true
					if inDefs {
						if defsIDs++; defsIDs > 1 {
							bad = append(bad, "second id in one <defs>: "+a.Value)
						}
					}
				case "width", "height":
					if strings.HasSuffix(a.Value, "%") {
						bad = append(bad, fmt.Sprintf("%s=%q", k, a.Value))
					}
				}
			}
			if name == "rect" {
				_, rx := attrs["rx"]
				_, ry := attrs["ry"]
				if rx != ry {
					bad = append(bad, "rect with only one of rx, ry")
				}
			}
			if name == "svg" && attrs["viewBox"] == "" {
				bad = append(bad, "root without viewBox")
			}
		case xml.EndElement:
			depth--
			if el.Name.Local == "defs" {
				inDefs = false
			}
		case xml.CharData:
			if len(bytes.TrimSpace(el)) > 0 {
				bad = append(bad, fmt.Sprintf("text content %q", string(el)))
			}
		}
	}
	return bad
}

func TestEmbeddedSVGUsesOnlyWhatFyneDraws(t *testing.T) {
	n := 0
	err := fs.WalkDir(files, "svg", func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		n++
		b, _ := files.ReadFile(p)
		for _, problem := range checkSVG(b) {
			t.Errorf("%s: %s", p, problem)
		}
		return nil
	})
	if err != nil || n < 140 {
		t.Fatalf("walked %d files: %v", n, err)
	}
}

// The checker itself must catch each forbidden construct.
func TestCheckSVGRejects(t *testing.T) {
	head := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">`
	for _, tc := range []struct{ name, body string }{
		{"text", `<text x="1" y="1">A</text>`},
		{"clipPath", `<clipPath id="c"><rect x="0" y="0" width="1" height="1"/></clipPath>`},
		{"mask", `<mask id="m"></mask>`},
		{"symbol", `<symbol id="s"></symbol>`},
		{"image", `<image x="0" y="0" width="1" height="1"/>`},
		{"filter", `<filter id="f"></filter>`},
		{"nested svg", `<svg viewBox="0 0 1 1"></svg>`},
		{"use", `<use x="1" y="1"/>`},
		{"one-arg scale", `<g transform="scale(2)"></g>`},
		{"currentColor", `<path d="M0 0H1" fill="currentColor"/>`},
		{"8-digit colour", `<path d="M0 0H1" fill="#00000022"/>`},
		{"two ids in defs", `<defs><linearGradient id="a"></linearGradient><linearGradient id="b"></linearGradient></defs>`},
		{"rx without ry", `<rect x="0" y="0" width="1" height="1" rx="1"/>`},
		{"undefined gradient", `<path d="M0 0H1" fill="url(#nope)"/>`},
		{"style attribute", `<path d="M0 0H1" style="fill:red"/>`},
	} {
		if got := checkSVG([]byte(head + tc.body + `</svg>`)); len(got) == 0 {
			t.Errorf("%s: not rejected", tc.name)
		}
	}
	if got := checkSVG([]byte(`<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 1 1"></svg>`)); len(got) == 0 {
		t.Error("width=100% not rejected")
	}
	if got := checkSVG([]byte(head + `<g transform="translate(1 2) scale(2 2)"><path d="M0 0H1" fill="#abc"/></g></svg>`)); len(got) != 0 {
		t.Errorf("valid document rejected: %v", got)
	}
}

// renderAll renders every card of d at width w through Fyne's software
// renderer, in deck order.
func renderAll(t *testing.T, d *cards.Deck, w int) []*image.NRGBA {
	t.Helper()
	var out []*image.NRGBA
	for _, c := range d.All() {
		r, err := Face(d.ID(), c)
		if err != nil {
			t.Fatal(err)
		}
		im, err := render.SVG(fmt.Sprintf("%s@%d", r.Name(), w), r.Content(), w, w*3/2)
		if err != nil {
			t.Fatalf("%s: %v", d.Code(c), err)
		}
		out = append(out, im)
	}
	return out
}

// compare returns the fraction of pixels whose colour differs noticeably.
func compare(a, b image.Image) float64 {
	if a.Bounds() != b.Bounds() {
		return 1
	}
	bad := 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if absd(r1, r2)+absd(g1, g2)+absd(b1, b2)+absd(a1, a2) > 24*257 {
				bad++
			}
		}
	}
	return float64(bad) / float64(r.Dx()*r.Dy())
}

func absd(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

func writePNG(t *testing.T, path string, im image.Image) {
	t.Helper()
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, im); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readPNG(path string) (image.Image, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return png.Decode(bytes.NewReader(b))
}

// TestGoldenRenders renders every card, back and the icon at 60 px wide
// through Fyne and compares with testdata/. Run with -update after changing
// the art, and look at the result.
func TestGoldenRenders(t *testing.T) {
	for _, d := range artDecks {
		ims := renderAll(t, d, goldenW)
		for i, im := range ims {
			golden(t, filepath.Join("testdata", d.Key(), d.Code(cards.Card(i))+".png"), im)
		}
	}
	for i := range 3 {
		r, err := BonusFace(i)
		if err != nil {
			t.Fatal(err)
		}
		im, err := render.SVG(r.Name(), r.Content(), goldenW, goldenW*3/2)
		if err != nil {
			t.Fatal(err)
		}
		golden(t, filepath.Join("testdata", "hwatu-bonus", gostop.Code(gostop.BonusD1+cards.Card(i))+".png"), im)
	}
	for _, n := range BackNames() {
		r, _ := Back(n)
		im, err := render.SVG(r.Name(), r.Content(), goldenW, goldenW*3/2)
		if err != nil {
			t.Fatal(err)
		}
		golden(t, filepath.Join("testdata", "back-"+n+".png"), im)
	}
}

func golden(t *testing.T, path string, im *image.NRGBA) {
	t.Helper()
	if *update {
		writePNG(t, path, im)
		return
	}
	want, err := readPNG(path)
	if err != nil {
		t.Errorf("%s: %v (run go test ./assets -update)", path, err)
		return
	}
	if diff := compare(im, want); diff > 0.005 {
		t.Errorf("%s: %.2f%% of pixels differ from the golden", path, diff*100)
	}
}

// TestContactSheets renders each deck as a grid into ../docs with -update.
// Rendering 144 large cards takes long on a shared machine, so otherwise it
// checks the sheets against a digest of the art they were made from
// (testdata/sheets.sum), which the same -update run writes.
func TestContactSheets(t *testing.T) {
	cols := map[string]int{"italian40": 10, "german32": 8, "french24": 6, "hwatu48": 8}
	var sums strings.Builder
	for _, d := range artDecks {
		path := filepath.Join("..", "docs", "cards-"+d.Key()+".png")
		if *update {
			writePNG(t, path, render.Sheet(renderAll(t, d, sheetW), cols[d.Key()], 8))
		}
		fi, err := os.Stat(path)
		if err != nil {
			t.Errorf("%v (run go test ./assets -update)", err)
			continue
		}
		if fi.Size() > 450<<10 {
			t.Errorf("%s is %d KB; keep contact sheets under ~400 KB", path, fi.Size()>>10)
		}
		h := sha256.New()
		for _, c := range d.All() {
			r, _ := Face(d.ID(), c)
			h.Write(r.Content())
		}
		fmt.Fprintf(&sums, "%s %x\n", d.Key(), h.Sum(nil))
	}
	sumPath := filepath.Join("testdata", "sheets.sum")
	if *update {
		if err := os.WriteFile(sumPath, []byte(sums.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(sumPath)
	if err != nil || string(got) != sums.String() {
		t.Errorf("contact sheets in docs/ are stale (%v): run go test ./assets -update", err)
	}
}

// TestBackFor_DeckBackFollowsTheDeck: the default choice gives each pack its
// traditional back, every other choice the named one for every pack.
func TestBackFor_DeckBackFollowsTheDeck(t *testing.T) {
	for _, tc := range []struct {
		deck         cards.DeckID
		choice, want string
	}{
		{cards.Italian40, DeckBack, "back-red.svg"},
		{cards.German32, "", "back-red.svg"},
		{cards.Hwatu48, DeckBack, "back-hwatu.svg"},
		{cards.Hwatu48, "tartan", "back-tartan.svg"},
		{cards.French20, "lattice", "back-lattice.svg"},
		{cards.Italian40, "blue", "back-blue.svg"},
	} {
		r, err := BackFor(tc.deck, tc.choice)
		if err != nil {
			t.Fatalf("%v %q: %v", tc.deck, tc.choice, err)
		}
		if r.Name() != tc.want {
			t.Errorf("deck %v, choice %q: %s, want %s", tc.deck, tc.choice, r.Name(), tc.want)
		}
	}
	if _, err := BackFor(cards.Italian40, "plaid"); err == nil {
		t.Error("an unknown back was accepted")
	}
}

// TestBacks_EveryBackRendersAsItsOwnPicture renders each back through
// Fyne's renderer: none may come out blank or one flat colour (what a
// dropped element leaves), and no two may look alike.
func TestBacks_EveryBackRendersAsItsOwnPicture(t *testing.T) {
	ims := map[string]*image.NRGBA{}
	for _, n := range BackNames() {
		r, err := Back(n)
		if err != nil {
			t.Fatal(err)
		}
		im, err := render.SVG("distinct-"+r.Name(), r.Content(), goldenW, goldenW*3/2)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		colours := map[[4]uint8]bool{}
		for i := 0; i+3 < len(im.Pix); i += 4 {
			colours[[4]uint8(im.Pix[i:i+4])] = true
		}
		if len(colours) < 8 {
			t.Errorf("back %s renders with only %d colours", n, len(colours))
		}
		for m, other := range ims {
			if d := compare(im, other); d < 0.2 {
				t.Errorf("backs %s and %s differ in only %.0f%% of pixels", n, m, d*100)
			}
		}
		ims[n] = im
	}
}
