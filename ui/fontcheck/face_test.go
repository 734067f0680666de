package fontcheck

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	bold       = fyne.TextStyle{Bold: true}
	boldItalic = fyne.TextStyle{Bold: true, Italic: true}
	cjk        = ranges([2]rune{0x3131, 0x318E}, [2]rune{0xAC00, 0xD7A3}, [2]rune{'A', 'z'})
)

// installed is a machine with fonts-noto-core and fonts-noto-cjk, as
// fontscan lists them, plus a Devanagari font with no bold.
var installed = []Face{
	{File: "/f/NotoSans-Bold.ttf", Family: "notosans", Weight: 700, Has: latin},
	{File: "/f/NotoSansDevanagari-Regular.ttf", Family: "notosansdevanagari", Weight: 400, Has: devanagari},
	{File: "/f/NotoSerifDevanagari-Bold.ttf", Family: "notoserifdevanagari", Weight: 700, Has: devanagari},
	{File: "/f/NotoSansDevanagari-Bold.ttf", Family: "notosansdevanagari", Weight: 700, Has: devanagari},
	{File: "/f/Lohit-Devanagari.ttf", Family: "lohitdevanagari", Weight: 400, Has: devanagari},
	{File: "/f/NotoSansCJK-Regular.ttc", Index: 1, Family: "notosanscjkkr", Weight: 400, Has: cjk},
	{File: "/f/NotoSansCJK-Bold.ttc", Index: 0, Family: "notosanscjkjp", Weight: 700, Has: cjk},
	{File: "/f/NotoSansCJK-Bold.ttc", Index: 1, Family: "notosanscjkkr", Weight: 700, Has: cjk},
	{File: "/f/NotoSansCJK-Bold.ttc", Index: 6, Family: "notosansmonocjkkr", Weight: 700, Has: cjk},
}

func TestPickFace(t *testing.T) {
	withoutBoldDevanagari := []Face{installed[0], installed[1], installed[4]}
	onlySerif := []Face{installed[1], installed[2]}
	semiBold := []Face{{File: "/f/Semi.ttf", Family: "somedevanagari", Weight: 600, Has: devanagari},
		{File: "/f/Black.ttf", Family: "somedevanagari", Weight: 900, Has: devanagari}}
	for _, tc := range []struct {
		name  string
		faces []Face
		code  string
		style fyne.TextStyle
		want  string // "" for no face of its own
		index int
	}{
		{"Hindi bold is Noto Sans Devanagari Bold", installed, "hi", bold, "/f/NotoSansDevanagari-Bold.ttf", 0},
		{"Hindi bold italic has no italic: the upright bold", installed, "hi", boldItalic, "/f/NotoSansDevanagari-Bold.ttf", 0},
		{"Korean bold is the KR face of the bold collection", installed, "ko", bold, "/f/NotoSansCJK-Bold.ttc", 1},
		{"a serif bold rather than none", onlySerif, "hi", bold, "/f/NotoSerifDevanagari-Bold.ttf", 0},
		{"the weight nearest 700 when the family is not known", semiBold, "hi", bold, "/f/Semi.ttf", 0},
		{"no bold Devanagari installed: Fyne's choice", withoutBoldDevanagari, "hi", bold, "", 0},
		{"no fonts at all", nil, "ko", bold, "", 0},
		{"regular text is Fyne's", installed, "hi", fyne.TextStyle{}, "", 0},
		{"italic text is Fyne's", installed, "ko", fyne.TextStyle{Italic: true}, "", 0},
		{"monospace bold is Fyne's", installed, "hi", fyne.TextStyle{Bold: true, Monospace: true}, "", 0},
		{"a Latin language has the bundled bold", installed, "de", bold, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, ok := PickFace(tc.faces, tc.code, tc.style)
			if tc.want == "" {
				assert.False(t, ok, "picked %s", f.File)
				return
			}
			require.True(t, ok)
			assert.Equal(t, tc.want, f.File)
			assert.Equal(t, tc.index, f.Index)
		})
	}
}

// TestPickFaceIgnoresTheOrderOfTheIndex: the same fonts listed in another
// order give the same face.
func TestPickFaceIgnoresTheOrderOfTheIndex(t *testing.T) {
	rev := make([]Face, len(installed))
	for i, f := range installed {
		rev[len(rev)-1-i] = f
	}
	for _, code := range []string{"hi", "ko"} {
		a, _ := PickFace(installed, code, bold)
		b, _ := PickFace(rev, code, bold)
		assert.Equal(t, [2]any{a.File, a.Index}, [2]any{b.File, b.Index}, code)
	}
}

// collection builds a font collection (.ttc) of the given single-face
// fonts, each face keeping its own copy of its tables.
func collection(t *testing.T, fonts ...[]byte) []byte {
	t.Helper()
	var out bytes.Buffer
	out.WriteString("ttcf")
	_ = binary.Write(&out, binary.BigEndian, [2]uint16{1, 0})
	_ = binary.Write(&out, binary.BigEndian, uint32(len(fonts)))
	dirAt := make([]int, len(fonts))
	at := 12 + 4*len(fonts)
	for i, f := range fonts {
		dirAt[i] = at
		at += 12 + 16*int(binary.BigEndian.Uint16(f[4:6]))
	}
	for _, d := range dirAt {
		_ = binary.Write(&out, binary.BigEndian, uint32(d))
	}
	var tables bytes.Buffer
	for _, f := range fonts {
		n := int(binary.BigEndian.Uint16(f[4:6]))
		out.Write(f[:12])
		for i := range n {
			rec := f[12+16*i : 28+16*i]
			off, ln := binary.BigEndian.Uint32(rec[8:12]), binary.BigEndian.Uint32(rec[12:16])
			out.Write(rec[:8])
			_ = binary.Write(&out, binary.BigEndian, [2]uint32{uint32(tables.Len()), ln}) // fixed below
			tables.Write(f[off : off+ln])
			for tables.Len()%4 != 0 {
				tables.WriteByte(0)
			}
		}
	}
	// The table offsets were written relative to the table area: shift them.
	data := out.Bytes()
	base := uint32(len(data))
	for _, d := range dirAt {
		n := int(binary.BigEndian.Uint16(data[d+4 : d+6]))
		for i := range n {
			p := d + 12 + 16*i + 8
			binary.BigEndian.PutUint32(data[p:], binary.BigEndian.Uint32(data[p:])+base)
		}
	}
	return append(data, tables.Bytes()...)
}

// TestExtractFace takes Fyne's bundled regular and bold Noto Sans, puts them
// in one collection, and reads each face back out as a font of its own.
func TestExtractFace(t *testing.T) {
	regular, boldFont := theme.DefaultTextFont().Content(), theme.DefaultTextBoldFont().Content()
	ttc := collection(t, regular, boldFont)
	_, err := font.ParseTTF(bytes.NewReader(ttc))
	require.Error(t, err, "a collection must not parse as one face: the test would prove nothing")

	for i, want := range []font.Weight{font.WeightNormal, font.WeightBold} {
		data, err := ExtractFace(bytes.NewReader(ttc), int64(len(ttc)), i)
		require.NoError(t, err)
		face, err := font.ParseTTF(bytes.NewReader(data))
		require.NoError(t, err, "face %d", i)
		assert.Equal(t, want, face.Describe().Aspect.Weight, "face %d", i)
		_, ok := face.NominalGlyph('Z')
		assert.True(t, ok, "face %d has no Z", i)
	}

	one, err := ExtractFace(bytes.NewReader(regular), int64(len(regular)), 0)
	require.NoError(t, err)
	assert.Equal(t, regular, one, "a single-face file is returned whole")

	for name, tc := range map[string]struct {
		data  []byte
		index int
	}{
		"a face past the end of the collection": {ttc, 2},
		"a negative face":                       {ttc, -1},
		"face 1 of a single-face file":          {regular, 1},
		"a truncated collection":                {ttc[:len(ttc)/2], 1},
		"an empty file":                         {nil, 0},
	} {
		_, err := ExtractFace(bytes.NewReader(tc.data), int64(len(tc.data)), tc.index)
		assert.True(t, errors.Is(err, ErrBadFont), "%s: %v", name, err)
	}
}

// TestLanguageFontOnThisMachine asks the installed fonts: whatever is
// installed, a face is given exactly when the index has a bold face for the
// script, and that face parses, is bold, and draws the script.
func TestLanguageFontOnThisMachine(t *testing.T) {
	sys := System(theme.DefaultTextFont()).(*system)
	assert.Nil(t, sys.LanguageFont("de", bold), "German has the bundled bold")
	assert.Nil(t, sys.cov, "a Latin language scans no fonts (it would only slow the start)")
	sys.index()
	for _, tc := range []struct {
		code   string
		letter rune
	}{{"hi", 'क'}, {"ko", '한'}} {
		_, want := PickFace(sys.faces, tc.code, bold)
		res := sys.LanguageFont(tc.code, bold)
		require.Equal(t, want, res != nil, "%s: index has a bold face %v, got %v", tc.code, want, res)
		if res == nil {
			continue
		}
		t.Logf("%s bold: %s, %d bytes", tc.code, res.Name(), len(res.Content()))
		face, err := font.ParseTTF(bytes.NewReader(res.Content()))
		require.NoError(t, err)
		assert.GreaterOrEqual(t, float32(face.Describe().Aspect.Weight), float32(minBold), tc.code)
		_, ok := face.NominalGlyph(tc.letter)
		assert.True(t, ok, "%s bold face lacks %c", tc.code, tc.letter)
		assert.Same(t, res, sys.LanguageFont(tc.code, bold), "read once")
		assert.Nil(t, sys.LanguageFont(tc.code, fyne.TextStyle{}), "regular is Fyne's own")
	}
}
