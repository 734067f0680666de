package fontcheck

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/fontscan"
)

// Why this file exists: Fyne 2.7.1 draws a character its theme font lacks
// with a system font it looks up per character, and that per-character
// look-up asks for the regular weight whatever the text's style
// (internal/painter/font.go, dynamicFontMap.ResolveFace passes an empty
// font.Aspect). Its other look-up, by the OS locale's language, keeps the
// weight but finds nothing for Hindi (fontscan has no Devanagari answer for
// "hi") and misses Korean whenever the app's language was chosen in the app
// rather than by LANG. So bold Devanagari and bold Hangul came out regular
// even with NotoSansDevanagari-Bold.ttf and NotoSansCJK-Bold.ttc installed.
// The one place an app chooses a face by style is the theme's Font(style):
// PickFace finds the installed bold face for a language's script and
// LoadFace turns it into a resource the painter can use as that font.

// Face is one installed font face as the system font index describes it.
type Face struct {
	File   string
	Index  int    // the face's number in a collection (.ttc); 0 in a single-face file
	Family string // normalised by fontscan: lower case, no spaces ("notosansdevanagari")
	Weight float32
	Italic bool
	Has    func(rune) bool
}

// script is what a language's text needs from a font: characters every
// candidate must have, and the family that draws the language best.
type script struct {
	sample []rune
	family string
}

// scriptOf returns the script of a shipped language that Fyne's bundled
// fonts do not draw. The Latin languages need nothing: the bundled Noto
// Sans has its own bold.
func scriptOf(code string) (script, bool) {
	switch code {
	case "hi": // क ष ि ् ं: consonants, a vowel sign, the virama, anusvara
		return script{sample: []rune{0x915, 0x937, 0x93F, 0x94D, 0x902}, family: "notosansdevanagari"}, true
	case "ko": // 한 국 어 ㄱ
		return script{sample: []rune{0xD55C, 0xAD6D, 0xC5B4, 0x3131}, family: "notosanscjkkr"}, true
	}
	return script{}, false
}

// minBold is the lightest weight that reads as bold (CSS "semi-bold").
const minBold = 600

// PickFace returns the installed face that draws text of language code in
// style, when the theme must supply one: for bold text in a language whose
// script the bundled fonts lack. ok is false when the style needs no face of
// its own (regular, italic, monospace, symbol, a Latin language) or when no
// installed face is bold and covers the script — the text then stays as
// Fyne draws it.
//
// Among the candidates it prefers the language's own family (Noto Sans
// Devanagari, Noto Sans CJK KR), then a sans over a serif, a proportional
// over a monospaced face, the italic or upright face the style asks for, the
// weight nearest 700, and last the file name, so that the same fonts always
// give the same answer.
func PickFace(faces []Face, code string, style fyne.TextStyle) (Face, bool) {
	if !needsFace(code, style) {
		return Face{}, false
	}
	sc, _ := scriptOf(code)
	var cands []Face
	for _, f := range faces {
		if f.Weight < minBold || f.Has == nil || !hasAll(f.Has, sc.sample) {
			continue
		}
		cands = append(cands, f)
	}
	if len(cands) == 0 {
		return Face{}, false
	}
	rank := func(f Face) [5]float32 {
		b := func(bad bool) float32 {
			if bad {
				return 1
			}
			return 0
		}
		d := f.Weight - float32(font.WeightBold)
		if d < 0 {
			d = -d
		}
		return [5]float32{
			b(f.Family != sc.family),
			b(strings.Contains(f.Family, "serif")),
			b(strings.Contains(f.Family, "mono")),
			b(f.Italic != style.Italic),
			d,
		}
	}
	sort.SliceStable(cands, func(i, j int) bool {
		ri, rj := rank(cands[i]), rank(cands[j])
		if ri != rj {
			for k := range ri {
				if ri[k] != rj[k] {
					return ri[k] < rj[k]
				}
			}
		}
		if cands[i].File != cands[j].File {
			return cands[i].File < cands[j].File
		}
		return cands[i].Index < cands[j].Index
	})
	return cands[0], true
}

// needsFace reports whether text of language code in style needs a face
// the theme must supply (see PickFace).
// Slants reports whether text in the language with this code is drawn
// italic when a style asks for it. Fyne's bundled fonts have italics for
// Latin letters only, and the system faces that draw Devanagari and Hangul
// are upright: in Hindi and Korean an italic line leaned only in its digits
// and Latin words. Screens set such text apart by its colour or place there.
func Slants(code string) bool {
	_, ok := scriptOf(code)
	return !ok
}

func needsFace(code string, style fyne.TextStyle) bool {
	_, ok := scriptOf(code)
	return ok && style.Bold && !style.Monospace && !style.Symbol
}

func hasAll(has func(rune) bool, rs []rune) bool {
	for _, r := range rs {
		if !has(r) {
			return false
		}
	}
	return true
}

// facesOf turns fontscan's index into Faces.
func facesOf(fps []fontscan.Footprint) []Face {
	out := make([]Face, 0, len(fps))
	for _, fp := range fps {
		out = append(out, Face{
			File:   fp.Location.File,
			Index:  int(fp.Location.Index),
			Family: fp.Family,
			Weight: float32(fp.Aspect.Weight),
			Italic: fp.Aspect.Style == font.StyleItalic,
			Has:    fp.Runes.Contains,
		})
	}
	return out
}

// maxFontFile bounds what LoadFace reads: the largest font shipped by the
// usual packages (a Noto CJK collection) is about 20 MB.
const maxFontFile = 64 << 20

// LoadFace reads face f as a single-face font resource. A face inside a
// collection (.ttc, .otc) is copied out into a font file of its own, since
// Fyne's painter reads a theme font as one face and fails on a collection.
// The result is parsed before it is returned, so a damaged file is an error
// here and never reaches the painter.
func LoadFace(f Face) (fyne.Resource, error) {
	file, err := os.Open(f.File)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	st, err := file.Stat()
	if err != nil {
		return nil, err
	}
	if st.Size() > maxFontFile {
		return nil, fmt.Errorf("font %s: %d bytes, more than a font should have", f.File, st.Size())
	}
	data, err := ExtractFace(file, st.Size(), f.Index)
	if err != nil {
		return nil, fmt.Errorf("font %s: %w", f.File, err)
	}
	if _, err := font.ParseTTF(bytes.NewReader(data)); err != nil {
		return nil, fmt.Errorf("font %s face %d: %w", f.File, f.Index, err)
	}
	name := filepath.Base(f.File)
	if f.Index > 0 || isCollection(data) {
		name = fmt.Sprintf("%s#%d", name, f.Index)
	}
	return fyne.NewStaticResource(name, data), nil
}

// ErrBadFont says a font file's table directory does not hold together.
var ErrBadFont = errors.New("not a well-formed font file")

func isCollection(head []byte) bool { return len(head) >= 4 && string(head[:4]) == "ttcf" }

// ExtractFace returns face index of the font in r (size bytes) as a font
// file of its own: a single-face file is returned whole (index must be 0);
// from a collection the face's table directory is rewritten with its tables
// copied after it, each on a 4-byte boundary as the format asks. Table data
// and checksums are copied unchanged.
func ExtractFace(r io.ReaderAt, size int64, index int) ([]byte, error) {
	head := make([]byte, 12)
	if _, err := r.ReadAt(head, 0); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadFont, err)
	}
	if !isCollection(head) {
		if index != 0 {
			return nil, fmt.Errorf("%w: face %d of a single-face file", ErrBadFont, index)
		}
		data := make([]byte, size)
		if _, err := r.ReadAt(data, 0); err != nil {
			return nil, fmt.Errorf("%w: %v", ErrBadFont, err)
		}
		return data, nil
	}
	n := int(binary.BigEndian.Uint32(head[8:12]))
	if index < 0 || index >= n {
		return nil, fmt.Errorf("%w: face %d of a collection of %d", ErrBadFont, index, n)
	}
	var b4 [4]byte
	if _, err := r.ReadAt(b4[:], 12+4*int64(index)); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadFont, err)
	}
	dir := int64(binary.BigEndian.Uint32(b4[:]))
	offTable := make([]byte, 12)
	if _, err := r.ReadAt(offTable, dir); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadFont, err)
	}
	numTables := int(binary.BigEndian.Uint16(offTable[4:6]))
	if numTables == 0 || numTables > 1000 {
		return nil, fmt.Errorf("%w: %d tables", ErrBadFont, numTables)
	}
	records := make([]byte, 16*numTables)
	if _, err := r.ReadAt(records, dir+12); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadFont, err)
	}
	out := bytes.NewBuffer(make([]byte, 0, 12+len(records)))
	out.Write(offTable)
	at := int64(12 + len(records))
	newRecords := make([]byte, len(records))
	type span struct{ off, n int64 }
	spans := make([]span, numTables)
	for i := range numTables {
		rec := records[16*i : 16*i+16]
		off, n := int64(binary.BigEndian.Uint32(rec[8:12])), int64(binary.BigEndian.Uint32(rec[12:16]))
		if off+n > size {
			return nil, fmt.Errorf("%w: table %q runs past the end", ErrBadFont, rec[:4])
		}
		spans[i] = span{off, n}
		copy(newRecords[16*i:], rec[:8])
		binary.BigEndian.PutUint32(newRecords[16*i+8:], uint32(at))
		binary.BigEndian.PutUint32(newRecords[16*i+12:], uint32(n))
		at += (n + 3) &^ 3
	}
	if at > maxFontFile {
		return nil, fmt.Errorf("%w: face of %d bytes", ErrBadFont, at)
	}
	out.Write(newRecords)
	for _, s := range spans {
		buf := make([]byte, (s.n+3)&^3) // zero padding
		if _, err := r.ReadAt(buf[:s.n], s.off); err != nil {
			return nil, fmt.Errorf("%w: %v", ErrBadFont, err)
		}
		out.Write(buf)
	}
	return out.Bytes(), nil
}
