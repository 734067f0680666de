package render

import (
	"go/build"
	"strings"
	"testing"
)

const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10">` +
	`<rect x="0" y="0" width="5" height="10" fill="#ff0000"/></svg>`

// TestSVG_StretchesToTheSize: the document fills exactly the size asked
// for, transparent where it draws nothing.
func TestSVG_StretchesToTheSize(t *testing.T) {
	img, err := SVG("square.svg", []byte(square), 40, 20)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 40 || b.Dy() != 20 {
		t.Fatalf("size %v, want 40x20", b)
	}
	if left, right := img.NRGBAAt(5, 10), img.NRGBAAt(35, 10); left.R != 0xff || left.A != 0xff || right.A != 0 {
		t.Errorf("left half %v, right half %v: want red, then transparent", left, right)
	}
}

// TestSVG_NothingDrawnIsAnError: a document that draws nothing, or is not
// SVG at all, is an error naming it.
func TestSVG_NothingDrawnIsAnError(t *testing.T) {
	for name, doc := range map[string]string{
		"empty.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"></svg>`,
		"junk.svg":  `not svg`,
	} {
		if _, err := SVG(name, []byte(doc), 10, 10); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: error %v", name, err)
		}
	}
}

// TestSVG_NeedsNoApp: the package draws without a Fyne app, so it imports
// no Fyne at all (its non-test code once started a test app).
func TestSVG_NeedsNoApp(t *testing.T) {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		if strings.HasPrefix(imp, "fyne.io/") {
			t.Errorf("render imports %s", imp)
		}
	}
}
