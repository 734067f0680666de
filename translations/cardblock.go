package translations

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/cardavia/cardavia/games/cards"
)

// Cards on a rules page. A fenced block whose info string is "cards" draws
// card pictures where it stands (ui/prose); every language's page of a game
// has the same blocks in the same places, so a translator copies them and
// translates only the row labels:
//
//	```cards kinds
//	January | 01-B 01-R 01-J1 01-J2
//	February | 02-A 02-R 02-J1 02-J2
//	```
//
//   - Each line is a row: an optional label in the page's language, a "|",
//     then cards, written as the record notation writes them (docs/notation.md:
//     "D7", "CU", "HQ", "01-B"), separated by spaces. A line without "|" is
//     cards only.
//   - A card may carry a caption after "=", written under its picture:
//     "D7=21". Captions are numbers or signs, the same in every language.
//   - Words after "cards" in the info string are options. "kinds" writes
//     each hwatu card's kind (bright, animal, ribbon, junk, double junk)
//     under it, in the page's language (the rules.cards.* messages).
//
// The cards are the game's; a game with two packs (Schnapsen) names cards
// by the codes both share, and the page draws the pack the person plays
// with. docs/translating.md says the same for translators.

// CardBlockInfo is the info string that marks a cards block.
const CardBlockInfo = "cards"

// CardOptionKinds captions every card with its hwatu kind.
const CardOptionKinds = "kinds"

// CardBlock is one ```cards block.
type CardBlock struct {
	Options []string
	Rows    []CardRow
}

// CardRow is one line of a cards block: a label (may be empty) and cards.
type CardRow struct {
	Label string
	Cards []CardRef
}

// CardRef is one card of a row, as the page writes it: its code in the
// record notation and its caption ("" for none).
type CardRef struct {
	Code    string
	Caption string
}

// Has reports whether the block was given the option.
func (b CardBlock) Has(option string) bool { return slices.Contains(b.Options, option) }

// ErrNotCards is the error of ParseCardBlock for a fenced block of another
// kind (a code sample), which a page draws as text.
var ErrNotCards = errors.New("not a cards block")

// ParseCardBlock reads a fenced block with the given info string and body
// as a cards block. It checks the form only; Check names the cards.
func ParseCardBlock(info, body string) (CardBlock, error) {
	fields := strings.Fields(info)
	if len(fields) == 0 || fields[0] != CardBlockInfo {
		return CardBlock{}, ErrNotCards
	}
	b := CardBlock{Options: fields[1:]}
	for _, o := range b.Options {
		if o != CardOptionKinds {
			return CardBlock{}, fmt.Errorf("cards block: unknown option %q (known: %s)", o, CardOptionKinds)
		}
	}
	for n, line := range strings.Split(body, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		var row CardRow
		if label, rest, ok := strings.Cut(line, "|"); ok {
			row.Label = strings.TrimSpace(label)
			line = rest
			if row.Label == "" {
				return CardBlock{}, fmt.Errorf("cards block line %d: an empty label before |", n+1)
			}
		}
		for _, f := range strings.Fields(line) {
			code, caption, _ := strings.Cut(f, "=")
			if code == "" || strings.Contains(caption, "=") || strings.HasSuffix(f, "=") {
				return CardBlock{}, fmt.Errorf("cards block line %d: %q is not a card or card=caption", n+1, f)
			}
			row.Cards = append(row.Cards, CardRef{Code: code, Caption: caption})
		}
		if len(row.Cards) == 0 {
			return CardBlock{}, fmt.Errorf("cards block line %d: no cards", n+1)
		}
		b.Rows = append(b.Rows, row)
	}
	if len(b.Rows) == 0 {
		return CardBlock{}, errors.New("cards block: no rows")
	}
	return b, nil
}

// Check reports the first code of the block that is not a card of every
// given deck (a game with two packs names the cards both have).
func (b CardBlock) Check(decks ...*cards.Deck) error {
	if len(decks) == 0 {
		return errors.New("cards block: no deck to check against")
	}
	for _, r := range b.Rows {
		for _, c := range r.Cards {
			for _, d := range decks {
				if _, err := d.Parse(c.Code); err != nil {
					return fmt.Errorf("cards block: %w", err)
				}
			}
		}
	}
	return nil
}

// Shape is the block without its labels: what every language's page must
// have the same of (options, cards and captions, row by row).
func (b CardBlock) Shape() string {
	var s strings.Builder
	s.WriteString(strings.Join(append([]string{CardBlockInfo}, b.Options...), " "))
	for _, r := range b.Rows {
		s.WriteString("\n")
		if r.Label != "" {
			s.WriteString("label | ")
		}
		for i, c := range r.Cards {
			if i > 0 {
				s.WriteString(" ")
			}
			s.WriteString(strings.ToUpper(c.Code))
			if c.Caption != "" {
				s.WriteString("=" + c.Caption)
			}
		}
	}
	return s.String()
}

// CardBlocks returns every cards block of a Markdown page, in page order,
// found as the pages are drawn (goldmark's fenced code blocks). The first
// block that does not parse is an error.
func CardBlocks(md string) ([]CardBlock, error) {
	src := []byte(md)
	doc := goldmark.New().Parser().Parse(text.NewReader(src))
	var out []CardBlock
	var bad error
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		f, ok := n.(*ast.FencedCodeBlock)
		if !entering || !ok || bad != nil {
			return ast.WalkContinue, nil
		}
		info, body := FenceText(f, src)
		b, err := ParseCardBlock(info, body)
		switch {
		case errors.Is(err, ErrNotCards):
		case err != nil:
			bad = err
		default:
			out = append(out, b)
		}
		return ast.WalkSkipChildren, nil
	})
	return out, bad
}

// FenceText is a fenced block's info string and body.
func FenceText(f *ast.FencedCodeBlock, src []byte) (info, body string) {
	if f.Info != nil {
		info = string(f.Info.Segment.Value(src))
	}
	var b bytes.Buffer
	lines := f.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		b.Write(seg.Value(src))
	}
	return info, b.String()
}
